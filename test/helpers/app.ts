// Test apps on a fresh database: SQLite in a temporary directory, or, when TEST_DATABASE_URL
// (postgres://…) is set, a new PostgreSQL database per suite, dropped afterwards. Each is
// migrated, seeded with the demo hotel and served by the real app (buildApp), logger off.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { openDb, type Db } from '../../src/db/connect.ts';
import { migrate } from '../../src/db/migrate.ts';
import { seedDemo } from '../../src/demo/seed.ts';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig, type Config } from '../../src/server/config.ts';

export type TestDialect = 'sqlite' | 'postgres';

/** A cheap password hash for accounts tests create in bulk (the default cost is tested on its own). */
export const TEST_SCRYPT = { N: 2 ** 10, r: 8, p: 1 } as const;

/** Links in API answers use this base unless a test overrides `baseUrl`. */
export const TEST_BASE_URL = 'http://hotel.test';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  dialect: TestDialect;
  close(): Promise<void>;
}

export interface TestAppOptions {
  dialect?: TestDialect;
  /** Seed the demo hotel (default true). */
  seed?: boolean;
  config?: Partial<Config>;
  /** Fastify logger options (default off), e.g. `{ level: 'warn', stream }` to read the logs. */
  logger?: object;
}

/** The databases suites run on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function testDialects(): TestDialect[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

async function withAdmin<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function freshDatabase(dialect: TestDialect): Promise<{ url: string; remove(): Promise<void> }> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'foyer-test-'));
    return { url: `sqlite:${join(dir, 'foyer.db')}`, remove: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL must be set to run the PostgreSQL suites');
  // The name is generated here (hex only), so it is safe to put into the statement.
  const name = `foyer_t_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    remove: () => withAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dialect = options.dialect ?? 'sqlite';
  const database = await freshDatabase(dialect);
  const config: Config = { ...loadConfig({}), databaseUrl: database.url, baseUrl: TEST_BASE_URL, logLevel: 'silent', ...options.config };
  const db = openDb(database.url);
  try {
    await migrate(db);
    // The demo's artwork is not needed to test routes, and rasterising it is slow.
    // The staff account's hash at a test's cost: at N=2^17 every suite paid ~0.45 s of CPU for it.
    if (options.seed ?? true) await seedDemo(db, { skipImages: true, staffScrypt: TEST_SCRYPT });
    const app = await buildApp({ db, config, logger: options.logger ?? false });
    await app.ready();
    return {
      app,
      db,
      config,
      dialect,
      async close() {
        await app.close();
        await db.close();
        await database.remove();
      },
    };
  } catch (error) {
    await db.close().catch(() => undefined);
    await database.remove().catch(() => undefined);
    throw error;
  }
}

/** What a suite body sees: the current test app, available from its beforeAll hooks on. */
export interface SuiteApp {
  readonly dialect: TestDialect;
  readonly app: FastifyInstance;
  readonly db: Db;
}

/**
 * Runs a suite once per test database (SQLite; PostgreSQL too with TEST_DATABASE_URL), each on
 * its own fresh, seeded app. Fixtures go in the suite's own beforeAll, which runs after the app exists.
 */
export function describeDatabases(name: string, fn: (suite: SuiteApp) => void, options: Omit<TestAppOptions, 'dialect'> = {}): void {
  for (const dialect of testDialects()) {
    describe(`${name} [${dialect}]`, () => {
      let current: TestApp | undefined;
      const need = (): TestApp => {
        if (!current) throw new Error('the test app is created in beforeAll; use it inside hooks and tests');
        return current;
      };
      beforeAll(async () => {
        current = await createTestApp({ ...options, dialect });
      });
      afterAll(async () => {
        await current?.close();
        current = undefined;
      });
      fn({
        dialect,
        get app() {
          return need().app;
        },
        get db() {
          return need().db;
        },
      });
    });
  }
}
