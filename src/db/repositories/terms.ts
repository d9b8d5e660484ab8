// Taxonomy terms (areas) and their relationships to posts.
import type { Kysely } from 'kysely';
import { contentChanged } from '../changes.ts';
import { contentTags } from '../content-tags.ts';
import type { Database, TermRow } from '../schema.ts';
import { putSearchEntry, type SearchEntry } from './search-index.ts';

export interface Term {
  id: number;
  taxonomy: string;
  name: string;
  slug: string;
  description: string;
  parent: number;
  meta: Record<string, unknown>;
}

export function toTerm(row: TermRow): Term {
  let meta: Record<string, unknown> = {};
  try {
    meta = JSON.parse(row.meta) as Record<string, unknown>;
  } catch {
    /* stored meta that is not JSON reads as empty */
  }
  return { id: row.id, taxonomy: row.taxonomy, name: row.name, slug: row.slug, description: row.description, parent: row.parent, meta };
}

export async function listTerms(db: Kysely<Database>, taxonomy: string): Promise<Term[]> {
  const rows = await db.selectFrom('terms').selectAll().where('taxonomy', '=', taxonomy).orderBy('name').execute();
  return rows.map(toTerm);
}

export async function getTermBySlug(db: Kysely<Database>, taxonomy: string, slug: string): Promise<Term | undefined> {
  const row = await db.selectFrom('terms').selectAll().where('taxonomy', '=', taxonomy).where('slug', '=', slug).executeTakeFirst();
  return row && toTerm(row);
}

export async function getTermById(db: Kysely<Database>, taxonomy: string, id: number): Promise<Term | undefined> {
  const row = await db.selectFrom('terms').selectAll().where('taxonomy', '=', taxonomy).where('id', '=', id).executeTakeFirst();
  return row && toTerm(row);
}

/** Published posts in a term, for archives. */
export async function postIdsInTerm(db: Kysely<Database>, termId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('term_relationships')
    .innerJoin('posts', 'posts.id', 'term_relationships.post_id')
    .select('posts.id')
    .where('term_relationships.term_id', '=', termId)
    .where('posts.status', '=', 'published')
    .orderBy('posts.menu_order')
    .orderBy('posts.id')
    .execute();
  return rows.map((r) => r.id);
}

export interface SaveTermInput {
  taxonomy: string;
  name: string;
  slug: string;
  description?: string;
  parent?: number;
  meta?: Record<string, unknown>;
}

/** Upsert on (taxonomy, slug). */
export async function saveTerm(db: Kysely<Database>, input: SaveTermInput): Promise<number> {
  const values = {
    taxonomy: input.taxonomy,
    name: input.name,
    slug: input.slug,
    description: input.description ?? '',
    parent: input.parent ?? 0,
    meta: JSON.stringify(input.meta ?? {}),
  };
  const existing = await db
    .selectFrom('terms')
    .select('id')
    .where('taxonomy', '=', input.taxonomy)
    .where('slug', '=', input.slug)
    .executeTakeFirst();
  let id: number;
  if (existing) {
    await db.updateTable('terms').set(values).where('id', '=', existing.id).execute();
    id = existing.id;
  } else {
    id = (await db.insertInto('terms').values(values).returning('id').executeTakeFirstOrThrow()).id;
  }
  // Areas have public archives, so they are searchable by name and description.
  if (input.taxonomy === 'area') await putSearchEntry(db, areaSearchEntry({ id, ...values }));
  await contentChanged(db, [contentTags.term(id), contentTags.taxonomy(input.taxonomy)]);
  return id;
}

/** An area's search entry: its name is the title, its description the text. */
export function areaSearchEntry(term: { id: number; name: string; description: string }): SearchEntry {
  return { kind: 'term', objectId: term.id, title: term.name, body: term.description };
}

export async function setPostTerms(db: Kysely<Database>, postId: number, termIds: number[]): Promise<void> {
  const previous = await db.selectFrom('term_relationships').select('term_id').where('post_id', '=', postId).execute();
  const post = await db.selectFrom('posts').select('status').where('id', '=', postId).executeTakeFirst();
  await db.deleteFrom('term_relationships').where('post_id', '=', postId).execute();
  if (termIds.length) {
    await db
      .insertInto('term_relationships')
      .values(termIds.map((term_id) => ({ post_id: postId, term_id })))
      .execute();
  }
  // Archives list published posts only: a draft's terms change nothing a visitor sees.
  if (post?.status === 'published') {
    await contentChanged(db, [...previous.map((r) => r.term_id), ...termIds].map(contentTags.term));
  }
}

/** Ids of a term's ancestors, nearest parent first (display conditions such as `child_of_area`). */
export async function termAncestorIds(db: Kysely<Database>, term: { taxonomy: string; parent: number }): Promise<number[]> {
  const ids: number[] = [];
  let parent = term.parent;
  // Bounded, so a stored cycle cannot loop forever.
  while (parent > 0 && ids.length < 20 && !ids.includes(parent)) {
    ids.push(parent);
    const row = await db
      .selectFrom('terms')
      .select('parent')
      .where('taxonomy', '=', term.taxonomy)
      .where('id', '=', parent)
      .executeTakeFirst();
    parent = row?.parent ?? 0;
  }
  return ids;
}

/** The terms a post is in, each with its ancestors (display conditions such as `in_area`). */
export async function termsOfPost(
  db: Kysely<Database>,
  postId: number,
): Promise<Array<{ taxonomy: string; id: number; ancestorIds: number[] }>> {
  const rows = await db
    .selectFrom('term_relationships')
    .innerJoin('terms', 'terms.id', 'term_relationships.term_id')
    .select(['terms.id', 'terms.taxonomy', 'terms.parent'])
    .where('term_relationships.post_id', '=', postId)
    .orderBy('terms.id')
    .execute();
  return Promise.all(rows.map(async (r) => ({ taxonomy: r.taxonomy, id: r.id, ancestorIds: await termAncestorIds(db, r) })));
}
