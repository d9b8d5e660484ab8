// Users with scrypt-hashed passwords; the hash never leaves this module.
import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { type Database, USER_ROLES, type UserRow } from '../schema.ts';

const scrypt = promisify(scryptCb) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

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

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, 64);
  return `scrypt$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, saltB64, keyB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, 'base64');
  const actual = await scrypt(password, Buffer.from(saltB64, 'base64'), expected.length);
  return timingSafeEqual(actual, expected);
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

export async function setPassword(db: Kysely<Database>, userId: number, password: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: await hashPassword(password) })
    .where('id', '=', userId)
    .execute();
}

export async function createUser(db: Kysely<Database>, input: NewUser): Promise<PublicUser> {
  const data = newUserSchema.parse(input);
  const taken = await takenNames(db, data.login, data.email);
  if (taken.login || taken.email) throw new Error('A user with that login or email already exists');
  const row = await db
    .insertInto('users')
    .values({
      login: data.login,
      email: data.email,
      display_name: data.displayName || data.login,
      nickname: data.nickname || data.login,
      password_hash: await hashPassword(data.password),
      role: data.role,
      created_at: new Date().toISOString(),
    })
    .returning(PUBLIC_COLUMNS)
    .executeTakeFirstOrThrow();
  return row;
}
