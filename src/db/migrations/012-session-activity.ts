// Sessions a staff member can see and end (when each began, when it was last used, on what browser),
// with idle and absolute timeouts; and login delays that grow with failures instead of a lockout.
// Neither is published content: their writes never touch the content change log.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Sessions from before this migration count as used when they began.
  await db.schema
    .alterTable('sessions')
    .addColumn('last_seen_at', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`UPDATE sessions SET last_seen_at = created_at`.execute(db);
  // "Firefox on Windows (desktop)": a summary, never the whole user agent.
  await db.schema
    .alterTable('sessions')
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  // One row per bucket (an account, a typed name that matches none, a client address, a trusted
  // browser): consecutive failures, the last one, and when the next attempt is allowed.
  await db.schema
    .createTable('login_delays')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_failure_at', 'text', (c) => c.notNull())
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .execute();
  // The old fixed-window login counters are not read any more.
  await sql`DELETE FROM rate_limits WHERE key LIKE 'login-%'`.execute(db);
}
