// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { attach } from './entrance-animation.ts';
import { installFakeObserver } from '../../test/helpers/fake-intersection-observer.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function hidden(): HTMLElement {
  const el = document.createElement('div');
  el.className = 'elementor-element elementor-invisible';
  return el;
}

describe('entrance-animation', () => {
  it('reveals with the animation after the delay, once, when entering the viewport', () => {
    vi.useFakeTimers();
    const observers = installFakeObserver();
    const el = hidden();
    attach(el, { animation: 'fadeInUp', animation_delay: 300 });
    expect(el.classList.contains('elementor-invisible')).toBe(true);
    observers[0].fire(true);
    vi.advanceTimersByTime(299);
    expect(el.classList.contains('elementor-invisible')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(el.className).toBe('elementor-element animated fadeInUp');
    expect(observers[0].disconnected).toBe(true);
    // Re-attached after a device change: already ran, so nothing is observed again.
    attach(el, { animation: 'fadeInUp', animation_delay: 300 });
    expect(observers).toHaveLength(1);
  });

  it('just removes elementor-invisible when the visitor prefers reduced motion', () => {
    const observers = installFakeObserver();
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.includes('reduce') }) as MediaQueryList);
    const el = hidden();
    attach(el, { animation: 'zoomIn', animation_delay: 1000 });
    expect(el.className).toBe('elementor-element');
    expect(observers).toHaveLength(0);
  });

  it('cancels a pending reveal on detach and ignores unsafe animation names', () => {
    vi.useFakeTimers();
    const observers = installFakeObserver();
    const el = hidden();
    const detach = attach(el, { animation: 'fadeIn', animation_delay: 500 });
    observers[0].fire(true);
    detach();
    vi.advanceTimersByTime(1000);
    expect(el.classList.contains('elementor-invisible')).toBe(true);

    const other = hidden();
    attach(other, { animation: 'x y" onload="', animation_delay: 'soon' });
    observers[1].fire(true);
    expect(other.className).toBe('elementor-element');
  });

  it('uses the animation set for the current device, else the next larger device one', () => {
    const observers = installFakeObserver();
    const on = (device: string) => ({ deviceMode: { current: device } }) as unknown as Parameters<typeof attach>[2];
    const settings = { animation: 'fadeInUp', animation_tablet: 'zoomIn' };
    const mobile = hidden();
    attach(mobile, settings, on('mobile'));
    observers[0].fire(true);
    expect(mobile.className).toBe('elementor-element animated zoomIn');
    const desktop = hidden();
    attach(desktop, settings, on('desktop'));
    observers[1].fire(true);
    expect(desktop.className).toBe('elementor-element animated fadeInUp');
  });
});
