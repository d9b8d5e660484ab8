// Reading progress as a fraction from 0 to 1, from plain numbers (the behaviour measures them).

/** The whole page: how far it has scrolled of what can be scrolled. */
export function pageProgress(scrollY: number, scrollHeight: number, viewportHeight: number): number {
  const scrollable = scrollHeight - viewportHeight;
  return scrollable <= 0 ? 1 : clamp(scrollY / scrollable);
}

/**
 * One element: 0 until its top reaches the top of the window, 1 when its bottom reaches the
 * bottom, in proportion between (the reader moves through it). An element shorter than the
 * window fills as it comes into view instead.
 */
export function elementProgress(top: number, height: number, viewportHeight: number): number {
  if (height <= 0) return 0;
  const travel = height - viewportHeight;
  return travel > 0 ? clamp(-top / travel) : clamp((viewportHeight - top) / height);
}

function clamp(n: number): number {
  return Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 0;
}
