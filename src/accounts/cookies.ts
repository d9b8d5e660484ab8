// The account cookies. All httpOnly and SameSite=Lax; Secure when the request came over https
// (behind a proxy, Fastify knows that from X-Forwarded-Proto only with TRUST_PROXY).
//
// Over https the session cookie is `__Host-foyer_session`: browsers accept that name only with
// Secure, Path=/ and no Domain, so neither a sibling subdomain nor a plain-http page can set or
// overwrite it (cookie tossing). Over http it is `foyer_session`. Both names are read, the
// `__Host-` one first, so sessions begun before a site moved to https keep working.
export const SESSION_COOKIE = 'foyer_session';
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
/** A logged-out browser's random token: what its login, register and lost-password nonces are bound to. */
export const ANON_COOKIE = 'foyer_anon';
/** A browser that has logged in to an account before (login-delay.ts): a signed token, no session. */
export const DEVICE_COOKIE = 'foyer_device';

/** Whether a Cookie header carries a session cookie (the request may be logged in), without a database read. */
export function hasSessionCookieHeader(header: string | undefined): boolean {
  // `__Host-foyer_session=` contains `foyer_session=` too.
  return Boolean(header?.includes(`${SESSION_COOKIE}=`));
}

export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    if (name in out) continue; // the first (most specific path) wins, as browsers order them
    out[name] = part.slice(eq + 1).trim();
  }
  return out;
}

/** The session token a request carries: the `__Host-` cookie first, else the plain one. */
export function sessionTokenOf(cookies: Record<string, string>): string | undefined {
  return cookies[SECURE_SESSION_COOKIE] || cookies[SESSION_COOKIE] || undefined;
}

export function sessionCookieName(secure: boolean): string {
  return secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/** A cookie for the whole site; without `maxAgeS` it lasts until the browser session ends. */
export function cookieHeader(name: string, value: string, options: { maxAgeS: number | undefined; secure: boolean }): string {
  return [
    `${name}=${value}`,
    'Path=/',
    ...(options.maxAgeS === undefined ? [] : [`Max-Age=${options.maxAgeS}`]),
    'HttpOnly',
    'SameSite=Lax',
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}

export function clearCookieHeader(name: string, secure: boolean): string {
  return cookieHeader(name, '', { maxAgeS: 0, secure });
}

export function sessionCookieHeader(token: string, maxAgeS: number | undefined, secure: boolean): string {
  return cookieHeader(sessionCookieName(secure), token, { maxAgeS, secure });
}

/** Ends the session cookie under both names (over http only the plain one can be set). */
export function clearSessionCookies(secure: boolean): string[] {
  return secure
    ? [clearCookieHeader(SECURE_SESSION_COOKIE, true), clearCookieHeader(SESSION_COOKIE, true)]
    : [clearCookieHeader(SESSION_COOKIE, false)];
}
