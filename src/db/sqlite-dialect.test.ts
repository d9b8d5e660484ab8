import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDb, type Db } from './connect.ts';

const opened: Db[] = [];
let dir = '';

function open(): Db {
  dir ||= mkdtempSync(join(tmpdir(), 'foyer-sqlite-dialect-'));
  const db = openDb(`sqlite:${join(dir, 'site.db')}`);
  opened.push(db);
  return db;
}

afterEach(async () => {
  for (const db of opened.splice(0)) await db.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

describe('the SQLite dialect', () => {
  it('takes the write lock when a transaction begins, so another process waits instead of failing mid-transaction', async () => {
    const a = open();
    const b = open();
    await sql`create table t (n integer)`.execute(a.kysely);
    b.sqlite!.pragma('busy_timeout = 0');
    await a.kysely.transaction().execute(async (trx) => {
      await sql`select count(*) from t`.execute(trx);
      // Held from BEGIN on: the other connection cannot start writing now.
      expect(() => b.sqlite!.exec('begin immediate')).toThrow(/locked|busy/i);
      await sql`insert into t values (1)`.execute(trx);
    });
    b.sqlite!.exec('begin immediate; insert into t values (2); commit');
    const rows = await sql<{ n: number }>`select n from t order by n`.execute(a.kysely);
    expect(rows.rows.map((r) => r.n)).toEqual([1, 2]);
  });

  it('reuses prepared statements, and they follow a change of the schema', async () => {
    const db = open();
    await sql`create table t (n integer)`.execute(db.kysely);
    await sql`insert into t values (1)`.execute(db.kysely);
    const read = () => sql<Record<string, unknown>>`select * from t`.execute(db.kysely);
    expect((await read()).rows).toEqual([{ n: 1 }]);
    await sql`alter table t add column label text default 'one'`.execute(db.kysely);
    expect((await read()).rows).toEqual([{ n: 1, label: 'one' }]);
  });
});
