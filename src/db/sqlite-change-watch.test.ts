import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { onContentChanged, PROCESS_ORIGIN, type ContentChange } from './changes.ts';
import { openDb, type Db } from './connect.ts';
import { migrate } from './migrate.ts';
import { watchSqliteChanges } from './sqlite-change-watch.ts';

describe('watchSqliteChanges', () => {
  let db: Db;
  let stop: () => void;
  let heard: ContentChange[];
  let unsubscribe: () => void;
  const errors: Error[] = [];

  const log = (origin: string, tags: string) =>
    sql`insert into content_changes (origin, tags, created_at) values (${origin}, ${tags}, '2026-01-01T00:00:00Z')`.execute(db.kysely);
  const waitFor = async (count: number) => {
    for (let i = 0; i < 100 && heard.length < count; i++) await new Promise((r) => setTimeout(r, 10));
  };

  beforeEach(async () => {
    db = openDb('sqlite::memory:');
    await migrate(db);
    await log('earlier', '["post:1"]'); // before the watch started: not reported
    heard = [];
    unsubscribe = onContentChanged((change) => heard.push(change));
    stop = watchSqliteChanges(db.kysely, { intervalMs: 10, onError: (e) => errors.push(e) });
    await new Promise((r) => setTimeout(r, 30));
  });

  afterEach(async () => {
    stop();
    unsubscribe();
    await db.close();
  });

  it("reports other processes' changes with their tags, and skips this process's own", async () => {
    // One statement, so one poll sees all three rows.
    const at = '2026-01-01T00:00:00Z';
    await db.kysely
      .insertInto('content_changes')
      .values([
        { origin: 'other', tags: '["post:2","menu:primary"]', created_at: at },
        { origin: PROCESS_ORIGIN, tags: '["post:3"]', created_at: at },
        { origin: 'other', tags: 'not json', created_at: at },
      ])
      .execute();
    await waitFor(1);
    expect(heard).toEqual([{ tags: ['post:2', 'menu:primary', '*'], remote: true }]);
    expect(errors).toEqual([]);
  });

  it('reports nothing while no change is logged', async () => {
    await new Promise((r) => setTimeout(r, 60));
    expect(heard).toEqual([]);
  });

  it('clears everything when the log was pruned past what it had read', async () => {
    await db.kysely.transaction().execute(async (trx) => {
      await sql`insert into content_changes (origin, tags, created_at) values ('other', '["post:4"]', '')`.execute(trx);
      await sql`insert into content_changes (origin, tags, created_at) values ('other', '["post:5"]', '')`.execute(trx);
      await sql`delete from content_changes where tags = '["post:4"]'`.execute(trx);
    });
    await waitFor(1);
    expect(heard).toEqual([{ tags: ['*'], remote: true }]);
  });
});
