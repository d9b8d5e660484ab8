// In-page anchors: a click on a link to an element of this page scrolls smoothly to it (a jump with
// reduced motion), stopping below the sticky header parts, then moves focus to the target so
// keyboard and screen-reader users continue from there. Arriving from another page with a hash
// scrolls the same way once the page has loaded. Only hashes that are a letter or underscore
// followed by word characters or hyphens are used (spec), so no hash ever reaches a selector.
//
// The stop is computed as Elementor's menu-anchor handler does: the target's top, less the height
// of active sticky elements (`.elementor-sticky--active`), passed through the filter
// `frontend/handlers/menu_anchor/scroll_top_distance`, to which any module that pins something to
// the top (the theme's sticky header, a notice bar) subtracts its own height.
import type { Hooks } from './hooks.ts';
import type { Loader } from './loader.ts';

export const ANCHOR_PATTERN = /^[A-Za-z_][\w-]*$/;
export const SCROLL_TOP_FILTER = 'frontend/handlers/menu_anchor/scroll_top_distance';
/** If the browser never reports the end of a smooth scroll (an interrupted one), focus anyway. */
const SCROLL_END_FALLBACK_MS = 1500;

/** The element a hash names, or undefined for a hash that is not a plain anchor name. */
export function anchorTarget(hash: string, doc: Document = document): HTMLElement | undefined {
  let name = hash.replace(/^#/, '');
  try {
    name = decodeURIComponent(name);
  } catch {
    return undefined;
  }
  if (!ANCHOR_PATTERN.test(name)) return undefined;
  return doc.getElementById(name) ?? undefined;
}

export function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** Where the page must scroll to show `target` below whatever is pinned to the top. */
export function scrollTopFor(target: Element, hooks: Hooks): number {
  let top = target.getBoundingClientRect().top + window.scrollY;
  const stuck = [...document.querySelectorAll<HTMLElement>('.elementor-sticky--active')].filter((el) => el.offsetParent !== null);
  if (stuck.length) top -= Math.max(...stuck.map((el) => el.offsetHeight));
  const filtered: unknown = hooks.applyFilters(SCROLL_TOP_FILTER, top);
  return Math.max(0, typeof filtered === 'number' && Number.isFinite(filtered) ? filtered : top);
}

/** Focus without scrolling again; a target that is not focusable becomes so (tabindex=-1). */
function focusTarget(target: HTMLElement): void {
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/** Scrolls to `top` (smoothly unless reduced motion), then runs `done` once the scroll is over. */
export function scrollToTop(top: number, done: () => void): void {
  const smooth = !prefersReducedMotion() && Math.abs(window.scrollY - top) > 1;
  if (!smooth) {
    window.scrollTo({ top, behavior: 'instant' });
    done();
    return;
  }
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    window.removeEventListener('scrollend', finish);
    clearTimeout(timer);
    done();
  };
  const timer = setTimeout(finish, SCROLL_END_FALLBACK_MS);
  window.addEventListener('scrollend', finish);
  window.scrollTo({ top, behavior: 'smooth' });
}

export function scrollToAnchor(target: HTMLElement, hooks: Hooks): void {
  scrollToTop(scrollTopFor(target, hooks), () => focusTarget(target));
}

function isSamePage(url: URL): boolean {
  return url.origin === location.origin && url.pathname === location.pathname && url.search === location.search;
}

/** Starts following anchor links; returns a function that stops it. */
/** Resolves once every behaviour the page names has loaded (and so attached, and added its offset). */
function behavioursLoaded(loader: Loader | undefined): Promise<unknown> {
  if (!loader) return Promise.resolve();
  const names = new Set(
    [...document.querySelectorAll('[data-behaviours]')].flatMap((el) =>
      (el.getAttribute('data-behaviours') ?? '').split(/\s+/).filter(Boolean),
    ),
  );
  // The runner asked for these first, so its attach runs before this settles.
  return Promise.allSettled([...names].map((name) => loader.load(name)));
}

export function initAnchors(hooks: Hooks, loader?: Loader): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.('a[href*="#"]');
    if (!(link instanceof HTMLAnchorElement)) return;
    const url = new URL(link.href, location.href);
    const target = isSamePage(url) ? anchorTarget(url.hash) : undefined;
    if (!target) return;
    event.preventDefault();
    if (location.hash !== url.hash) history.pushState(null, '', url.hash);
    scrollToAnchor(target, hooks);
  };
  // A hash from another page: once everything (images, fonts) has laid out, correct the browser's
  // own jump by the sticky offset, and move focus.
  // Sticky parts add their height through the filter when their behaviour attaches: wait for them.
  const onLoad = () => {
    const target = location.hash ? anchorTarget(location.hash) : undefined;
    if (target) void behavioursLoaded(loader).then(() => scrollToAnchor(target, hooks));
  };
  document.addEventListener('click', onClick);
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  return () => {
    document.removeEventListener('click', onClick);
    window.removeEventListener('load', onLoad);
  };
}
