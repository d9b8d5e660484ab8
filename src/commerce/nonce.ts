// The Stripe button's nonce (Elementor's `stripe_form_submit`). Pages are cached for everyone, so the
// button asks for one when first pressed (admin-ajax `foyer_payments_nonce`), bound to the visitor's
// session or anonymous token cookie as the account forms' are (src/accounts/actions.ts).
import { createNonce, checkNonce } from '../accounts/nonces.ts';
import { ANON_COOKIE, cookieHeader } from '../accounts/cookies.ts';
import { randomToken, TOKEN_PATTERN } from '../accounts/tokens.ts';

export const STRIPE_NONCE_ACTION = 'stripe_form_submit';

export interface NonceRequest {
  secret: Buffer;
  sessionKey: string | undefined;
  anonToken: string | undefined;
  secure: boolean;
}

function bindingOf(request: NonceRequest): string {
  if (request.sessionKey) return `session:${request.sessionKey}`;
  return request.anonToken && TOKEN_PATTERN.test(request.anonToken) ? `anon:${request.anonToken}` : '';
}

/** A nonce for the Stripe button, and the anonymous token cookie to set when the browser had none. */
export function stripeNonce(request: NonceRequest): { nonce: string; cookies: string[] } {
  let binding = bindingOf(request);
  const cookies: string[] = [];
  if (!binding) {
    const token = randomToken();
    cookies.push(cookieHeader(ANON_COOKIE, token, { maxAgeS: 2 * 60 * 60, secure: request.secure }));
    binding = `anon:${token}`;
  }
  return { nonce: createNonce(request.secret, STRIPE_NONCE_ACTION, binding, Date.now()), cookies };
}

export function stripeNonceValid(request: NonceRequest, nonce: unknown): boolean {
  return checkNonce(request.secret, nonce, STRIPE_NONCE_ACTION, bindingOf(request)) === 'valid';
}
