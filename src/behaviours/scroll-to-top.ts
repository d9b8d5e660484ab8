// Astra's scroll-to-top button: shown (a 300 ms fade, CSS) once the page is scrolled past 100 px,
// hidden again above it; a click, or Enter or Space on the button, scrolls to the top over 300 ms
// (jQuery's "swing" easing, as the old theme), or at once for visitors who prefer reduced motion.
import type { Detach } from '../runtime/behaviours.ts';

export const SHOW_AFTER = 100;
export const SCROLL_MS = 300;
export const VISIBLE_CLASS = 'ast-scroll-top--visible';

const swing = (p: number) => 0.5 - Math.cos(p * Math.PI) / 2;

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Scrolls the window to the top over `SCROLL_MS`; returns a function that stops the animation. */
export function scrollToTop(): () => void {
  const start = window.scrollY;
  // 'instant': the page's smooth scroll-behavior would otherwise animate every step again.
  if (prefersReducedMotion() || start <= 0) {
    window.scrollTo({ top: 0, behavior: 'instant' });
    return () => {};
  }
  const began = performance.now();
  // performance.now() rather than the frame's timestamp: both are the same clock in browsers, but
  // fake clocks (tests) do not always agree with themselves.
  let frame = requestAnimationFrame(function step() {
    const p = Math.min(1, Math.max(0, (performance.now() - began) / SCROLL_MS));
    window.scrollTo({ top: Math.round(start * (1 - swing(p))), behavior: 'instant' });
    if (p < 1) frame = requestAnimationFrame(step);
  });
  return () => cancelAnimationFrame(frame);
}

export function attach(button: HTMLElement): Detach {
  let cancel = () => {};
  const update = () => button.classList.toggle(VISIBLE_CLASS, window.scrollY > SHOW_AFTER);
  const onClick = (event: Event) => {
    event.preventDefault();
    cancel();
    cancel = scrollToTop();
    // Focus would stay on a button that fades away: move it to the top of the page (the header's first link).
    document.querySelector<HTMLElement>('header a[href], main a[href]')?.focus({ preventScroll: true });
  };
  update();
  addEventListener('scroll', update, { passive: true });
  button.addEventListener('click', onClick);
  return () => {
    cancel();
    removeEventListener('scroll', update);
    button.removeEventListener('click', onClick);
  };
}
