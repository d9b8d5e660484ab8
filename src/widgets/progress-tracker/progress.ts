// Reading progress as a fraction from 0 to 1, from plain numbers (the behaviour measures them).

/** The whole page: how far it has scrolled of what can be scrolled. */
export function pageProgress(scrollY: number, scrollHeight: number, viewportHeight: number): number {
  const scrollable = scrollHeight - viewportHeight;
  return scrollable <= 0 ? 1 : clamp(scrollY / scrollable);
}

/**
 * One element: 0 while its top is below the viewport's bottom, 1 once its bottom is in view, so a
 * short element fills as it is read, and a long one as it passes.
 */
export function elementProgress(top: number, height: number, viewportHeight: number): number {
  return height <= 0 ? 0 : clamp((viewportHeight - top) / height);
}

function clamp(n: number): number {
  return Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 0;
}
