// Keeps keyboard focus inside an open popup (a modal dialog): Tab and Shift+Tab wrap around its
// focusable elements, and focus that lands outside it is brought back.

/** How long after opening focus moves into the popup (spec section 9), so the entrance can start first. */
export const FOCUS_DELAY_MS = 250;

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), iframe, audio[controls], video[controls], [contenteditable]:not([contenteditable="false"]), [tabindex]';

/** Elements Tab can reach inside `root`, in document order: not hidden, not tabindex -1. */
export function focusables(root: Element): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.tabIndex >= 0 && !el.closest('[hidden], [inert]') && el.getClientRects().length > 0,
  );
}

/** Where focus goes first: the first control of the content, else the close button, else the dialog itself. */
export function initialFocus(dialog: HTMLElement): HTMLElement {
  const message = dialog.querySelector('.dialog-message');
  const inContent = message ? focusables(message)[0] : undefined;
  return inContent ?? focusables(dialog)[0] ?? dialog;
}

/** Traps focus in `dialog` while `isActive()` (it is the topmost open popup); returns the release. */
export function trapFocus(dialog: HTMLElement, isActive: () => boolean): () => void {
  const onKeydown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || !isActive()) return;
    const list = focusables(dialog);
    if (!list.length) {
      event.preventDefault();
      dialog.focus();
      return;
    }
    const first = list[0];
    const last = list[list.length - 1];
    const current = document.activeElement;
    const isInside = current instanceof Node && dialog.contains(current);
    if (event.shiftKey && (current === first || current === dialog || !isInside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (current === last || !isInside)) {
      event.preventDefault();
      first.focus();
    }
  };
  const onFocusIn = (event: FocusEvent) => {
    if (!isActive() || !(event.target instanceof Node) || dialog.contains(event.target)) return;
    initialFocus(dialog).focus();
  };
  document.addEventListener('keydown', onKeydown);
  document.addEventListener('focusin', onFocusIn);
  return () => {
    document.removeEventListener('keydown', onKeydown);
    document.removeEventListener('focusin', onFocusIn);
  };
}
