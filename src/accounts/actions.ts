// The account actions behind POST /wp-admin/admin-ajax.php (spec §7 call 2): login, register, lost
// password, logout, and the nonce the forms fetch before their first submit. Each answers WordPress's
// `{ success, data }` with `data` the message the form shows; every refusal is a 4xx with a message.
// Nothing here logs a password, a token, a key or a nonce.
import type { Kysely } from 'kysely';
import type { Database, UserRole } from '../db/schema.ts';
import {
  createUser,
  findUserForLogin,
  needsRehash,
  setPassword,
  takenNames,
  UserTakenError,
  verifyNoAccount,
  verifyPassword,
} from '../db/repositories/users.ts';
import { isUniqueViolation } from '../db/storage-errors.ts';
import { ANON_COOKIE, clearSessionCookies, cookieHeader, DEVICE_COOKIE, sessionCookieHeader } from './cookies.ts';
import { createDeviceToken, DEVICE_TTL_MS, trustedDevice } from './devices.ts';
import { accountBucket, type Bucket, clearFailures, clientBucket, DEVICE_DELAY, recordFailure, waitFor } from './login-delay.ts';
import { checkNonce, createNonce } from './nonces.ts';
import { createResetKey, RESET_TTL_MS } from './password-reset.ts';
import { enqueueMail } from './outbox.ts';
import { countHit, isLimited, REGISTER_PER_IP, RESET_PER_ACCOUNT, RESET_PER_IP } from './rate-limit.ts';
import { type Account, createSession, deleteSession, sessionPolicy } from './sessions.ts';
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
  /** The trusted-device cookie, if the browser has logged in before (devices.ts). */
  deviceToken?: string;
  /** The User-Agent header: only its summary is kept with a session. */
  userAgent?: string;
  /** Cookies get Secure (and the session cookie its `__Host-` name) when the request came over https. */
  secure: boolean;
  siteName: string;
  /**
   * The site's URL for links in mail, from configuration only (link-base.ts); undefined when the site
   * has neither BASE_URL nor ALLOWED_HOSTS, so no link could be trusted: then no reset mail is sent.
   */
  mailLinkBase: string | undefined;
  /** Where an operator reads why something did not happen (never a password, key or token). */
  log: { error(details: object, message: string): void };
  /** Called after a mail was queued, so the sender looks at once. */
  mailQueued(): void;
  now?: number;
}

export interface ActionResult {
  status: number;
  success: boolean;
  data: string;
  cookies?: string[];
  /** Seconds until the next attempt is allowed (the Retry-After of a 429). */
  retryAfterS?: number;
}

const ok = (data: string, cookies?: string[]): ActionResult => ({ status: 200, success: true, data, cookies });
const fail = (status: number, data: string): ActionResult => ({ status, success: false, data });

export const MESSAGES = {
  badNonce: 'This form has expired. Please reload the page and try again.',
  loginMissing: 'Please type your username (or e-mail address) and your password.',
  loginFailed: 'The username or password is not right. Please try again.',
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

/** A login refused until the delay has passed: the same for every name typed, so it tells nothing about accounts. */
export function tooManyLogins(waitMs: number): ActionResult {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return {
    ...fail(429, `Too many failed login attempts. Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} and try again.`),
    retryAfterS: seconds,
  };
}

/** What a nonce of this browser is bound to: its session when logged in, else its anonymous token. */
function bindingOf(ctx: AccountContext): string {
  return ctx.account
    ? `session:${ctx.account.sessionKey}`
    : ctx.anonToken && TOKEN_PATTERN.test(ctx.anonToken)
      ? `anon:${ctx.anonToken}`
      : '';
}

/** The session cookie lives as long as the session may (staff: 12 hours, guests: 14 days). */
function sessionCookie(token: string, role: UserRole, secure: boolean): string {
  return sessionCookieHeader(token, Math.floor(sessionPolicy(role).absoluteMs / 1000), secure);
}

function deviceCookie(ctx: AccountContext, userId: number): string {
  return cookieHeader(DEVICE_COOKIE, createDeviceToken(ctx.secret, userId, ctx.now), {
    maxAgeS: Math.floor(DEVICE_TTL_MS / 1000),
    secure: ctx.secure,
  });
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

/**
 * Logs in. Failures slow down the next attempt (login-delay.ts) per account, whatever name or e-mail
 * was typed, and per client; a browser that logged in to the account before is held only by its own
 * failures. An unknown name has a bucket of its own and costs the same scrypt, so neither the answer
 * nor its timing says whether an account exists.
 */
export async function login(ctx: AccountContext, fields: AjaxFields): Promise<ActionResult> {
  return nonceProblem(ctx, fields, ACCOUNT_ACTIONS.login) ?? logIn(ctx, fields, { remember: true });
}

/**
 * The login itself, for a request already checked (admin-ajax: its nonce; /wp-login.php's plain form:
 * the origin check). Without `remember` the session cookie ends with the browser session, as
 * WordPress's does when "Remember Me" is left unticked.
 */
export async function logIn(
  ctx: AccountContext,
  fields: Pick<AjaxFields, 'user' | 'pass'>,
  options: { remember: boolean },
): Promise<ActionResult> {
  if (ctx.account) return fail(400, MESSAGES.alreadyLoggedIn);
  const user = fields.user.trim();
  if (!user || !fields.pass || user.length > 254 || fields.pass.length > 1000) return fail(400, MESSAGES.loginMissing);
  const { db, now } = ctx;
  const found = await findUserForLogin(db, user);
  const device = found && trustedDevice(ctx.secret, ctx.deviceToken, found.id, now);
  const account = accountBucket(found?.id, user);
  const buckets: Bucket[] = device ? [{ policy: DEVICE_DELAY, subject: device }] : [account, clientBucket(ctx.ip)];
  const wait = await waitFor(db, buckets, now);
  if (wait > 0) return tooManyLogins(wait);
  const valid = found ? await verifyPassword(fields.pass, found.password_hash) : await verifyNoAccount(fields.pass);
  if (!found || !valid) {
    for (const bucket of buckets) await recordFailure(db, bucket, now);
    return fail(401, MESSAGES.loginFailed);
  }
  // The client's bucket stays: logging in to one's own account must not wipe guesses at others.
  await clearFailures(db, account);
  if (device) await clearFailures(db, buckets[0]);
  // Hashes made with older or weaker parameters are replaced now that the password is known.
  if (needsRehash(found.password_hash)) await setPassword(db, found.id, fields.pass);
  const token = await createSession(db, found.id, now, { role: found.role, userAgent: ctx.userAgent });
  return ok(`Welcome back, ${found.display_name}. You are logged in.`, [
    options.remember ? sessionCookie(token, found.role, ctx.secure) : sessionCookieHeader(token, undefined, ctx.secure),
    deviceCookie(ctx, found.id),
  ]);
}

export async function register(ctx: AccountContext, fields: AjaxFields): Promise<ActionResult> {
  return nonceProblem(ctx, fields, ACCOUNT_ACTIONS.register) ?? registerAccount(ctx, fields);
}

/** Registration for a request already checked (its nonce, or the origin check of /wp-login.php). */
export async function registerAccount(
  ctx: AccountContext,
  fields: Pick<AjaxFields, 'user' | 'pass' | 'mail' | 'name' | 'nick'>,
): Promise<ActionResult> {
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
  } catch (error) {
    // Another registration took the name between the check and the insert (the unique index said no).
    // Anything else (a full disk, a lost connection) is the server's problem, not a taken name.
    if (isUniqueViolation(error) || error instanceof UserTakenError) return fail(409, MESSAGES.loginTaken);
    throw error;
  }
  const token = await createSession(db, created.id, now, { role: created.role, userAgent: ctx.userAgent });
  return ok(`Welcome, ${created.display_name}. Your account is ready and you are logged in.`, [
    sessionCookie(token, created.role, ctx.secure),
  ]);
}

/** Answers the same whether or not an account matches: only the mailbox of a real account learns more. */
export async function lostPassword(ctx: AccountContext, fields: AjaxFields): Promise<ActionResult> {
  return nonceProblem(ctx, fields, ACCOUNT_ACTIONS.lostPassword) ?? sendResetLink(ctx, fields);
}

/** The lost-password request for a request already checked (its nonce, or the origin check of /wp-login.php). */
export async function sendResetLink(ctx: AccountContext, fields: Pick<AjaxFields, 'user'>): Promise<ActionResult> {
  const user = fields.user.trim();
  if (!user || user.length > 254) return fail(400, MESSAGES.resetMissing);
  const { db, now } = ctx;
  if ((await countHit(db, RESET_PER_IP, ctx.ip, now)) > RESET_PER_IP.max) return fail(429, MESSAGES.tooManyResets);
  // Counted for any typed name, so both paths write the same rows; past the limit no more mail goes out.
  const perAccount = await countHit(db, RESET_PER_ACCOUNT, user, now);
  const found = await findUserForLogin(db, user);
  if (found && perAccount <= RESET_PER_ACCOUNT.max) {
    if (ctx.mailLinkBase === undefined) {
      ctx.log.error(
        { user: found.id },
        'password reset mail not sent: set BASE_URL (or ALLOWED_HOSTS) so reset links name this site, never the host a request claims',
      );
      return ok(MESSAGES.resetSent);
    }
    const key = await createResetKey(db, found.id, now);
    await enqueueMail(db, resetMail(ctx, ctx.mailLinkBase, found, key), now);
    ctx.mailQueued();
  }
  return ok(MESSAGES.resetSent);
}

function resetMail(ctx: AccountContext, base: string, user: { login: string; email: string }, key: string) {
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
      `${base}/wp-login.php?action=rp&key=${key}&login=${encodeURIComponent(user.login)}`,
      '',
    ].join('\n'),
  };
}

export async function logout(ctx: AccountContext, fields: AjaxFields): Promise<ActionResult> {
  if (!ctx.account) return fail(400, MESSAGES.notLoggedIn);
  return nonceProblem(ctx, fields, ACCOUNT_ACTIONS.logout) ?? logOut(ctx);
}

/** Ends this browser's session, for a request already checked (its nonce, or the origin check of /wp-login.php). */
export async function logOut(ctx: AccountContext): Promise<ActionResult> {
  if (!ctx.account) return fail(400, MESSAGES.notLoggedIn);
  await deleteSession(ctx.db, ctx.account.sessionKey);
  return ok(MESSAGES.loggedOut, clearSessionCookies(ctx.secure));
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
