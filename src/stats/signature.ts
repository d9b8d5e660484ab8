// The hit signature: an HMAC of the page's source type and id under the site's statistics secret.
// The page carries it in hitParams/onlineParams; ingestion recomputes it, so a page's hits cannot be
// forged for another page without the secret.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { siteSecret } from '../db/site-secret.ts';

export function statsSecret(db: Kysely<Database>): Promise<Buffer> {
  return siteSecret(db, 'statistics_signature_secret');
}

/** 32 hex characters (128 bits of HMAC-SHA256), like the plugin's md5-length signature. */
export function signSource(secret: Buffer, sourceType: string, sourceId: number): string {
  return createHmac('sha256', secret).update(`${sourceType}\u0000${sourceId}`).digest('hex').slice(0, 32);
}

/** Expected signatures by secret and source: a site has few pages, and each hit would pay for an HMAC. */
const expectedSignatures = new WeakMap<Buffer, Map<string, Buffer>>();
const MAX_REMEMBERED = 10_000;

function expectedSignature(secret: Buffer, sourceType: string, sourceId: number): Buffer {
  let known = expectedSignatures.get(secret);
  if (!known) expectedSignatures.set(secret, (known = new Map()));
  const key = `${sourceType}\u0000${sourceId}`;
  let expected = known.get(key);
  if (!expected) {
    expected = Buffer.from(signSource(secret, sourceType, sourceId));
    if (known.size >= MAX_REMEMBERED) known.clear();
    known.set(key, expected);
  }
  return expected;
}

export function verifySource(secret: Buffer, sourceType: string, sourceId: number, signature: string): boolean {
  const expected = expectedSignature(secret, sourceType, sourceId);
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
