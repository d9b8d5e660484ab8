// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BAIT_CHECK_MS, BAIT_CLASSES, randomBaitId } from './adblock-detection.ts';
import { startTriggers } from './index.ts';

const env = () => ({ win: window, doc: document });
let fired: string[];
let stop: () => void = () => {};
const start = (triggers: unknown) => (stop = startTriggers(triggers, (name) => fired.push(name), env()));

function scrollTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(() => {
  fired = [];
  vi.useFakeTimers();
  document.body.innerHTML = '';
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: 2800, configurable: true });
});
const BOX_PROPS = ['offsetParent', 'offsetHeight'] as const;
const originalBox = BOX_PROPS.map((name) => [name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name)] as const);

/** happy-dom lays nothing out: the bait's box is what the test says. */
function layout(visible: boolean) {
  const box = (value: unknown) => ({ get: () => value, configurable: true });
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', box(visible ? document.body : null));
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', box(visible ? 1 : 0));
}

afterEach(() => {
  for (const [name, descriptor] of originalBox) {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    else delete (HTMLElement.prototype as Partial<HTMLElement>)[name];
  }
  stop();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('page_load', () => {
  it('fires after the delay in seconds', () => {
    start({ page_load: 'yes', page_load_delay: '2.5' });
    vi.advanceTimersByTime(2499);
    expect(fired).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(fired).toEqual(['page_load']);
  });

  it('defaults to no delay', () => {
    start({ page_load: 'yes' });
    vi.advanceTimersByTime(0);
    expect(fired).toEqual(['page_load']);
  });
});

describe('scrolling', () => {
  it('down: fires past the offset, as a percentage of the scrollable height', () => {
    start({ scrolling: 'yes', scrolling_direction: 'down', scrolling_offset: 70 });
    scrollTo(1000); // 50 %
    scrollTo(1399); // just under 70 % of 2000
    expect(fired).toEqual([]);
    scrollTo(1400);
    expect(fired).toEqual(['scrolling']);
  });

  it('down is the default, at 50 %', () => {
    start({ scrolling: 'yes' });
    scrollTo(999);
    expect(fired).toEqual([]);
    scrollTo(1000);
    expect(fired).toEqual(['scrolling']);
  });

  it('scrolling back up past the offset does not count as down', () => {
    scrollTo(1800);
    start({ scrolling: 'yes', scrolling_offset: 50 });
    scrollTo(1500);
    expect(fired).toEqual([]);
  });

  it('up: fires on the first scroll upwards', () => {
    start({ scrolling: 'yes', scrolling_direction: 'up' });
    scrollTo(600);
    scrollTo(1200);
    expect(fired).toEqual([]);
    scrollTo(1190);
    expect(fired).toEqual(['scrolling']);
  });
});

describe('scrolling_to', () => {
  let observed: Element[];
  let callback: IntersectionObserverCallback;
  beforeEach(() => {
    observed = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: IntersectionObserverCallback) {
          callback = cb;
        }
        observe(el: Element) {
          observed.push(el);
        }
        disconnect() {
          observed = [];
        }
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());
  const enter = (isIntersecting: boolean) =>
    callback([{ isIntersecting, target: observed[0] } as IntersectionObserverEntry], {} as IntersectionObserver);

  it('fires when the element comes into view', () => {
    document.body.innerHTML = '<section id="rates">Rates</section>';
    start({ scrolling_to: 'yes', scrolling_to_selector: '#rates' });
    expect(observed.map((el) => el.id)).toEqual(['rates']);
    enter(false);
    expect(fired).toEqual([]);
    enter(true);
    expect(fired).toEqual(['scrolling_to']);
    expect(observed, 'stopped observing').toEqual([]);
  });

  it('ignores an invalid selector, or one that matches nothing', () => {
    expect(() => start({ scrolling_to: 'yes', scrolling_to_selector: '#rates[' })).not.toThrow();
    start({ scrolling_to: 'yes', scrolling_to_selector: '.nothing-here' });
    start({ scrolling_to: 'yes' });
    expect(observed).toEqual([]);
  });
});

describe('click', () => {
  it('fires on the Nth click', () => {
    start({ click: 'yes', click_times: 3 });
    document.body.click();
    document.body.click();
    expect(fired).toEqual([]);
    document.body.click();
    expect(fired).toEqual(['click']);
    document.body.click();
    expect(fired, 'once').toEqual(['click']);
  });

  it('defaults to the first click', () => {
    start({ click: 'yes' });
    document.body.click();
    expect(fired).toEqual(['click']);
  });
});

describe('inactivity', () => {
  it('fires after the time without activity; activity restarts the wait', () => {
    start({ inactivity: 'yes', inactivity_time: 10 });
    vi.advanceTimersByTime(9000);
    document.dispatchEvent(new MouseEvent('mousemove'));
    vi.advanceTimersByTime(9000);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    vi.advanceTimersByTime(9000);
    window.dispatchEvent(new Event('scroll'));
    document.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(9999);
    expect(fired).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(fired).toEqual(['inactivity']);
  });

  it('defaults to 30 seconds', () => {
    start({ inactivity: 'yes' });
    vi.advanceTimersByTime(29_999);
    expect(fired).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(fired).toEqual(['inactivity']);
  });
});

describe('exit_intent', () => {
  it('fires when the mouse leaves through the top of the page', () => {
    start({ exit_intent: 'yes' });
    document.body.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientY: 300, relatedTarget: null }));
    document.body.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientY: 0, relatedTarget: document.documentElement }));
    expect(fired, 'moving within the page, or leaving by the side').toEqual([]);
    document.body.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientY: -2, relatedTarget: null }));
    expect(fired).toEqual(['exit_intent']);
  });
});

describe('adblock_detection', () => {
  it('makes a random six-letter id', () => {
    expect(randomBaitId()).toMatch(/^[a-z]{6}$/);
    expect(randomBaitId(() => 0)).toBe('aaaaaa');
    expect(randomBaitId(() => 0.999)).toBe('zzzzzz');
  });

  // Its code loads when a popup uses it: the delay counts from then.
  it('puts a bait after the delay and fires when a blocker hid it', async () => {
    layout(false);
    start({ adblock_detection: 'yes', adblock_detection_delay: 1 });
    await vi.dynamicImportSettled();
    vi.advanceTimersByTime(999);
    expect(document.querySelector('.adsbox')).toBeNull();
    vi.advanceTimersByTime(1);
    const bait = document.body.lastElementChild as HTMLElement;
    expect(bait.className).toBe(BAIT_CLASSES);
    expect(bait.id).toMatch(/^[a-z]{6}$/);
    expect(bait.getAttribute('aria-hidden')).toBe('true');
    vi.advanceTimersByTime(BAIT_CHECK_MS);
    expect(fired).toEqual(['adblock_detection']);
    expect(document.querySelector('.adsbox'), 'the bait is gone').toBeNull();
  });

  it('never starts when its popup stops watching before the code arrived', async () => {
    layout(false);
    start({ adblock_detection: 'yes' });
    stop();
    await vi.dynamicImportSettled();
    vi.advanceTimersByTime(BAIT_CHECK_MS);
    expect(document.querySelector('.adsbox')).toBeNull();
    expect(fired).toEqual([]);
  });

  it('does not fire without a blocker', async () => {
    layout(true);
    start({ adblock_detection: 'yes' });
    await vi.dynamicImportSettled();
    vi.advanceTimersByTime(BAIT_CHECK_MS);
    expect(fired).toEqual([]);
    expect(document.querySelector('.adsbox')).toBeNull();
  });

  it('a blocker that removes the bait counts too', async () => {
    layout(true);
    start({ adblock_detection: 'yes' });
    await vi.dynamicImportSettled();
    vi.advanceTimersByTime(0);
    document.querySelector('.adsbox')!.remove();
    vi.advanceTimersByTime(BAIT_CHECK_MS);
    expect(fired).toEqual(['adblock_detection']);
  });
});

describe('startTriggers', () => {
  it('starts only enabled triggers (PHP’s empty list: none)', () => {
    start([]);
    start({ click_times: 1, page_load_delay: 0 });
    document.body.click();
    vi.advanceTimersByTime(60_000);
    expect(fired).toEqual([]);
  });

  it('once one fires, all are destroyed', () => {
    layout(false);
    start({
      page_load: 'yes',
      page_load_delay: 5,
      click: 'yes',
      inactivity: 'yes',
      inactivity_time: 3,
      exit_intent: 'yes',
      adblock_detection: 'yes',
      adblock_detection_delay: 4,
      scrolling: 'yes',
      scrolling_direction: 'up',
    });
    vi.advanceTimersByTime(3000);
    expect(fired).toEqual(['inactivity']);
    document.body.click();
    scrollTo(100);
    scrollTo(50);
    document.dispatchEvent(new MouseEvent('mouseout', { clientY: -1 }));
    vi.advanceTimersByTime(60_000);
    expect(fired).toEqual(['inactivity']);
    expect(document.querySelector('.adsbox'), 'no bait was put').toBeNull();
    expect(vi.getTimerCount(), 'no timer left').toBe(0);
  });

  it('stopping before any fires removes everything', () => {
    const add = vi.spyOn(document, 'addEventListener');
    const remove = vi.spyOn(document, 'removeEventListener');
    start({ click: 'yes', inactivity: 'yes', exit_intent: 'yes', page_load: 'yes', page_load_delay: 1 });
    stop();
    expect(remove.mock.calls.length).toBe(add.mock.calls.length);
    expect(vi.getTimerCount()).toBe(0);
    document.body.click();
    expect(fired).toEqual([]);
  });
});
