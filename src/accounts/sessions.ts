// Server-side sessions: the browser holds a random token in an httpOnly cookie; the database holds
// its hash, the user, when it began and was last used, and a summary of the browser. Logging out or
// expiring deletes the row: the cookie is then worthless.
//
// Timeouts. Visitors (guests) keep a session 14 days, as WordPress's "remember me". Staff, whose
// sessions can change the site and read its statistics, follow OWASP's session guidance: it ends after
// 2 hours without a request (idle) and 12 hours after login (absolute: one working day or shift), so
// a forgotten browser at the reception desk is not logged in the next morning. The role is read
// at every request, so an account promoted to staff gets the staff limits at once.
import type { Kysely } from 'kysely';
import type { Database, UserRole } from '../db/schema.ts';
import { isStaff } from '../admin/shared/caps.ts';
import { parseUserAgent } from '../stats/classify/user-agent.ts';
import { randomToken, TOKEN_PATTERN, tokenHash } from './tokens.ts';

export interface SessionPolicy {
  /** From login to the end, however busy. */
  absoluteMs: number;
  /** Without a request for this long, the session ends (undefined: no idle limit). */
  idleMs?: number;
}

const HOUR = 60 * 60 * 1000;
export const VISITOR_SESSION: SessionPolicy = { absoluteMs: 14 * 24 * HOUR };
export const STAFF_SESSION: SessionPolicy = { absoluteMs: 12 * HOUR, idleMs: 2 * HOUR };
/** "Last seen" is written at most this often, so a busy session is not a write per request. */
export const LAST_SEEN_STEP_MS = 60_000;

export function sessionPolicy(role: string | undefined): SessionPolicy {
  return isStaff(role) ? STAFF_SESSION : VISITOR_SESSION;
}

/** Who is logged in, as a request sees it. `sessionKey` binds nonces; it is not the cookie token. */
export interface Account {
  userId: number;
  login: string;
  displayName: string;
  role: UserRole;
  sessionKey: string;
}

/** "Firefox on Windows (desktop)": enough to recognise one's own browsers, nothing that tracks them. */
export function userAgentSummary(ua: string | undefined): string {
  if (!ua) return 'Unknown browser';
  const agent = parseUserAgent(ua.slice(0, 512));
  return `${agent.browser === 'Other' ? 'A browser' : agent.browser} on ${agent.os === 'Other' ? 'another system' : agent.os} (${agent.device})`;
}

export async function createSession(
  db: Kysely<Database>,
  userId: number,
  now = Date.now(),
  details: { role?: UserRole; userAgent?: string } = {},
): Promise<string> {
  const token = randomToken();
  const at = new Date(now).toISOString();
  await db
    .insertInto('sessions')
    .values({
      token_hash: tokenHash(token),
      user_id: userId,
      created_at: at,
      last_seen_at: at,
      expires_at: new Date(now + sessionPolicy(details.role).absoluteMs).toISOString(),
      user_agent: userAgentSummary(details.userAgent),
    })
    .execute();
  // Expired rows of this user go while we are here: the table stays small without a sweeper.
  await db.deleteFrom('sessions').where('user_id', '=', userId).where('expires_at', '<=', at).execute();
  return token;
}

interface SessionTimes {
  role: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

/** Whether a session is over: past its stored expiry, or past its role's absolute or idle limit. */
export function isExpired(row: SessionTimes, now: number): boolean {
  const policy = sessionPolicy(row.role);
  if (Date.parse(row.expires_at) <= now) return true;
  if (Date.parse(row.created_at) + policy.absoluteMs <= now) return true;
  const seen = Date.parse(row.last_seen_at || row.created_at);
  return policy.idleMs !== undefined && seen + policy.idleMs <= now;
}

export async function findSession(db: Kysely<Database>, token: string | undefined, now = Date.now()): Promise<Account | undefined> {
  if (!token || !TOKEN_PATTERN.test(token)) return undefined;
  const hash = tokenHash(token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'users.id',
      'users.login',
      'users.display_name',
      'users.role',
      'sessions.created_at',
      'sessions.last_seen_at',
      'sessions.expires_at',
    ])
    .where('sessions.token_hash', '=', hash)
    .executeTakeFirst();
  if (!row) return undefined;
  if (isExpired(row, now)) {
    await deleteSession(db, hash);
    return undefined;
  }
  if (Date.parse(row.last_seen_at || row.created_at) + LAST_SEEN_STEP_MS <= now)
    await db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(now).toISOString() })
      .where('token_hash', '=', hash)
      .execute();
  return { userId: row.id, login: row.login, displayName: row.display_name, role: row.role, sessionKey: hash };
}

/** A session as its owner sees it in the list: never its token or the token's hash. */
export interface SessionSummary {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  userAgent: string;
  current: boolean;
}

/** The id a session is listed and ended by: derived from the stored hash, and useless for logging in or for nonces. */
export const publicSessionId = (sessionKey: string) => tokenHash(`session-id:${sessionKey}`).slice(0, 32);

/** The live sessions of the account, the most recently used first. */
export async function listSessions(db: Kysely<Database>, account: Account, now = Date.now()): Promise<SessionSummary[]> {
  const rows = await db
    .selectFrom('sessions')
    .select(['token_hash', 'created_at', 'last_seen_at', 'expires_at', 'user_agent'])
    .where('user_id', '=', account.userId)
    .execute();
  return rows
    .filter((row) => !isExpired({ ...row, role: account.role }, now))
    .map((row) => ({
      id: publicSessionId(row.token_hash),
      createdAt: row.created_at,
      lastSeenAt: row.last_seen_at || row.created_at,
      userAgent: row.user_agent || 'Unknown browser',
      current: row.token_hash === account.sessionKey,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt));
}

/** Ends one of the user's sessions by its listed id; returns its key, or undefined when no session of theirs has it. */
export async function deleteSessionById(db: Kysely<Database>, userId: number, id: string): Promise<string | undefined> {
  const rows = await db.selectFrom('sessions').select('token_hash').where('user_id', '=', userId).execute();
  const found = rows.find((row) => publicSessionId(row.token_hash) === id);
  if (found) await deleteSession(db, found.token_hash);
  return found?.token_hash;
}

export async function deleteSession(db: Kysely<Database>, sessionKey: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', sessionKey).execute();
}

/** "Log out everywhere else": every session of the user but this one. Returns how many ended. */
export async function deleteOtherSessions(db: Kysely<Database>, userId: number, keepKey: string): Promise<number> {
  const result = await db.deleteFrom('sessions').where('user_id', '=', userId).where('token_hash', '!=', keepKey).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** After a password reset (or "log out everywhere") every browser logged in as that user is logged out. */
export async function deleteUserSessions(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}
