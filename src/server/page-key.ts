// The page cache's key for a page. Posts widgets page through their lists with
// `?e-page-{element id}=N` (Elementor Pro's links): such a page is the same document showing another
// slice of posts, so it is cached apart, keyed by the page numbers it asks for. Only the parameters
// of the page's own paginated posts widgets count: any other query parameter (tracking tags, or
// `e-page-` names made up to flood the cache) is ignored by the page, so by its key too.
import { pageNumberOf, pageParam } from '../contracts/page-param.ts';
import { walkElements, type ElementNode } from '../model/element.ts';
import { hasPagination } from '../widgets/posts/pagination.tsx';

const PAGE_PREFIX = pageParam('');

/** Whether the request asks for a page past the first of any list: only then does the key depend on the page's widgets. */
export function asksForPages(query: unknown): boolean {
  if (!query || typeof query !== 'object') return false;
  return Object.entries(query as Record<string, unknown>).some(
    ([name, value]) => name.startsWith(PAGE_PREFIX) && (pageNumberOf(value) ?? 1) > 1,
  );
}

/** The page parameters a page responds to: those of the paginated posts widgets in its content and the templates around it. */
export function pageParamsOf(documents: readonly (readonly ElementNode[] | undefined)[]): Set<string> {
  const params = new Set<string>();
  for (const elements of documents) {
    if (!elements) continue;
    walkElements([...elements], (el) => {
      if (el.widgetType === 'posts' && hasPagination(el.settings)) params.add(pageParam(el.id));
    });
  }
  return params;
}

/** `base` (a path, or `/?p=ID`) with the pages asked of the parameters in `params`, sorted: order does not split the cache. */
export function pageKey(base: string, query: unknown, params: ReadonlySet<string>): string {
  if (!params.size || !asksForPages(query)) return base;
  const pages = Object.entries(query as Record<string, unknown>)
    .filter(([name, value]) => params.has(name) && (pageNumberOf(value) ?? 1) > 1)
    .map(([name, value]) => `${name}=${pageNumberOf(value)}`)
    .sort();
  return pages.length ? `${base}${base.includes('?') ? '&' : '?'}${pages.join('&')}` : base;
}

/** The key of the page a variant key pages through (`/news/?e-page-x=2` → `/news/`), or undefined for a first page. */
export function variantBaseOf(key: string): string | undefined {
  const at = key.search(/[?&]e-page-/);
  return at < 0 ? undefined : key.slice(0, at);
}
