// What every back-office route shares: the JSON error answer, the capability guard, and the session
// description (who is logged in, with the nonces for what they may do next).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_ACTIONS, type AccountContext } from '../../accounts/actions.ts';
import { checkNonce, createNonce } from '../../accounts/nonces.ts';
import { accountSecret } from '../../accounts/secret.ts';
import type { Account } from '../../accounts/sessions.ts';
import { ADMIN_NONCE_ACTION, type ApiError, type SessionInfo } from '../../admin/shared/api.ts';
import { type AdminCap, capsOf, hasCap, isStaff } from '../../admin/shared/caps.ts';

export function sendApiError(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  extra: Omit<ApiError['data'], 'status'> = {},
): FastifyReply {
  const body: ApiError = { code, message, data: { status, ...extra } };
  return reply.code(status).send(body);
}

/** What a capability lets staff do, for the refusal's message. */
const CAP_WORDS: Record<AdminCap, string> = {
  view_statistics: 'read the statistics',
  manage_privacy: 'change the privacy settings',
  manage_payments: 'see payments or their settings',
  manage_submissions: 'read form submissions',
  manage_vouchers: 'look up gift vouchers',
};

/**
 * Lets the request through when its account has `cap`; otherwise answers 401 (nobody logged in)
 * or 403 (logged in without the capability) and returns false.
 */
export function requireCap(request: FastifyRequest, reply: FastifyReply, cap: AdminCap): boolean {
  if (!request.account) {
    void sendApiError(reply, 401, 'foyer_not_logged_in', 'Log in to use the back office.');
    return false;
  }
  if (!hasCap(request.account.role, cap)) {
    const what = CAP_WORDS[cap];
    void sendApiError(reply, 403, 'foyer_forbidden', `Your account (${request.account.role}) may not ${what}.`);
    return false;
  }
  return true;
}

/** Lets any staff account through (its own sessions need no more than that); otherwise 401 or 403. */
export function requireStaff(request: FastifyRequest, reply: FastifyReply): boolean {
  if (!request.account) {
    void sendApiError(reply, 401, 'foyer_not_logged_in', 'Log in to use the back office.');
    return false;
  }
  if (!isStaff(request.account.role)) {
    void sendApiError(reply, 403, 'foyer_forbidden', `Your account (${request.account.role}) has no access to the back office.`);
    return false;
  }
  return true;
}

/** Checks the back office's nonce in a JSON body (bound to the session); answers 403 and returns false when it is not valid. */
export async function requireAdminNonce(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  const nonce = request.body && typeof request.body === 'object' ? (request.body as { nonce?: unknown }).nonce : undefined;
  const binding = request.account ? `session:${request.account.sessionKey}` : '';
  const secret = await accountSecret(request.server.foyer.db.kysely);
  if (checkNonce(secret, nonce, ADMIN_NONCE_ACTION, binding) === 'valid') return true;
  void sendApiError(reply, 403, 'foyer_bad_nonce', 'This form has expired. Please reload the page and try again.');
  return false;
}

/** The session as the app sees it: a logged-out browser gets its login nonce; an account, its logout and admin nonces. */
export function sessionInfo(ctx: Pick<AccountContext, 'secret' | 'now'>, account: Account | undefined, loginNonce?: string): SessionInfo {
  if (!account) return { account: null, nonces: loginNonce ? { login: loginNonce } : {} };
  const binding = `session:${account.sessionKey}`;
  return {
    account: { login: account.login, displayName: account.displayName, role: account.role, caps: capsOf(account.role) },
    nonces: {
      logout: createNonce(ctx.secret, ACCOUNT_ACTIONS.logout, binding, ctx.now),
      ...(isStaff(account.role) ? { admin: createNonce(ctx.secret, ADMIN_NONCE_ACTION, binding, ctx.now) } : {}),
    },
  };
}
