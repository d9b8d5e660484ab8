// Elementor Pro's theme-builder conditions by name, with their priorities and checks against a request.
// Names and priorities follow Elementor Pro's `modules/theme-builder/conditions/*`: a lower number
// is more specific. Post-type and taxonomy names come from the site's vocabulary, as Elementor
// registers one condition per public post type and taxonomy.
import type { DisplayRequest, PostTerm, Vocabulary } from './types.ts';

export interface ConditionKind {
  priority: number;
  /** Elementor makes a sub-condition without sub-conditions of its own 5 points more specific. */
  hasSubConditions: boolean;
  /** Whether the request matches; `id` is the condition's sub id, 0 for "all". */
  check(request: DisplayRequest, id: number): boolean;
}

export type Catalogue = ReadonlyMap<string, ConditionKind>;

const leaf = (priority: number, check: ConditionKind['check']): ConditionKind => ({ priority, hasSubConditions: false, check });

function singularParent(request: DisplayRequest): number[] | undefined {
  return request.kind === 'singular' ? (request.ancestorIds ?? []) : undefined;
}

function termsIn(request: DisplayRequest, taxonomy: string): PostTerm[] {
  return request.kind === 'singular' ? (request.terms ?? []).filter((t) => t.taxonomy === taxonomy) : [];
}

/** The conditions every site has, whatever its post types. */
function fixedConditions(): Array<[string, ConditionKind]> {
  return [
    ['general', { priority: 100, hasSubConditions: true, check: () => true }],
    // Elementor's Singular also passes on a 404, so `include/singular` covers the error page.
    ['singular', { priority: 60, hasSubConditions: true, check: (r) => r.kind === 'singular' || r.kind === 'not-found' }],
    [
      'archive',
      {
        priority: 80,
        hasSubConditions: true,
        check: (r) => ['term-archive', 'post-type-archive', 'author-archive', 'date-archive', 'search'].includes(r.kind),
      },
    ],
    ['front_page', leaf(30, (r) => (r.kind === 'singular' || r.kind === 'post-type-archive') && r.isFrontPage === true)],
    ['not_found404', leaf(20, (r) => r.kind === 'not-found')],
    // Id 0 means "a child of any post".
    ['child_of', leaf(40, (r, id) => (singularParent(r) ?? []).length > 0 && (id === 0 || singularParent(r)?.[0] === id))],
    ['any_child_of', leaf(40, (r, id) => (singularParent(r) ?? []).length > 0 && (id === 0 || singularParent(r)!.includes(id)))],
    ['by_author', leaf(40, (r, id) => r.kind === 'singular' && r.authorId === id)],
    ['author', leaf(70, (r, id) => r.kind === 'author-archive' && (id === 0 || r.authorId === id))],
    ['date', leaf(70, (r) => r.kind === 'date-archive')],
    ['search', leaf(70, (r) => r.kind === 'search')],
  ];
}

function postTypeConditions(postType: Vocabulary['postTypes'][number], vocabulary: Vocabulary): Array<[string, ConditionKind]> {
  const name = postType.name;
  const hasTaxonomies = vocabulary.taxonomies.some((t) => t.postTypes.includes(name));
  const out: Array<[string, ConditionKind]> = [
    // With an id Elementor compares only the queried id, whatever its type; without, the post type.
    [name, { priority: 40, hasSubConditions: true, check: (r, id) => r.kind === 'singular' && (id ? r.id === id : r.postType === name) }],
    [`${name}_by_author`, leaf(40, (r, id) => r.kind === 'singular' && r.postType === name && r.authorId === id)],
  ];
  if (postType.hasArchive) {
    out.push([
      `${name}_archive`,
      { priority: 70, hasSubConditions: hasTaxonomies, check: (r) => r.kind === 'post-type-archive' && r.postType === name },
    ]);
  }
  return out;
}

function taxonomyConditions(taxonomy: Vocabulary['taxonomies'][number]): Array<[string, ConditionKind]> {
  const t = taxonomy.name;
  const isTerm = (r: DisplayRequest): r is Extract<DisplayRequest, { kind: 'term-archive' }> =>
    r.kind === 'term-archive' && r.taxonomy === t;
  const out: Array<[string, ConditionKind]> = [
    // Archive of the taxonomy: all its terms, or one term by id.
    [t, leaf(70, (r, id) => isTerm(r) && (id === 0 || r.termId === id))],
    // A singular post in the taxonomy: in any of its terms, or in one.
    [`in_${t}`, leaf(40, (r, id) => termsIn(r, t).some((term) => id === 0 || term.id === id))],
  ];
  if (taxonomy.hierarchical) {
    out.push(
      [`in_${t}_children`, leaf(40, (r, id) => id !== 0 && termsIn(r, t).some((term) => term.ancestorIds.includes(id)))],
      // Elementor compares the parent with the id, so id 0 selects the top-level terms.
      [`child_of_${t}`, leaf(70, (r, id) => isTerm(r) && (r.ancestorIds[0] ?? 0) === id)],
      [`any_child_of_${t}`, leaf(70, (r, id) => isTerm(r) && r.ancestorIds.length > 0 && (id === 0 || r.ancestorIds.includes(id)))],
    );
  }
  return out;
}

/** Every condition name the site knows, from its post types and taxonomies. */
export function buildCatalogue(vocabulary: Vocabulary): Catalogue {
  return new Map([
    ...fixedConditions(),
    ...vocabulary.postTypes.flatMap((p) => postTypeConditions(p, vocabulary)),
    ...vocabulary.taxonomies.flatMap(taxonomyConditions),
  ]);
}

/** Foyer's post types and taxonomies; WordPress's category and tag are known so imported conditions naming them are understood. */
export const FOYER_VOCABULARY: Vocabulary = {
  postTypes: [
    { name: 'page', hasArchive: false },
    { name: 'post', hasArchive: true },
  ],
  taxonomies: [
    { name: 'area', hierarchical: true, postTypes: ['page', 'post'] },
    { name: 'category', hierarchical: true, postTypes: ['post'] },
    { name: 'post_tag', hierarchical: false, postTypes: ['post'] },
  ],
};
