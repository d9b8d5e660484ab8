// Tells a failure of the storage itself (database down, connection lost, disk full, file read-only)
// from an error about the data (a unique name already taken, a bad value). The first is the
// server's problem, answered 503 with Retry-After (server/storage-unavailable.ts) and never shown
// as a mistake of the visitor's; the second is for the caller to explain.

/** Seconds a client should wait before trying again (Retry-After): a database restart or failover takes about this long. */
export const STORAGE_RETRY_AFTER_S = 5;

/** Set on an error thrown while opening a PostgreSQL connection (connect.ts): whatever its code, the database is unreachable. */
const CONNECT_FAILED = Symbol('foyer.connectFailed');

/** Marks an error from opening a database connection as a storage failure, and returns it. */
export function markConnectFailure(error: unknown): unknown {
  if (error && typeof error === 'object') Object.defineProperty(error, CONNECT_FAILED, { value: true });
  return error;
}

// SQLite result codes (better-sqlite3 puts the extended code, e.g. SQLITE_IOERR_WRITE, in `code`):
// the file or disk failed, or another process holds the lock past the busy timeout.
const SQLITE_STORAGE = /^SQLITE_(FULL|IOERR|BUSY|LOCKED|READONLY|CANTOPEN|CORRUPT|NOTADB|NOMEM|PROTOCOL|PERM)(_|$)/;

// PostgreSQL SQLSTATE classes and codes: 08 connection exception, 53 insufficient resources (disk
// full, out of memory, too many connections), 57 operator intervention (terminated, shutting down,
// starting up, statement timeout), 58 system error (I/O); 25006 a read-only transaction (a standby
// after failover); 3D000 the database is gone; 40001/40P01 serialization failure and deadlock,
// which only a later try resolves.
const PG_STORAGE_CLASSES = new Set(['08', '53', '57', '58']);
const PG_STORAGE_CODES = new Set(['25006', '40001', '40P01', '3D000']);

// Socket errors on the way to the database server.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// pg and better-sqlite3 say these without a code.
const DRIVER_MESSAGES = [
  /^Connection terminated/, // pg: the server closed the socket (restart, pg_terminate_backend)
  /is not queryable$/, // pg: a client whose connection already failed
  /^timeout exceeded when trying to connect$/, // pg-pool: connectionTimeoutMillis passed
  /^Cannot use a pool after calling end on the pool$/, // pg-pool: shutting down
  /^The database connection is not open$/, // better-sqlite3: closed
];

/** The error and its causes (`cause`, AggregateError's `errors`), a few levels deep. */
function* causes(error: unknown, depth = 0): Generator<object> {
  if (!error || typeof error !== 'object' || depth > 4) return;
  yield error;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  yield* causes(cause, depth + 1);
  if (Array.isArray(errors)) for (const e of errors) yield* causes(e, depth + 1);
}

function codeOf(error: object): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

function isStorageFailure(error: object): boolean {
  if ((error as { [CONNECT_FAILED]?: boolean })[CONNECT_FAILED]) return true;
  const code = codeOf(error);
  if (code) {
    if (SQLITE_STORAGE.test(code) || NETWORK_CODES.has(code) || PG_STORAGE_CODES.has(code)) return true;
    if (/^[0-9A-Z]{5}$/.test(code) && PG_STORAGE_CLASSES.has(code.slice(0, 2))) return true;
  }
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && DRIVER_MESSAGES.some((m) => m.test(message));
}

/** The database could not be reached or written: nothing the client sent is wrong, and a later try may work. */
export function isStorageError(error: unknown): boolean {
  for (const e of causes(error)) if (isStorageFailure(e)) return true;
  return false;
}

/** A unique index refused the row (a name or key already taken): the only database error that means "taken". */
export function isUniqueViolation(error: unknown): boolean {
  for (const e of causes(error)) {
    const code = codeOf(e);
    if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return true;
  }
  return false;
}
