// The visitor's first input: a pointer over or down, a touch, a key, focus, a wheel turn or a scroll.
// Behaviours that only answer the visitor (a carousel inside a closed menu panel, the areas list
// refresh, the scroll-to-top button) wait for it, so a page nobody touches never downloads them.
const INPUT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;

/** Calls `run` once, at the first input on `target`; the returned function cancels the wait. */
export function onFirstInput(target: Window, run: () => void): () => void {
  const options = { capture: true, passive: true } as const;
  const stop = () => {
    for (const type of INPUT_EVENTS) target.removeEventListener(type, fire, options);
  };
  function fire() {
    stop();
    run();
  }
  for (const type of INPUT_EVENTS) target.addEventListener(type, fire, options);
  return stop;
}
