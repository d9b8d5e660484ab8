// Another process's write (a second worker, `foyer import-template` while the site runs, another app
// server on PostgreSQL) must reach this server's page cache: simulated here by a raw SQL write on a
// second connection, which does not notify in-process listeners.
import { sql } from 'kysely';
import pg from 'pg';
import { expect, it } from 'vitest';
import { openDb } from '../../src/db/connect.ts';
import { describeDatabases } from '../helpers/app.ts';
import { headingPage } from '../helpers/fixtures.ts';

async function eventually(check: () => Promise<boolean>, timeoutMs = 4000): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

describeDatabases('cache invalidation across processes', (suite) => {
  it('serves the new page after another connection changes it', async () => {
    await suite.app.inject({ method: 'GET', url: '/' }); // renders and fills the cache
    const first = await suite.app.inject({ method: 'GET', url: '/' });
    expect(first.headers.etag).toBeDefined();
    const again = await suite.app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304); // cached

    const url = suite.app.foyer.config.databaseUrl;
    const other = openDb(url);
    try {
      const elements = JSON.stringify(headingPage('x1', 'Changed by another process'));
      await sql`update posts set elements = ${elements}, updated_at = ${new Date().toISOString()} where id = 7529`.execute(other.kysely);
      if (other.dialect === 'postgres') {
        // What another app server's change relay sends after its write.
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`SELECT pg_notify('foyer_content', 'another-server')`);
        await client.end();
      }
    } finally {
      await other.close();
    }
    const updated = await eventually(async () =>
      (await suite.app.inject({ method: 'GET', url: '/' })).body.includes('Changed by another process'),
    );
    expect(updated).toBe(true);
  });
});
