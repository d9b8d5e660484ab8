// PostgreSQL closing the server's connections under load (a restart, a failover, an administrator's
// pg_terminate_backend): `foyer serve` stays up, answers 503 with Retry-After meanwhile (never a 500,
// never the database's text) and serves again without a restart, on the web path (REST) and the
// statistics path (tracker hits, committed by the group writer in transactions). Before every
// connection the pool hands out had an error handler, the process died of an unhandled 'error' event.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signSource, statsSecret } from '../../src/stats/signature.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { type ServeProcess, startServe, waitUntilServing } from '../helpers/serve-process.ts';
import { trackerFields } from '../helpers/tracker-fields.ts';

const ADMIN_URL = process.env.TEST_DATABASE_URL;
const AREA = '/wp-json/wp/v2/area';
const HIT = '/wp-json/wp-statistics/v2/hit';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const LOAD_MS = 5000;
const TERMINATE_EVERY_MS = 250;
const CONNECTIONS = 8;

/** Ends every connection to the database but the caller's; returns how many it ended. */
async function terminateBackends(database: string): Promise<number> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    const r = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [
      database,
    ]);
    return r.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

describe.skipIf(!ADMIN_URL)('PostgreSQL connections terminated under load', { timeout: 120_000 }, () => {
  let testApp: TestApp;
  let server: ServeProcess;
  let database = '';
  let hitBody = '';

  const random = () => Math.floor(Math.random() * 250) + 1;
  const getArea = () => fetch(server.url(AREA));
  // Each hit from another address (TRUST_PROXY=1): new visitors, and no per-client limit in the way.
  const postHit = () =>
    fetch(server.url(HIT), {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'user-agent': CHROME,
        'x-forwarded-for': `10.${random()}.${random()}.${random()}`,
      },
      body: hitBody,
    });

  beforeAll(async () => {
    // Created, migrated and seeded as every suite's database; the server under test is a separate process.
    testApp = await createTestApp({ dialect: 'postgres' });
    database = new URL(testApp.config.databaseUrl ?? '').pathname.slice(1);
    hitBody = new URLSearchParams(trackerFields(signSource(await statsSecret(testApp.db.kysely), 'page', 7529))).toString();
    server = await startServe({ env: { DATABASE_URL: testApp.config.databaseUrl, TRUST_PROXY: '1' } });
    await waitUntilServing(server);
  });
  afterAll(async () => {
    await server?.stop();
    await testApp?.close();
  });

  it('stays up, answers 200 or 503 (with Retry-After) meanwhile, and recovers without a restart', async () => {
    const statuses: Record<string, Record<string, number>> = { area: {}, hit: {} };
    const count = (path: 'area' | 'hit', status: string) => (statuses[path][status] = (statuses[path][status] ?? 0) + 1);
    let missingRetryAfter = 0;
    let leaked = '';
    const end = Date.now() + LOAD_MS;
    const worker = async (path: 'area' | 'hit') => {
      while (Date.now() < end) {
        try {
          const res = await (path === 'area' ? getArea() : postHit());
          const body = await res.text();
          count(path, String(res.status));
          if (res.status === 503 && !res.headers.get('retry-after')) missingRetryAfter++;
          if (/terminat|postgres|connection|SQLSTATE/i.test(body)) leaked = body;
        } catch {
          count(path, 'no answer'); // the process is gone
        }
      }
    };
    let terminated = 0;
    const terminator = async () => {
      while (Date.now() < end) {
        await new Promise((resolve) => setTimeout(resolve, TERMINATE_EVERY_MS));
        terminated += await terminateBackends(database);
      }
    };
    await Promise.all([
      ...Array.from({ length: CONNECTIONS / 2 }, () => worker('area')),
      ...Array.from({ length: CONNECTIONS / 2 }, () => worker('hit')),
      terminator(),
    ]);
    console.log(`terminated ${terminated} connections; answers ${JSON.stringify(statuses)}`);

    expect(server.exited(), server.output()).toBeUndefined();
    expect(terminated).toBeGreaterThan(0);
    for (const path of ['area', 'hit'] as const) {
      expect(
        Object.keys(statuses[path]).every((s) => s === '200' || s === '503'),
        JSON.stringify(statuses),
      ).toBe(true);
      expect(statuses[path]['200']).toBeGreaterThan(0);
    }
    expect(missingRetryAfter).toBe(0);
    expect(leaked).toBe('');

    // Back to normal, by the same process: the pool opens new connections. A connection ended by the
    // last termination can still fail one request (503) before the pool notices it is gone, so
    // recovery is awaited for a moment rather than assumed on the first request (seen under load).
    await expect.poll(async () => (await getArea()).status, { timeout: 3_000, interval: 100 }).toBe(200);
    await expect.poll(async () => (await postHit()).status, { timeout: 3_000, interval: 100 }).toBe(200);
    expect((await fetch(server.url('/healthz'))).status).toBe(200);
    expect(server.output()).not.toMatch(/Unhandled 'error' event/);
  });
});
