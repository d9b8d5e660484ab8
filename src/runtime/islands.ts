// Hydrates island widgets (`data-island="name"`, props in `data-props`) on the visitor's first
// interaction with them: a pointer press, focus or a key inside. What the visitor does until React
// is live is recorded and replayed (island-events.ts), so that first click still counts. An island
// that must animate on its own opts into hydrating near the viewport instead (`data-hydrate="visible"`,
// from WidgetDefinition.hydrate). React is imported only through island-hydrate.ts, so a visitor who
// just reads the page never downloads it (react-dom's client alone is ~65 KB gzipped); a mouse moving
// over an island fetches it ahead of the click.
import { nodeAt, recordIslandEvents, type IslandRecording } from './island-events.ts';
import { ISLAND_HYDRATE } from './island-hydrate-name.ts';
import type { Loader } from './loader.ts';

/** What every island module exports: the same component the server rendered. */
export interface IslandModule {
  default: (props: Record<string, unknown>) => unknown;
}

export type Hydrator = typeof import('./island-hydrate.ts');

/** The first interactions that wake an island up (a screen reader may activate a button with a bare click). */
export const TRIGGERS = ['pointerdown', 'focusin', 'keydown', 'click'] as const;
/** How close to the viewport an opt-in island starts hydrating, so it is live when it scrolls in. */
export const NEAR_VIEWPORT = '200px';

/** Islands already taken care of, so scanning twice (or two boot scripts) never hydrates one twice. */
const claimed = new WeakSet<Element>();

export function readProps(element: Element): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(element.getAttribute('data-props') || '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // fall through to the warning
  }
  console.warn('Ignoring invalid data-props JSON on', element);
  return {};
}

/** Without React the held clicks and submits would be lost: let them do what the plain markup does. */
function releaseHeld(element: HTMLElement, recording: IslandRecording): void {
  recording.stop();
  for (const event of recording.events) {
    const target = nodeAt(element, event.path);
    if (event.type === 'click' && target instanceof HTMLElement) target.click();
    if (event.type === 'submit' && target instanceof HTMLFormElement) target.requestSubmit();
  }
}

async function wake(args: {
  element: HTMLElement;
  recording: IslandRecording;
  loader: Loader;
  loadHydrator: () => Promise<Hydrator>;
}): Promise<void> {
  const { element, recording, loader, loadHydrator } = args;
  const name = element.getAttribute('data-island') ?? '';
  element.setAttribute('data-hydrating', '');
  try {
    const [hydrator, island] = await Promise.all([loadHydrator(), loader.load<IslandModule>(name)]);
    await hydrator.hydrateIsland({
      element,
      name,
      component: island.default as Parameters<Hydrator['hydrateIsland']>[0]['component'],
      props: readProps(element),
      recording,
    });
    element.setAttribute('data-hydrated', '');
  } catch (error) {
    console.error(`Island "${name}" failed:`, error);
    releaseHeld(element, recording);
  } finally {
    element.removeAttribute('data-hydrating');
  }
}

export interface IslandsOptions {
  root: ParentNode;
  loader: Loader;
  /** Loads the React side; replaceable in tests. */
  loadHydrator?: () => Promise<Hydrator>;
}

export function runIslands(options: IslandsOptions): { destroy(): void } {
  const { root, loader, loadHydrator = () => loader.load<Hydrator>(ISLAND_HYDRATE) } = options;
  const cleanups = new Set<() => void>();

  for (const element of root.querySelectorAll<HTMLElement>('[data-island]')) {
    if (claimed.has(element)) continue;
    claimed.add(element);
    let observer: IntersectionObserver | undefined;
    const cleanup = (): void => {
      observer?.disconnect();
      for (const type of TRIGGERS) element.removeEventListener(type, start, true);
      cleanups.delete(destroy);
    };
    const start = (): void => {
      cleanup();
      void wake({ element, recording, loader, loadHydrator });
    };
    const destroy = (): void => {
      cleanup();
      recording.stop();
    };
    cleanups.add(destroy);
    // Before the recorder, which stops the held events from reaching any later listener.
    for (const type of TRIGGERS) element.addEventListener(type, start, { capture: true, passive: true });
    const recording = recordIslandEvents(element);
    if (element.contains(element.ownerDocument.activeElement)) {
      start(); // The visitor got there before this script ran.
    } else if (element.getAttribute('data-hydrate') === 'visible') {
      if (typeof IntersectionObserver === 'function') {
        observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), { rootMargin: NEAR_VIEWPORT });
        observer.observe(element);
      } else {
        start(); // No way to know when it is near: hydrate now rather than leave it still.
      }
    }
  }

  return { destroy: () => [...cleanups].forEach((c) => c()) };
}
