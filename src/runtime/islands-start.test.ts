// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startIslandsWhenNeeded } from './islands-start.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('startIslandsWhenNeeded', () => {
  it('loads nothing on a page without islands, whatever the visitor does', () => {
    const run = vi.fn(async () => {});
    startIslandsWhenNeeded(run);
    window.dispatchEvent(new Event('pointerdown'));
    expect(run).not.toHaveBeenCalled();
  });

  it('waits for the first input, and holds a click inside an island until the runtime is there', async () => {
    document.body.innerHTML = '<div data-island="stay-planner"><button id="more">More nights</button></div>';
    let loaded!: () => void;
    const run = vi.fn(() => new Promise<void>((resolve) => (loaded = resolve)));
    startIslandsWhenNeeded(run);
    expect(run).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    expect(run).toHaveBeenCalledTimes(1);
    const clicks: string[] = [];
    document.addEventListener('click', (event) => clicks.push((event.target as Element).id));
    document.getElementById('more')!.click();
    expect(clicks).toEqual([]);
    loaded();
    await vi.waitFor(() => expect(clicks).toEqual(['more']));
  });

  it('loads at once for an island that hydrates near the viewport', () => {
    document.body.innerHTML = '<div data-island="clock" data-hydrate="visible"></div>';
    const run = vi.fn(async () => {});
    startIslandsWhenNeeded(run);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('loads at once when the visitor is already inside an island', () => {
    document.body.innerHTML = '<div data-island="notes"><input id="note"></div>';
    document.getElementById('note')!.focus();
    const run = vi.fn(async () => {});
    startIslandsWhenNeeded(run);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('fetches an island’s code while a mouse moves over it, before any runtime: not for a touch or a resting cursor', () => {
    document.body.innerHTML = '<div id="a" data-island="stay-planner"><button id="more">More nights</button></div>';
    const warm = vi.fn();
    startIslandsWhenNeeded(() => new Promise(() => {}), document, warm);
    const move = (init: PointerEventInit) =>
      document.getElementById('more')!.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, ...init }));
    move({ pointerType: 'touch', movementX: 3 });
    move({ pointerType: 'mouse' }); // the page scrolled under a resting cursor
    expect(warm).not.toHaveBeenCalled();
    move({ pointerType: 'mouse', movementX: 2, movementY: 1 });
    move({ pointerType: 'mouse', movementX: 2 });
    expect(warm).toHaveBeenCalledTimes(1);
    expect(warm).toHaveBeenCalledWith(document.getElementById('a'));
  });
});
