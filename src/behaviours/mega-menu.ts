// Mega menu in the browser (markup: src/theme/mega-menu/, in the site menu's item). Each mega item goes
// closed → opening (100 ms) → open → closing (200 ms) → closed as classes; the CSS animates only
// transform and opacity. Opens by hover intent (30 ms polls, 300 ms timeout), by a tap (a touch
// moving over 50 px is a scroll; the first tap opens, the second follows the link), or by the
// keyboard (Enter/Space on the button, arrows between top items and into the panel, Escape closes
// and returns focus). Vertical tabs inside a panel follow the WAI-ARIA tabs pattern and keep the
// chosen tab when the panel closes and opens again.
import type { Detach } from '../runtime/behaviours.ts';
import { type HoverIntent, hoverIntent } from '../runtime/hover-intent.ts';
import { DESKTOP_HEADER_MEDIA } from '../theme/breakpoints.ts';

export const MEGA_TIMING = { opening: 100, closing: 200 } as const;
/** A touch that moves further than this is a scroll, not a tap (spec §9). */
export const TOUCH_MOVE_THRESHOLD = 50;
/** How long after hover intent opened an item a click on its button still means "open". */
const HOVER_CLICK_GRACE = 500;

const OPENING = 'foyer-mega__item--opening';
const OPEN = 'foyer-mega__item--open';
const CLOSING = 'foyer-mega__item--closing';
/**
 * Above the theme's header breakpoint the bar is a desktop menu; below, the header's mobile menu rules
 * and this behaviour is not even loaded (the panel's `data-behaviours-media`): it attaches when a
 * window grows past the breakpoint, and stays, answering nothing, if it shrinks again.
 */
const DESKTOP = DESKTOP_HEADER_MEDIA;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]';

interface Item {
  li: HTMLLIElement;
  link: HTMLAnchorElement | null;
  button: HTMLButtonElement;
  panel: HTMLElement;
  timer?: ReturnType<typeof setTimeout>;
  hover?: HoverIntent;
}

/** Every attached mega item on the page: opening one closes the others. */
const items = new Set<Item>();

function isDesktop(): boolean {
  return typeof matchMedia !== 'function' || matchMedia(DESKTOP).matches;
}

function visibleFocusables(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden], [inert]') && el.tabIndex >= 0);
}

const isOpen = (item: Item) => item.li.classList.contains(OPEN) || item.li.classList.contains(OPENING);

function open(item: Item): void {
  for (const other of items) if (other !== item && isOpen(other)) close(other, false);
  if (isOpen(item)) return;
  clearTimeout(item.timer);
  item.li.classList.remove(CLOSING);
  item.li.classList.add(OPENING);
  item.button.setAttribute('aria-expanded', 'true');
  item.timer = setTimeout(() => item.li.classList.replace(OPENING, OPEN), MEGA_TIMING.opening);
}

function close(item: Item, returnFocus: boolean): void {
  item.hover?.reset();
  if (!isOpen(item)) return;
  clearTimeout(item.timer);
  item.li.classList.remove(OPENING, OPEN);
  item.li.classList.add(CLOSING);
  item.button.setAttribute('aria-expanded', 'false');
  if (returnFocus) item.button.focus();
  item.timer = setTimeout(() => item.li.classList.remove(CLOSING), MEGA_TIMING.closing);
}

/** Vertical tabs: arrows move and select, Home/End jump; the selection stays as it is on close. */
function attachTabs(panel: HTMLElement): () => void {
  const lists = [...panel.querySelectorAll<HTMLElement>('[role="tablist"]')];
  const cleanups = lists.map((list) => {
    const tabs = [...list.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const select = (tab: HTMLButtonElement, focus: boolean) => {
      for (const t of tabs) {
        const on = t === tab;
        t.setAttribute('aria-selected', String(on));
        t.tabIndex = on ? 0 : -1;
        const target = document.getElementById(t.getAttribute('aria-controls') ?? '');
        if (target) target.hidden = !on;
      }
      if (focus) tab.focus();
    };
    const onClick = (event: MouseEvent) => {
      const tab = (event.target as Element).closest<HTMLButtonElement>('[role="tab"]');
      if (tab) select(tab, false);
    };
    const onKey = (event: KeyboardEvent) => {
      const at = tabs.indexOf(event.target as HTMLButtonElement);
      if (at < 0) return;
      const to = { ArrowDown: at + 1, ArrowUp: at - 1, ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
      if (to === undefined) return;
      event.preventDefault();
      event.stopPropagation(); // Arrows inside the tab list are the tabs', not the menu's.
      select(tabs[(to + tabs.length) % tabs.length], true);
    };
    list.addEventListener('click', onClick);
    list.addEventListener('keydown', onKey);
    return () => {
      list.removeEventListener('click', onClick);
      list.removeEventListener('keydown', onKey);
    };
  });
  return () => cleanups.forEach((c) => c());
}

/** The top-level entries of the item's menu (links, or buttons where an item has no link). */
function topEntries(li: HTMLLIElement): HTMLElement[] {
  return [...(li.parentElement?.children ?? [])].flatMap((entry) => {
    const a = entry.querySelector<HTMLElement>(':scope > a, :scope > button');
    return a ? [a] : [];
  });
}

/** Attached to the panel's root (`.foyer-mega`, inside the item's `.ast-mega-panel`). */
export function attach(root: HTMLElement): Detach {
  const li = root.closest<HTMLLIElement>('li.menu-item');
  const button = li?.querySelector<HTMLButtonElement>(':scope > .ast-menu-toggle');
  const panel = button ? document.getElementById(button.getAttribute('aria-controls') ?? '') : null;
  if (!li || !button || !panel || !panel.contains(root)) return () => {};
  const item: Item = { li, button, panel, link: li.querySelector(':scope > a') };
  items.add(item);
  li.classList.add('foyer-mega__item');

  // On the desktop bar this behaviour owns the button; in the mobile menu the header's toggles do.
  const onButtonClick = (event: MouseEvent) => {
    if (!isDesktop()) return;
    event.stopPropagation();
    // A click right after hover intent opened the item confirms it rather than closing it again.
    if (isOpen(item) && Date.now() - hoverOpenedAt > HOVER_CLICK_GRACE) close(item, false);
    else open(item);
  };

  const onKeydown = (event: KeyboardEvent) => {
    if (!isDesktop()) return;
    const target = event.target as HTMLElement;
    const tops = topEntries(li);
    const onTop = target === item.link || target === button;
    if (event.key === 'Escape' && (isOpen(item) || panel.contains(target))) {
      event.preventDefault();
      event.stopPropagation();
      close(item, true);
      return;
    }
    if (onTop && (event.key === 'ArrowRight' || event.key === 'ArrowLeft')) {
      const from = tops.indexOf(item.link ?? button);
      const to = tops[(from + (event.key === 'ArrowRight' ? 1 : -1) + tops.length) % tops.length];
      event.preventDefault();
      close(item, false);
      to?.focus();
      return;
    }
    if (onTop && event.key === 'ArrowDown') {
      event.preventDefault();
      open(item);
      visibleFocusables(panel)[0]?.focus();
      return;
    }
    if (panel.contains(target) && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      const inside = visibleFocusables(panel);
      const at = inside.indexOf(target);
      if (at < 0 || target.matches('input, textarea, select')) return;
      event.preventDefault();
      if (event.key === 'ArrowUp' && at === 0) (item.link ?? button).focus();
      else inside[Math.min(inside.length - 1, at + (event.key === 'ArrowDown' ? 1 : -1))]?.focus();
    }
  };
  // Arrows from the other top-level entries reach this item too (left and right of it).
  const onListKeydown = (event: KeyboardEvent) => {
    if (!isDesktop() || (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft')) return;
    const target = event.target as HTMLElement;
    if (li.contains(target) || [...items].some((i) => i.li.contains(target))) return; // Items handle their own.
    const tops = topEntries(li);
    const from = tops.indexOf(target);
    if (from < 0) return;
    // Every mega item of the list hears this; the first one attached answers for the list.
    if ([...items].find((i) => i.li.parentElement === list) !== item) return;
    event.preventDefault();
    tops[(from + (event.key === 'ArrowRight' ? 1 : -1) + tops.length) % tops.length]?.focus();
  };

  // Focus leaving the item (Tab past its panel) closes it; so does a click elsewhere.
  const onFocusOut = (event: FocusEvent) => {
    if (isOpen(item) && !li.contains(event.relatedTarget as Node | null)) close(item, false);
  };
  const onDocumentClick = (event: MouseEvent) => {
    if (isOpen(item) && !li.contains(event.target as Node)) close(item, false);
  };

  // Touch on the bar: the first tap on a closed item's link opens it; the second follows the link.
  let touchStart: { x: number; y: number } | undefined;
  let moved = false;
  const onTouchStart = (event: TouchEvent) => {
    const t = event.touches[0];
    touchStart = t && isDesktop() ? { x: t.clientX, y: t.clientY } : undefined;
    moved = false;
  };
  const onTouchMove = (event: TouchEvent) => {
    const t = event.touches[0];
    if (touchStart && t && Math.hypot(t.clientX - touchStart.x, t.clientY - touchStart.y) > TOUCH_MOVE_THRESHOLD) moved = true;
  };
  const onTouchEnd = (event: TouchEvent) => {
    if (!touchStart) return;
    touchStart = undefined;
    if (moved) {
      // A scroll: neither opens nor follows the link.
      if (event.cancelable) event.preventDefault();
      return;
    }
    if (!isOpen(item)) {
      if (event.cancelable) event.preventDefault(); // Cancels the click that would follow the link.
      open(item);
    }
  };

  let hoverOpenedAt = -Infinity;
  const over = () => {
    if (!isDesktop() || isOpen(item)) return;
    hoverOpenedAt = Date.now();
    open(item);
  };
  item.hover = hoverIntent(li, { over, out: () => close(item, false) });
  const detachTabs = attachTabs(panel);
  const list = li.parentElement;
  button.addEventListener('click', onButtonClick);
  li.addEventListener('keydown', onKeydown);
  list?.addEventListener('keydown', onListKeydown);
  li.addEventListener('focusout', onFocusOut);
  item.link?.addEventListener('touchstart', onTouchStart, { passive: true });
  item.link?.addEventListener('touchmove', onTouchMove, { passive: true });
  item.link?.addEventListener('touchend', onTouchEnd);
  document.addEventListener('click', onDocumentClick);

  return () => {
    clearTimeout(item.timer);
    item.hover?.destroy();
    detachTabs();
    items.delete(item);
    li.classList.remove('foyer-mega__item', OPENING, OPEN, CLOSING);
    button.setAttribute('aria-expanded', 'false');
    button.removeEventListener('click', onButtonClick);
    li.removeEventListener('keydown', onKeydown);
    list?.removeEventListener('keydown', onListKeydown);
    li.removeEventListener('focusout', onFocusOut);
    item.link?.removeEventListener('touchstart', onTouchStart);
    item.link?.removeEventListener('touchmove', onTouchMove);
    item.link?.removeEventListener('touchend', onTouchEnd);
    document.removeEventListener('click', onDocumentClick);
  };
}
