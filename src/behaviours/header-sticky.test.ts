// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { createHooks } from '../runtime/hooks.ts';
import type { BehaviourContext } from '../runtime/behaviours.ts';
import { ANCHOR_FILTER, STICKY_CLASS, attach } from './header-sticky.ts';

afterEach(() => {
  document.body.innerHTML = '';
  window.scrollTo(0, 0);
});

async function scrollTo(y: number): Promise<void> {
  window.scrollTo(0, y);
  window.dispatchEvent(new Event('scroll'));
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await new Promise((resolve) => requestAnimationFrame(resolve));
}

describe('sticky header', () => {
  it('sticks past the threshold with its height reserved, unsticks above it, and offsets anchors meanwhile', async () => {
    document.body.innerHTML = '<header><div class="main-header-bar">Bar</div></header><main style="height:5000px"></main>';
    const header = document.querySelector('header')!;
    const bar = header.querySelector<HTMLElement>('.main-header-bar')!;
    Object.defineProperty(bar, 'offsetHeight', { value: 78 });
    const hooks = createHooks();
    const detach = attach(header, { sticky: true, stickyThreshold: 160 }, { hooks } as unknown as BehaviourContext);
    expect(header.classList.contains(STICKY_CLASS)).toBe(false);
    await scrollTo(160);
    expect(header.classList.contains(STICKY_CLASS)).toBe(false);
    await scrollTo(161);
    expect(header.classList.contains(STICKY_CLASS)).toBe(true);
    expect(header.style.minHeight).toBe('78px');
    await scrollTo(40);
    expect(header.classList.contains(STICKY_CLASS)).toBe(false);
    expect(header.style.minHeight).toBe('');
    // A target below the threshold is reached with the bar over it; one above, without.
    expect(hooks.applyFilters(ANCHOR_FILTER, 900)).toBe(822);
    expect(hooks.applyFilters(ANCHOR_FILTER, 100)).toBe(100);
    detach();
    expect(hooks.hasFilter(ANCHOR_FILTER)).toBe(false);
  });
});
