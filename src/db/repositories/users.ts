// Users with scrypt-hashed passwords; the hash never leaves this module.
import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database, UserRow } from '../schema.ts';

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
  role: z.enum(['administrator', 'editor', 'author', 'subscriber']).default('subscriber'),
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

export type PublicUser = Omit<UserRow, 'password_hash'>;

export async function createUser(db: Kysely<Database>, input: NewUser): Promise<PublicUser> {
  const data = newUserSchema.parse(input);
  const taken = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb.or([eb('login', '=', data.login), eb('email', '=', data.email)]))
    .executeTakeFirst();
  if (taken) throw new Error('A user with that login or email already exists');
  const row = await db
    .insertInto('users')
    .values({
      login: data.login,
      email: data.email,
      display_name: data.displayName || data.login,
      password_hash: await hashPassword(data.password),
      role: data.role,
      created_at: new Date().toISOString(),
    })
    .returning(['id', 'login', 'email', 'display_name', 'role', 'created_at'])
    .executeTakeFirstOrThrow();
  return row;
}
