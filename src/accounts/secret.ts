// The key nonces and reset links are signed with (see db/site-secret.ts).
import type { Kysely } from 'kysely';
import { siteSecret } from '../db/site-secret.ts';
import type { Database } from '../db/schema.ts';

export function accountSecret(db: Kysely<Database>): Promise<Buffer> {
  return siteSecret(db, 'account_nonce_secret');
}
