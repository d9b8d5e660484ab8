// Lazy background images: the page CSS hides the background of `.e-lazy-bg:not(.e-lazyloaded)`;
// this adds `e-lazyloaded` once the element is within 200 px of the viewport (spec section 4).
import type { Detach } from '../runtime/behaviours.ts';

export const LOADED_CLASS = 'e-lazyloaded';

export function attach(element: HTMLElement): Detach {
  if (element.classList.contains(LOADED_CLASS)) return () => {};
  if (typeof IntersectionObserver !== 'function') {
    element.classList.add(LOADED_CLASS); // No observer: show the image rather than never.
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      element.classList.add(LOADED_CLASS);
      observer.disconnect();
    },
    { rootMargin: '200px 0px' },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
