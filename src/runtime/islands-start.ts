// Part of the boot module: when the islands runtime (islands.ts and its recorder, ~1.3 KB gzipped)
// loads. A page without islands never loads it; a page with some loads it at the visitor's first
// input (a pointer over the page, a touch, a key, focus, a scroll), since an island wakes only when
// the visitor acts on it. A click inside an island that comes before the runtime is held and made
// again once it is there (the island then holds it for React, as it does any early click). An island
// that hydrates near the viewport, or one the visitor is already in, needs the runtime at once.
// A mouse or pen moving over an island is the earliest sign of a click: its code and React's are
// fetched then, from the boot module, so this works before the runtime has arrived too. Not at idle,
// which would make every reader download React (a touch has no earlier sign than the tap).
import { onFirstInput } from './first-input.ts';
import { holdClicksUntil } from './held-clicks.ts';
import { ISLAND_HYDRATE } from './island-hydrate-name.ts';
import type { Loader } from './loader.ts';

export function startIslandsWhenNeeded(
  run: () => Promise<unknown>,
  doc: Document = document,
  warm: (island: HTMLElement) => void = () => {},
): void {
  const islands = [...doc.querySelectorAll<HTMLElement>('[data-island]')];
  if (!islands.length) return;
  const now = islands.some((island) => island.getAttribute('data-hydrate') === 'visible' || island.contains(doc.activeElement));
  const start = () => {
    const ready = run().catch((error: unknown) => console.error('Islands could not load:', error));
    holdClicksUntil(new Map(islands.map((island) => [island, ready])), doc);
  };
  for (const island of islands) {
    const onMove = (event: PointerEvent) => {
      // A touch's pointerdown follows at once; no movement means the page scrolled under a resting cursor.
      if (event.pointerType === 'touch' || (!event.movementX && !event.movementY)) return;
      island.removeEventListener('pointermove', onMove);
      warm(island);
    };
    island.addEventListener('pointermove', onMove, { passive: true });
  }
  if (now) start();
  else onFirstInput(window, start);
}

/** The boot module's call: import the islands runtime and run it over the page. */
export const runIslandsChunk = (loader: Loader) => () => import('./islands.ts').then((m) => m.runIslands({ root: document, loader }));

/** Fetches an island's code and React's side ahead of the click (a failure is met again, and reported, on the click). */
export const warmIsland = (loader: Loader) => (island: HTMLElement) =>
  void Promise.all([loader.load(ISLAND_HYDRATE), loader.load(island.getAttribute('data-island') ?? '')]).catch(() => undefined);
