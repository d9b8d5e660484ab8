// Opens the database named by DATABASE_URL: SQLite (default, WAL) or PostgreSQL.
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PreparingClient } from './pg-prepared.ts';
import type { Database } from './schema.ts';
import { sqliteDialect } from './sqlite-dialect.ts';
import { markConnectFailure } from './storage-errors.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** Where it is, with any password removed: safe to log. */
  description: string;
  /** The raw SQLite connection (SQLite only), for pragmas Kysely does not expose. */
  sqlite?: SQLite.Database;
  close(): Promise<void>;
}

export const DEFAULT_SQLITE_PATH = './data/foyer.db';

export function describeDatabaseUrl(url: string | undefined): { dialect: Dialect; target: string } {
  if (!url) return { dialect: 'sqlite', target: DEFAULT_SQLITE_PATH };
  if (url.startsWith('sqlite:')) return { dialect: 'sqlite', target: url.slice('sqlite:'.length) || DEFAULT_SQLITE_PATH };
  if (/^postgres(ql)?:\/\//.test(url)) return { dialect: 'postgres', target: url };
  throw new Error(`DATABASE_URL must be unset, sqlite:PATH or postgres://…; got a value starting "${url.slice(0, 12)}"`);
}

/** The URL with its password replaced by ***, for logs. */
export function redactUrl(url: string): string {
  return url.replace(/(\/\/[^:/@]+:)[^@]*@/, '$1***@');
}

export function openDb(url: string | undefined): Db {
  const { dialect, target } = describeDatabaseUrl(url);
  if (dialect === 'sqlite') {
    if (target !== ':memory:') mkdirSync(dirname(resolve(target)), { recursive: true });
    const database = new SQLite(target);
    database.pragma('journal_mode = WAL');
    database.pragma('foreign_keys = ON');
    database.pragma('busy_timeout = 5000');
    // Checkpoint every ~40 MB of log instead of SQLite's 4 MB. The statistics writer dirties index
    // pages on every group; a page written many times between checkpoints is copied back once, so
    // a longer log cuts the group commit's time by a third (measured: 341 → 222 µs per hit). The
    // size limit truncates the log back after a checkpoint.
    database.pragma('wal_autocheckpoint = 10000');
    database.pragma('journal_size_limit = 67108864');
    const kysely = new Kysely<Database>({ dialect: sqliteDialect(database) });
    return { kysely, dialect, description: `sqlite:${target}`, sqlite: database, close: () => kysely.destroy() };
  }
  // A connection attempt that hangs (server unreachable, not refused) fails after 5 s: requests are
  // then answered 503 (server/storage-unavailable.ts) instead of waiting on the pool.
  const pool = new pg.Pool({ connectionString: target, max: 10, connectionTimeoutMillis: 5000, Client: PreparingClient });
  // The server can close any connection (restart, failover, pg_terminate_backend). pg reports that as
  // an 'error' event on the client, which crashes the process unless someone listens; pg-pool
  // listens only while the client is idle, not while a query, a transaction or the statistics
  // writer holds it. So every connection gets a listener for its whole life: the query under way
  // fails (answered 503), and the pool drops the connection when it comes back, opening a new one
  // on the next query. The pool's own 'error' is the same event for an idle client, noted here already.
  pool.on('connect', (client) => {
    client.on('error', (err) => process.stderr.write(`foyer: a PostgreSQL connection was closed (${err.message}); it will be replaced\n`));
  });
  pool.on('error', () => undefined);
  // Whatever a failed connection attempt says (refused, database dropped, not accepting connections,
  // bad password), the database is unavailable: marked so, it is answered 503 and not taken for a bug.
  const marked = {
    connect: () => pool.connect().catch((error: unknown) => Promise.reject(markConnectFailure(error))),
    end: () => pool.end(),
  };
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool: marked }) });
  return { kysely, dialect, description: redactUrl(target), close: () => kysely.destroy() };
}
