// Kysely's SQLite dialect, with transactions that take the write lock as they begin. A deferred
// `BEGIN` that reads and then writes fails at once with SQLITE_BUSY when another process wrote in
// between (WAL cannot upgrade a stale snapshot, and the busy timeout is not consulted), which
// several worker processes on one database file hit under load; `BEGIN IMMEDIATE` waits its turn.
// Kysely also prepares every query anew; compiling SQL costs more than running most of ours, so
// prepared statements are kept by their text.
import type SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  SqliteAdapter,
  type SqliteDatabase,
  SqliteDriver,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/** Statements kept: the app's queries are a few hundred distinct texts. */
const CACHED_STATEMENTS = 500;

/** The connection as Kysely sees it, preparing each SQL text once (SQLite re-prepares after a schema change itself). */
function withStatementCache(database: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement) {
        // Most recently used last, so the first key is the one to drop.
        statements.delete(sql);
      } else {
        statement = database.prepare(sql);
        if (statements.size >= CACHED_STATEMENTS) statements.delete(statements.keys().next().value!);
      }
      statements.set(sql, statement);
      return statement;
    },
    close: () => void database.close(),
  };
}

export function sqliteDialect(database: SQLite.Database): Dialect {
  const cached = withStatementCache(database);
  return {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new ImmediateSqliteDriver({ database: cached }),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  };
}
