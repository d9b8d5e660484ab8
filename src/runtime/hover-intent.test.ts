// Hover intent: opens only once the pointer slowed down (30 ms polls), closes 300 ms after it left.
// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasSlowedDown, hoverIntent, MENU_HOVER_INTENT } from './hover-intent.ts';

describe('hasSlowedDown', () => {
  it('compares |dx| + |dy| with the sensitivity (7 px by default)', () => {
    expect(MENU_HOVER_INTENT).toEqual({ interval: 30, timeout: 300, sensitivity: 7 });
    expect(hasSlowedDown({ x: 0, y: 0 }, { x: 3, y: 3 }, 7)).toBe(true);
    expect(hasSlowedDown({ x: 0, y: 0 }, { x: 4, y: 3 }, 7)).toBe(false);
    expect(hasSlowedDown({ x: 10, y: 10 }, { x: 4, y: 10 }, 7)).toBe(true);
    expect(hasSlowedDown({ x: 10, y: 10 }, { x: 10, y: 17 }, 7)).toBe(false);
  });
});

describe('hoverIntent', () => {
  let el: HTMLElement;
  const calls: string[] = [];
  const pointer = (type: string, x: number, y: number, pointerType = 'mouse') =>
    el.dispatchEvent(Object.assign(new Event(type), { clientX: x, clientY: y, pointerType }));

  beforeEach(() => {
    vi.useFakeTimers();
    calls.length = 0;
    el = document.createElement('div');
    document.body.append(el);
  });
  afterEach(() => vi.useRealTimers());

  it('fires over at the first 30 ms poll where the pointer has slowed down', () => {
    const watcher = hoverIntent(el, { over: () => calls.push('over'), out: () => calls.push('out') });
    pointer('pointerenter', 0, 0);
    pointer('pointermove', 40, 0); // fast: 40 px in the first 30 ms
    vi.advanceTimersByTime(30);
    expect(calls).toEqual([]);
    pointer('pointermove', 60, 0); // still fast
    vi.advanceTimersByTime(30);
    expect(calls).toEqual([]);
    pointer('pointermove', 63, 2); // 5 px: slowed down
    vi.advanceTimersByTime(29);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['over']);
    watcher.destroy();
  });

  it('fires out 300 ms after leaving, and not at all when the pointer comes back in time', () => {
    hoverIntent(el, { over: () => calls.push('over'), out: () => calls.push('out') });
    pointer('pointerenter', 0, 0);
    vi.advanceTimersByTime(30);
    pointer('pointerleave', 0, 0);
    vi.advanceTimersByTime(299);
    pointer('pointerenter', 0, 0);
    vi.advanceTimersByTime(1000);
    expect(calls).toEqual(['over']);
    pointer('pointerleave', 0, 0);
    vi.advanceTimersByTime(299);
    expect(calls).toEqual(['over']);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['over', 'out']);
  });

  it('a pointer that passes through never fires; touch is ignored; reset allows a new over', () => {
    const watcher = hoverIntent(el, { over: () => calls.push('over'), out: () => calls.push('out') });
    pointer('pointerenter', 0, 0);
    pointer('pointermove', 50, 0);
    vi.advanceTimersByTime(20);
    pointer('pointerleave', 60, 0);
    vi.advanceTimersByTime(1000);
    pointer('pointerenter', 0, 0, 'touch');
    vi.advanceTimersByTime(1000);
    expect(calls).toEqual([]);
    pointer('pointerenter', 0, 0);
    vi.advanceTimersByTime(30);
    watcher.reset();
    pointer('pointerleave', 0, 0);
    pointer('pointerenter', 0, 0);
    vi.advanceTimersByTime(30);
    expect(calls).toEqual(['over', 'over']);
  });
});
