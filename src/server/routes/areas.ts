// The areas REST API, WordPress-compatible: GET /wp-json/wp/v2/area (paged, filtered, sorted)
// and GET /wp-json/wp/v2/area/{id}, answering exactly as WordPress's terms controller does.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getPostById } from '../../db/repositories/posts.ts';
import { existingTermIds, queryTerms, type CountedTerm } from '../../db/repositories/term-query.ts';
import { forbiddenContextError, restError } from '../rest/errors.ts';
import { isFieldIncluded, requestedFields } from '../rest/fields.ts';
import { pageInfo } from '../rest/pagination.ts';
import { parseList } from '../rest/param-checks.ts';
import { parseParams } from '../rest/params.ts';
import { restGet } from '../rest/registry.ts';
import { sendRest, sendRestError, useRestErrors } from '../rest/response.ts';
import { termCollectionParams, termItemParams, termToRest, type TermContext, type TermUrls, type TermView } from '../rest/term-resource.ts';

const TAXONOMY = 'area';

export async function areaRoutes(app: FastifyInstance): Promise<void> {
  useRestErrors(app);
  restGet(app, { namespace: 'wp/v2', route: '/area', args: termCollectionParams }, listAreas);
  restGet(app, { namespace: 'wp/v2', route: '/area/(?P<id>[\\d]+)', args: termItemParams }, getArea);
}

async function listAreas(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const parsed = parseParams(termCollectionParams, request.query);
  if (!parsed.ok) return sendRestError(request, reply, parsed.error);
  const p = parsed.value;
  if (p.context === 'edit') {
    return sendRestError(request, reply, forbiddenContextError('Sorry, you are not allowed to edit terms in this taxonomy.'));
  }
  const db = request.server.foyer.db.kysely;
  if (p.post) {
    const post = Number.isSafeInteger(p.post) && Math.abs(p.post) <= 2_147_483_647 ? await getPostById(db, p.post) : undefined;
    if (!post) return sendRestError(request, reply, restError('rest_post_invalid_id', 'Invalid post ID.', 400));
    if (post.status !== 'published' || (post.type !== 'post' && post.type !== 'page')) {
      return sendRestError(request, reply, forbiddenContextError('Sorry, you are not allowed to view terms for this post.'));
    }
  }
  // An explicit offset wins over the page, and the page is then derived from it (as WordPress).
  const offset = Math.abs(p.offset || (p.page - 1) * p.per_page);
  const { terms, total } = await queryTerms(db, {
    taxonomy: TAXONOMY,
    search: p.search || undefined,
    slugs: p.slug,
    include: p.include,
    exclude: p.exclude,
    parent: p.parent ?? undefined,
    postId: p.post || undefined,
    hideEmpty: p.hide_empty,
    orderBy: p.orderby,
    order: p.order,
    limit: p.per_page,
    offset,
  });
  // The issue asks for WordPress's collection behaviour here: a page past the end is an error,
  // not an empty list (WordPress's posts controller does this; its terms controller returns []).
  if (total > 0 && offset >= total && !p.offset) {
    return sendRestError(
      request,
      reply,
      restError('rest_invalid_page_number', 'The page number requested is larger than the number of pages available.', 400),
    );
  }
  const urls = await termUrls(request);
  const items = await present(request, terms, urls, p.context);
  const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
  const paging = pageInfo({ total, perPage: p.per_page, offset, collectionUrl: `${urls.base}/wp-json/wp/v2/${urls.restBase}`, search });
  return sendRest(request, reply, items, {
    headers: { 'X-WP-Total': paging.total, 'X-WP-TotalPages': paging.totalPages },
    links: paging.links,
  });
}

async function getArea(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const { id } = request.params as { id: string };
  const query = request.query && typeof request.query === 'object' ? request.query : {};
  // The path's id wins over any `id` in the query string, as in WordPress.
  const parsed = parseParams(termItemParams, { ...query, id });
  if (!parsed.ok) return sendRestError(request, reply, parsed.error);
  const db = request.server.foyer.db.kysely;
  const termId = parsed.value.id ?? 0;
  const { terms } = termId > 0 ? await queryTerms(db, { taxonomy: TAXONOMY, include: [termId], limit: 1 }) : { terms: [] };
  const term = terms[0];
  if (!term) return sendRestError(request, reply, restError('rest_term_invalid', 'Term does not exist.', 404));
  if (parsed.value.context === 'edit') {
    return sendRestError(request, reply, forbiddenContextError('Sorry, you are not allowed to edit this term.'));
  }
  const [item] = await present(request, [term], await termUrls(request), parsed.value.context);
  return sendRest(request, reply, item);
}

async function termUrls(request: FastifyRequest): Promise<TermUrls> {
  const foyer = request.server.foyer;
  return { base: foyer.baseUrl(request), frontPageId: await foyer.frontPageId(), restBase: 'area', postTypeBases: ['posts', 'pages'] };
}

/** Terms as REST objects, with `up` links to existing parents and, on `_embed`, the parents embedded. */
async function present(request: FastifyRequest, terms: CountedTerm[], urls: TermUrls, context: TermContext): Promise<unknown[]> {
  const db = request.server.foyer.db.kysely;
  const query = (request.query ?? {}) as Record<string, unknown>;
  const fields = requestedFields(query._fields);
  const parentIds = terms.map((t) => t.parent).filter((id) => id > 0);
  const parents = parentIds.length ? await existingTermIds(db, TAXONOMY, parentIds) : new Set<number>();
  const viewOf = (term: CountedTerm): TermView => ({ term, parentId: parents.has(term.parent) ? term.parent : undefined });
  const items = terms.map((term) => termToRest(viewOf(term), urls, context, fields));
  if (!wantsEmbed(query._embed, 'up') || !isFieldIncluded('_embedded', fields) || !parents.size) return items;

  // Embedded parents are shown in the embed context, each with its own links, as WordPress does.
  const { terms: parentTerms } = await queryTerms(db, { taxonomy: TAXONOMY, include: [...parents], limit: parents.size });
  const grandparents = await existingTermIds(
    db,
    TAXONOMY,
    parentTerms.map((t) => t.parent).filter((id) => id > 0),
  );
  const embedded = new Map(
    parentTerms.map((t) => [t.id, termToRest({ term: t, parentId: grandparents.has(t.parent) ? t.parent : undefined }, urls, 'embed')]),
  );
  return items.map((item, i) => {
    const parent = embedded.get(terms[i].parent);
    return parent ? { ...item, _embedded: { up: [parent] } } : item;
  });
}

/** `_embed` (all embeddable links) or `_embed=up,author` (only those relations). */
function wantsEmbed(raw: unknown, rel: string): boolean {
  if (raw === undefined) return false;
  if (raw === '' || raw === '1' || raw === 'true') return true;
  return (parseList(raw) ?? []).includes(rel);
}
