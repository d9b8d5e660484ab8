// Fixed-window counters in the database, so limits hold across every process of a site (PostgreSQL)
// and across restarts. Keys name what is counted; identifying parts (IP, typed names) are hashed.
// Registrations and reset mails only: failed logins slow down instead (login-delay.ts), because a
// limit that refuses the right password would let anyone lock an account.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { tokenHash } from './tokens.ts';

export interface Limit {
  /** What is counted, e.g. `login-ip`. */
  name: string;
  max: number;
  windowMs: number;
}

export const REGISTER_PER_IP: Limit = { name: 'register-ip', max: 5, windowMs: 60 * 60_000 };
export const RESET_PER_IP: Limit = { name: 'reset-ip', max: 10, windowMs: 60 * 60_000 };
/** Reset mails to one account: past this the answer is the same, but no more mail is sent. */
export const RESET_PER_ACCOUNT: Limit = { name: 'reset-account', max: 3, windowMs: 60 * 60_000 };

const keyOf = (limit: Limit, subject: string) => `${limit.name}:${tokenHash(subject.trim().toLowerCase())}`;

/** Whether `subject` has used up `limit` in the current window (without counting this call). */
export async function isLimited(db: Kysely<Database>, limit: Limit, subject: string, now = Date.now()): Promise<boolean> {
  const row = await db
    .selectFrom('rate_limits')
    .select(['count', 'window_start'])
    .where('key', '=', keyOf(limit, subject))
    .executeTakeFirst();
  if (!row) return false;
  return Date.parse(row.window_start) + limit.windowMs > now && row.count >= limit.max;
}

/** Counts one event in one statement (atomic on both databases); returns the count in the window. */
export async function countHit(db: Kysely<Database>, limit: Limit, subject: string, now = Date.now()): Promise<number> {
  const start = new Date(now).toISOString();
  const expired = new Date(now - limit.windowMs).toISOString();
  const row = await db
    .insertInto('rate_limits')
    .values({ key: keyOf(limit, subject), count: 1, window_start: start })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        count: eb
          .case()
          .when('rate_limits.window_start', '<=', expired)
          .then(1)
          .else(eb('rate_limits.count', '+', 1))
          .end(),
        window_start: eb.case().when('rate_limits.window_start', '<=', expired).then(start).else(eb.ref('rate_limits.window_start')).end(),
      })),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
