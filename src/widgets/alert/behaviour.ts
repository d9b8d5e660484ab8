// Alert in the browser: the dismiss button fades the alert out (400 ms, none with reduced motion)
// and removes it, then moves focus to what follows, so keyboard users are not dropped at the top.
import type { Detach } from '../../runtime/behaviours.ts';

export const FADE_MS = 400;
const FOCUSABLE =
  'a[href],button:not([disabled]),audio[controls],video[controls],input:not([disabled]),select,textarea,[tabindex]:not([tabindex="-1"])';

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The first focusable element after `node` in document order. */
function nextFocusable(node: Element): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>(FOCUSABLE)].find(
    (el) => !node.contains(el) && node.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING && el.getClientRects().length > 0,
  );
}

export function attach(element: HTMLElement): Detach {
  const button = element.querySelector<HTMLButtonElement>('.elementor-alert-dismiss');
  if (!button) return () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const remove = (hadFocus: boolean) => {
    const next = hadFocus ? nextFocusable(element) : undefined;
    element.remove();
    next?.focus();
  };
  const onClick = () => {
    if (timer !== undefined) return;
    // Asked now: while the alert fades, focus may be lost to the body in some browsers.
    const hadFocus = element.contains(document.activeElement);
    if (prefersReducedMotion()) return remove(hadFocus);
    element.classList.add('e-alert-dismissing');
    timer = setTimeout(() => remove(hadFocus), FADE_MS);
  };
  button.addEventListener('click', onClick);
  return () => {
    button.removeEventListener('click', onClick);
  };
}
