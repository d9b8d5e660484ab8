// The reset page's logic (/wp-login.php?action=rp&key=…&login=…, WordPress's own shape): show the
// form for a live key, then set the new password once. The page's nonce is bound to the key itself.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { getPublicUser, setPassword } from '../db/repositories/users.ts';
import { checkNonce, createNonce } from './nonces.ts';
import { checkResetKey, consumeResetKey } from './password-reset.ts';
import { accountBucket, clearFailures } from './login-delay.ts';
import { deleteUserSessions } from './sessions.ts';
import { tokenHash } from './tokens.ts';
import { passwordProblem } from './validation.ts';

export const RESET_NONCE_ACTION = 'foyer_resetpass';

export type ResetState =
  { kind: 'form'; key: string; login: string; nonce: string; message?: string } | { kind: 'invalid' } | { kind: 'done'; login: string };

export interface ResetAnswer {
  status: number;
  state: ResetState;
}

const invalid: ResetAnswer = { status: 400, state: { kind: 'invalid' } };
const nonceOf = (secret: Buffer, key: string, now?: number) => createNonce(secret, RESET_NONCE_ACTION, `reset:${tokenHash(key)}`, now);

/** GET: the form, or the "invalid or expired" page. */
export async function openReset(db: Kysely<Database>, secret: Buffer, key: unknown, login: unknown, now?: number): Promise<ResetAnswer> {
  const found = await checkResetKey(db, key, login, now);
  if (!found) return invalid;
  return { status: 200, state: { kind: 'form', key: key as string, login: found.login, nonce: nonceOf(secret, key as string, now) } };
}

/** POST: checks the key, the nonce and the new password, then sets it and logs every browser out. */
export async function completeReset(
  db: Kysely<Database>,
  secret: Buffer,
  fields: Record<string, string | undefined>,
  now?: number,
): Promise<ResetAnswer> {
  const { key, login, nonce, pass1 = '', pass2 = '' } = fields;
  const found = await checkResetKey(db, key, login, now);
  if (!found || !key) return invalid;
  const again = (status: number, message: string): ResetAnswer => ({
    status,
    state: { kind: 'form', key, login: found.login, nonce: nonceOf(secret, key, now), message },
  });
  if (checkNonce(secret, nonce, RESET_NONCE_ACTION, `reset:${tokenHash(key)}`, now) !== 'valid')
    return again(403, 'This form has expired. Please type your new password again.');
  const user = await getPublicUser(db, found.userId);
  const problem = passwordProblem(pass1, { user: found.login, mail: user?.email });
  if (problem) return again(400, problem);
  if (pass1 !== pass2) return again(400, 'The two passwords do not match.');
  if (!(await consumeResetKey(db, key))) return invalid; // used by a request that came first
  await setPassword(db, found.userId, pass1);
  await deleteUserSessions(db, found.userId);
  // Whoever guessed before cannot know the new password: the account starts afresh.
  await clearFailures(db, accountBucket(found.userId, found.login));
  return { status: 200, state: { kind: 'done', login: found.login } };
}
