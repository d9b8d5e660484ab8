// The back office's login, logout and session routes. They run the accounts' own actions (nonces,
// login delays, sessions), so a login here counts against the same delays as the site's account forms.
// Under /sessions a staff member lists their own sessions and ends one, all others, or all of them.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_ACTIONS, type AccountContext, type AjaxFields, login, logout, nonceFor } from '../../accounts/actions.ts';
import { clearSessionCookies, SESSION_COOKIE } from '../../accounts/cookies.ts';
import {
  deleteOtherSessions,
  deleteSession,
  deleteSessionById,
  deleteUserSessions,
  findSession,
  listSessions,
} from '../../accounts/sessions.ts';
import { tokenHash } from '../../accounts/tokens.ts';
import { ADMIN_API, type SessionInfo, type SessionsAnswer } from '../../admin/shared/api.ts';
import { isStaff } from '../../admin/shared/caps.ts';
import { requireAdminNonce, requireStaff, sendApiError, sessionInfo } from './admin-guard.ts';
import { contextOf } from './accounts.tsx';

const EMPTY_FIELDS: AjaxFields = { action: '', nonce: '', user: '', pass: '', mail: '', name: '', nick: '', for: '' };

/** A string field of a JSON body, or '' (a missing or non-string value counts as empty). */
function field(body: unknown, name: string): string {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : '';
}

/** The session info of the request's browser; logged out, with a login nonce (and the anonymous cookie it is bound to). */
export async function currentSession(ctx: AccountContext): Promise<{ info: SessionInfo; cookies: string[] }> {
  if (ctx.account) return { info: sessionInfo(ctx, ctx.account), cookies: [] };
  const nonce = nonceFor(ctx, { ...EMPTY_FIELDS, for: ACCOUNT_ACTIONS.login });
  return { info: sessionInfo(ctx, undefined, nonce.data), cookies: nonce.cookies ?? [] };
}

function sendSession(reply: FastifyReply, info: SessionInfo, cookies: string[]): FastifyReply {
  if (cookies.length) reply.header('set-cookie', cookies);
  return reply.send(info);
}

// Either name: `__Host-foyer_session` over https, `foyer_session` over http.
const tokenOf = (cookies: string[] | undefined) =>
  cookies?.map((c) => new RegExp(`^(?:__Host-)?${SESSION_COOKIE}=([^;]+)`).exec(c)?.[1]).find(Boolean);

async function postLogin(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const ctx = await contextOf(app, request);
  const fields = { ...EMPTY_FIELDS, action: ACCOUNT_ACTIONS.login, nonce: field(request.body, 'nonce') };
  const result = await login(ctx, { ...fields, user: field(request.body, 'user'), pass: field(request.body, 'pass') });
  if (result.retryAfterS) reply.header('retry-after', String(result.retryAfterS));
  if (!result.success) return sendApiError(reply, result.status, 'foyer_login_failed', result.data);
  const token = tokenOf(result.cookies);
  const account = token ? await findSession(ctx.db, token) : undefined;
  if (!token || !account) return sendApiError(reply, 500, 'foyer_session_missing', 'The session could not be started. Please try again.');
  if (!isStaff(account.role)) {
    // The password was right, so saying why reveals nothing; a guest account gets no session from here.
    await deleteSession(ctx.db, tokenHash(token));
    reply.header('set-cookie', clearSessionCookies(ctx.secure));
    return sendApiError(reply, 403, 'foyer_not_staff', 'This account has no access to the back office. Log in with a staff account.');
  }
  return sendSession(reply, sessionInfo(ctx, account), result.cookies ?? []);
}

async function postLogout(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const ctx = await contextOf(app, request);
  const result = await logout(ctx, { ...EMPTY_FIELDS, action: ACCOUNT_ACTIONS.logout, nonce: field(request.body, 'nonce') });
  if (!result.success) return sendApiError(reply, result.status, 'foyer_logout_failed', result.data);
  // Logged out now: the next screen is the login form, with its nonce.
  const after = await currentSession({ ...ctx, account: undefined });
  return sendSession(reply, after.info, [...(result.cookies ?? []), ...after.cookies]);
}

/** After this browser's own session ended: the logged-out session (with a login nonce), and cookies that end it. */
async function endedHere(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<SessionInfo> {
  const ctx = await contextOf(app, request);
  const after = await currentSession({ ...ctx, account: undefined });
  reply.header('set-cookie', [...clearSessionCookies(ctx.secure), ...after.cookies]);
  return after.info;
}

function sessionRoutes(app: FastifyInstance): void {
  const db = app.foyer.db.kysely;
  const SESSIONS = `${ADMIN_API}/sessions`;

  app.get(SESSIONS, async (request, reply) => {
    if (!requireStaff(request, reply)) return reply;
    const answer: SessionsAnswer = { sessions: await listSessions(db, request.account!) };
    return reply.send(answer);
  });

  // "Log out everywhere else": this browser stays logged in.
  app.delete(`${SESSIONS}/others`, async (request, reply) => {
    if (!requireStaff(request, reply) || !(await requireAdminNonce(request, reply))) return reply;
    const account = request.account!;
    const ended = await deleteOtherSessions(db, account.userId, account.sessionKey);
    request.log.info({ user: account.login, ended }, 'other sessions ended');
    const answer: SessionsAnswer = { sessions: await listSessions(db, account), ended };
    return reply.send(answer);
  });

  app.delete<{ Params: { id: string } }>(`${SESSIONS}/:id`, async (request, reply) => {
    if (!requireStaff(request, reply) || !(await requireAdminNonce(request, reply))) return reply;
    const account = request.account!;
    const key = await deleteSessionById(db, account.userId, request.params.id);
    if (!key) return sendApiError(reply, 404, 'foyer_no_session', 'That session has already ended.');
    request.log.info({ user: account.login }, 'session ended');
    if (key === account.sessionKey) {
      const answer: SessionsAnswer = { sessions: [], ended: 1, session: await endedHere(app, request, reply) };
      return reply.send(answer);
    }
    const answer: SessionsAnswer = { sessions: await listSessions(db, account), ended: 1 };
    return reply.send(answer);
  });

  // "Log out everywhere", this browser included.
  app.delete(SESSIONS, async (request, reply) => {
    if (!requireStaff(request, reply) || !(await requireAdminNonce(request, reply))) return reply;
    const account = request.account!;
    const ended = (await listSessions(db, account)).length;
    await deleteUserSessions(db, account.userId);
    request.log.info({ user: account.login, ended }, 'logged out everywhere');
    const answer: SessionsAnswer = { sessions: [], ended, session: await endedHere(app, request, reply) };
    return reply.send(answer);
  });
}

export async function adminSessionRoutes(app: FastifyInstance): Promise<void> {
  sessionRoutes(app);
  app.get(`${ADMIN_API}/session`, async (request, reply) => {
    const { info, cookies } = await currentSession(await contextOf(app, request));
    return sendSession(reply, info, cookies);
  });
  app.post(`${ADMIN_API}/login`, (request, reply) => postLogin(app, request, reply));
  app.post(`${ADMIN_API}/logout`, (request, reply) => postLogout(app, request, reply));
}
