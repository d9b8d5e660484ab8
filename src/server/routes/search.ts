// Search results: `/?s=term`, `/?s=term&paged=2` and `/page/2/?s=term`, as WordPress answers them.
// Search pages never enter the page cache: the cache is keyed by path, the possible searches are
// unbounded (each would evict a real page), and a search is one indexed query. They are sent with
// `Cache-Control: no-store`, so no CDN keeps one either; content changes need no tags for them.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RequestContext } from '../../contracts/data.ts';
import { MAX_SEARCH_CHARS, normaliseSearch } from '../../model/search-terms.ts';
import { searchView } from '../../theme/search/search-view.tsx';
import { sendRendered } from '../send-page.ts';
import { templatesFor } from '../site-templates.ts';
import { pageInput } from '../page-input.ts';
import type { PageContent } from '../../contracts/page.ts';

type NotFound = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** The first value of a query parameter (`?s=a&s=b` reads as `a`, as PHP's last-wins would not matter here). */
function first(value: unknown): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  return typeof v === 'string' ? v : undefined;
}

/** A page number as WordPress reads `paged` (absint): anything else is page 1. Too large to exist: undefined. */
function pageNumber(raw: string | undefined): number | undefined {
  if (!raw || !/^\d+$/.test(raw)) return 1;
  const n = Number(raw);
  if (n > 100_000) return undefined;
  return Math.max(1, n);
}

/** Whether a request to `/` is a search (`?s=` present, even empty, as in WordPress). */
export function isSearchRequest(request: FastifyRequest): boolean {
  return first((request.query as Record<string, unknown>)?.s) !== undefined;
}

export async function sendSearch(request: FastifyRequest, reply: FastifyReply, options: { page: string | undefined; notFound: NotFound }) {
  const query = request.query as Record<string, unknown>;
  const page = pageNumber(options.page);
  if (page === undefined) return options.notFound(request, reply);
  // Only what is shown and searched: a megabyte of `s` is cut before it goes anywhere.
  const text = normaliseSearch((first(query.s) ?? '').slice(0, MAX_SEARCH_CHARS * 2));
  const app = request.server;
  const site = await app.foyer.site();
  const templates = templatesFor(site, { kind: 'search' }, request.log);
  const content: PageContent = {
    title: text ? `Search results for “${text}” – ${site.kit.site_name}` : `Search – ${site.kit.site_name}`,
    bodyClass: 'search',
    view: searchView,
  };
  const context: RequestContext = { path: '/', query: { s: text, paged: String(page) }, search: text };
  const { input } = await pageInput(request, { site, templates, content, request: context });
  return sendRendered(request, reply, input, {});
}

/** `/page/N/?s=…`: the later pages of a search. Without `s` there is no paginated blog home: 404. */
export function searchRoutes(app: FastifyInstance, notFound: NotFound): void {
  app.get('/page/:n/', async (request, reply) => {
    const { n } = request.params as { n: string };
    if (!/^\d{1,6}$/.test(n) || !isSearchRequest(request)) return notFound(request, reply);
    return sendSearch(request, reply, { page: n, notFound });
  });
}
