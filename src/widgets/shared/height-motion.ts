// Opens and closes a panel by animating its height (and vertical padding) from nothing to its
// natural size, frame by frame, so Playwright's clock and reduced-motion users get exact timing.
// Browser code: no imports, small.

/** True when the visitor asked for less motion: panels then open and close at once. */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

const ease = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);
const PROPS = ['height', 'paddingTop', 'paddingBottom', 'overflow', 'boxSizing'] as const;

/**
 * Slides `panel` open or closed over `duration` ms; `done` runs when it rests. The panel must be
 * displayed (not `hidden`) when this is called. Returns a function that stops the slide where it is.
 */
export function slide(panel: HTMLElement, open: boolean, duration: number, done: () => void): () => void {
  if (duration <= 0 || prefersReducedMotion()) {
    done();
    return () => {};
  }
  const cs = getComputedStyle(panel);
  const padTop = parseFloat(cs.paddingTop) || 0;
  const padBottom = parseFloat(cs.paddingBottom) || 0;
  const inner = Math.max(0, panel.scrollHeight - padTop - padBottom);
  const style = panel.style;
  // A slide that starts halfway (a second click) continues from the current height.
  const startHeight = style.height ? parseFloat(style.height) : open ? 0 : inner;
  const from = inner ? startHeight / inner : open ? 0 : 1;
  const to = open ? 1 : 0;
  const ms = duration * Math.abs(to - from);
  style.overflow = 'hidden';
  style.boxSizing = 'content-box';
  const apply = (p: number) => {
    style.height = `${inner * p}px`;
    style.paddingTop = `${padTop * p}px`;
    style.paddingBottom = `${padBottom * p}px`;
  };
  apply(from);
  const start = performance.now();
  let frame = 0;
  const step = (now: number) => {
    const t = ms > 0 ? Math.min(1, (now - start) / ms) : 1;
    apply(from + (to - from) * ease(t));
    if (t < 1) {
      frame = requestAnimationFrame(step);
      return;
    }
    for (const p of PROPS) style[p] = '';
    done();
  };
  frame = requestAnimationFrame(step);
  return () => cancelAnimationFrame(frame);
}
