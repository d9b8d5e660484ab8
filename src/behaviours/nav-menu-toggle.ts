// Nav menu in the browser: the toggle button opens and closes the collapsed menu (aria-expanded,
// a body class while open), submenu buttons expand one submenu at a time, Escape / a click outside /
// a click on an in-page link close it, and the link to the current page gets aria-current.
// Opening and closing only flips attributes: the CSS (src/widgets/nav-menu) does the showing.
import type { Detach } from '../runtime/behaviours.ts';

const BODY_OPEN_CLASS = 'foyer-nav-open';
const OPEN_CLASS = 'foyer-nav-menu--open';

function samePath(a: string, b: string): boolean {
  const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  return trim(a) === trim(b);
}

/** Marks links to this page (ignoring any #hash) as the current page. */
function markCurrent(root: HTMLElement): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    const url = new URL(link.href, location.href);
    if (url.origin === location.origin && samePath(url.pathname, location.pathname) && !url.hash) link.setAttribute('aria-current', 'page');
  }
}

export function attach(element: HTMLElement): Detach {
  const nav = element.querySelector<HTMLElement>('.foyer-nav-menu');
  if (!nav) return () => {};
  const toggle = nav.querySelector<HTMLButtonElement>('.foyer-nav-menu__toggle');
  const subToggles = [...nav.querySelectorAll<HTMLButtonElement>('.foyer-nav-menu__sub-toggle')];
  markCurrent(nav);

  const isOpen = () => toggle?.getAttribute('aria-expanded') === 'true';
  const collapseSubs = (except?: HTMLButtonElement) => {
    for (const b of subToggles) if (b !== except) b.setAttribute('aria-expanded', 'false');
  };
  const setOpen = (open: boolean) => {
    if (!toggle) return;
    toggle.setAttribute('aria-expanded', String(open));
    nav.classList.toggle(OPEN_CLASS, open);
    document.body.classList.toggle(BODY_OPEN_CLASS, open);
    collapseSubs(); // Each open or close starts with every submenu folded.
  };

  const onToggle = () => setOpen(!isOpen());
  const onSubToggle = (event: Event) => {
    const button = event.currentTarget as HTMLButtonElement;
    const open = button.getAttribute('aria-expanded') !== 'true';
    // Only the submenus along this button's branch stay open.
    collapseSubs(button);
    for (let li = button.parentElement?.parentElement?.closest('li'); li; li = li.parentElement?.closest('li')) {
      li.querySelector(':scope > .foyer-nav-menu__sub-toggle')?.setAttribute('aria-expanded', 'true');
    }
    button.setAttribute('aria-expanded', String(open));
  };
  const onKeydown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    const expandedSub = subToggles.find(
      (b) => b.getAttribute('aria-expanded') === 'true' && b.parentElement?.contains(document.activeElement),
    );
    if (expandedSub) {
      expandedSub.setAttribute('aria-expanded', 'false');
      expandedSub.focus();
    } else if (isOpen()) {
      setOpen(false);
      toggle?.focus();
    }
  };
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!link || !isOpen()) return;
    const url = new URL(link.href, location.href);
    if (url.hash && url.origin === location.origin && samePath(url.pathname, location.pathname)) setOpen(false);
  };
  const onDocumentClick = (event: MouseEvent) => {
    if (isOpen() && !nav.contains(event.target as Node)) setOpen(false);
  };

  toggle?.addEventListener('click', onToggle);
  for (const b of subToggles) b.addEventListener('click', onSubToggle);
  nav.addEventListener('keydown', onKeydown);
  nav.addEventListener('click', onClick);
  document.addEventListener('click', onDocumentClick);
  return () => {
    // Device changes re-attach: start the new mode closed.
    setOpen(false);
    toggle?.removeEventListener('click', onToggle);
    for (const b of subToggles) b.removeEventListener('click', onSubToggle);
    nav.removeEventListener('keydown', onKeydown);
    nav.removeEventListener('click', onClick);
    document.removeEventListener('click', onDocumentClick);
  };
}
