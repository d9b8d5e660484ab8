// Random tokens for cookies, reset links and anonymous form bindings, and the hash they are stored by.
import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL- and cookie-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of a token: finding a row needs the token, reading one gives nothing. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const TOKEN_PATTERN = /^[\w-]{43}$/;
