// Collection paging the way WordPress reports it: X-WP-Total, X-WP-TotalPages and `Link`
// headers with rel="prev"/"next" that keep every other query parameter of the request.
import { splitPairs } from './query-string.ts';

export interface PageInfo {
  total: number;
  totalPages: number;
  /** `<url>; rel="prev"` and/or `<url>; rel="next"`. */
  links: string[];
}

/**
 * `offset` is the number of items skipped (from `page` or an explicit `offset`); the current
 * page is derived from it, as WordPress does, so both kinds of request get sensible links.
 */
export function pageInfo(input: { total: number; perPage: number; offset: number; collectionUrl: string; search: string }): PageInfo {
  const { total, perPage, offset } = input;
  const totalPages = Math.ceil(total / perPage);
  const page = Math.ceil(offset / perPage + 1);
  const links: string[] = [];
  if (page > 1) {
    // Past the end, "prev" points at the last page (never below 1).
    const prev = Math.max(1, Math.min(page - 1, totalPages));
    links.push(`<${input.collectionUrl}${withPage(input.search, prev)}>; rel="prev"`);
  }
  if (totalPages > page) links.push(`<${input.collectionUrl}${withPage(input.search, page + 1)}>; rel="next"`);
  return { total, totalPages, links };
}

/** The query string with `page` set: replaced where it was, or appended. */
export function withPage(search: string, page: number): string {
  const pairs = splitPairs(search);
  const out: string[] = [];
  let placed = false;
  for (const pair of pairs) {
    const isPage = pair.key === 'page' || pair.key.startsWith('page[');
    if (!isPage) out.push(pair.raw);
    else if (!placed) {
      out.push(`page=${page}`);
      placed = true;
    }
  }
  if (!placed) out.push(`page=${page}`);
  return `?${out.join('&')}`;
}
