// The key nonces are signed with: generated into the database on first use (never logged, never in
// the environment), so every process of a site signs and checks with the same one.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

const KEY = 'account_nonce_secret';
const secrets = new WeakMap<Kysely<Database>, Promise<Buffer>>();

async function loadOrCreate(db: Kysely<Database>): Promise<Buffer> {
  // Written directly rather than through setSetting: a secret is no content, so no change is announced.
  // Two processes racing both insert-or-ignore, then both read the one that won.
  const fresh = JSON.stringify(randomBytes(32).toString('base64'));
  await db
    .insertInto('settings')
    .values({ key: KEY, value: fresh })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('settings').select('value').where('key', '=', KEY).executeTakeFirstOrThrow();
  return Buffer.from(JSON.parse(row.value) as string, 'base64');
}

export function accountSecret(db: Kysely<Database>): Promise<Buffer> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = loadOrCreate(db);
    secrets.set(db, secret);
    secret.catch(() => secrets.delete(db)); // try again on the next request
  }
  return secret;
}
