// The account actions behind POST /wp-admin/admin-ajax.php (spec §7 call 2): login, register, lost
// password, logout, and the nonce the forms fetch before their first submit. Each answers WordPress's
// `{ success, data }` with `data` the message the form shows; every refusal is a 4xx with a message.
// Nothing here logs a password, a token, a key or a nonce.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { createUser, findUserForLogin, takenNames, verifyNoAccount, verifyPassword } from '../db/repositories/users.ts';
import { ANON_COOKIE, clearCookieHeader, cookieHeader, SESSION_COOKIE } from './cookies.ts';
import { checkNonce, createNonce } from './nonces.ts';
import { createResetKey, RESET_TTL_MS } from './password-reset.ts';
import { enqueueMail } from './outbox.ts';
import {
  clearHits,
  countHit,
  isLimited,
  LOGIN_PER_ACCOUNT,
  LOGIN_PER_IP,
  REGISTER_PER_IP,
  RESET_PER_ACCOUNT,
  RESET_PER_IP,
} from './rate-limit.ts';
import { type Account, createSession, deleteSession, SESSION_TTL_MS } from './sessions.ts';
import { randomToken, TOKEN_PATTERN } from './tokens.ts';
import { emailProblem, nameProblem, passwordProblem, usernameProblem } from './validation.ts';

/** The action names (the old site's mega-menu plugin's own names are not recoverable; see the widget's README note). */
export const ACCOUNT_ACTIONS = {
  login: 'foyer_login',
  register: 'foyer_register',
  lostPassword: 'foyer_lostpassword',
  logout: 'foyer_logout',
  nonce: 'foyer_nonce',
} as const;
type FormAction = Exclude<(typeof ACCOUNT_ACTIONS)[keyof typeof ACCOUNT_ACTIONS], 'foyer_nonce'>;
const FORM_ACTIONS = new Set<string>([
  ACCOUNT_ACTIONS.login,
  ACCOUNT_ACTIONS.register,
  ACCOUNT_ACTIONS.lostPassword,
  ACCOUNT_ACTIONS.logout,
]);

/** The form fields the menu sends (spec §3), plus `for` when asking for a nonce. All optional strings. */
export interface AjaxFields {
  action: string;
  nonce: string;
  user: string;
  pass: string;
  mail: string;
  name: string;
  nick: string;
  for: string;
}

export interface AccountContext {
  db: Kysely<Database>;
  secret: Buffer;
  /** The client's address (the proxy's forwarded one with TRUST_PROXY). */
  ip: string;
  /** The logged-in account, if the request carried a live session cookie. */
  account?: Account;
  /** The anonymous token cookie of a logged-out browser. */
  anonToken?: string;
  /** Cookies get Secure when the request came over https. */
  secure: boolean;
  siteName: string;
  resetUrl(key: string, login: string): string;
  /** Called after a mail was queued, so the sender looks at once. */
  mailQueued(): void;
  now?: number;
}

export interface ActionResult {
  status: number;
  success: boolean;
  data: string;
  cookies?: string[];
}

const ok = (data: string, cookies?: string[]): ActionResult => ({ status: 200, success: true, data, cookies });
const fail = (status: number, data: string): ActionResult => ({ status, success: false, data });

export const MESSAGES = {
  badNonce: 'This form has expired. Please reload the page and try again.',
  loginMissing: 'Please type your username (or e-mail address) and your password.',
  loginFailed: 'The username or password is not right. Please try again.',
  tooManyLogins: 'Too many failed login attempts. Please wait 15 minutes and try again.',
  tooManyRegistrations: 'Too many accounts were created from your network. Please try again later.',
  tooManyResets: 'Too many password reset requests from your network. Please try again later.',
  resetMissing: 'Please type your username or e-mail address.',
  resetSent: 'If an account matches, a link to choose a new password is on its way to the e-mail address of that account.',
  loggedOut: 'You are logged out.',
  notLoggedIn: 'You are not logged in.',
  alreadyLoggedIn: 'You are already logged in.',
  loginTaken: 'That username is already taken. Please choose another one, or log in.',
  mailTaken: 'An account with that e-mail address already exists. Please log in, or reset your password.',
} as const;

/** What a nonce of this browser is bound to: its session when logged in, else its anonymous token. */
function bindingOf(ctx: AccountContext): string {
  return ctx.account
    ? `session:${ctx.account.sessionKey}`
    : ctx.anonToken && TOKEN_PATTERN.test(ctx.anonToken)
      ? `anon:${ctx.anonToken}`
      : '';
}

function sessionCookie(token: string, secure: boolean): string {
  return cookieHeader(SESSION_COOKIE, token, { maxAgeS: Math.floor(SESSION_TTL_MS / 1000), secure });
}

/** `foyer_nonce`: a nonce for one form action, bound to this browser (creating its anonymous token if needed). */
export function nonceFor(ctx: AccountContext, fields: AjaxFields): ActionResult {
  if (!FORM_ACTIONS.has(fields.for)) return fail(400, `Ask for a nonce for one of: ${[...FORM_ACTIONS].join(', ')}.`);
  const cookies: string[] = [];
  let binding = bindingOf(ctx);
  if (!binding) {
    const token = randomToken();
    // As long as a nonce lives, and a little more; renewed with every nonce asked for.
    cookies.push(cookieHeader(ANON_COOKIE, token, { maxAgeS: 2 * 60 * 60, secure: ctx.secure }));
    binding = `anon:${token}`;
  }
  return ok(createNonce(ctx.secret, fields.for, binding, ctx.now), cookies);
}

function nonceProblem(ctx: AccountContext, fields: AjaxFields, action: FormAction): ActionResult | undefined {
  const check = checkNonce(ctx.secret, fields.nonce, action, bindingOf(ctx), ctx.now);
  return check === 'valid' ? undefined : fail(403, MESSAGES.badNonce);
}

export async function login(ctx: AccountContext, fields: AjaxFields): Promise<ActionResult> {
  const refused = nonceProblem(ctx, fields, ACCOUNT_ACTIONS.login);
  if (refused) return refused;
  if (ctx.account) return fail(400, MESSAGES.alreadyLoggedIn);
  const user = fields.user.trim();
  if (!user || !fields.pass || user.length > 254 || fields.pass.length > 1000) return fail(400, MESSAGES.loginMissing);
  const { db, now } = ctx;
  if ((await isLimited(db, LOGIN_PER_IP, ctx.ip, now)) || (await isLimited(db, LOGIN_PER_ACCOUNT, user, now)))
    return fail(429, MESSAGES.tooManyLogins);
  const found = await findUserForLogin(db, user);
  const valid = found ? await verifyPassword(fields.pass, found.password_hash) : await verifyNoAccount(fields.pass);
  if (!found || !valid) {
    await countHit(db, LOGIN_PER_IP, ctx.ip, now);
    await countHit(db, LOGIN_PER_ACCOUNT, user, now);
    return fail(401, MESSAGES.loginFailed);
  }
  await clearHits(db, LOGIN_PER_ACCOUNT, user);
  const token = await createSession(db, found.id, now);
  return ok(`Welcome back, ${found.display_name}. You are logged in.`, [sessionCookie(token, ctx.secure)]);
}

export async function register(ctx: AccountContext, fields: AjaxFields): Promise<ActionResult> {
  const refused = nonceProblem(ctx, fields, ACCOUNT_ACTIONS.register);
  if (refused) return refused;
  if (ctx.account) return fail(400, MESSAGES.alreadyLoggedIn);
  const { db, now } = ctx;
  if (await isLimited(db, REGISTER_PER_IP, ctx.ip, now)) return fail(429, MESSAGES.tooManyRegistrations);
  const user = fields.user.trim();
  const mail = fields.mail.trim();
  const name = fields.name.trim();
  const nick = fields.nick.trim();
  const problem =
    usernameProblem(user) ??
    emailProblem(mail) ??
    passwordProblem(fields.pass, { user, mail }) ??
    nameProblem(name, 'Your name') ??
    nameProblem(nick, 'The nickname');
  if (problem) return fail(400, problem);
  await countHit(db, REGISTER_PER_IP, ctx.ip, now);
  const taken = await takenNames(db, user, mail);
  if (taken.login) return fail(409, MESSAGES.loginTaken);
  if (taken.email) return fail(409, MESSAGES.mailTaken);
  let created;
  try {
    created = await createUser(db, {
      login: user,
      email: mail,
      password: fields.pass,
      displayName: name || nick || user,
      nickname: nick || user,
      role: 'subscriber',
    });
  } catch {
    // Another registration took the name between the check and the insert (the unique index said no).
    return fail(409, MESSAGES.loginTaken);
  }
  const token = await createSession(db, created.id, now);
  return ok(`Welcome, ${created.display_name}. Your account is ready and you are logged in.`, [sessionCookie(token, ctx.secure)]);
}

/** Answers the same whether or not an account matches: only the mailbox of a real account learns more. */
export async function lostPassword(ctx: AccountContext, fields: AjaxFields): Promise<ActionResult> {
  const refused = nonceProblem(ctx, fields, ACCOUNT_ACTIONS.lostPassword);
  if (refused) return refused;
  const user = fields.user.trim();
  if (!user || user.length > 254) return fail(400, MESSAGES.resetMissing);
  const { db, now } = ctx;
  if ((await countHit(db, RESET_PER_IP, ctx.ip, now)) > RESET_PER_IP.max) return fail(429, MESSAGES.tooManyResets);
  // Counted for any typed name, so both paths write the same rows; past the limit no more mail goes out.
  const perAccount = await countHit(db, RESET_PER_ACCOUNT, user, now);
  const found = await findUserForLogin(db, user);
  if (found && perAccount <= RESET_PER_ACCOUNT.max) {
    const key = await createResetKey(db, found.id, now);
    await enqueueMail(db, resetMail(ctx, found, key), now);
    ctx.mailQueued();
  }
  return ok(MESSAGES.resetSent);
}

function resetMail(ctx: AccountContext, user: { login: string; email: string }, key: string) {
  const hours = Math.round(RESET_TTL_MS / 3_600_000);
  return {
    to: user.email,
    subject: `[${ctx.siteName}] Password reset`,
    text: [
      `Someone has asked to reset the password of this account on ${ctx.siteName}:`,
      '',
      `Username: ${user.login}`,
      '',
      'If this was a mistake, ignore this e-mail and nothing will happen.',
      '',
      `To choose a new password, open this address (it works once, within ${hours} hours):`,
      ctx.resetUrl(key, user.login),
      '',
    ].join('\n'),
  };
}

export async function logout(ctx: AccountContext, fields: AjaxFields): Promise<ActionResult> {
  if (!ctx.account) return fail(400, MESSAGES.notLoggedIn);
  const refused = nonceProblem(ctx, fields, ACCOUNT_ACTIONS.logout);
  if (refused) return refused;
  await deleteSession(ctx.db, ctx.account.sessionKey);
  return ok(MESSAGES.loggedOut, [clearCookieHeader(SESSION_COOKIE, ctx.secure)]);
}

/** The handler of an action name, or undefined (admin-ajax then answers WordPress's `0` with a 400). */
export function accountAction(
  action: string,
): ((ctx: AccountContext, fields: AjaxFields) => ActionResult | Promise<ActionResult>) | undefined {
  switch (action) {
    case ACCOUNT_ACTIONS.nonce:
      return nonceFor;
    case ACCOUNT_ACTIONS.login:
      return login;
    case ACCOUNT_ACTIONS.register:
      return register;
    case ACCOUNT_ACTIONS.lostPassword:
      return lostPassword;
    case ACCOUNT_ACTIONS.logout:
      return logout;
    default:
      return undefined;
  }
}
