// The visitor opt-out: any link to `#foyer-stats-optout` (a button widget, a link in text) becomes a
// toggle button that stops or resumes counting this browser's visits, remembered in localStorage.
// Its state is written in a polite live region beside it, so it is seen and announced.
// Loaded by the tracker only on pages that have such a control.
import type { Store } from '../../runtime/storage.ts';
import { OPT_OUT_KEY, OPT_OUT_SELECTOR as SELECTOR } from './opt-out-key.ts';

const STATUS_CLASS = 'foyer-stats-optout-status';

export const OPT_OUT_MESSAGES = {
  counted: 'Visits from this browser are counted anonymously: no cookies, no personal data.',
  notCounted: 'Visits from this browser are not counted.',
} as const;

/** Makes the page's controls toggles; returns a function that stops following them. */
export function startOptOutControls(doc: Document, storage: Store, onChange: (isOptedOut: boolean) => void): () => void {
  // Kept in memory too: a browser that refuses storage still opts out for this page.
  let isOptedOut = storage.get(OPT_OUT_KEY) === true;

  function show(): void {
    for (const control of doc.querySelectorAll<HTMLAnchorElement>(SELECTOR)) {
      control.setAttribute('role', 'button');
      control.setAttribute('aria-pressed', String(isOptedOut));
      statusFor(control).textContent = isOptedOut ? OPT_OUT_MESSAGES.notCounted : OPT_OUT_MESSAGES.counted;
    }
  }

  function toggle(): void {
    isOptedOut = !isOptedOut;
    if (isOptedOut) storage.set(OPT_OUT_KEY, true);
    else storage.remove(OPT_OUT_KEY);
    show();
    onChange(isOptedOut);
  }

  const onClick = (event: MouseEvent) => {
    if ((event.target as Element | null)?.closest?.(SELECTOR)) {
      event.preventDefault(); // no hash in the address bar, no scroll
      toggle();
    }
  };
  // A role=button link is expected to work with Space as a button does (Enter already clicks it).
  const onKey = (event: KeyboardEvent) => {
    if (event.key === ' ' && (event.target as Element | null)?.closest?.(SELECTOR)) {
      event.preventDefault();
      toggle();
    }
  };
  // Capture: it runs before the in-page anchor handler, which then sees the click handled.
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('keydown', onKey, true);
  show();
  return () => {
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('keydown', onKey, true);
  };
}

/** The live region after the control's widget (created once), where its state is written. */
function statusFor(control: HTMLElement): HTMLElement {
  const holder = control.closest('.elementor-widget-container') ?? control.parentElement ?? control;
  let status = holder.querySelector<HTMLElement>(`:scope > .${STATUS_CLASS}`);
  if (!status) {
    status = control.ownerDocument.createElement('p');
    status.className = STATUS_CLASS;
    status.setAttribute('role', 'status');
    // Its own spacing, so no stylesheet is needed wherever the control is placed.
    status.style.margin = '.75em 0 0';
    holder.append(status);
  }
  return status;
}
