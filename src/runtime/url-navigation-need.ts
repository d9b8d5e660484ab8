// Part of the boot module: decides when to load src/runtime/url-navigation.ts (in-page anchors, URL
// actions, theme_template_id) and keeps the clicks that need it until it is there.
import { onFirstInput } from './first-input.ts';
import { holdClicksUntil } from './held-clicks.ts';
import type { UrlActions } from './url-actions.ts';

/** Links the module answers: every link with a hash but the skip link, which works natively. */
const LINKS = 'a[href*="#"]:not(.skip-link)';

/**
 * When the page needs anchors and URL actions: `now` if it was opened with a hash or
 * theme_template_id (they act as the page loads); `input` if only a link on it has a hash (nothing
 * happens until the visitor acts); `never` otherwise.
 */
export function urlNavigationNeed(doc: Document, loc: Pick<Location, 'hash' | 'search'>): 'now' | 'input' | 'never' {
  if (loc.hash || loc.search.includes('theme_template_id=')) return 'now';
  return doc.querySelector(LINKS) ? 'input' : 'never';
}

/**
 * Loads the module when the page needs it, and answers for it until then: `foyer.urlActions.run`
 * waits for it, and a plain click on a hash link that comes before it has arrived (the press that
 * fetched it, say) is held and made again once it has, so the anchor scrolls and the action runs.
 */
export function startUrlNavigationWhenNeeded(start: () => Promise<UrlActions>, doc: Document = document): UrlActions | undefined {
  const need = urlNavigationNeed(doc, location);
  if (need === 'never') return undefined;
  let ready: Promise<UrlActions> | undefined;
  const load = () => {
    if (!ready) {
      ready = start();
      // Every click on such a link until the chunk is there, in order (a failed chunk leaves them to the browser).
      holdClicksUntil(new Map([[LINKS, ready]]), doc);
    }
    return ready;
  };
  if (need === 'now') load();
  else onFirstInput(window, load);
  return {
    run: (href, event) => load().then((actions) => actions.run(href, event)),
    stop: () => void ready?.then((actions) => actions.stop()),
  };
}
