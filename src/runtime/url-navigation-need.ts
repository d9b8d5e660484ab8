// Part of the boot module: decides whether to load src/runtime/url-navigation.ts.

/**
 * Whether the page needs anchors and URL actions: it was opened with a hash or theme_template_id,
 * or a link on it has a hash (the skip link works natively, so it does not count).
 */
export function needsUrlNavigation(doc: Document, loc: Pick<Location, 'hash' | 'search'>): boolean {
  return Boolean(loc.hash) || loc.search.includes('theme_template_id=') || doc.querySelector('a[href*="#"]:not(.skip-link)') !== null;
}
