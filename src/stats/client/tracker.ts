// The statistics tracker (spec §3, §4, §7 calls 3–5, §8), a page-level behaviour on <body>: one hit
// per page view, online pings while the visitor is active, link and download events, and the
// visitor opt-out. It runs once per document: device-mode re-attaches find it running, and history
// navigation (pushState, replaceState, popstate) starts one new page view per new URL.
import type { BehaviourContext } from '../../runtime/behaviours.ts';
import type { Store } from '../../runtime/storage.ts';
import type { TrackerConfig } from '../tracker-config.ts';
import { linkEvent } from './link-event.ts';
import { OPT_OUT_KEY, OPT_OUT_SELECTOR } from './opt-out-key.ts';
import { type PageView, startPageView } from './page-view.ts';

declare global {
  interface Window {
    /** The WP Consent API of a consent manager: whether the visitor granted a category. */
    wp_has_consent?: (category: string) => boolean;
  }
}

export interface Tracker {
  stop(): void;
}

let running: Tracker | undefined;

export function attach(_body: HTMLElement, _settings: Record<string, unknown>, context: BehaviourContext): void {
  // No detach: the tracker lives as long as the document, whatever the device mode does.
  running ??= startTracker(window, context.storage);
}

/** The page's tracker configuration from the boot config (read again after history navigation). */
export function readTrackerConfig(doc: Document): TrackerConfig | undefined {
  try {
    const config = JSON.parse(doc.getElementById('foyer-config')?.textContent || '{}') as { tracker?: TrackerConfig };
    return config.tracker?.hitParams ? config.tracker : undefined;
  } catch {
    return undefined;
  }
}

function isDoNotTrack(win: Window): boolean {
  const nav = win.navigator as Navigator & { msDoNotTrack?: string };
  const signal = nav.doNotTrack ?? (win as Window & { doNotTrack?: string }).doNotTrack ?? nav.msDoNotTrack;
  return signal === '1' || signal === 'yes';
}

function hasConsent(win: Window, option: TrackerConfig['option']): boolean {
  if (!option.isWpConsentApiActive || option.consentLevel === 'disabled' || option.trackAnonymously) return true;
  try {
    return win.wp_has_consent?.(option.consentLevel) === true;
  } catch {
    return false;
  }
}

const pageUri = (loc: Location) => loc.pathname + loc.search;

export function startTracker(win: Window, storage: Store): Tracker {
  const doc = win.document;
  let config = readTrackerConfig(doc);
  let view: PageView | undefined;
  let isOptedOut = storage.get(OPT_OUT_KEY) === true;
  let stopControls = () => {};
  if (doc.querySelector(OPT_OUT_SELECTOR)) {
    import('./opt-out.ts').then(
      (m) =>
        (stopControls = m.startOptOutControls(doc, storage, (isNowOptedOut) => {
          isOptedOut = isNowOptedOut;
          if (isOptedOut) view = void view?.end();
        })),
      (error: unknown) => console.error('Statistics: the opt-out could not load:', error),
    );
  }
  if (!config) {
    console.error('Statistics: the page has no tracker configuration (the boot config has no "tracker"); nothing is counted.');
    return { stop: () => stopControls() };
  }
  if (config.option.isPreview) return { stop: () => stopControls() };

  let uri = pageUri(win.location);
  let waitingForConsent: ((event: Event) => void) | undefined;

  /** Starts the page view of the current URL, if this visitor is to be counted. */
  function begin(referred: string): void {
    view = void view?.end();
    if (waitingForConsent) doc.removeEventListener('wp_listen_for_consent_change', waitingForConsent);
    waitingForConsent = undefined;
    if (!config || isOptedOut) return;
    if (config.option.dntEnabled && isDoNotTrack(win)) {
      console.log('Statistics: Do Not Track is on in this browser, so this page view is not counted.');
      return;
    }
    if (!hasConsent(win, config.option)) {
      const level = config.option.consentLevel;
      // The WP Consent API announces a change as { [category]: 'allow' | 'deny' }.
      waitingForConsent = (event) => {
        if ((event as CustomEvent<Record<string, string>>).detail?.[level] === 'allow') begin(referred);
      };
      doc.addEventListener('wp_listen_for_consent_change', waitingForConsent);
      return;
    }
    view = startPageView(win, config, { referred, uri });
  }

  function onUrlChange(): void {
    const next = pageUri(win.location);
    if (next === uri) return; // the same page (a hash, a replaced state): not a new view
    const previous = win.location.origin + uri;
    uri = next;
    // A site that swaps pages in place may swap the configuration too (another page's source).
    config = readTrackerConfig(doc) ?? config;
    if (config?.option.isPreview) return;
    begin(previous);
  }

  const history = win.history;
  const { pushState, replaceState } = history;
  history.pushState = function (...args: Parameters<History['pushState']>) {
    pushState.apply(this, args);
    onUrlChange();
  };
  history.replaceState = function (...args: Parameters<History['replaceState']>) {
    replaceState.apply(this, args);
    onUrlChange();
  };
  win.addEventListener('popstate', onUrlChange);

  const onLinkClick = (event: MouseEvent) => {
    // Middle clicks arrive as auxclick; other buttons open menus, not links.
    if (!config || !view || (event.type === 'auxclick' && event.button !== 1)) return;
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement)) return;
    const { events, hitParams } = config;
    const record = linkEvent(
      { href: link.href, id: link.id, className: link.className, text: link.textContent ?? '', button: event.button, now: Date.now() },
      { ...events, host: win.location.host, pageId: hitParams.source_id },
    );
    // keepalive: the click usually leaves the page, and the request must outlive it.
    if (record) fetch(events.url, { method: 'POST', keepalive: true, body: new URLSearchParams(record) }).catch(() => {});
  };
  if (config.events.linkTracking || config.events.downloadTracking) {
    doc.addEventListener('click', onLinkClick, true);
    doc.addEventListener('auxclick', onLinkClick, true);
  }

  begin(doc.referrer);
  return {
    stop() {
      view = void view?.end();
      history.pushState = pushState;
      history.replaceState = replaceState;
      win.removeEventListener('popstate', onUrlChange);
      doc.removeEventListener('click', onLinkClick, true);
      doc.removeEventListener('auxclick', onLinkClick, true);
      stopControls();
    },
  };
}
