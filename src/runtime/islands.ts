// Hydrates island widgets (`data-island="name"`, props in `data-props`) when they come within
// 200 px of the viewport or on the first interaction inside them. React is imported dynamically
// here and nowhere else in the boot chunk, so pages without islands never download it.
import type { Loader } from './loader.ts';

/** What every island module exports: the same component the server rendered. */
export interface IslandModule {
  default: (props: Record<string, unknown>) => unknown;
}

const INTERACTIONS = ['pointerdown', 'focusin', 'keydown'] as const;

function readProps(element: Element): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(element.getAttribute('data-props') || '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // fall through to the warning
  }
  console.warn('Ignoring invalid data-props JSON on', element);
  return {};
}

export async function hydrateIsland(element: HTMLElement, loader: Loader): Promise<void> {
  const name = element.getAttribute('data-island') ?? '';
  const [react, reactDom, island] = await Promise.all([import('react'), import('react-dom/client'), loader.load<IslandModule>(name)]);
  const Component = island.default as Parameters<typeof react.createElement>[0];
  reactDom.hydrateRoot(element, react.createElement(Component, readProps(element)), {
    onRecoverableError: (error) => console.error(`Island "${name}" hydration:`, error),
  });
  element.setAttribute('data-hydrated', '');
}

export function runIslands(options: { root: ParentNode; loader: Loader }): { destroy(): void } {
  const { root, loader } = options;
  const cleanups = new Set<() => void>();

  for (const element of root.querySelectorAll<HTMLElement>('[data-island]')) {
    let observer: IntersectionObserver | undefined;
    const start = (): void => {
      cleanup();
      hydrateIsland(element, loader).catch((error: unknown) =>
        console.error(`Island "${element.getAttribute('data-island')}" failed:`, error),
      );
    };
    const cleanup = (): void => {
      observer?.disconnect();
      for (const type of INTERACTIONS) element.removeEventListener(type, start);
      cleanups.delete(cleanup);
    };
    cleanups.add(cleanup);
    for (const type of INTERACTIONS) element.addEventListener(type, start, { passive: true });
    if (typeof IntersectionObserver === 'function') {
      observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), { rootMargin: '200px' });
      observer.observe(element);
    } else {
      start(); // No observer to wait for: hydrate now rather than leave the widget inert.
    }
  }

  return { destroy: () => [...cleanups].forEach((c) => c()) };
}
