// `foyer init` and `FOYER_DEMO=0 foyer serve` as a hotel moving in runs them: an empty site with
// Elementor's default kit, no content and one administrator, which `foyer serve` never seeds the demo
// over and `foyer seed` adds the demo to on request (keeping the site's own administrator).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { siteState } from '../../src/content/site-init.ts';
import { openDb } from '../../src/db/connect.ts';
import { getKit } from '../../src/db/repositories/settings.ts';
import { verifyPassword } from '../../src/db/repositories/users.ts';
import { DEFAULT_KIT } from '../../src/model/kit.ts';
import { startServe, waitUntilServing } from '../helpers/serve-process.ts';
import { runFoyer } from './fixtures.ts';

const dir = mkdtempSync(join(tmpdir(), 'foyer-init-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A configuration on a new SQLite file of its own. */
function site(name: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: `sqlite:${join(dir, `${name}.db`)}`, LOG_LEVEL: 'silent' };
  delete env.BASE_URL; // Vitest sets it (Vite's base); Foyer reads it as its public URL.
  delete env.FOYER_ADMIN_PASSWORD;
  delete env.FOYER_DEMO;
  return env;
}

async function inspect(env: NodeJS.ProcessEnv) {
  const db = openDb(env.DATABASE_URL);
  try {
    const k = db.kysely;
    const count = async (table: 'posts' | 'terms' | 'menus') =>
      Number((await k.selectFrom(table).select(k.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    return {
      state: await siteState(k),
      posts: await count('posts'),
      terms: await count('terms'),
      menus: await count('menus'),
      users: await k.selectFrom('users').select(['login', 'email', 'role', 'password_hash']).orderBy('id').execute(),
      kit: await getKit(k),
    };
  } finally {
    await db.close();
  }
}

const PASSWORD = 'a long admin secret';

// Each case starts the CLI (and two start `foyer serve` processes): allow for a loaded CI machine.
describe('foyer init', { timeout: 90_000 }, () => {
  it('starts an empty site: the default kit, no content, one administrator whose password is never printed', async () => {
    const env = site('init');
    const r = await runFoyer(['init', '--login', 'ana', '--email', 'ana@hotel.test', '--site-name', 'Albergo Ana'], {
      ...env,
      FOYER_ADMIN_PASSWORD: PASSWORD,
    });
    expect(r.status, r.err).toBe(0);
    expect(r.out).toMatch(/Initialised an empty site with Elementor's default kit/);
    expect(r.out).toContain('staff account: ana, password from FOYER_ADMIN_PASSWORD');
    expect(r.out + r.err).not.toContain(PASSWORD);
    const after = await inspect(env);
    expect(after).toMatchObject({ state: 'empty', posts: 0, terms: 0, menus: 0 });
    expect(after.users.map((u) => [u.login, u.email, u.role])).toEqual([['ana', 'ana@hotel.test', 'administrator']]);
    expect(await verifyPassword(PASSWORD, after.users[0].password_hash)).toBe(true);
    // Elementor's default kit (the globals a fresh Elementor site has), under the site's name.
    expect(after.kit).toEqual({ ...DEFAULT_KIT, site_name: 'Albergo Ana' });
    expect(after.kit.system_colors.map((c) => c.color)).toEqual(['#6EC1E4', '#54595F', '#7A7A7A', '#61CE70']);

    // Again: an initialised empty site says so and changes nothing.
    const again = await runFoyer(['init', '--login', 'other', '--email', 'other@hotel.test'], env);
    expect(again.status).toBe(0);
    expect(again.out).toMatch(/already an initialised empty site .*nothing changed/);
    expect(await inspect(env)).toEqual(after);

    // `foyer seed` adds the demo: its kit replaces the default, the site's administrator stays the only one.
    const seeded = await runFoyer(['seed', '--no-images'], env);
    expect(seeded.status, seeded.err).toBe(0);
    expect(seeded.out).toContain('staff account: ana (kept)');
    const withDemo = await inspect(env);
    expect(withDemo.state).toBe('content');
    expect(withDemo.posts).toBeGreaterThan(10);
    expect(withDemo.users.map((u) => u.login)).toEqual(['ana']);
    expect(withDemo.kit.site_name).toBe('Casa Alba Suites');

    // Now the database has content: init refuses, and says why.
    const refused = await runFoyer(['init', '--login', 'ana', '--email', 'ana@hotel.test'], env);
    expect(refused.status).toBe(1);
    expect(refused.err).toMatch(/already has content .*foyer init starts only a new, empty site\. Nothing changed\./);
    expect((await inspect(env)).posts).toBe(withDemo.posts);
  });

  it('generates a password when none is given and shows it once', async () => {
    const env = site('generated');
    const r = await runFoyer(['init', '--login', 'bruno', '--email', 'bruno@hotel.test'], env);
    expect(r.status, r.err).toBe(0);
    const password = /password (\S+) \(shown once; set FOYER_ADMIN_PASSWORD to choose it\)/.exec(r.out)?.[1];
    expect(password).toMatch(/^[\w-]{16}$/);
    const { users } = await inspect(env);
    expect(await verifyPassword(password!, users[0].password_hash)).toBe(true);
  });

  it('refuses a bad e-mail address, a short password and missing options, leaving the database fresh', async () => {
    const env = site('refused');
    const email = await runFoyer(['init', '--login', 'ana', '--email', 'not-an-email'], { ...env, FOYER_ADMIN_PASSWORD: PASSWORD });
    expect(email.status).toBe(2);
    expect(email.err).toMatch(/email must be a valid address/);
    const short = await runFoyer(['init', '--login', 'ana', '--email', 'ana@hotel.test', '--password', 'short'], env);
    expect(short.status).toBe(2);
    expect(short.err).toContain('--password must be at least 10 characters long');
    const shortEnv = await runFoyer(['init', '--login', 'ana', '--email', 'ana@hotel.test'], { ...env, FOYER_ADMIN_PASSWORD: 'short' });
    expect(shortEnv.status).toBe(2);
    expect(shortEnv.err).toContain('FOYER_ADMIN_PASSWORD must be at least 10 characters long');
    const missing = await runFoyer(['init', '--login', 'ana'], env);
    expect(missing.status).toBe(2);
    expect(missing.err).toMatch(/--email is required/);
    expect(await inspect(env)).toMatchObject({ state: 'fresh', posts: 0, users: [] });
  });
});

describe('foyer serve on an empty site', { timeout: 120_000 }, () => {
  it('never seeds the demo over a site foyer init started', async () => {
    const env = site('serve-after-init');
    expect(
      (await runFoyer(['init', '--login', 'ana', '--email', 'ana@hotel.test'], { ...env, FOYER_ADMIN_PASSWORD: PASSWORD })).status,
    ).toBe(0);
    const server = await startServe({ env: { DATABASE_URL: env.DATABASE_URL } });
    try {
      await waitUntilServing(server);
      const home = await fetch(server.url('/'));
      expect(home.status).toBe(200);
      const html = await home.text();
      expect(html).toContain('This site has no content yet');
      expect(html).not.toContain('Casa Alba');
      expect(server.output()).not.toMatch(/Seeded|staff account/);
    } finally {
      await server.stop();
    }
    expect(await inspect(env)).toMatchObject({ state: 'empty', posts: 0, terms: 0, menus: 0 });
  });

  it('starts an empty site on a fresh database with FOYER_DEMO=0, its password shown once', async () => {
    const env = site('serve-empty');
    const server = await startServe({ env: { DATABASE_URL: env.DATABASE_URL, FOYER_DEMO: '0' } });
    try {
      await waitUntilServing(server);
      expect((await fetch(server.url('/'))).status).toBe(200);
      expect(server.output()).toMatch(/Initialised an empty site/);
    } finally {
      await server.stop();
    }
    const password = /staff account: admin, password (\S+) \(shown once/.exec(server.output())?.[1];
    expect(password, server.output()).toBeDefined();
    expect(server.output().split(password!).length).toBe(2); // printed once, never logged again
    const after = await inspect(env);
    expect(after).toMatchObject({ state: 'empty', posts: 0 });
    expect(after.users.map((u) => [u.login, u.role])).toEqual([['admin', 'administrator']]);
    expect(await verifyPassword(password!, after.users[0].password_hash)).toBe(true);
  });

  it('refuses a FOYER_DEMO other than 0 or 1 before opening the database', async () => {
    const env = site('serve-bad-demo');
    const server = await startServe({ env: { DATABASE_URL: env.DATABASE_URL, FOYER_DEMO: 'no' } });
    try {
      const exit = await server.waitForExit(60_000);
      expect(exit?.code, server.output()).toBe(1);
      expect(server.output()).toContain('FOYER_DEMO: must be 0 (start an empty site) or 1 (seed the demo hotel); got "no"');
    } finally {
      await server.stop();
    }
  });
});
