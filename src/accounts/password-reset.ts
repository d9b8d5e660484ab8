// One-time, expiring password reset keys. The mailed link carries the key; the database keeps its
// hash. A new request replaces older keys of the account; using a key deletes it.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { randomToken, TOKEN_PATTERN, tokenHash } from './tokens.ts';

/** WordPress's own lifetime for reset keys: one day. */
export const RESET_TTL_MS = 24 * 60 * 60 * 1000;

export async function createResetKey(db: Kysely<Database>, userId: number, now = Date.now()): Promise<string> {
  const key = randomToken();
  await db.deleteFrom('password_resets').where('user_id', '=', userId).execute();
  await db
    .insertInto('password_resets')
    .values({
      key_hash: tokenHash(key),
      user_id: userId,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + RESET_TTL_MS).toISOString(),
    })
    .execute();
  return key;
}

/** The user a key resets, if it is known, unexpired and issued for `login` (the link carries both). */
export async function checkResetKey(
  db: Kysely<Database>,
  key: unknown,
  login: unknown,
  now = Date.now(),
): Promise<{ userId: number; login: string } | undefined> {
  if (typeof key !== 'string' || typeof login !== 'string' || !TOKEN_PATTERN.test(key)) return undefined;
  const row = await db
    .selectFrom('password_resets')
    .innerJoin('users', 'users.id', 'password_resets.user_id')
    .select(['users.id', 'users.login', 'password_resets.expires_at'])
    .where('password_resets.key_hash', '=', tokenHash(key))
    .executeTakeFirst();
  if (!row || row.login !== login || Date.parse(row.expires_at) <= now) return undefined;
  return { userId: row.id, login: row.login };
}

/** Deletes the key; false when another request used it first (so it is used exactly once). */
export async function consumeResetKey(db: Kysely<Database>, key: string): Promise<boolean> {
  const result = await db.deleteFrom('password_resets').where('key_hash', '=', tokenHash(key)).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
