// Hover intent (the hoverIntent algorithm): "over" fires only once the pointer has slowed down over
// an element — polled every 30 ms, it moved less than `sensitivity` px since the last poll — and
// "out" fires 300 ms after it left, unless it came back. A pointer crossing a menu on its way
// elsewhere opens nothing; a brief slip out of a panel closes nothing.

export interface HoverIntentOptions {
  /** Polling interval while the pointer is inside (ms). */
  interval: number;
  /** Delay before "out" after the pointer leaves (ms). */
  timeout: number;
  /** Movement (|dx| + |dy|, px) below which the pointer counts as slowed down. */
  sensitivity: number;
}

/** The menu's constants (spec §9), with hoverIntent's default sensitivity. */
export const MENU_HOVER_INTENT: HoverIntentOptions = { interval: 30, timeout: 300, sensitivity: 7 };

export interface Point {
  x: number;
  y: number;
}

/** True when the pointer moved less than `sensitivity` between two polls. */
export function hasSlowedDown(previous: Point, current: Point, sensitivity: number): boolean {
  return Math.abs(previous.x - current.x) + Math.abs(previous.y - current.y) < sensitivity;
}

export interface HoverIntent {
  /** The element was closed another way (Escape, another item opened): "out" is not due any more. */
  reset(): void;
  destroy(): void;
}

/** Watches mouse hovering over `element` (touch and pen are left to their own handlers). */
export function hoverIntent(
  element: HTMLElement,
  handlers: { over(): void; out(): void },
  options: HoverIntentOptions = MENU_HOVER_INTENT,
): HoverIntent {
  let isOver = false;
  let previous: Point = { x: 0, y: 0 };
  let current: Point = { x: 0, y: 0 };
  let pollTimer: ReturnType<typeof setTimeout> | undefined;
  let outTimer: ReturnType<typeof setTimeout> | undefined;

  const poll = () => {
    if (hasSlowedDown(previous, current, options.sensitivity)) {
      pollTimer = undefined;
      isOver = true;
      handlers.over();
    } else {
      previous = current;
      pollTimer = setTimeout(poll, options.interval);
    }
  };
  const onMove = (event: PointerEvent) => {
    current = { x: event.clientX, y: event.clientY };
  };
  const onEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(outTimer);
    outTimer = undefined;
    if (isOver) return; // Came back before the timeout: still over.
    previous = current = { x: event.clientX, y: event.clientY };
    element.addEventListener('pointermove', onMove);
    clearTimeout(pollTimer);
    pollTimer = setTimeout(poll, options.interval);
  };
  const onLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    element.removeEventListener('pointermove', onMove);
    clearTimeout(pollTimer);
    pollTimer = undefined;
    if (!isOver) return;
    outTimer = setTimeout(() => {
      outTimer = undefined;
      isOver = false;
      handlers.out();
    }, options.timeout);
  };

  element.addEventListener('pointerenter', onEnter);
  element.addEventListener('pointerleave', onLeave);
  return {
    reset() {
      clearTimeout(outTimer);
      outTimer = undefined;
      isOver = false;
    },
    destroy() {
      clearTimeout(pollTimer);
      clearTimeout(outTimer);
      element.removeEventListener('pointerenter', onEnter);
      element.removeEventListener('pointerleave', onLeave);
      element.removeEventListener('pointermove', onMove);
    },
  };
}
