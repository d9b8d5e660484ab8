// Contact buttons in the browser: the launcher opens and closes the box with a 300 ms animation
// (none with reduced motion), focus moves into the box on open and back to the launcher on close,
// Escape and the close button close it. data-state on the root is closed → opening → open →
// closing → closed; the CSS animates by it (src/widgets/contact-buttons/base-css.ts).
import type { Detach } from '../runtime/behaviours.ts';

export const CONTACT_ANIMATION_MS = 300;

const FOCUSABLE = 'a[href],button:not([disabled]),[tabindex]:not([tabindex="-1"])';

function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function attach(element: HTMLElement): Detach {
  const root = element.querySelector<HTMLElement>('.e-contact-buttons');
  const launcher = root?.querySelector<HTMLButtonElement>('.e-contact-buttons__chat-button');
  const box = root?.querySelector<HTMLElement>('.e-contact-buttons__content-wrapper');
  if (!root || !launcher || !box) return () => {};
  const closeButton = box.querySelector<HTMLButtonElement>('.e-contact-buttons__close-button');
  let timer: ReturnType<typeof setTimeout> | undefined;

  const isOpen = () => launcher.getAttribute('aria-expanded') === 'true';
  const settle = (state: 'open' | 'closed', then?: () => void) => {
    clearTimeout(timer);
    const done = () => {
      root.dataset.state = state;
      if (state === 'closed') box.hidden = true;
      then?.();
    };
    if (reducedMotion()) done();
    else timer = setTimeout(done, CONTACT_ANIMATION_MS);
  };

  const open = () => {
    launcher.setAttribute('aria-expanded', 'true');
    box.hidden = false;
    root.dataset.state = 'opening';
    // Into the box: its first control (the close button, else the first link).
    box.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    settle('open');
  };
  const close = (returnFocus: boolean) => {
    launcher.setAttribute('aria-expanded', 'false');
    root.dataset.state = 'closing';
    if (returnFocus) launcher.focus();
    settle('closed');
  };

  const onLauncher = () => (isOpen() ? close(true) : open());
  const onClose = () => close(true);
  const onKeydown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen()) {
      event.preventDefault();
      close(true);
    }
  };

  launcher.addEventListener('click', onLauncher);
  closeButton?.addEventListener('click', onClose);
  root.addEventListener('keydown', onKeydown);
  root.dataset.ready = '';
  return () => {
    clearTimeout(timer);
    launcher.removeEventListener('click', onLauncher);
    closeButton?.removeEventListener('click', onClose);
    root.removeEventListener('keydown', onKeydown);
    // Device changes re-attach: start closed.
    launcher.setAttribute('aria-expanded', 'false');
    root.dataset.state = 'closed';
    box.hidden = true;
  };
}
