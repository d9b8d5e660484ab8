// Counter in the browser: when the number first comes into view it counts from `data-from-value`
// to `data-to-value` over `data-duration` ms (jQuery's swing easing, as Elementor), printing each
// frame with the final value's decimals and `data-delimiter`. The server already printed the final
// value: with reduced motion, or without IntersectionObserver, it simply stays.
import type { Detach } from '../../runtime/behaviours.ts';
import { counterValueAt, decimalsOf, formatNumber } from './format.ts';

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function attach(element: HTMLElement): Detach {
  const number = element.querySelector<HTMLElement>('.elementor-counter-number');
  // Counted once per page view: a device-mode change re-attaches, and must not count again.
  if (!number || number.dataset.counted || prefersReducedMotion() || typeof IntersectionObserver !== 'function') return () => {};
  const to = Number(number.dataset.toValue);
  const from = Number(number.dataset.fromValue) || 0;
  const duration = Math.max(0, Number(number.dataset.duration) || 0);
  if (!Number.isFinite(to) || from === to) return () => {};
  const decimals = decimalsOf(to);
  const delimiter = number.dataset.delimiter ?? '';
  const print = (value: number) => {
    number.textContent = formatNumber(value, decimals, delimiter);
  };

  // Hold the final value's width, so prefix and suffix do not move while the digits change.
  number.style.display = 'inline-block';
  number.style.minWidth = `${number.getBoundingClientRect().width}px`;
  print(from);
  let frame = 0;
  const run = () => {
    const start = performance.now();
    const step = (now: number) => {
      const elapsed = now - start;
      print(counterValueAt({ from, to, duration, elapsed }));
      if (elapsed < duration) frame = requestAnimationFrame(step);
      else number.dataset.counted = 'yes';
    };
    frame = requestAnimationFrame(step);
  };
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((e) => e.isIntersecting)) return;
    observer.disconnect();
    run();
  });
  observer.observe(number);
  return () => {
    observer.disconnect();
    cancelAnimationFrame(frame);
    print(to);
    number.dataset.counted = 'yes';
  };
}
