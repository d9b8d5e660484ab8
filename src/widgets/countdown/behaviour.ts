// Countdown in the browser: fills in the time left once a second until the end, then runs the expiry
// actions once (hide the boxes, show the message, go to the redirect address). An evergreen countdown
// ends its interval after the visitor's first view, remembered in storage (a visitor whose browser
// refuses storage gets a fresh interval each view). Nothing here is announced while it ticks.
import type { BehaviourContext, Detach } from '../../runtime/behaviours.ts';
import type { Store } from '../../runtime/storage.ts';
import { digits, timeLeft, UNITS, type Unit } from './time-left.ts';

export const TICK_MS = 1000;

interface Action {
  type?: unknown;
  redirect_url?: unknown;
}

interface Evergreen {
  due: number;
  interval: number;
}

/** The evergreen end for this visitor: the stored one while the interval is unchanged, else a new one. */
export function evergreenEnd(store: Store, key: string, intervalSeconds: number, now: number): number {
  const stored = store.get<Evergreen>(key);
  if (stored && typeof stored.due === 'number' && Number.isFinite(stored.due) && stored.interval === intervalSeconds) return stored.due;
  const due = now + intervalSeconds * 1000;
  store.set(key, { due, interval: intervalSeconds } satisfies Evergreen);
  return due;
}

function readActions(raw: string | undefined): Action[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? (parsed as Action[]) : [];
  } catch {
    return [];
  }
}

/** A redirect to the page already shown would reload it for ever once expired. */
function isThisPage(url: string): boolean {
  const target = new URL(url, location.href);
  return target.origin === location.origin && target.pathname === location.pathname && target.search === location.search;
}

export function attach(element: HTMLElement, _settings: Record<string, unknown>, context: BehaviourContext): Detach {
  const wrapper = element.querySelector<HTMLElement>('.elementor-countdown-wrapper');
  if (!wrapper) return () => {};
  const interval = Number(wrapper.dataset.evergreenInterval);
  const date = Number(wrapper.dataset.date);
  const id = element.dataset.id ?? '';
  const end =
    wrapper.dataset.evergreenInterval !== undefined && Number.isFinite(interval)
      ? evergreenEnd(context.storage, `countdown-${id}-evergreen`, Math.max(0, interval), Date.now())
      : Number.isFinite(date)
        ? date * 1000
        : Date.now();
  const cells = new Map<Unit, HTMLElement>();
  for (const unit of UNITS) {
    const cell = wrapper.querySelector<HTMLElement>(`.elementor-countdown-${unit}`);
    if (cell) cells.set(unit, cell);
  }
  const shown = [...cells.keys()];
  let timer: ReturnType<typeof setInterval> | undefined;
  let messageTimer: ReturnType<typeof setTimeout> | undefined;

  const expire = () => {
    context.hooks.doAction('foyer/countdown/expire', element);
    for (const action of readActions(wrapper.dataset.expireActions)) {
      if (action.type === 'hide') wrapper.hidden = true;
      else if (action.type === 'message') {
        const message = element.querySelector<HTMLElement>('.elementor-countdown-expire--message');
        if (!message || !message.hidden) continue;
        // Shown empty, then filled: a status region is announced when its text changes, once.
        const text = message.textContent ?? '';
        message.textContent = '';
        message.hidden = false;
        messageTimer = setTimeout(() => (message.textContent = text), 100);
      } else if (action.type === 'redirect' && typeof action.redirect_url === 'string' && !isThisPage(action.redirect_url)) {
        location.assign(action.redirect_url);
      }
    }
  };

  const tick = () => {
    const left = end - Date.now();
    const parts = timeLeft(left, shown);
    for (const [unit, cell] of cells) {
      const text = digits(parts[unit] ?? 0);
      if (cell.textContent !== text) cell.textContent = text;
    }
    if (left <= 0) {
      clearInterval(timer);
      timer = undefined;
      expire();
    }
  };

  timer = setInterval(tick, TICK_MS);
  tick();
  return () => {
    clearInterval(timer);
    clearTimeout(messageTimer);
  };
}
