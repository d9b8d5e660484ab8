// Trusted-device cookies (OWASP's defence against lockout by guessing): after a successful login the
// browser gets a signed token naming the account it logged in to. A later login attempt for that
// account from that browser is held only by the browser's own delay bucket, never by the failures
// that others caused, so the account's owner is not kept out by someone guessing elsewhere.
// Signed, not stored: an HMAC of the user id, a random id and the expiry under the accounts' secret.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const DEVICE_TTL_MS = 180 * 24 * 60 * 60 * 1000;

const sign = (secret: Buffer, userId: number, id: string, expires: string): string =>
  createHmac('sha256', secret).update(`foyer_device\n${userId}\n${id}\n${expires}`).digest().subarray(0, 16).toString('base64url');

export function createDeviceToken(secret: Buffer, userId: number, now = Date.now()): string {
  const id = randomBytes(16).toString('base64url');
  const expires = Math.floor((now + DEVICE_TTL_MS) / 1000).toString(36);
  return `${id}.${expires}.${sign(secret, userId, id, expires)}`;
}

/** The device's id when `token` is a live device token for `userId`, else undefined. */
export function trustedDevice(secret: Buffer, token: unknown, userId: number, now = Date.now()): string | undefined {
  if (typeof token !== 'string' || token.length > 80) return undefined;
  const match = /^([\w-]{22})\.([0-9a-z]{1,10})\.([\w-]{22})$/.exec(token);
  if (!match) return undefined;
  const [, id, expires, mac] = match;
  const given = Buffer.from(mac, 'base64url');
  const expected = Buffer.from(sign(secret, userId, id, expires), 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return parseInt(expires, 36) * 1000 > now ? id : undefined;
}
