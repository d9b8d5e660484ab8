// Storage failing under the running app (issue 28 part 2): a full disk or a read-only database on
// SQLite, a database that refuses connections or writes on PostgreSQL. Every route then answers 503
// with Retry-After and a generic message in its own shape (REST's `{code,message,data:{status}}`,
// admin-ajax's `{success:false}`, a page for browsers), never the database's text and never a
// validation answer; /healthz fails while the database cannot be written; and all is well again,
// without a restart, once the database is.
import pg from 'pg';
import { beforeAll, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../src/accounts/cookies.ts';
import { createSession } from '../../src/accounts/sessions.ts';
import { createUser } from '../../src/db/repositories/users.ts';
import { signSource, statsSecret } from '../../src/stats/signature.ts';
import { describeDatabases } from '../helpers/app.ts';
import { trackerFields } from '../helpers/tracker-fields.ts';

const AJAX = '/wp-admin/admin-ajax.php';
const HIT = '/wp-json/wp-statistics/v2/hit';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
/** Words of the databases' own messages, which must stay in the log. */
const DATABASE_TEXT = /SQLITE|readonly|disk|accepting connections|foyer_t_|terminat|read-only|transaction/i;

async function asAdmin(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

describeDatabases('storage failures', (suite) => {
  let anonCookie = '';
  let registerNonce = '';
  let staffCookie = '';
  let hitBody = '';
  const databaseName = () => new URL(suite.db.description).pathname.slice(1);
  /** Ends the app's connections, so its pool has to open new ones under the new rules. */
  const dropConnections = () =>
    asAdmin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${databaseName()}' AND pid <> pg_backend_pid()`);

  beforeAll(async () => {
    // Everything a visitor and a member of staff hold before the failure: a nonce, a session.
    const res = await suite.app.inject({ method: 'POST', url: AJAX, headers: FORM, payload: 'action=foyer_nonce&for=foyer_register' });
    registerNonce = res.json().data;
    anonCookie = [res.headers['set-cookie'] ?? []]
      .flat()
      .map((line) => line.split(';')[0])
      .join('; ');
    const staff = await createUser(suite.db.kysely, {
      login: 'night-manager',
      email: 'night@casa-alba.test',
      password: 'Sea-view 2024!',
      displayName: 'Night manager',
      role: 'administrator',
    });
    staffCookie = `${SESSION_COOKIE}=${await createSession(suite.db.kysely, staff.id)}`;
    hitBody = new URLSearchParams(trackerFields(signSource(await statsSecret(suite.db.kysely), 'page', 7529))).toString();
  });

  const register = () =>
    suite.app.inject({
      method: 'POST',
      url: AJAX,
      remoteAddress: '198.51.100.20',
      headers: { ...FORM, cookie: anonCookie },
      payload: new URLSearchParams({
        action: 'foyer_register',
        nonce: registerNonce,
        user: 'late-guest',
        mail: 'late-guest@example.test',
        pass: 'A long enough passphrase 42',
        name: 'Late Guest',
        nick: '',
      }).toString(),
    });
  const hit = () =>
    suite.app.inject({
      method: 'POST',
      url: HIT,
      headers: { ...FORM, 'user-agent': CHROME },
      remoteAddress: '198.51.100.21',
      payload: hitBody,
    });
  const health = () => suite.app.inject({ method: 'GET', url: '/healthz' });

  function expectUnavailable(res: Awaited<ReturnType<typeof health>>, what: string): void {
    expect(res.statusCode, `${what}: ${res.body}`).toBe(503);
    expect(res.headers['retry-after'], what).toMatch(/^\d+$/);
    expect(res.body, what).not.toMatch(DATABASE_TEXT);
  }

  it('fails /healthz while the disk is full (SQLite) or the database is read-only (PostgreSQL), and passes again after', async () => {
    expect((await health()).statusCode).toBe(200);
    if (suite.db.sqlite) {
      // A full disk: SQLite may grow the file no further. Rows go in until it refuses one, so no
      // free page is left either.
      const sqlite = suite.db.sqlite;
      const pages = sqlite.pragma('page_count', { simple: true }) as number;
      sqlite.pragma(`max_page_count = ${pages}`);
      const fill = sqlite.prepare("INSERT INTO settings (key, value) VALUES (?, zeroblob(3000) || 'x')");
      let refused = '';
      for (let i = 0; i < 10_000 && !refused; i++) {
        try {
          fill.run(`test_fill_${i}`);
        } catch (error) {
          refused = (error as { code?: string }).code ?? String(error);
        }
      }
      expect(refused).toBe('SQLITE_FULL');
      try {
        expectUnavailable(await health(), 'healthz, disk full');
      } finally {
        sqlite.prepare("DELETE FROM settings WHERE key LIKE 'test_fill_%'").run();
        sqlite.pragma('max_page_count = 1073741823');
      }
    } else {
      await asAdmin(`ALTER DATABASE ${databaseName()} SET default_transaction_read_only = on`);
      await dropConnections();
      try {
        // Reads still work once the pool has replaced the connections just ended (one already handed out
        // may fail first: its end reaches the pool a moment after pg_terminate_backend returns).
        await expect.poll(async () => (await suite.app.inject({ method: 'GET', url: '/wp-json/wp/v2/area' })).statusCode).toBe(200);
        expectUnavailable(await health(), 'healthz, read-only');
      } finally {
        await asAdmin(`ALTER DATABASE ${databaseName()} RESET default_transaction_read_only`);
        await dropConnections();
      }
    }
    // Serves again without a restart (a connection ended a moment ago may fail one request first).
    await expect.poll(async () => (await health()).statusCode).toBe(200);
  });

  it('answers a write 503 with Retry-After while the database cannot be written, never a validation error', async () => {
    if (suite.db.sqlite)
      suite.db.sqlite.pragma('query_only = ON'); // writes fail as on a read-only file
    else {
      await asAdmin(`ALTER DATABASE ${databaseName()} SET default_transaction_read_only = on`);
      await dropConnections();
    }
    try {
      const registration = await register();
      expectUnavailable(registration, 'registration');
      expect(registration.json()).toEqual({ success: false, data: expect.any(String) });
      expectUnavailable(await hit(), 'statistics hit');
      expectUnavailable(await health(), 'healthz');
    } finally {
      if (suite.db.sqlite) suite.db.sqlite.pragma('query_only = OFF');
      else {
        await asAdmin(`ALTER DATABASE ${databaseName()} RESET default_transaction_read_only`);
        await dropConnections();
      }
    }
    await expect.poll(async () => (await hit()).statusCode).toBe(200);
    expect((await register()).statusCode).toBe(200);
  });

  it.runIf(suite.dialect === 'postgres')(
    'answers every route 503 while the database refuses connections, and serves again without a restart',
    async () => {
      await asAdmin(`ALTER DATABASE ${databaseName()} ALLOW_CONNECTIONS false`);
      await dropConnections();
      try {
        const rest = await suite.app.inject({ method: 'GET', url: '/wp-json/wp/v2/area' });
        expectUnavailable(rest, 'REST');
        expect(rest.json()).toEqual({ code: 'foyer_storage_unavailable', message: expect.any(String), data: { status: 503 } });
        expect(rest.headers['access-control-allow-origin']).toBe('*');

        const page = await suite.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
        expectUnavailable(page, 'page');
        expect(page.headers['content-type']).toMatch(/^text\/html/);

        const admin = await suite.app.inject({ method: 'GET', url: '/admin/api/stats/overview', headers: { cookie: staffCookie } });
        expectUnavailable(admin, 'admin API');
        expect(admin.json()).toEqual({ code: 'foyer_storage_unavailable', message: expect.any(String), data: { status: 503 } });

        expectUnavailable(await register(), 'registration');
        expectUnavailable(await hit(), 'statistics hit');
        expectUnavailable(await health(), 'healthz');
      } finally {
        await asAdmin(`ALTER DATABASE ${databaseName()} ALLOW_CONNECTIONS true`);
      }
      expect((await suite.app.inject({ method: 'GET', url: '/wp-json/wp/v2/area' })).statusCode).toBe(200);
      expect((await suite.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })).statusCode).toBe(200);
      expect((await health()).statusCode).toBe(200);
    },
  );
});
