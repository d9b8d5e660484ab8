import { CompiledQuery, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDb } from './connect.ts';
import { prepared, statementName } from './pg-prepared.ts';

describe('prepared statement names', () => {
  it('gives a text the same name each time, and different texts different names PostgreSQL accepts', () => {
    const a = statementName(prepared('select 1'));
    expect(statementName(prepared('select 1'))).toBe(a);
    expect(statementName(prepared('select 2'))).not.toBe(a);
    expect(a).toMatch(/^foyer_[0-9a-f]{32}$/);
    expect(a.length).toBeLessThan(64); // NAMEDATALEN
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('prepared statements on PostgreSQL', () => {
  it('prepares a marked statement once per connection and runs it with new values; other statements stay unnamed', async () => {
    const db = openDb(process.env.TEST_DATABASE_URL);
    try {
      const text = prepared('select $1::int + 1 as n');
      await db.kysely.connection().execute(async (conn) => {
        const run = async (value: number) => (await conn.executeQuery<{ n: number }>(CompiledQuery.raw(text, [value]))).rows[0]!.n;
        expect([await run(1), await run(41)]).toEqual([2, 42]);
        await conn.executeQuery(CompiledQuery.raw('select $1::int as unmarked', [1]));
        const statements = await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(conn);
        expect(statements.rows).toEqual([{ name: statementName(text), statement: text }]);
      });
    } finally {
      await db.close();
    }
  });
});
