// The theme header in the browser (Astra's navigation.js): the mobile menu toggle opens and closes the
// dropdown or off-canvas menu; the close button, Escape, a click on the overlay (or, for the dropdown,
// anywhere outside) and a click on an in-page anchor close it. While open the body has a class; each
// toggle collapses every submenu; submenus open one at a time (their toggles' aria-expanded drives the
// CSS). The off-canvas is a modal dialog while open: focus moves in, is trapped, and returns to the
// toggle. The account toggle opens and closes the account panel. `open`, `close` and `toggle` are the
// `off_canvas:*` URL actions.
import type { Detach } from '../runtime/behaviours.ts';
import { HEADER_BREAKPOINT } from '../theme/breakpoints.ts';

const BODY_OPEN = { dropdown: 'ast-main-header-nav-open', 'off-canvas': 'ast-popup-nav-open' } as const;
const FOCUSABLE = 'a[href],button:not([disabled]),input:not([disabled]),select,textarea,[tabindex]:not([tabindex="-1"])';

interface MenuControl {
  setOpen(open: boolean, returnFocus?: boolean): void;
  isOpen(): boolean;
}

/** The attached headers (one per page in practice); the URL actions act on them. */
const controls = new Set<MenuControl>();

export function open(): void {
  for (const c of controls) c.setOpen(true);
}
export function close(): void {
  for (const c of controls) c.setOpen(false, true);
}
export function toggle(): void {
  for (const c of controls) c.setOpen(!c.isOpen(), true);
}

/** Read by the URL-action registry (src/runtime/url-actions.ts) when an `off_canvas:*` hash runs. */
export const urlActions = { 'off_canvas:open': open, 'off_canvas:close': close, 'off_canvas:toggle': toggle };

function isSamePageAnchor(link: HTMLAnchorElement): boolean {
  const url = new URL(link.href, location.href);
  return Boolean(url.hash) && url.origin === location.origin && url.pathname === location.pathname && url.search === location.search;
}

/** Submenu toggles: one branch open at a time; Escape folds the submenu holding focus. */
function submenus(header: HTMLElement) {
  const toggles = () => [...header.querySelectorAll<HTMLButtonElement>('.ast-menu-toggle')];
  const collapseAll = () => {
    for (const b of toggles()) b.setAttribute('aria-expanded', 'false');
  };
  const onClick = (event: Event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('.ast-menu-toggle');
    if (!button) return;
    const opening = button.getAttribute('aria-expanded') !== 'true';
    // Keep open only the submenus that hold this one (its branch).
    for (const b of toggles()) if (b !== button && !b.parentElement?.contains(button)) b.setAttribute('aria-expanded', 'false');
    button.setAttribute('aria-expanded', String(opening));
  };
  /** Folds the innermost open submenu around the focus; false when there is none. */
  const escape = (): boolean => {
    const inner = toggles()
      .filter((b) => b.getAttribute('aria-expanded') === 'true' && b.parentElement?.contains(document.activeElement))
      .pop();
    if (!inner) return false;
    inner.setAttribute('aria-expanded', 'false');
    inner.focus();
    return true;
  };
  return { collapseAll, onClick, escape };
}

/** The account panel under the mobile header: a disclosure with a close button and Escape. */
function accountPanel(header: HTMLElement): Detach {
  const button = header.querySelector<HTMLButtonElement>('.ast-header-account-toggle');
  const panel = button && document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!button || !panel) return () => {};
  const set = (isOpen: boolean, returnFocus = false) => {
    button.setAttribute('aria-expanded', String(isOpen));
    panel.hidden = !isOpen;
    if (isOpen) panel.querySelector<HTMLElement>('input:not([type="hidden"]),select,textarea')?.focus();
    else if (returnFocus) button.focus();
  };
  const onButton = () => set(button.getAttribute('aria-expanded') !== 'true');
  const onPanelClick = (event: Event) => {
    if ((event.target as Element).closest('.ast-header-account-close')) set(false, true);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !panel.hidden) set(false, true);
  };
  button.addEventListener('click', onButton);
  panel.addEventListener('click', onPanelClick);
  panel.addEventListener('keydown', onKey);
  return () => {
    set(false);
    button.removeEventListener('click', onButton);
    panel.removeEventListener('click', onPanelClick);
    panel.removeEventListener('keydown', onKey);
  };
}

export function attach(header: HTMLElement, settings: Record<string, unknown>): Detach {
  const menuToggle = header.querySelector<HTMLButtonElement>('.menu-toggle');
  const drawer = menuToggle && document.getElementById(menuToggle.getAttribute('aria-controls') ?? '');
  const subs = submenus(header);
  const detachAccount = accountPanel(header);
  // Astra's body classes for the header mode, for site CSS that relies on them.
  const breakpoint = matchMedia(`(max-width: ${HEADER_BREAKPOINT}px)`);
  const markMode = () => {
    document.body.classList.toggle('ast-header-break-point', breakpoint.matches);
    document.body.classList.toggle('ast-desktop', !breakpoint.matches);
  };
  markMode();
  header.addEventListener('click', subs.onClick);

  const mode = settings.mobileMenu === 'off-canvas' ? 'off-canvas' : 'dropdown';
  const inner = drawer?.querySelector<HTMLElement>('.ast-mobile-popup-inner');
  const isOpen = () => menuToggle?.getAttribute('aria-expanded') === 'true';

  const setOpen = (next: boolean, returnFocus = false) => {
    if (!menuToggle || !drawer || next === isOpen()) return;
    menuToggle.setAttribute('aria-expanded', String(next));
    drawer.classList.toggle('active', next);
    document.body.classList.toggle(BODY_OPEN[mode], next);
    subs.collapseAll(); // Every open and close starts with the submenus folded.
    if (mode === 'off-canvas' && inner) {
      if (next) {
        inner.setAttribute('role', 'dialog');
        inner.setAttribute('aria-modal', 'true');
        inner.setAttribute('aria-label', 'Menu');
        drawer.querySelector<HTMLElement>('.menu-toggle-close')?.focus();
      } else {
        inner.removeAttribute('role');
        inner.removeAttribute('aria-modal');
        inner.removeAttribute('aria-label');
      }
    }
    if (!next && returnFocus) menuToggle.focus();
  };
  const control: MenuControl = { setOpen, isOpen };
  controls.add(control);

  const onToggle = () => setOpen(!isOpen(), true);
  const onDrawerClick = (event: MouseEvent) => {
    const target = event.target as Element;
    if (target.closest('.menu-toggle-close') || target.classList.contains('ast-mobile-popup-overlay')) setOpen(false, true);
    const link = target.closest<HTMLAnchorElement>('a[href]');
    // An in-page anchor: close so the target shows (the anchor scrolling takes it from there).
    if (link && isOpen() && isSamePageAnchor(link)) setOpen(false);
  };
  const onKeydown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      if (subs.escape()) return;
      if (isOpen()) setOpen(false, true);
      return;
    }
    // The open off-canvas keeps Tab inside it.
    if (event.key !== 'Tab' || mode !== 'off-canvas' || !isOpen() || !inner) return;
    const items = [...inner.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => el.offsetParent !== null || el === document.activeElement,
    );
    if (!items.length) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (!inner.contains(document.activeElement)) {
      event.preventDefault();
      first.focus();
    } else if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
  const onDocumentClick = (event: MouseEvent) => {
    // The dropdown has no overlay: a click anywhere outside the header closes it.
    if (mode === 'dropdown' && isOpen() && !header.contains(event.target as Node)) setOpen(false);
  };
  const onBreakpoint = () => {
    markMode();
    if (!breakpoint.matches) setOpen(false); // Back on the desktop bar: nothing stays open.
  };

  menuToggle?.addEventListener('click', onToggle);
  drawer?.addEventListener('click', onDrawerClick);
  document.addEventListener('keydown', onKeydown);
  document.addEventListener('click', onDocumentClick);
  breakpoint.addEventListener('change', onBreakpoint);
  return () => {
    setOpen(false);
    controls.delete(control);
    detachAccount();
    header.removeEventListener('click', subs.onClick);
    menuToggle?.removeEventListener('click', onToggle);
    drawer?.removeEventListener('click', onDrawerClick);
    document.removeEventListener('keydown', onKeydown);
    document.removeEventListener('click', onDocumentClick);
    breakpoint.removeEventListener('change', onBreakpoint);
  };
}
