// Mega menu in the browser (markup: src/theme/mega-menu/). Each `.foyer-mega__item` goes
// closed → opening (100 ms) → open → closing (200 ms) → closed as classes; the CSS animates only
// transform and opacity. Opens by hover intent (30 ms polls, 300 ms timeout), by a tap (a touch
// moving over 50 px is a scroll; the first tap opens, the second follows the link), or by the
// keyboard (Enter/Space on the button, arrows between top items and into the panel, Escape closes
// and returns focus). Vertical tabs inside a panel follow the WAI-ARIA tabs pattern and keep the
// chosen tab when the panel closes and opens again.
import type { Detach } from '../runtime/behaviours.ts';
import { type HoverIntent, hoverIntent } from '../runtime/hover-intent.ts';

export const MEGA_TIMING = { opening: 100, closing: 200 } as const;
/** A touch that moves further than this is a scroll, not a tap (spec §9). */
export const TOUCH_MOVE_THRESHOLD = 50;

const OPENING = 'foyer-mega__item--opening';
const OPEN = 'foyer-mega__item--open';
const CLOSING = 'foyer-mega__item--closing';
/** Fired on the panel, so what lives inside (a carousel) can wake up or rest. */
export const PANEL_SHOWN = 'foyer-mega:shown';
export const PANEL_HIDDEN = 'foyer-mega:hidden';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]';

interface Item {
  li: HTMLLIElement;
  link: HTMLAnchorElement | null;
  button: HTMLButtonElement;
  panel: HTMLElement;
  timer?: ReturnType<typeof setTimeout>;
  hover?: HoverIntent;
}

function visibleFocusables(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden], [inert]') && el.tabIndex >= 0);
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

export function attach(element: HTMLElement): Detach {
  const items: Item[] = [];
  for (const li of element.querySelectorAll<HTMLLIElement>('li.foyer-mega__item')) {
    const button = li.querySelector<HTMLButtonElement>(':scope > .foyer-mega__toggle');
    const panel = button && document.getElementById(button.getAttribute('aria-controls') ?? '');
    if (button && panel) items.push({ li, button, panel, link: li.querySelector(':scope > a') });
  }
  if (!items.length) return () => {};
  // Arrow keys move between all top-level items of the menu, mega or not.
  const list = items[0].li.parentElement;
  const topLinks = () =>
    [...(list?.children ?? [])].flatMap((li) => {
      const a = li.querySelector<HTMLElement>(':scope > a, :scope > button');
      return a ? [a] : [];
    });

  const isOpen = (item: Item) => item.li.classList.contains(OPEN) || item.li.classList.contains(OPENING);

  const open = (item: Item) => {
    for (const other of items) if (other !== item && isOpen(other)) close(other, false);
    if (isOpen(item)) return;
    clearTimeout(item.timer);
    item.li.classList.remove(CLOSING);
    item.li.classList.add(OPENING);
    item.button.setAttribute('aria-expanded', 'true');
    item.panel.dispatchEvent(new CustomEvent(PANEL_SHOWN));
    item.timer = setTimeout(() => {
      item.li.classList.replace(OPENING, OPEN);
    }, MEGA_TIMING.opening);
  };

  function close(item: Item, returnFocus: boolean): void {
    item.hover?.reset();
    if (!isOpen(item)) return;
    clearTimeout(item.timer);
    item.li.classList.remove(OPENING, OPEN);
    item.li.classList.add(CLOSING);
    item.button.setAttribute('aria-expanded', 'false');
    if (returnFocus) item.button.focus();
    item.timer = setTimeout(() => {
      item.li.classList.remove(CLOSING);
      item.panel.dispatchEvent(new CustomEvent(PANEL_HIDDEN));
    }, MEGA_TIMING.closing);
  }

  const itemOf = (target: EventTarget | null) => items.find((i) => i.li.contains(target as Node));

  const onButtonClick = (event: MouseEvent) => {
    const item = items.find((i) => i.button === event.currentTarget);
    if (!item) return;
    if (isOpen(item)) close(item, false);
    else open(item);
  };

  const onKeydown = (event: KeyboardEvent) => {
    const item = itemOf(event.target);
    const target = event.target as HTMLElement;
    const tops = topLinks();
    const topAt = tops.indexOf(target);
    const onTop = topAt >= 0 || (item && target === item.button);
    if (event.key === 'Escape' && item && (isOpen(item) || item.panel.contains(target))) {
      event.preventDefault();
      close(item, true);
      return;
    }
    if (onTop && (event.key === 'ArrowRight' || event.key === 'ArrowLeft')) {
      const from = topAt >= 0 ? topAt : tops.indexOf(item?.link ?? item!.button);
      const to = tops[(from + (event.key === 'ArrowRight' ? 1 : -1) + tops.length) % tops.length];
      event.preventDefault();
      if (item) close(item, false);
      to?.focus();
      return;
    }
    if (onTop && item && event.key === 'ArrowDown') {
      event.preventDefault();
      open(item);
      visibleFocusables(item.panel)[0]?.focus();
      return;
    }
    if (item && item.panel.contains(target) && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      const inside = visibleFocusables(item.panel);
      const at = inside.indexOf(target);
      if (at < 0 || target.matches('input, textarea, select')) return;
      event.preventDefault();
      if (event.key === 'ArrowUp' && at === 0) (item.link ?? item.button).focus();
      else inside[Math.min(inside.length - 1, at + (event.key === 'ArrowDown' ? 1 : -1))]?.focus();
    }
  };

  // Focus leaving an item (Tab past its panel) closes it.
  const onFocusOut = (event: FocusEvent) => {
    const item = itemOf(event.target);
    if (item && isOpen(item) && !item.li.contains(event.relatedTarget as Node | null)) close(item, false);
  };
  const onDocumentClick = (event: MouseEvent) => {
    for (const item of items) if (isOpen(item) && !item.li.contains(event.target as Node)) close(item, false);
  };

  // Touch: the first tap on a closed item's link opens it; the second follows the link.
  let touchStart: { x: number; y: number; item: Item } | undefined;
  let moved = false;
  const onTouchStart = (event: TouchEvent) => {
    const item = items.find((i) => i.link && i.link.contains(event.target as Node));
    const t = event.touches[0];
    touchStart = item && t ? { x: t.clientX, y: t.clientY, item } : undefined;
    moved = false;
  };
  const onTouchMove = (event: TouchEvent) => {
    const t = event.touches[0];
    if (touchStart && t && Math.hypot(t.clientX - touchStart.x, t.clientY - touchStart.y) > TOUCH_MOVE_THRESHOLD) moved = true;
  };
  const onTouchEnd = (event: TouchEvent) => {
    if (!touchStart) return;
    const { item } = touchStart;
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

  const cleanups: Array<() => void> = [];
  for (const item of items) {
    item.hover = hoverIntent(item.li, { over: () => open(item), out: () => close(item, false) });
    item.button.addEventListener('click', onButtonClick);
    cleanups.push(attachTabs(item.panel));
  }
  element.addEventListener('keydown', onKeydown);
  element.addEventListener('focusout', onFocusOut);
  element.addEventListener('touchstart', onTouchStart, { passive: true });
  element.addEventListener('touchmove', onTouchMove, { passive: true });
  element.addEventListener('touchend', onTouchEnd);
  document.addEventListener('click', onDocumentClick);
  element.classList.add('foyer-mega--ready');

  return () => {
    for (const item of items) {
      clearTimeout(item.timer);
      item.hover?.destroy();
      item.button.removeEventListener('click', onButtonClick);
      item.li.classList.remove(OPENING, OPEN, CLOSING);
      item.button.setAttribute('aria-expanded', 'false');
    }
    cleanups.forEach((c) => c());
    element.removeEventListener('keydown', onKeydown);
    element.removeEventListener('focusout', onFocusOut);
    element.removeEventListener('touchstart', onTouchStart);
    element.removeEventListener('touchmove', onTouchMove);
    element.removeEventListener('touchend', onTouchEnd);
    document.removeEventListener('click', onDocumentClick);
    element.classList.remove('foyer-mega--ready');
  };
}
