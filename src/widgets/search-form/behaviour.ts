// Full-screen search in the browser: the toggle opens the overlay and focuses the field; the close
// button, Escape or a click on the backdrop closes it and returns focus to the toggle.
import type { Detach } from '../../runtime/behaviours.ts';

export const OPEN_CLASS = 'elementor-search-form--full-screen';

export function attach(element: HTMLElement): Detach {
  const toggle = element.querySelector<HTMLButtonElement>('.elementor-search-form__toggle');
  const container = element.querySelector<HTMLElement>('.elementor-search-form__container');
  const field = container?.querySelector<HTMLInputElement>('.elementor-search-form__input');
  const close = container?.querySelector<HTMLButtonElement>('.dialog-close-button');
  if (!toggle || !container || !field) return () => {};

  const setOpen = (open: boolean) => {
    container.classList.toggle(OPEN_CLASS, open);
    toggle.setAttribute('aria-expanded', String(open));
    if (open) field.focus();
    else toggle.focus();
  };
  const onToggle = () => setOpen(true);
  const onClose = () => setOpen(false);
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && container.classList.contains(OPEN_CLASS)) setOpen(false);
  };
  const onBackdrop = (event: MouseEvent) => {
    if (event.target === container) setOpen(false);
  };
  toggle.addEventListener('click', onToggle);
  close?.addEventListener('click', onClose);
  container.addEventListener('click', onBackdrop);
  element.addEventListener('keydown', onKey);
  return () => {
    toggle.removeEventListener('click', onToggle);
    close?.removeEventListener('click', onClose);
    container.removeEventListener('click', onBackdrop);
    element.removeEventListener('keydown', onKey);
  };
}
