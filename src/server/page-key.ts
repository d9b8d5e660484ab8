// The page cache's key for a singular page. Posts widgets page through their lists with
// `?e-page-{element id}=N` (Elementor Pro's links): such a page is the same document showing another
// slice of posts, so it is cached apart, keyed by the page numbers it asks for. Every other query
// parameter is ignored by the page, so by its key too (tracking tags must not split the cache).
import { PAGE_PARAM, pageNumberOf } from '../contracts/page-param.ts';

export function pageKey(path: string, query: unknown): string {
  if (!query || typeof query !== 'object') return path;
  const pages = Object.entries(query as Record<string, unknown>)
    .filter(([name, value]) => PAGE_PARAM.test(name) && (pageNumberOf(value) ?? 1) > 1)
    .map(([name, value]) => `${name}=${pageNumberOf(value)}`)
    .sort();
  return pages.length ? `${path}?${pages.join('&')}` : path;
}
