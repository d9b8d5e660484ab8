// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { attach, changeStartMs, nextSlide, slideshowOptions, slidesToLoad } from './background-slideshow.ts';
import { installFakeObserver } from '../../test/helpers/fake-intersection-observer.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('slideshow timing', () => {
  it("takes Elementor's defaults and the stored values", () => {
    expect(slideshowOptions({})).toEqual({ slideMs: 5000, transitionMs: 500, loop: true, kenBurns: false });
    expect(
      slideshowOptions({
        background_slideshow_slide_duration: '7000',
        background_slideshow_transition_duration: 300,
        background_slideshow_loop: '',
        background_slideshow_ken_burns: 'yes',
      }),
    ).toEqual({ slideMs: 7000, transitionMs: 300, loop: false, kenBurns: true });
    expect(slideshowOptions({ background_slideshow_slide_duration: -1 }).slideMs).toBe(5000);
  });

  it('steps through the slides, looping or stopping on the last', () => {
    expect(nextSlide(0, 3, true)).toBe(1);
    expect(nextSlide(2, 3, true)).toBe(0);
    expect(nextSlide(2, 3, false)).toBeUndefined();
    expect(nextSlide(0, 1, true)).toBeUndefined();
    expect(slidesToLoad(2, 3, true)).toEqual([2, 0]);
    expect(slidesToLoad(2, 3, false)).toEqual([2]);
  });

  it('starts each change after a full wait that follows the previous transition', () => {
    const o = { slideMs: 5000, transitionMs: 500 };
    expect([1, 2, 3].map((k) => changeStartMs(k, o))).toEqual([5000, 10500, 16000]);
  });
});

function slideshow(count: number, lazy = true): HTMLElement {
  const el = document.createElement('section');
  el.innerHTML = `<div class="elementor-background-slideshow" data-transition="slide_left">${Array.from(
    { length: count },
    (_, i) =>
      `<div class="elementor-background-slideshow__slide${i ? '' : ' e-slide--active'}"${lazy && i ? ' data-lazy=""' : ''}><div class="elementor-background-slideshow__slide__image elementor-ken-burns elementor-ken-burns--in"></div></div>`,
  ).join('')}</div><div class="elementor-container"></div>`;
  document.body.append(el);
  return el;
}

const state = (el: HTMLElement) =>
  [...el.querySelectorAll('.elementor-background-slideshow__slide')].map((s) =>
    [
      s.classList.contains('e-slide--active') ? 'A' : '',
      s.classList.contains('e-slide--leaving') ? 'L' : '',
      s.classList.contains('e-slide--moving') ? 'M' : '',
      s.hasAttribute('data-lazy') ? 'z' : '',
      s.firstElementChild!.classList.contains('elementor-ken-burns--active') ? 'K' : '',
    ].join(''),
  );

describe('background-slideshow behaviour', () => {
  const settings = {
    background_slideshow_slide_duration: 1000,
    background_slideshow_transition_duration: 200,
    background_slideshow_ken_burns: 'yes',
  };

  it('changes slides with the set durations while in view, loading one slide ahead', () => {
    vi.useFakeTimers();
    const observers = installFakeObserver();
    const el = slideshow(3);
    attach(el, settings);
    expect(state(el)).toEqual(['AK', '', 'z']);
    vi.advanceTimersByTime(5000);
    expect(state(el), 'nothing moves before the element is seen').toEqual(['AK', '', 'z']);
    observers[0].fire(true);
    vi.advanceTimersByTime(999);
    expect(state(el)).toEqual(['AK', '', 'z']);
    vi.advanceTimersByTime(1);
    expect(state(el)).toEqual(['LMK', 'AMK', '']);
    vi.advanceTimersByTime(200);
    expect(state(el)).toEqual(['', 'AK', '']);
    vi.advanceTimersByTime(1000);
    expect(state(el)).toEqual(['', 'LMK', 'AMK']);
    vi.advanceTimersByTime(1200);
    expect(state(el), 'loops back to the first').toEqual(['AMK', '', 'LMK']);
  });

  it('pauses out of view and when the tab is hidden', () => {
    vi.useFakeTimers();
    const observers = installFakeObserver();
    const el = slideshow(2, false);
    attach(el, settings);
    observers[0].fire(true);
    vi.advanceTimersByTime(500);
    observers[0].fire(false);
    vi.advanceTimersByTime(5000);
    expect(state(el)).toEqual(['AK', '']);
    observers[0].fire(true);
    vi.advanceTimersByTime(1000);
    expect(state(el)).toEqual(['LMK', 'AMK']);
    vi.advanceTimersByTime(200);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(5000);
    expect(state(el)).toEqual(['', 'AK']);
  });

  it('stops on the last slide without loop, and starts no slider for one slide', () => {
    vi.useFakeTimers();
    const observers = installFakeObserver();
    const el = slideshow(2, false);
    attach(el, { ...settings, background_slideshow_loop: '' });
    observers[0].fire(true);
    vi.advanceTimersByTime(1200);
    vi.advanceTimersByTime(10_000);
    expect(state(el)).toEqual(['', 'AK']);
    const one = slideshow(1);
    attach(one, settings);
    expect(observers).toHaveLength(1);
    expect(state(one)).toEqual(['AK']);
  });

  it('keeps Ken Burns still and slides fading under reduced motion', () => {
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.includes('reduce') }));
    installFakeObserver();
    const el = slideshow(2);
    const detach = attach(el, settings);
    expect(state(el)).toEqual(['A', '']);
    expect(el.querySelector<HTMLElement>('.elementor-background-slideshow')!.dataset.transition).toBe('fade');
    detach();
    expect(el.querySelector<HTMLElement>('.elementor-background-slideshow')!.dataset.transition).toBe('slide_left');
  });
});
