// A taxonomy's terms as WordPress's REST terms controller shows them: the collection and item
// parameters (one declaration, also published in the index) and the term objects with their links.
import type { CountedTerm } from '../../db/repositories/term-query.ts';
import { makeLinks } from '../../content/links.ts';
import { isFieldIncluded } from './fields.ts';
import { compactLinks, type RestLink } from './links.ts';
import { sanitizeTextField } from './param-checks.ts';
import {
  booleanParam,
  contextParam,
  enumParam,
  integerListParam,
  integerParam,
  pathIdParam,
  stringListParam,
  stringParam,
} from './params.ts';

const CONTEXTS = ['view', 'embed', 'edit'] as const;
export type TermContext = (typeof CONTEXTS)[number];

export const TERM_ORDER_BY = ['id', 'include', 'name', 'slug', 'include_slugs', 'term_group', 'description', 'count'] as const;

/** GET /wp/v2/{taxonomy}: WordPress's collection parameters, in its order. */
export const termCollectionParams = {
  context: contextParam(CONTEXTS, 'view'),
  page: integerParam({ description: 'Current page of the collection.', default: 1, minimum: 1, absolute: true }),
  per_page: integerParam({
    description: 'Maximum number of items to be returned in result set.',
    default: 10,
    minimum: 1,
    maximum: 100,
    absolute: true,
  }),
  search: stringParam({ description: 'Limit results to those matching a string.', sanitize: sanitizeTextField }),
  exclude: integerListParam({ description: 'Ensure result set excludes specific IDs.' }),
  include: integerListParam({ description: 'Limit result set to specific IDs.' }),
  // WordPress offers `offset` for flat taxonomies and `parent` for hierarchical ones; areas get both.
  offset: integerParam({ description: 'Offset the result set by a specific number of items.' }),
  order: enumParam({ description: 'Order sort attribute ascending or descending.', values: ['asc', 'desc'], default: 'asc' }),
  orderby: enumParam({ description: 'Sort collection by term attribute.', values: TERM_ORDER_BY, default: 'name' }),
  hide_empty: booleanParam({ description: 'Whether to hide terms not assigned to any posts.', default: false }),
  parent: integerParam({ description: 'Limit result set to terms assigned to a specific parent.' }),
  post: integerParam({ description: 'Limit result set to terms assigned to a specific post.', default: null }),
  slug: stringListParam({ description: 'Limit result set to terms with one or more specific slugs.' }),
};

/** GET /wp/v2/{taxonomy}/{id} */
export const termItemParams = {
  id: pathIdParam('Unique identifier for the term.'),
  context: contextParam(CONTEXTS, 'view'),
};

/** Fields each context shows (the schema's `context` lists); `_links` always. */
const EMBED_FIELDS = new Set(['id', 'link', 'name', 'slug', 'taxonomy']);

export interface TermView {
  term: CountedTerm;
  /** The parent's id when the parent exists (for the `up` link). */
  parentId?: number;
}

export interface TermUrls {
  /** Site base URL, no trailing slash. */
  base: string;
  frontPageId: number | undefined;
  /** REST base of the taxonomy, e.g. 'area'. */
  restBase: string;
  /** Post types the taxonomy is attached to, as REST bases: ['posts', 'pages']. */
  postTypeBases: string[];
}

/** One term as WordPress's prepare_item_for_response() gives it (before `_fields`). */
export function termToRest(view: TermView, urls: TermUrls, context: TermContext, fields?: string[]): Record<string, unknown> {
  const { term } = view;
  const data: Record<string, unknown> = {
    id: term.id,
    count: term.count,
    description: term.description,
    link: makeLinks(urls.base, urls.frontPageId).term(term.taxonomy, term.slug),
    name: term.name,
    slug: term.slug,
    taxonomy: term.taxonomy,
    parent: term.parent,
    // WordPress answers [] when no term meta is registered for the REST API.
    meta: [],
  };
  if (context === 'embed') for (const key of Object.keys(data)) if (!EMBED_FIELDS.has(key)) delete data[key];
  if (isFieldIncluded('_links', fields) || isFieldIncluded('_embedded', fields)) data._links = termLinks(view, urls);
  return data;
}

function termLinks(view: TermView, urls: TermUrls): Record<string, unknown> {
  const rest = `${urls.base}/wp-json/wp/v2`;
  const links: Record<string, RestLink[]> = {
    self: [{ href: `${rest}/${urls.restBase}/${view.term.id}` }],
    collection: [{ href: `${rest}/${urls.restBase}` }],
    about: [{ href: `${rest}/taxonomies/${view.term.taxonomy}` }],
  };
  if (view.parentId) links.up = [{ href: `${rest}/${urls.restBase}/${view.parentId}`, embeddable: true }];
  links['https://api.w.org/post_type'] = urls.postTypeBases.map((b) => ({ href: `${rest}/${b}?${urls.restBase}=${view.term.id}` }));
  return compactLinks(links);
}
