// Nonces as WordPress uses them, signed instead of stored: an HMAC of the action, what the nonce is
// bound to (a session, or the anonymous token cookie of a logged-out browser) and its expiry time.
// A nonce for one action, browser or time is worthless for any other; nothing is written per nonce.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a nonce is accepted. The forms fetch a fresh one when theirs is older than half of this. */
export const NONCE_TTL_MS = 60 * 60 * 1000;

const sign = (secret: Buffer, action: string, binding: string, expires: string): Buffer =>
  createHmac('sha256', secret).update(`${action}\n${binding}\n${expires}`).digest().subarray(0, 16);

export function createNonce(secret: Buffer, action: string, binding: string, now = Date.now()): string {
  const expires = Math.floor((now + NONCE_TTL_MS) / 1000).toString(36);
  return `${expires}.${sign(secret, action, binding, expires).toString('base64url')}`;
}

export type NonceCheck = 'valid' | 'expired' | 'invalid';

export function checkNonce(secret: Buffer, nonce: unknown, action: string, binding: string, now = Date.now()): NonceCheck {
  if (typeof nonce !== 'string' || nonce.length > 64) return 'invalid';
  const match = /^([0-9a-z]{1,10})\.([\w-]{22})$/.exec(nonce);
  if (!match || !binding) return 'invalid';
  const [, expires, mac] = match;
  const given = Buffer.from(mac, 'base64url');
  const expected = sign(secret, action, binding, expires);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return parseInt(expires, 36) * 1000 > now ? 'valid' : 'expired';
}
