// Published posts for listing widgets (Elementor Pro's posts query): filter, order and page in SQL.
import type { Kysely } from 'kysely';
import type { Database, PostType } from '../schema.ts';
import { type Post, toPost } from './posts.ts';

export type PostOrderBy = 'date' | 'modified' | 'title' | 'menu_order' | 'id' | 'rand';

export interface PostQuery {
  type: PostType;
  orderBy: PostOrderBy;
  order: 'asc' | 'desc';
  /** At most this many posts (WordPress's posts_per_page). */
  limit: number;
  offset: number;
  includeIds?: readonly number[];
  excludeIds?: readonly number[];
  /** Only posts in any of these terms. */
  termIds?: readonly number[];
}

export interface QueriedPost extends Post {
  authorName: string;
}

const COLUMNS: Record<Exclude<PostOrderBy, 'rand'>, 'created_at' | 'updated_at' | 'title' | 'menu_order' | 'id'> = {
  date: 'created_at',
  modified: 'updated_at',
  title: 'title',
  menu_order: 'menu_order',
  id: 'id',
};

/** One page of published posts and how many match in all (for pagination). */
export async function queryPublishedPosts(db: Kysely<Database>, query: PostQuery): Promise<{ posts: QueriedPost[]; total: number }> {
  let q = db.selectFrom('posts').where('posts.type', '=', query.type).where('posts.status', '=', 'published');
  if (query.includeIds?.length) q = q.where('posts.id', 'in', [...query.includeIds]);
  if (query.excludeIds?.length) q = q.where('posts.id', 'not in', [...query.excludeIds]);
  if (query.termIds?.length) {
    // Terms that do not exist are dropped; with none left there is no term filter (as Elementor Pro).
    const existing = await db
      .selectFrom('terms')
      .select('id')
      .where('id', 'in', [...query.termIds])
      .execute();
    const termIds = existing.map((t) => t.id);
    if (termIds.length)
      q = q.where('posts.id', 'in', db.selectFrom('term_relationships').select('post_id').where('term_id', 'in', termIds));
  }
  const count = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const total = Number(count?.n ?? 0);
  if (!total || query.limit <= 0) return { posts: [], total };
  // Random order is WordPress's 'rand': a page that shows it is still cached as rendered.
  const column = query.orderBy === 'rand' ? 'id' : COLUMNS[query.orderBy];
  const rows = await q
    .leftJoin('users', 'users.id', 'posts.author_id')
    .selectAll('posts')
    .select('users.display_name as author_name')
    .orderBy(`posts.${column}`, query.order)
    .orderBy('posts.id', query.order)
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  const posts = rows.map(({ author_name, ...row }) => ({ ...toPost(row), authorName: author_name ?? '' }));
  if (query.orderBy === 'rand') posts.sort(() => Math.random() - 0.5);
  return { posts, total };
}
