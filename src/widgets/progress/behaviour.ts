// Progress bar in the browser: the server drew the bar at its value; here it is set back to zero
// and grows to `data-max` % (the CSS transition, 1 s) the first time it is in view. With reduced
// motion, or without IntersectionObserver, the server's bar stays as it is.
import type { Detach } from '../../runtime/behaviours.ts';

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function attach(element: HTMLElement): Detach {
  const bar = element.querySelector<HTMLElement>('.elementor-progress-bar');
  if (!bar || bar.dataset.filled || prefersReducedMotion() || typeof IntersectionObserver !== 'function') return () => {};
  const max = Math.min(100, Math.max(0, Number(bar.dataset.max) || 0));
  const fill = () => {
    bar.style.width = `${max}%`;
    bar.dataset.filled = 'yes';
  };
  bar.style.width = '0';
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((e) => e.isIntersecting)) return;
    observer.disconnect();
    // Let the zero width be drawn first, so the transition runs from it.
    requestAnimationFrame(() => requestAnimationFrame(fill));
  });
  observer.observe(bar);
  return () => {
    observer.disconnect();
    if (!bar.dataset.filled) fill();
  };
}
