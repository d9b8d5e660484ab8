// Server-side sessions: the browser holds a random token in an httpOnly cookie; the database holds
// its hash, the user and the expiry. Logging out or expiring deletes the row: the cookie is then worthless.
import type { Kysely } from 'kysely';
import type { Database, UserRole } from '../db/schema.ts';
import { randomToken, TOKEN_PATTERN, tokenHash } from './tokens.ts';

export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

/** Who is logged in, as a request sees it. `sessionKey` binds nonces; it is not the cookie token. */
export interface Account {
  userId: number;
  login: string;
  displayName: string;
  role: UserRole;
  sessionKey: string;
}

export async function createSession(db: Kysely<Database>, userId: number, now = Date.now()): Promise<string> {
  const token = randomToken();
  await db
    .insertInto('sessions')
    .values({
      token_hash: tokenHash(token),
      user_id: userId,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + SESSION_TTL_MS).toISOString(),
    })
    .execute();
  // Expired rows of this user go while we are here: the table stays small without a sweeper.
  await db.deleteFrom('sessions').where('user_id', '=', userId).where('expires_at', '<=', new Date(now).toISOString()).execute();
  return token;
}

export async function findSession(db: Kysely<Database>, token: string | undefined, now = Date.now()): Promise<Account | undefined> {
  if (!token || !TOKEN_PATTERN.test(token)) return undefined;
  const hash = tokenHash(token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.login', 'users.display_name', 'users.role', 'sessions.expires_at'])
    .where('sessions.token_hash', '=', hash)
    .executeTakeFirst();
  if (!row || Date.parse(row.expires_at) <= now) return undefined;
  return { userId: row.id, login: row.login, displayName: row.display_name, role: row.role, sessionKey: hash };
}

export async function deleteSession(db: Kysely<Database>, sessionKey: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', sessionKey).execute();
}

/** After a password reset every browser logged in as that user is logged out. */
export async function deleteUserSessions(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}
