// Users with scrypt-hashed passwords; the hash never leaves this module.
import { randomBytes, scrypt as scryptCb, type ScryptOptions, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { type Database, USER_ROLES, type UserRow } from '../schema.ts';

const scrypt = promisify(scryptCb) as (password: string, salt: Buffer, keylen: number, options: ScryptOptions) => Promise<Buffer>;

export const newUserSchema = z.object({
  login: z
    .string()
    .trim()
    .min(3, 'login must be at least 3 characters')
    .max(60)
    .regex(/^[\w.@-]+$/, 'login may contain letters, digits, and . _ @ -'),
  email: z.email('email must be a valid address'),
  password: z.string().min(10, 'password must be at least 10 characters').max(200),
  displayName: z.string().trim().max(100).optional(),
  nickname: z.string().trim().max(100).optional(),
  role: z.enum(USER_ROLES).default('subscriber'),
});
export type NewUser = z.input<typeof newUserSchema>;

/** scrypt's cost parameters, stored in every hash so they can be raised later without breaking old hashes. */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/**
 * N=2^17, r=8, p=1: OWASP's recommendation for scrypt (about 128 MiB and a few hundred ms per hash),
 * so a stolen users table costs an attacker that much per guess. Tests may pass weaker parameters
 * explicitly; nothing in the environment changes this.
 */
export const SCRYPT_DEFAULT: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
/** Hashes without parameters (`scrypt$salt$key`) were made with Node's defaults. */
const SCRYPT_LEGACY: ScryptParams = { N: 2 ** 14, r: 8, p: 1 };
/** Node refuses more than 32 MiB by default; scrypt needs 128·N·r bytes, plus room. */
const maxmemFor = (params: ScryptParams) => 128 * params.N * params.r * params.p + 32 * 1024 * 1024;

interface StoredHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

/** `scrypt$N=131072,r=8,p=1$salt$key`, or the older `scrypt$salt$key`; undefined for anything else. */
function parseHash(stored: string): StoredHash | undefined {
  const parts = stored.split('$');
  if (parts[0] !== 'scrypt') return undefined;
  if (parts.length === 3 && parts[1] && parts[2])
    return { params: SCRYPT_LEGACY, salt: Buffer.from(parts[1], 'base64'), key: Buffer.from(parts[2], 'base64') };
  const match = parts.length === 4 ? /^N=(\d+),r=(\d+),p=(\d+)$/.exec(parts[1]) : null;
  if (!match || !parts[2] || !parts[3]) return undefined;
  const [N, r, p] = match.slice(1).map(Number);
  // Bounds keep a tampered row from asking for gigabytes or an endless loop.
  if (N < 2 || N > 2 ** 20 || (N & (N - 1)) !== 0 || r < 1 || r > 32 || p < 1 || p > 16) return undefined;
  return { params: { N, r, p }, salt: Buffer.from(parts[2], 'base64'), key: Buffer.from(parts[3], 'base64') };
}

export async function hashPassword(password: string, params: ScryptParams = SCRYPT_DEFAULT): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, 64, { ...params, maxmem: maxmemFor(params) });
  return `scrypt$N=${params.N},r=${params.r},p=${params.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const hash = parseHash(stored);
  if (!hash || hash.key.length < 16) return false;
  const actual = await scrypt(password, hash.salt, hash.key.length, { ...hash.params, maxmem: maxmemFor(hash.params) });
  return timingSafeEqual(actual, hash.key);
}

/** Whether a hash was made with weaker parameters than `target` (or an older format): rehash it after a login. */
export function needsRehash(stored: string, target: ScryptParams = SCRYPT_DEFAULT): boolean {
  const hash = parseHash(stored);
  if (!hash || stored.split('$').length !== 4) return true;
  return hash.params.N < target.N || hash.params.r < target.r || hash.params.p < target.p;
}

/**
 * A stored hash of a password nobody knows: checked when no account matches, so a login for an
 * unknown name costs the same scrypt as one for a known name and timing tells nothing.
 */
let dummyHash: Promise<string> | undefined;
export async function verifyNoAccount(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await dummyHash);
  return false;
}

export type PublicUser = Omit<UserRow, 'password_hash'>;
const PUBLIC_COLUMNS = ['id', 'login', 'email', 'display_name', 'nickname', 'role', 'created_at'] as const;

/** The account whose login or e-mail address is `name` (case-insensitive, as WordPress matches them). */
export async function findUserForLogin(db: Kysely<Database>, name: string): Promise<UserRow | undefined> {
  const key = name.trim().toLowerCase();
  if (!key) return undefined;
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb(eb.fn('lower', ['login']), '=', key), eb(eb.fn('lower', ['email']), '=', key)]))
    .orderBy('id')
    .executeTakeFirst();
}

export async function getPublicUser(db: Kysely<Database>, id: number): Promise<PublicUser | undefined> {
  return db.selectFrom('users').select(PUBLIC_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Which of `login` and `email` another account already uses (case-insensitive). */
export async function takenNames(db: Kysely<Database>, login: string, email: string): Promise<{ login: boolean; email: boolean }> {
  const rows = await db
    .selectFrom('users')
    .select(['login', 'email'])
    .where((eb) =>
      eb.or([eb(eb.fn('lower', ['login']), '=', login.toLowerCase()), eb(eb.fn('lower', ['email']), '=', email.toLowerCase())]),
    )
    .execute();
  return {
    login: rows.some((r) => r.login.toLowerCase() === login.toLowerCase()),
    email: rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
  };
}

export async function setPassword(db: Kysely<Database>, userId: number, password: string, params?: ScryptParams): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: await hashPassword(password, params) })
    .where('id', '=', userId)
    .execute();
}

/** The login or e-mail address belongs to another account (found before the insert; the unique index catches races). */
export class UserTakenError extends Error {
  constructor() {
    super('A user with that login or email already exists');
    this.name = 'UserTakenError';
  }
}

/** `options.scrypt`: weaker hashing for tests that create many users; the default is SCRYPT_DEFAULT. */
export async function createUser(db: Kysely<Database>, input: NewUser, options: { scrypt?: ScryptParams } = {}): Promise<PublicUser> {
  const data = newUserSchema.parse(input);
  const taken = await takenNames(db, data.login, data.email);
  if (taken.login || taken.email) throw new UserTakenError();
  const row = await db
    .insertInto('users')
    .values({
      login: data.login,
      email: data.email,
      display_name: data.displayName || data.login,
      nickname: data.nickname || data.login,
      password_hash: await hashPassword(data.password, options.scrypt),
      role: data.role,
      created_at: new Date().toISOString(),
    })
    .returning(PUBLIC_COLUMNS)
    .executeTakeFirstOrThrow();
  return row;
}

/** The site's admin address: the first administrator's e-mail (WordPress keeps `admin_email`; Foyer its accounts). */
export async function adminAddress(db: Kysely<Database>): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('email')
    .where('role', '=', 'administrator')
    .where('email', '!=', '')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.email;
}
