// `foyer migrate`, `foyer seed` and `foyer user:create` as an operator runs them, on a fresh SQLite file.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../../src/db/connect.ts';
import { verifyPassword } from '../../src/db/repositories/users.ts';
import { PROJECT_ROOT } from './fixtures.ts';

const dir = mkdtempSync(join(tmpdir(), 'foyer-cli-'));
const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: `sqlite:${join(dir, 'foyer.db')}`, LOG_LEVEL: 'silent' };
delete env.BASE_URL; // Vitest sets it (Vite's base); Foyer reads it as its public URL.
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function foyer(args: string[], extraEnv: NodeJS.ProcessEnv = {}) {
  const r = spawnSync(process.execPath, ['bin/foyer.js', ...args], { cwd: PROJECT_ROOT, env: { ...env, ...extraEnv }, encoding: 'utf8' });
  return { status: r.status, out: r.stdout, err: r.stderr };
}

// Each case starts real CLI processes: allow for a loaded CI machine.
describe('foyer migrate, seed and user:create', { timeout: 60_000 }, () => {
  it('migrates a new database once, then reports it up to date', () => {
    expect(foyer(['migrate']).out).toMatch(/Applied: 001-initial/);
    expect(foyer(['migrate']).out).toMatch(/up to date/);
  });

  it('seeds the demo twice to the same result', async () => {
    expect(foyer(['seed', '--no-images']).status).toBe(0);
    const count = async () => {
      const db = openDb(env.DATABASE_URL);
      try {
        const posts = await db.kysely.selectFrom('posts').select(db.kysely.fn.countAll().as('n')).executeTakeFirstOrThrow();
        const terms = await db.kysely.selectFrom('terms').select(db.kysely.fn.countAll().as('n')).executeTakeFirstOrThrow();
        return [Number(posts.n), Number(terms.n)];
      } finally {
        await db.close();
      }
    };
    const first = await count();
    expect(foyer(['seed', '--no-images']).status).toBe(0);
    expect(await count()).toEqual(first);
  });

  it('creates a user with a hashed password that is never printed', async () => {
    const password = 'correct horse battery staple';
    const r = foyer(['user:create', '--login', 'manager', '--email', 'manager@hotel.test', '--role', 'editor'], {
      FOYER_PASSWORD: password,
    });
    expect(r.status).toBe(0);
    expect(r.out).toMatch(/Created user manager \(id \d+, editor\)/);
    expect(r.out + r.err).not.toContain(password);
    const db = openDb(env.DATABASE_URL);
    try {
      const row = await db.kysely.selectFrom('users').selectAll().where('login', '=', 'manager').executeTakeFirstOrThrow();
      expect(row.password_hash).not.toContain(password);
      expect(await verifyPassword(password, row.password_hash)).toBe(true);
      expect(await verifyPassword('wrong password!', row.password_hash)).toBe(false);
    } finally {
      await db.close();
    }
  });

  it('refuses a duplicate, a bad email, a short password, a missing password and an unknown role with a message', () => {
    const dup = foyer(['user:create', '--login', 'manager', '--email', 'other@hotel.test'], { FOYER_PASSWORD: 'long enough password' });
    expect(dup.status).toBe(2);
    expect(dup.err).toMatch(/already exists/);
    const email = foyer(['user:create', '--login', 'frontdesk', '--email', 'not-an-email'], { FOYER_PASSWORD: 'long enough password' });
    expect(email.status).toBe(2);
    expect(email.err).toMatch(/email must be a valid address/);
    const short = foyer(['user:create', '--login', 'frontdesk', '--email', 'fd@hotel.test'], { FOYER_PASSWORD: 'short' });
    expect(short.status).toBe(2);
    expect(short.err).toMatch(/password must be at least 10 characters/);
    expect(short.err).not.toContain('short\n');
    const none = foyer(['user:create', '--login', 'frontdesk', '--email', 'fd@hotel.test'], { FOYER_PASSWORD: '' });
    expect(none.status).toBe(2);
    expect(none.err).toMatch(/FOYER_PASSWORD/);
    const role = foyer(['user:create', '--login', 'frontdesk', '--email', 'fd@hotel.test', '--role', 'owner'], {
      FOYER_PASSWORD: 'long enough password',
    });
    expect(role.status).toBe(2);
    expect(role.err).toContain('--role must be one of administrator, editor, author, contributor, subscriber; got "owner"');
  });
});
