// The full-text search index (migration 008): written when content is saved, read by /?s=.
// Queries are built only from searchTerms() tokens (letters and digits), always as bound parameters,
// so no visitor input can reach either database's query syntax. Every term must match (as
// WordPress's search does), each as a prefix, so "sui" already finds "suites".
import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { foldText } from '../../model/search-terms.ts';
import type { Database } from '../schema.ts';

export type SearchKind = 'post' | 'term';

export interface SearchEntry {
  kind: SearchKind;
  objectId: number;
  title: string;
  body: string;
}

export interface SearchRow extends SearchEntry {
  /** Higher is better, comparable only within one query. */
  score: number;
}

function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Replaces the entry of one post or term. */
export async function putSearchEntry(db: Kysely<Database>, entry: SearchEntry): Promise<void> {
  await removeSearchEntry(db, entry.kind, entry.objectId);
  if (isPostgres(db)) {
    const vector = sql`setweight(to_tsvector('english', ${foldText(entry.title)}), 'A') || setweight(to_tsvector('english', ${foldText(entry.body)}), 'B')`;
    await sql`insert into search_index (kind, object_id, title, body, document)
      values (${entry.kind}, ${entry.objectId}, ${entry.title}, ${entry.body}, ${vector})`.execute(db);
    return;
  }
  await db
    .insertInto('search_index')
    .values({ kind: entry.kind, object_id: entry.objectId, title: entry.title, body: entry.body })
    .execute();
}

export async function removeSearchEntry(db: Kysely<Database>, kind: SearchKind, objectId: number): Promise<void> {
  await db.deleteFrom('search_index').where('kind', '=', kind).where('object_id', '=', objectId).execute();
}

export async function clearSearchIndex(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('search_index').execute();
}

/** FTS5: each term a quoted prefix phrase (`"suite"*`), all required. */
function ftsQuery(terms: readonly string[]): string {
  return terms.map((t) => `"${t}"*`).join(' ');
}

/** PostgreSQL: `suite:* & view:*`; stop words are dropped by to_tsquery itself. */
function tsQuery(terms: readonly string[]): string {
  return terms.map((t) => `${t}:*`).join(' & ');
}

/**
 * One page of matches, best first (title matches weigh more than body text), with the total count.
 * `terms` must come from searchTerms(); none means no matches.
 */
export async function querySearchIndex(
  db: Kysely<Database>,
  options: { terms: readonly string[]; limit: number; offset: number },
): Promise<{ total: number; rows: SearchRow[] }> {
  const { terms, limit, offset } = options;
  if (!terms.length || terms.some((t) => !/^[\p{L}\p{N}]+$/u.test(t))) return { total: 0, rows: [] };
  type Raw = { kind: SearchKind; object_id: number | string; title: string; body: string; score: number | string };
  let total: number;
  let raw: Raw[];
  if (isPostgres(db)) {
    const q = sql`to_tsquery('english', ${tsQuery(terms)})`;
    const count = await sql<{ n: string }>`select count(*) as n from search_index where document @@ ${q}`.execute(db);
    total = Number(count.rows[0]?.n ?? 0);
    raw = (
      await sql<Raw>`select kind, object_id, title, body, ts_rank_cd(document, ${q}) as score from search_index
        where document @@ ${q} order by score desc, kind, object_id limit ${limit} offset ${offset}`.execute(db)
    ).rows;
  } else {
    const q = ftsQuery(terms);
    const count = await sql<{ n: number }>`select count(*) as n from search_index where search_index match ${q}`.execute(db);
    total = Number(count.rows[0]?.n ?? 0);
    // bm25 is lower-is-better; weights per column: title, body (the unindexed columns count for nothing).
    raw = (
      await sql<Raw>`select kind, object_id, title, body, -bm25(search_index, 10.0, 1.0, 0, 0) as score from search_index
        where search_index match ${q} order by score desc, kind, object_id limit ${limit} offset ${offset}`.execute(db)
    ).rows;
  }
  return {
    total,
    rows: raw.map((r) => ({ kind: r.kind, objectId: Number(r.object_id), title: r.title, body: r.body, score: Number(r.score) })),
  };
}
