// Browser side of the classic and nested tabs (WAI-ARIA tabs): a click, Enter or Space selects a tab,
// arrows move and select (roving tabindex), Home and End go to the ends. Below the breakpoint the
// server's second set of titles (one before each panel) works as an accordion: a title opens its
// panel with a 400 ms slide and closes it again. `#` + a title's or panel's id selects that item.
import type { Detach } from '../../runtime/behaviours.ts';
import { followHash, rovingKey } from './deep-link.ts';
import { slide } from './height-motion.ts';

export interface TabsMarkup {
  /** The widget's tabs root, from the element. */
  root: string;
  /** Desktop titles (role=tab), from the root. */
  tabs: string;
  /** Accordion-mode titles, from the root. */
  mobile: string;
  /** Class of the active title and panel. */
  active: string;
}

const SLIDE_MS = 400;

export function attachTabs(element: HTMLElement, markup: TabsMarkup): Detach {
  const root = element.querySelector<HTMLElement>(markup.root);
  if (!root) return () => {};
  const tabs = [...root.querySelectorAll<HTMLElement>(markup.tabs)];
  const mobiles = [...root.querySelectorAll<HTMLElement>(markup.mobile)];
  const panels = tabs.map((t) => document.getElementById(t.getAttribute('aria-controls') ?? ''));
  const stops = new Map<HTMLElement, () => void>();
  const isAccordion = () => !tabs[0] || tabs[0].offsetParent === null;

  const show = (i: number, on: boolean, animate: boolean) => {
    const panel = panels[i];
    tabs[i]?.classList.toggle(markup.active, on);
    tabs[i]?.setAttribute('aria-selected', String(on));
    tabs[i]?.setAttribute('tabindex', on ? '0' : '-1');
    mobiles[i]?.classList.toggle(markup.active, on);
    mobiles[i]?.setAttribute('aria-expanded', String(on));
    if (!panel || panel.classList.contains(markup.active) === on) return;
    panel.classList.toggle(markup.active, on);
    stops.get(panel)?.();
    panel.hidden = false;
    const done = () => {
      panel.hidden = !on;
      stops.delete(panel);
    };
    stops.set(panel, animate ? slide(panel, on, SLIDE_MS, done) : (done(), () => {}));
  };
  /** Selects item `i` (or, in accordion mode, closes it when `toggle` and it is open). */
  const select = (i: number, toggle = false) => {
    const accordion = isAccordion();
    const closing = toggle && accordion && panels[i]?.classList.contains(markup.active);
    tabs.forEach((_, j) => show(j, j === i && !closing, accordion));
  };

  const onTabClick = (event: Event) => select(tabs.indexOf(event.currentTarget as HTMLElement));
  const onMobileClick = (event: Event) => select(mobiles.indexOf(event.currentTarget as HTMLElement), true);
  const onKeydown = (event: KeyboardEvent) => {
    const i = tabs.indexOf(event.target as HTMLElement);
    if (i < 0) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      select(i);
      return;
    }
    const next = rovingKey(event.key, tabs, i, { prev: ['ArrowLeft', 'ArrowUp'], next: ['ArrowRight', 'ArrowDown'] });
    if (next < 0) return;
    event.preventDefault();
    select(next);
  };
  tabs.forEach((t) => t.addEventListener('click', onTabClick));
  mobiles.forEach((m) => m.addEventListener('click', onMobileClick));
  root.addEventListener('keydown', onKeydown);
  // Closed in accordion mode and then widened: tabs always show one panel.
  if (!isAccordion() && !panels.some((p) => p?.classList.contains(markup.active))) select(0);
  const unfollow = followHash(root, (target) => {
    const i = tabs.findIndex((t, j) => t === target || mobiles[j] === target || panels[j]?.contains(target));
    if (i >= 0 && !panels[i]?.classList.contains(markup.active)) select(i);
  });
  return () => {
    unfollow();
    tabs.forEach((t) => t.removeEventListener('click', onTabClick));
    mobiles.forEach((m) => m.removeEventListener('click', onMobileClick));
    root.removeEventListener('keydown', onKeydown);
    for (const [panel, stop] of stops) {
      stop();
      panel.style.cssText = '';
      panel.hidden = !panel.classList.contains(markup.active);
    }
  };
}
