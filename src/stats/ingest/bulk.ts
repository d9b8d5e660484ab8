// Multi-row INSERT … ON CONFLICT statements written as SQL text with bound parameters. The group
// commit writes a few hundred rows per table per group; building those through Kysely's query
// builder cost more CPU than the database spent on them (measured: over half of a group's time), so
// this hot path compiles its own. Table, column and conflict clauses come from code, never from input.
//
// SQLite runs in-process: statements of a few fixed sizes, so its statement cache (db/sqlite-dialect.ts)
// compiles each text once. PostgreSQL is a round trip away: each column is bound as one array and
// zipped back into rows by unnest, so the server plans a short statement instead of a VALUES list of
// thousands of parameters, and inserts into several tables travel as one statement (insertAll). The
// texts depend only on the tables written, so each is prepared once per connection (db/pg-prepared.ts).
import { CompiledQuery, type Kysely, PostgresAdapter } from 'kysely';
import { prepared } from '../../db/pg-prepared.ts';
import type { Database } from '../../db/schema.ts';

/**
 * SQLite rows per statement, largest first: under its bound-parameter limit for our widest table.
 * Powers of two, so a group of n rows takes at most log2(n) statements (30 rows: 4, not 6).
 */
const SIZES = [256, 128, 64, 32, 16, 8, 4, 2, 1];

export type Value = string | number | null;

export interface InsertSpec {
  table: string;
  columns: string[];
  conflict?: string;
  returning?: string;
}

export interface Insert {
  spec: InsertSpec;
  rows: Value[][];
}

/** A transaction, or the database itself where one statement is the whole write. */
type Trx = Kysely<Database>;

export const isPostgres = (trx: Trx) => trx.getExecutor().adapter instanceof PostgresAdapter;

export async function insertRows<R extends Record<string, unknown>>(trx: Trx, spec: InsertSpec, rows: Value[][]): Promise<R[]> {
  if (!rows.length) return [];
  if (isPostgres(trx)) {
    const params: Value[][] = [];
    const result = await trx.executeQuery<R>(CompiledQuery.raw(prepared(arraysInsert(spec, rows, params)), params));
    return [...result.rows];
  }
  const out: R[] = [];
  for (let start = 0; start < rows.length;) {
    const size = SIZES.find((n) => n <= rows.length - start)!;
    const params: Value[] = [];
    for (let i = start; i < start + size; i++) for (const value of rows[i]!) params.push(value);
    start += size;
    const result = await trx.executeQuery<R>(CompiledQuery.raw(sqliteText(spec, size), params));
    for (const row of result.rows) out.push(row);
  }
  return out;
}

const sqliteTexts = new WeakMap<InsertSpec, Map<number, string>>();

/**
 * The SQLite statement for `size` rows of `spec`, built once: the same string each time, so the
 * statement cache finds it without rehashing a text of hundreds of placeholders.
 */
function sqliteText(spec: InsertSpec, size: number): string {
  let bySize = sqliteTexts.get(spec);
  if (!bySize) sqliteTexts.set(spec, (bySize = new Map()));
  let text = bySize.get(size);
  if (!text) {
    const tuple = `(${spec.columns.map(() => '?').join(', ')})`;
    text = `insert into "${spec.table}" (${spec.columns.map((c) => `"${c}"`).join(', ')}) values ${Array(size).fill(tuple).join(', ')}`;
    if (spec.conflict) text += ` ${spec.conflict}`;
    if (spec.returning) text += ` returning ${spec.returning}`;
    bySize.set(size, text);
  }
  return text;
}

/** Inserts into different tables (nothing returned): one statement on PostgreSQL, one after another on SQLite. */
export async function insertAll(trx: Trx, inserts: Insert[]): Promise<void> {
  const some = inserts.filter((i) => i.rows.length);
  if (!isPostgres(trx) || some.length < 2) {
    for (const { spec, rows } of some) await insertRows(trx, spec, rows);
    return;
  }
  // Data-modifying CTEs all run, each on its own table, whether or not the outer query reads them.
  const params: Value[][] = [];
  const parts = some.map(({ spec, rows }, i) => `w${i} as (${arraysInsert(spec, rows, params)})`);
  await trx.executeQuery(CompiledQuery.raw(prepared(`with ${parts.join(', ')} select 1`), params));
}

/** PostgreSQL: the INSERT … SELECT FROM unnest(…) text for `rows`, its arrays appended to `params`. */
function arraysInsert(spec: InsertSpec, rows: Value[][], params: Value[][]): string {
  const arrays = spec.columns.map((_, i) => rows.map((row) => row[i] ?? null));
  // Our statistics columns are text or integer: a column holding numbers is bound as bigint[]
  // (assigned to integer on insert), anything else as text[].
  const casts = arrays.map((values) => {
    params.push(values);
    return `$${params.length}::${values.some((v) => typeof v === 'number') ? 'int8[]' : 'text[]'}`;
  });
  let text = `insert into "${spec.table}" (${spec.columns.map((c) => `"${c}"`).join(', ')}) select * from unnest(${casts.join(', ')})`;
  if (spec.conflict) text += ` ${spec.conflict}`;
  if (spec.returning) text += ` returning ${spec.returning}`;
  return text;
}
