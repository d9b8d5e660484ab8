// Login delays instead of lockouts. Every failed password adds to a bucket of the account (whichever
// name or e-mail was typed), or of the typed name when no account matches, and to a bucket of the
// client; after a few free failures each one makes the next attempt wait longer (1 s, 2 s, 4 s … up to
// a cap). A locked account would be a denial of service anyone can run; a delay only slows guessing,
// and the right password is accepted as soon as the wait is over. A browser that has logged in to
// the account before (a trusted-device cookie) is held only by its own bucket, so someone guessing
// from elsewhere cannot keep the account's owner out (OWASP's "device cookies").
// Rows live in the database, so the delays hold across every process of a site and across restarts.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { clientSubject } from '../model/client-address.ts';
import { tokenHash } from './tokens.ts';

export interface DelayPolicy {
  /** The key prefix of its rows. */
  name: string;
  /** Failures answered without a delay (typing mistakes). */
  free: number;
  /** The longest delay, however many failures. */
  capMs: number;
}

/** Per account (or typed name that matches none): a slow guess at one password. */
export const ACCOUNT_DELAY: DelayPolicy = { name: 'login-account', free: 3, capMs: 30_000 };
/** Per client address (IPv6: its /64): one client guessing across many accounts. More room: hotel guests share a network. */
export const CLIENT_DELAY: DelayPolicy = { name: 'login-client', free: 10, capMs: 60_000 };
/** Per trusted browser: its own mistakes, instead of the account's and the client's buckets. */
export const DEVICE_DELAY: DelayPolicy = { name: 'login-device', free: 3, capMs: 30_000 };

/** A day without a failure starts a bucket afresh. */
export const FORGET_MS = 24 * 60 * 60 * 1000;

/** The wait after `failures` consecutive failures: none for the free ones, then doubling from 1 s to the cap. */
export function delayAfter(policy: DelayPolicy, failures: number): number {
  if (failures < policy.free) return 0;
  return Math.min(1000 * 2 ** Math.min(failures - policy.free, 30), policy.capMs);
}

/** A bucket: what is counted and under which policy. Subjects are hashed: no name or address is stored. */
export interface Bucket {
  policy: DelayPolicy;
  subject: string;
}

const keyOf = ({ policy, subject }: Bucket) => `${policy.name}:${tokenHash(subject)}`;

/** The account bucket: the user's id when the typed name or e-mail is an account's, else the typed name itself. */
export function accountBucket(userId: number | undefined, typed: string): Bucket {
  return { policy: ACCOUNT_DELAY, subject: userId === undefined ? `name:${typed.trim().toLowerCase()}` : `user:${userId}` };
}

/** The client bucket: an IPv4 address, or an IPv6 address's /64 (one subscriber's whole network). */
export function clientBucket(ip: string): Bucket {
  return { policy: CLIENT_DELAY, subject: clientSubject(ip) };
}

/** Milliseconds until any of `buckets` allows the next attempt (0: now). Reading counts nothing. */
export async function waitFor(db: Kysely<Database>, buckets: Bucket[], now = Date.now()): Promise<number> {
  if (!buckets.length) return 0;
  const rows = await db.selectFrom('login_delays').select('next_attempt_at').where('key', 'in', buckets.map(keyOf)).execute();
  return Math.max(0, ...rows.map((r) => Date.parse(r.next_attempt_at) - now));
}

/**
 * Counts one failure and moves the bucket's next allowed attempt. The count is one atomic statement
 * (concurrent guesses cannot undercount); the next attempt only ever moves later.
 */
export async function recordFailure(db: Kysely<Database>, bucket: Bucket, now = Date.now()): Promise<number> {
  const at = new Date(now).toISOString();
  const forgotten = new Date(now - FORGET_MS).toISOString();
  const key = keyOf(bucket);
  const row = await db
    .insertInto('login_delays')
    .values({ key, failures: 1, last_failure_at: at, next_attempt_at: at })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        failures: eb
          .case()
          .when('login_delays.last_failure_at', '<=', forgotten)
          .then(1)
          .else(eb('login_delays.failures', '+', 1))
          .end(),
        last_failure_at: at,
      })),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  const failures = Number(row.failures);
  const next = new Date(now + delayAfter(bucket.policy, failures)).toISOString();
  await db.updateTable('login_delays').set({ next_attempt_at: next }).where('key', '=', key).where('next_attempt_at', '<', next).execute();
  // Now and then, forgotten buckets go (typed names that match no account would otherwise pile up).
  if (Math.random() < 0.01) await db.deleteFrom('login_delays').where('last_failure_at', '<=', forgotten).execute();
  return failures;
}

/** After a successful login (or a password reset) the account starts afresh. */
export async function clearFailures(db: Kysely<Database>, bucket: Bucket): Promise<void> {
  await db.deleteFrom('login_delays').where('key', '=', keyOf(bucket)).execute();
}
