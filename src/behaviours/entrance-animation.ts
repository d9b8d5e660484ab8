// Entrance animations: an element rendered with `elementor-invisible` is revealed with its
// animation (`animated` + the animation name, animations CSS elsewhere) the first time it enters
// the viewport, after `animation_delay` ms. Runs once; reduced motion reveals it at once.
import type { Detach } from '../runtime/behaviours.ts';

const HIDDEN_CLASS = 'elementor-invisible';

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function attach(element: HTMLElement, settings: Record<string, unknown>): Detach {
  if (!element.classList.contains(HIDDEN_CLASS)) return () => {}; // Already ran (or never hidden).
  const name = typeof settings.animation === 'string' && /^[a-zA-Z][\w-]*$/.test(settings.animation) ? settings.animation : '';
  const delay = Math.max(0, Number(settings.animation_delay) || 0);

  const reveal = (): void => {
    element.classList.remove(HIDDEN_CLASS);
    if (name && name !== 'none') element.classList.add('animated', name);
  };
  if (prefersReducedMotion() || typeof IntersectionObserver !== 'function') {
    element.classList.remove(HIDDEN_CLASS);
    return () => {};
  }

  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((e) => e.isIntersecting)) return;
    observer.disconnect();
    if (delay) timer = setTimeout(reveal, delay);
    else reveal();
  });
  observer.observe(element);
  return () => {
    observer.disconnect();
    clearTimeout(timer);
  };
}
