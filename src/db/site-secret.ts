// Site secrets (nonce keys, the statistics signing key): generated into the settings table on first
// use — never logged, never in the environment — so every process of a site signs and checks with the
// same one.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

const cache = new WeakMap<Kysely<Database>, Map<string, Promise<Buffer>>>();

async function loadOrCreate(db: Kysely<Database>, key: string): Promise<Buffer> {
  // Written directly rather than through setSetting: a secret is no content, so no change is announced.
  // Two processes racing both insert-or-ignore, then both read the one that won.
  const fresh = JSON.stringify(randomBytes(32).toString('base64'));
  await db
    .insertInto('settings')
    .values({ key, value: fresh })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirstOrThrow();
  return Buffer.from(JSON.parse(row.value) as string, 'base64');
}

/** The 32-byte secret stored under `key`, created on first use and remembered per database. */
export function siteSecret(db: Kysely<Database>, key: string): Promise<Buffer> {
  let byKey = cache.get(db);
  if (!byKey) cache.set(db, (byKey = new Map()));
  let secret = byKey.get(key);
  if (!secret) {
    secret = loadOrCreate(db, key);
    byKey.set(key, secret);
    secret.catch(() => byKey.delete(key)); // try again on the next request
  }
  return secret;
}
