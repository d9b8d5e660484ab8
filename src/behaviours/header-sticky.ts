// The sticky theme header (Astra Pro's sticky header): past `stickyThreshold` px of scroll the header
// bar is fixed to the top, and back above it the bar returns to the page. The header keeps the bar's
// height while the bar is fixed, so nothing below it moves (no layout shift). Its height joins the
// offset in-page anchors scroll to, through the `frontend/handlers/menu_anchor/scroll_top_distance`
// filter (Elementor's name; the anchor scrolling applies it).
import type { BehaviourContext, Detach } from '../runtime/behaviours.ts';

export const STICKY_CLASS = 'ast-sticky-active';
export const ANCHOR_FILTER = 'frontend/handlers/menu_anchor/scroll_top_distance';

export function attach(header: HTMLElement, settings: Record<string, unknown>, context?: BehaviourContext): Detach {
  const bar = header.querySelector<HTMLElement>('.main-header-bar');
  if (!bar || settings.sticky === false) return () => {};
  const threshold = Math.max(0, Number(settings.stickyThreshold) || 0);
  let stuck = false;

  const update = () => {
    const next = window.scrollY > threshold;
    if (next === stuck) return;
    stuck = next;
    // Reserve the bar's height before it leaves the flow, so the page below stays put.
    if (next) header.style.minHeight = `${bar.offsetHeight}px`;
    header.classList.toggle(STICKY_CLASS, next);
    if (!next) header.style.minHeight = '';
  };
  let frame = 0;
  const onScroll = () => {
    if (!frame) frame = requestAnimationFrame(() => ((frame = 0), update()));
  };
  // An anchor below the threshold is reached with the bar fixed over the top of the window.
  const offset = (distance: number) => (typeof distance === 'number' && distance > threshold ? distance - bar.offsetHeight : distance);

  update();
  addEventListener('scroll', onScroll, { passive: true });
  context?.hooks.addFilter(ANCHOR_FILTER, 'foyer/header-sticky', offset);
  return () => {
    removeEventListener('scroll', onScroll);
    cancelAnimationFrame(frame);
    frame = 0;
    context?.hooks.removeFilter(ANCHOR_FILTER, 'foyer/header-sticky');
    header.classList.remove(STICKY_CLASS);
    header.style.minHeight = '';
  };
}
