// Stretch section (`elementor-section-stretched`): the section spans the viewport's width, minus
// the scrollbar, wherever its parent puts it. The page CSS places it close to that at first paint
// (100vw, centred); this measures and sets the exact offset and width, again on resize, when the
// page's width changes (a scrollbar comes or goes) and when sticky elements change
// (the hooks action `foyer/sticky/changed`).
import type { BehaviourContext, Detach } from '../runtime/behaviours.ts';

export const STICKY_CHANGED = 'foyer/sticky/changed';
const NAMESPACE = 'foyer/stretch-section';

/**
 * The relative offset (left in LTR, right in RTL) and width that put a box now from `left` to
 * `right`, shifted by `offset` already, edge to edge across a viewport `viewportWidth` wide.
 */
export function stretchBox(args: { left: number; right: number; offset: number; viewportWidth: number; rtl: boolean }): {
  side: 'left' | 'right';
  offset: number;
  width: number;
} {
  const { left, right, offset, viewportWidth, rtl } = args;
  return rtl
    ? { side: 'right', offset: offset + right - viewportWidth, width: viewportWidth }
    : { side: 'left', offset: offset - left, width: viewportWidth };
}

export function attach(element: HTMLElement, _settings: Record<string, unknown>, context?: BehaviourContext): Detach {
  let frame = 0;
  const apply = () => {
    frame = 0;
    const style = getComputedStyle(element);
    const rtl = style.direction === 'rtl';
    const viewportWidth = document.documentElement.clientWidth;
    // Width first, so the edge measured below is where the stretched box's edge will be.
    element.style.setProperty('width', `${viewportWidth}px`);
    const rect = element.getBoundingClientRect();
    const box = stretchBox({
      left: rect.left,
      right: rect.right,
      offset: parseFloat(rtl ? style.right : style.left) || 0,
      viewportWidth,
      rtl,
    });
    element.style.setProperty(box.side, `${box.offset}px`);
    if (rtl) element.style.setProperty('left', 'auto');
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(apply);
  };
  apply();
  window.addEventListener('resize', schedule);
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : undefined;
  observer?.observe(document.documentElement);
  context?.hooks.addAction(STICKY_CHANGED, NAMESPACE, schedule);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('resize', schedule);
    observer?.disconnect();
    context?.hooks.removeAction(STICKY_CHANGED, NAMESPACE);
    for (const p of ['width', 'left', 'right']) element.style.removeProperty(p);
  };
}
