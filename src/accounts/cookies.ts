// The two account cookies. Both httpOnly and SameSite=Lax; Secure when the request came over https
// (behind a proxy, Fastify knows that from X-Forwarded-Proto only with TRUST_PROXY=1).
export const SESSION_COOKIE = 'foyer_session';
/** A logged-out browser's random token: what its login, register and lost-password nonces are bound to. */
export const ANON_COOKIE = 'foyer_anon';

/** Whether a Cookie header carries a session cookie (the request may be logged in), without a database read. */
export function hasSessionCookieHeader(header: string | undefined): boolean {
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

export function cookieHeader(name: string, value: string, options: { maxAgeS: number; secure: boolean }): string {
  return [
    `${name}=${value}`,
    'Path=/',
    `Max-Age=${options.maxAgeS}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}

export function clearCookieHeader(name: string, secure: boolean): string {
  return cookieHeader(name, '', { maxAgeS: 0, secure });
}
