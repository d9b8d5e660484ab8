// Every condition kind against the requests it must and must not match.
import { describe, expect, it } from 'vitest';
import { buildCatalogue, FOYER_VOCABULARY } from './catalogue.ts';
import type { DisplayRequest } from './types.ts';

const catalogue = buildCatalogue(FOYER_VOCABULARY);

const page7: DisplayRequest = { kind: 'singular', postType: 'page', id: 7, authorId: 3, ancestorIds: [5, 2] };
const front: DisplayRequest = { kind: 'singular', postType: 'page', id: 7529, isFrontPage: true };
const post9: DisplayRequest = {
  kind: 'singular',
  postType: 'post',
  id: 9,
  authorId: 4,
  terms: [{ taxonomy: 'area', id: 12, ancestorIds: [10] }],
};
const area12: DisplayRequest = { kind: 'term-archive', taxonomy: 'area', termId: 12, ancestorIds: [10, 1] };
const area10: DisplayRequest = { kind: 'term-archive', taxonomy: 'area', termId: 10, ancestorIds: [] };
const blog: DisplayRequest = { kind: 'post-type-archive', postType: 'post' };
const author4: DisplayRequest = { kind: 'author-archive', authorId: 4 };
const date: DisplayRequest = { kind: 'date-archive' };
const search: DisplayRequest = { kind: 'search' };
const notFound: DisplayRequest = { kind: 'not-found' };
const all = { page7, front, post9, area12, area10, blog, author4, date, search, notFound };

/** Names of the requests a condition matches with the given id. */
function matches(name: string, id = 0): string[] {
  const kind = catalogue.get(name);
  if (!kind) throw new Error(`no condition ${name}`);
  return Object.entries(all)
    .filter(([, request]) => kind.check(request, id))
    .map(([key]) => key);
}

describe('condition catalogue', () => {
  it.each<[string, number, string[]]>([
    ['general', 0, Object.keys(all)],
    ['singular', 0, ['page7', 'front', 'post9', 'notFound']],
    ['archive', 0, ['area12', 'area10', 'blog', 'author4', 'date', 'search']],
    ['front_page', 0, ['front']],
    ['not_found404', 0, ['notFound']],
    ['page', 0, ['page7', 'front']],
    ['page', 7529, ['front']],
    ['post', 0, ['post9']],
    ['page_by_author', 3, ['page7']],
    ['post_by_author', 3, []],
    ['by_author', 4, ['post9']],
    ['child_of', 0, ['page7']],
    ['child_of', 5, ['page7']],
    ['child_of', 2, []],
    ['any_child_of', 2, ['page7']],
    ['in_area', 0, ['post9']],
    ['in_area', 12, ['post9']],
    ['in_area', 10, []],
    ['in_area_children', 10, ['post9']],
    ['area', 0, ['area12', 'area10']],
    ['area', 12, ['area12']],
    ['child_of_area', 10, ['area12']],
    ['child_of_area', 0, ['area10']],
    ['any_child_of_area', 1, ['area12']],
    ['any_child_of_area', 0, ['area12']],
    ['post_archive', 0, ['blog']],
    ['author', 0, ['author4']],
    ['author', 5, []],
    ['date', 0, ['date']],
    ['search', 0, ['search']],
    ['category', 0, []],
    ['in_category', 0, []],
  ])('%s with id %i matches %j', (name, id, expected) => {
    expect(matches(name, id)).toEqual(expected);
  });

  it('knows only the names the vocabulary gives rise to', () => {
    expect(catalogue.has('page_archive')).toBe(false); // pages have no archive
    expect(catalogue.has('in_post_tag_children')).toBe(false); // tags are flat
    expect(catalogue.has('child_of_post_tag')).toBe(false);
    expect(catalogue.has('room')).toBe(false);
  });

  it('derives the names for a custom post type and taxonomy', () => {
    const custom = buildCatalogue({
      postTypes: [{ name: 'room', hasArchive: true }],
      taxonomies: [{ name: 'floor', hierarchical: false, postTypes: ['room'] }],
    });
    expect([...custom.keys()]).toEqual(expect.arrayContaining(['room', 'room_by_author', 'room_archive', 'floor', 'in_floor']));
    expect(custom.get('room_archive')?.hasSubConditions).toBe(true);
  });
});
