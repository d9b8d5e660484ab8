// Another process's write (a second worker, `foyer import-template` while the site runs, another app
// server on PostgreSQL) must reach this server's page cache through the content change log, and only
// when it changes published content. Simulated by a second connection writing what contentChanged()
// writes, and for real by running `foyer import-template` in a child process.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../src/db/connect.ts';
import { savePost } from '../../src/content/save-post.ts';
import { createTestApp, describeDatabases, testDialects, type SuiteApp, type TestApp } from '../helpers/app.ts';
import { headingPage } from '../helpers/fixtures.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const scratch = mkdtempSync(join(tmpdir(), 'foyer-cross-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function eventually(check: () => Promise<boolean>, timeoutMs = 6000): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

/** What another process does: writes a page's content, then logs the change (as contentChanged() does). */
async function writeFromAnotherConnection(url: string | undefined, id: number, text: string, log = true): Promise<void> {
  const other = openDb(url);
  try {
    const elements = JSON.stringify(headingPage(`x${id}`, text));
    await sql`update posts set elements = ${elements}, updated_at = ${new Date().toISOString()} where id = ${id}`.execute(other.kysely);
    if (log) {
      await sql`insert into content_changes (origin, tags, created_at)
        values ('another-process', ${JSON.stringify([`post:${id}`])}, ${new Date().toISOString()})`.execute(other.kysely);
    }
  } finally {
    await other.close();
  }
}

const bodyOf = async (suite: SuiteApp, url: string) => (await suite.app.inject({ method: 'GET', url })).body;

async function cache(suite: SuiteApp, url: string) {
  await suite.app.inject({ method: 'GET', url });
  const entry = suite.app.foyer.pageCache.get(url);
  expect(entry, url).toBeDefined();
  return entry;
}

describeDatabases('cache invalidation across processes', (suite) => {
  it('serves the new page after another connection changes it', async () => {
    await cache(suite, '/');
    await writeFromAnotherConnection(suite.app.foyer.config.databaseUrl, 7529, 'Changed by another process');
    expect(await eventually(async () => (await bodyOf(suite, '/')).includes('Changed by another process'))).toBe(true);
  });

  it("keeps the cache through other processes' writes that are not published content", async () => {
    const id = await savePost(suite.db.kysely, {
      type: 'page',
      slug: 'cross-a',
      title: 'A',
      status: 'published',
      elements: headingPage('a', 'A'),
    });
    const entry = await cache(suite, '/cross-a/');
    const other = openDb(suite.app.foyer.config.databaseUrl);
    try {
      const now = new Date().toISOString();
      // Statistics, sessions and the like, and a draft: none of them logs a change.
      await sql`insert into users (login, email, display_name, password_hash, role, created_at)
        values ('cross-visitor', 'cross@example.test', 'V', 'x', 'subscriber', ${now})`.execute(other.kysely);
      await sql`insert into settings (key, value) values ('cross_counter', '1')`.execute(other.kysely);
      // A logged change of something this page was not built from.
      await sql`insert into content_changes (origin, tags, created_at) values ('another-process', '["post:999999"]', ${now})`.execute(
        other.kysely,
      );
    } finally {
      await other.close();
    }
    await new Promise((r) => setTimeout(r, 1500)); // longer than the SQLite watcher's interval
    expect(suite.app.foyer.pageCache.get('/cross-a/')).toBe(entry);
    // ...and the page's own change still arrives.
    await writeFromAnotherConnection(suite.app.foyer.config.databaseUrl, id, 'A changed elsewhere');
    expect(await eventually(async () => (await bodyOf(suite, '/cross-a/')).includes('A changed elsewhere'))).toBe(true);
  });

  it('serves a page imported by `foyer import-template` running in another process', async () => {
    await savePost(suite.db.kysely, {
      type: 'page',
      slug: 'cross-import',
      title: 'I',
      status: 'published',
      elements: headingPage('i', 'Before import'),
    });
    await cache(suite, '/cross-import/');
    const file = join(scratch, `import-${suite.dialect}.json`);
    writeFileSync(file, JSON.stringify({ title: 'Imported', type: 'page', content: headingPage('imp', 'Imported by the CLI') }));
    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: suite.app.foyer.config.databaseUrl, LOG_LEVEL: 'silent' };
    delete env.BASE_URL; // Vitest sets it to Vite's base; Foyer reads it as its public URL
    const code = await new Promise<number | null>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [join(ROOT, 'bin', 'foyer.js'), 'import-template', file, '--slug', 'cross-import', '--status', 'published'],
        {
          env,
          stdio: 'ignore',
        },
      );
      child.on('error', reject);
      child.on('exit', resolve);
    });
    expect(code).toBe(0);
    expect(await eventually(async () => (await bodyOf(suite, '/cross-import/')).includes('Imported by the CLI'))).toBe(true);
  });
});

// Only PostgreSQL has a LISTEN connection to lose.
describe.skipIf(!testDialects().includes('postgres'))('PostgreSQL change relay', () => {
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    testApp = await createTestApp({ dialect: 'postgres' });
  });
  afterAll(() => testApp?.close());
  const suite: SuiteApp = {
    dialect: 'postgres',
    get app() {
      return (testApp as TestApp).app;
    },
    get db() {
      return (testApp as TestApp).db;
    },
  };

  async function listenerPid(client: pg.Client): Promise<number | undefined> {
    const { rows } = await client.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = current_database() and query = 'LISTEN foyer_content'`,
    );
    return rows[0]?.pid;
  }

  it('reconnects after its connection is killed and serves changes made meanwhile and after', async () => {
    await cache(suite, '/');
    const url = suite.app.foyer.config.databaseUrl;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const first = await listenerPid(admin);
      expect(first).toBeDefined();
      // A change whose notification this server never hears (as if sent while it was disconnected)...
      const entry = suite.app.foyer.pageCache.get('/');
      await writeFromAnotherConnection(url, 7529, 'Changed while the relay was down', false);
      await new Promise((r) => setTimeout(r, 300));
      expect(suite.app.foyer.pageCache.get('/')).toBe(entry);
      // ...is served once the relay's connection is lost and reopened, as the reconnect clears the cache.
      await admin.query('select pg_terminate_backend($1)', [first]);
      expect(await eventually(async () => (await bodyOf(suite, '/')).includes('Changed while the relay was down'))).toBe(true);
      expect(await eventually(async () => ((await listenerPid(admin)) ?? first) !== first)).toBe(true);
      // The new connection hears the next change.
      await cache(suite, '/');
      await writeFromAnotherConnection(url, 7529, 'Changed after the reconnect');
      expect(await eventually(async () => (await bodyOf(suite, '/')).includes('Changed after the reconnect'))).toBe(true);
    } finally {
      await admin.end();
    }
  });
});
