// Multi-row INSERT … ON CONFLICT statements written as SQL text with bound parameters. The group
// commit writes a few hundred rows per table per group; building those through Kysely's query
// builder cost more CPU than the database spent on them (measured: over half of a group's time), so
// this hot path compiles its own. Table, column and conflict clauses come from code, never from input.
import { CompiledQuery, PostgresAdapter, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Rows per statement: under both databases' bound-parameter limits for our widest table. */
const CHUNK = 400;

export type Value = string | number | null;

export async function insertRows<R extends Record<string, unknown>>(
  trx: Transaction<Database>,
  spec: { table: string; columns: string[]; conflict?: string; returning?: string },
  rows: Value[][],
): Promise<R[]> {
  const postgres = trx.getExecutor().adapter instanceof PostgresAdapter;
  const head = `insert into "${spec.table}" (${spec.columns.map((c) => `"${c}"`).join(', ')}) values `;
  const out: R[] = [];
  for (let start = 0; start < rows.length; start += CHUNK) {
    const part = rows.slice(start, start + CHUNK);
    const params: Value[] = [];
    const tuples = part.map((row) => {
      const marks = row.map((value) => {
        params.push(value);
        return postgres ? `$${params.length}` : '?';
      });
      return `(${marks.join(', ')})`;
    });
    let text = head + tuples.join(', ');
    if (spec.conflict) text += ` ${spec.conflict}`;
    if (spec.returning) text += ` returning ${spec.returning}`;
    const result = await trx.executeQuery<R>(CompiledQuery.raw(text, params));
    out.push(...result.rows);
  }
  return out;
}
