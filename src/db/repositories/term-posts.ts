// Published posts in terms, for archives: one read for however many terms a page lists.
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { type Post, toPost } from './posts.ts';

/** Term id -> its published posts, lowest menu_order first; terms without posts are absent. */
export async function publishedPostsInTerms(db: Kysely<Database>, termIds: readonly number[]): Promise<Map<number, Post[]>> {
  const out = new Map<number, Post[]>();
  if (!termIds.length) return out;
  const rows = await db
    .selectFrom('term_relationships')
    .innerJoin('posts', 'posts.id', 'term_relationships.post_id')
    .selectAll('posts')
    .select('term_relationships.term_id')
    .where('term_relationships.term_id', 'in', [...termIds])
    .where('posts.status', '=', 'published')
    .orderBy('posts.menu_order')
    .orderBy('posts.id')
    .execute();
  for (const { term_id, ...row } of rows) {
    const list = out.get(term_id) ?? [];
    list.push(toPost(row));
    out.set(term_id, list);
  }
  return out;
}
