// Progress tracker in the browser: on scroll and resize, at most once per animation frame, sets
// the reading progress (--e-progress, 0..1, which the CSS draws with a transform or a stroke),
// aria-valuenow and the percentage text. An invalid or missing selector tracks the whole page.
import type { Detach } from '../../runtime/behaviours.ts';
import { elementProgress, pageProgress } from './progress.ts';

function targetOf(selector: unknown): Element | null {
  if (typeof selector !== 'string' || !selector) return null;
  try {
    return document.querySelector(selector);
  } catch {
    return null; // Not a valid selector: follow the page instead.
  }
}

export function attach(element: HTMLElement, settings: Record<string, unknown>): Detach {
  const tracker = element.querySelector<HTMLElement>('.elementor-scrolling-tracker');
  if (!tracker) return () => {};
  const label = tracker.querySelector<HTMLElement>('.current-progress-percentage');
  const target = targetOf(settings.target);
  let frame = 0;
  let shown = -1;

  const update = () => {
    frame = 0;
    const root = document.documentElement;
    const viewport = window.innerHeight;
    const rect = target?.getBoundingClientRect();
    const fraction = rect ? elementProgress(rect.top, rect.height, viewport) : pageProgress(window.scrollY, root.scrollHeight, viewport);
    tracker.style.setProperty('--e-progress', fraction.toFixed(4));
    const percent = Math.round(fraction * 100);
    if (percent === shown) return;
    shown = percent;
    tracker.setAttribute('aria-valuenow', String(percent));
    if (label) label.textContent = `${percent}%`;
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  update();
  addEventListener('scroll', schedule, { passive: true });
  addEventListener('resize', schedule, { passive: true });
  return () => {
    cancelAnimationFrame(frame);
    removeEventListener('scroll', schedule);
    removeEventListener('resize', schedule);
  };
}
