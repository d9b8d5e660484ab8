// popup-watch: the small behaviour on each server-rendered popup (`.elementor-popup-modal`, its
// data-settings per the popup markup contract). It checks the popup's timing rules, starts its
// triggers and opens it through the `popup` module only when one fires, so a page whose popups
// never show loads no popup rendering code. It also opens the popup on clicks on `open_selector`,
// and counts impressions for the `times` rule from the hooks bus's show and hide actions.
import type { BehaviourContext } from '../../runtime/behaviours.ts';
import type { FoyerGlobal } from '../../runtime/global.ts';
import type { Hooks } from '../../runtime/hooks.ts';
import { groupSettings, isOn, popupKey, type GroupSettings, type TimingContext } from '../rules/context.ts';
import { failedTimingRules } from '../rules/index.ts';
import { startTriggers } from '../rules/triggers/index.ts';
import type { Stop } from '../rules/triggers/trigger.ts';

/** What popup-watch needs of the `popup` module (src/popups/client/popup.ts). */
interface PopupModule {
  open(id: number, options?: { trigger?: string }): boolean;
}

/** The boot config's `popups`: what the timing rules need from the server. */
interface PopupsConfig {
  serverTime?: number;
  timezone?: string;
  loggedIn?: boolean;
  roles?: string[];
  isEditor?: boolean;
}

type WatchContext = BehaviourContext & Partial<Pick<FoyerGlobal, 'loader' | 'config'>>;

/** Popups a trigger opened on this page: re-attaching after a device change must not start them again. */
const fired = new Set<number>();
/** Each popup's timing, for counting its impressions (one hooks listener for the page). */
const timingById = new Map<number, GroupSettings>();
const countingOn = new WeakSet<Hooks>();

export function attach(element: HTMLElement, settings: Record<string, unknown>, context: WatchContext): Stop | void {
  const id = Number(settings.id ?? element.dataset.popupId);
  const loader = context.loader ?? window.foyer?.loader;
  if (!Number.isInteger(id) || id <= 0 || !loader) return console.warn('popup-watch: no popup id on', element);
  const config = readConfig(context.config ?? window.foyer?.config);
  // Deferred a task, so the click that opened a popup has finished before the popup listens for clicks.
  const open = (trigger?: string) =>
    setTimeout(() => {
      loader.load<PopupModule>('popup').then(
        (popup) => popup.open(id, trigger ? { trigger } : undefined),
        (error: unknown) => console.error(`Popup ${id} could not open:`, error),
      );
    });

  if (config.isEditor) {
    // The editor's preview shows every popup at once, with no rule or trigger (spec section 4).
    if (!fired.has(id)) open('preview');
    fired.add(id);
    return;
  }

  const timing = groupSettings(settings.timing);
  timingById.set(id, timing);
  countImpressions(context);

  const stops: Stop[] = [openOnSelector(id, settings.open_selector, () => open())];
  let detached = false;
  if (!fired.has(id)) {
    const disabled = Boolean(context.storage.get(popupKey(id, 'disable')));
    const check = disabled ? Promise.resolve(['disable']) : failedTimingRules(timing, timingContext(id, context, config));
    void check.then((failed) => {
      // Detached while the rules loaded (a device change): the new attachment checks again.
      if (detached) return;
      if (!failed.length) {
        const onFire = (trigger: string) => {
          fired.add(id);
          context.hooks.doAction('foyer/popup/trigger', { id, trigger });
          open(trigger);
        };
        stops.push(startTriggers(settings.triggers, onFire, { win: window, doc: document }));
      }
      // For site code and tests, as `foyer/popup/trigger` when one fires: whether the popup now
      // waits for a trigger, or which rules keep it away.
      context.hooks.doAction('foyer/popup/timing', { id, failed });
    });
  }
  return () => {
    detached = true;
    stops.forEach((stop) => stop());
  };
}

function readConfig(config: Record<string, unknown> | undefined): PopupsConfig {
  const popups = config?.popups;
  return popups && typeof popups === 'object' ? (popups as PopupsConfig) : {};
}

function timingContext(id: number, context: BehaviourContext, config: PopupsConfig): TimingContext {
  return {
    popupId: id,
    storage: context.storage,
    now: () => Date.now(),
    referrer: document.referrer,
    host: location.host,
    device: context.deviceMode.current,
    userAgent: navigator.userAgent,
    loggedIn: config.loggedIn === true,
    roles: Array.isArray(config.roles) ? config.roles.filter((r) => typeof r === 'string') : [],
    serverTime: typeof config.serverTime === 'number' ? config.serverTime : undefined,
    timezone: typeof config.timezone === 'string' ? config.timezone : undefined,
  };
}

/** One delegated listener: a click on a matching element opens the popup (an invalid selector is ignored). */
function openOnSelector(id: number, raw: unknown, open: () => void): Stop {
  const selector = typeof raw === 'string' ? raw.trim() : '';
  if (!selector) return () => {};
  try {
    document.querySelector(selector);
  } catch {
    console.warn(`Popup ${id}: ignoring the open selector "${selector}", which is not a valid CSS selector.`);
    return () => {};
  }
  const onClick = (event: MouseEvent) => {
    const match = event.target instanceof Element ? event.target.closest(selector) : null;
    if (!match) return;
    // The opener's own action (a link's jump, a form's submit) gives way to the popup.
    event.preventDefault();
    open();
  };
  // Capture: before the page's in-page link handling (anchors) takes the click as a jump.
  document.addEventListener('click', onClick, true);
  return () => document.removeEventListener('click', onClick, true);
}

/** Counts an impression of a popup with the `times` rule when it opens, or closes with `times_count: close`. */
function countImpressions({ hooks, storage }: BehaviourContext): void {
  if (countingOn.has(hooks)) return;
  countingOn.add(hooks);
  const count = (onClose: boolean) => (detail: unknown) => {
    const id = Number((detail as { id?: unknown } | undefined)?.id);
    const timing = timingById.get(id);
    if (!timing || !isOn(timing, 'times')) return;
    // The `times` rule's chunk: already loaded, since the popup's check ran it.
    void import('../rules/times.ts').then((times) => {
      if (times.countsOnClose(timing) === onClose) times.countImpression(storage, id, times.timesPeriod(timing), Date.now());
    });
  };
  hooks.addAction('foyer/popup/show', 'popup-watch', count(false));
  hooks.addAction('foyer/popup/hide', 'popup-watch', count(true));
}
