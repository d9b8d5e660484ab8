// The header search dropdown in the browser (markup: src/theme/search/header-search.tsx). Inactive
// until its button is clicked; then active (`ast-dropdown-active`, aria-expanded) and the field is
// focused 200 ms later, once the dropdown has opened (spec: search field focus delay). A second
// click with text in the field submits the search; with an empty field it only refocuses it.
// Escape closes and returns focus to the button; a click or focus outside closes.
import type { Detach } from '../runtime/behaviours.ts';

export const FOCUS_DELAY_MS = 200;
const ACTIVE_CLASS = 'ast-dropdown-active';

export function attach(element: HTMLElement): Detach {
  const button = element.querySelector<HTMLButtonElement>('.foyer-header-search__toggle');
  const form = element.querySelector<HTMLFormElement>('form.search-form');
  const field = form?.querySelector<HTMLInputElement>('.search-field');
  if (!button || !form || !field) return () => {};
  let focusTimer: ReturnType<typeof setTimeout> | undefined;

  const isActive = () => element.classList.contains(ACTIVE_CLASS);
  const setActive = (active: boolean) => {
    element.classList.toggle(ACTIVE_CLASS, active);
    button.setAttribute('aria-expanded', String(active));
    clearTimeout(focusTimer);
    if (active) focusTimer = setTimeout(() => field.focus(), FOCUS_DELAY_MS);
  };

  const onButton = () => {
    if (!isActive()) return setActive(true);
    if (field.value.trim()) form.requestSubmit();
    else field.focus();
  };
  const onKeydown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isActive()) return;
    setActive(false);
    button.focus();
  };
  const onOutside = (event: Event) => {
    if (isActive() && !element.contains(event.target as Node)) setActive(false);
  };

  element.classList.add('foyer-header-search--ready');
  button.addEventListener('click', onButton);
  element.addEventListener('keydown', onKeydown);
  document.addEventListener('click', onOutside);
  document.addEventListener('focusin', onOutside);
  return () => {
    setActive(false);
    element.classList.remove('foyer-header-search--ready');
    button.removeEventListener('click', onButton);
    element.removeEventListener('keydown', onKeydown);
    document.removeEventListener('click', onOutside);
    document.removeEventListener('focusin', onOutside);
  };
}
