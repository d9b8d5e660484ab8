// Elements whose behaviours wait until they come near the viewport (`data-behaviours-defer="visible"`,
// chosen on the server by src/render/behaviour-timing.ts). "Near" is within one viewport height
// above or below: far enough ahead that a module has loaded and attached before the element is seen
// at a normal scrolling speed, and ahead of lazy backgrounds' own 200 px.
export const NEAR_VIEWPORT_MARGIN = '100% 0px';

export interface NearViewport {
  /** Calls back once when `element` first comes near the viewport (at once where nothing can tell). */
  watch(element: HTMLElement): void;
  stop(): void;
}

export function watchNearViewport(onNear: (element: HTMLElement) => void): NearViewport {
  if (typeof IntersectionObserver !== 'function') return { watch: onNear, stop: () => {} };
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        onNear(entry.target as HTMLElement);
      }
    },
    { rootMargin: NEAR_VIEWPORT_MARGIN },
  );
  return { watch: (element) => observer.observe(element), stop: () => observer.disconnect() };
}
