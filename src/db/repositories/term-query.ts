// Term listings with WordPress's filters (get_terms): search, slugs, include/exclude, parent,
// terms of a post, hide-empty; its orderings; and each term's count of published posts and pages.
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../schema.ts';
import { type Term, toTerm } from './terms.ts';

export type TermOrderBy = 'id' | 'include' | 'name' | 'slug' | 'include_slugs' | 'term_group' | 'description' | 'count';

export interface TermQuery {
  taxonomy: string;
  search?: string;
  slugs?: string[];
  /** Only these ids; when given, `exclude` is ignored, as in WordPress. */
  include?: number[];
  exclude?: number[];
  parent?: number;
  /** Only terms assigned to this post. */
  postId?: number;
  hideEmpty?: boolean;
  orderBy?: TermOrderBy;
  order?: 'asc' | 'desc';
  limit?: number;
  offset?: number;
}

export interface CountedTerm extends Term {
  /** Published posts and pages in the term (WordPress's term count). */
  count: number;
}

/** The post types a term's count covers. */
export const COUNTED_TYPES = ['post', 'page'] as const;

// Ids outside PostgreSQL's integer range can match nothing; binding them would be an error there.
const isDbId = (n: number): boolean => Number.isSafeInteger(n) && Math.abs(n) <= 2_147_483_647;
const MAX_OFFSET = Number.MAX_SAFE_INTEGER;

function filtered(db: Kysely<Database>, q: TermQuery) {
  const counts = db
    .selectFrom('term_relationships as tr')
    .innerJoin('posts as p', 'p.id', 'tr.post_id')
    .select(['tr.term_id', sql<number>`cast(count(*) as integer)`.as('n')])
    .where('p.status', '=', 'published')
    .where('p.type', 'in', [...COUNTED_TYPES])
    .groupBy('tr.term_id');
  let query = db.selectFrom('terms as t').leftJoin(counts.as('c'), 'c.term_id', 't.id').where('t.taxonomy', '=', q.taxonomy);
  if (q.include?.length) query = query.where('t.id', 'in', q.include.filter(isDbId).concat(-1));
  else if (q.exclude?.length) {
    const ids = q.exclude.filter(isDbId);
    if (ids.length) query = query.where('t.id', 'not in', ids);
  }
  if (q.slugs?.length) query = query.where('t.slug', 'in', q.slugs);
  if (q.parent !== undefined) query = query.where('t.parent', '=', isDbId(q.parent) ? q.parent : -1);
  if (q.postId !== undefined) {
    const postId = isDbId(q.postId) ? q.postId : -1;
    query = query.where('t.id', 'in', db.selectFrom('term_relationships').select('term_id').where('post_id', '=', postId));
  }
  if (q.search) {
    // Case-insensitive in both databases, with LIKE's wildcards in the search taken literally.
    const pattern = `%${q.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where(sql<SqlBool>`(lower(t.name) like ${pattern} escape '\\' or lower(t.slug) like ${pattern} escape '\\')`);
  }
  if (q.hideEmpty) query = query.where(sql<SqlBool>`coalesce(c.n, 0) > 0`);
  return query;
}

/** What a listing is ordered by; unordered ties fall back to the id so pages never overlap. */
function orderExpression(q: TermQuery): Expression<unknown> {
  const include = q.include?.filter(isDbId) ?? [];
  switch (q.orderBy ?? 'name') {
    case 'id':
    case 'term_group': // Foyer has no term groups: every term is in group 0.
      return sql`t.id`;
    case 'slug':
      return sql`t.slug`;
    case 'description':
      return sql`lower(t.description)`;
    case 'count':
      return sql`coalesce(c.n, 0)`;
    case 'include':
      if (include.length) return positionIn(sql`t.id`, include);
      break;
    case 'include_slugs':
      if (q.slugs?.length) return positionIn(sql`t.slug`, q.slugs);
      break;
  }
  return sql`lower(t.name)`;
}

/** The position of a value in a list (MySQL's FIELD()), portable as CASE. */
function positionIn(column: Expression<unknown>, values: Array<number | string>): Expression<unknown> {
  const whens = values.map((v, i) => sql`when ${v} then ${sql.lit(i)}`);
  return sql`case ${column} ${sql.join(whens, sql` `)} else ${sql.lit(values.length)} end`;
}

export async function queryTerms(db: Kysely<Database>, q: TermQuery): Promise<{ terms: CountedTerm[]; total: number }> {
  const direction = q.order === 'desc' ? 'desc' : 'asc';
  const totalRow = await filtered(db, q)
    .select(sql<number>`cast(count(*) as integer)`.as('total'))
    .executeTakeFirst();
  const total = Number(totalRow?.total ?? 0);
  if (q.limit === 0) return { terms: [], total };
  let rows = filtered(db, q)
    .selectAll('t')
    .select(sql<number>`coalesce(c.n, 0)`.as('count'))
    .orderBy(orderExpression(q), direction)
    .orderBy('t.id', 'asc');
  if (q.limit !== undefined) rows = rows.limit(q.limit);
  if (q.offset) rows = rows.offset(Math.min(Math.max(0, q.offset), MAX_OFFSET));
  const list = await rows.execute();
  return { terms: list.map((row) => ({ ...toTerm(row), count: Number(row.count) })), total };
}

/** Which of these term ids exist in a taxonomy (for parent links). */
export async function existingTermIds(db: Kysely<Database>, taxonomy: string, ids: number[]): Promise<Set<number>> {
  const valid = [...new Set(ids.filter(isDbId))];
  if (!valid.length) return new Set();
  const rows = await db.selectFrom('terms').select('id').where('taxonomy', '=', taxonomy).where('id', 'in', valid).execute();
  return new Set(rows.map((r) => r.id));
}

/** One term with its count, or undefined. */
export async function getCountedTerm(db: Kysely<Database>, taxonomy: string, id: number): Promise<CountedTerm | undefined> {
  if (!isDbId(id) || id <= 0) return undefined;
  const { terms } = await queryTerms(db, { taxonomy, include: [id], limit: 1 });
  return terms[0];
}
