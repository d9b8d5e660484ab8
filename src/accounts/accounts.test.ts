import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, SCRYPT_DEFAULT, verifyNoAccount, verifyPassword } from '../db/repositories/users.ts';
import { clearSessionCookies, parseCookies, cookieHeader, sessionCookieHeader, sessionTokenOf } from './cookies.ts';
import { createDeviceToken, trustedDevice } from './devices.ts';
import { mailLinkBase } from './link-base.ts';
import { ACCOUNT_DELAY, CLIENT_DELAY, delayAfter } from './login-delay.ts';
import { crossSiteProblem, needsOriginCheck } from './origin-check.ts';
import { isExpired, STAFF_SESSION, userAgentSummary, VISITOR_SESSION } from './sessions.ts';
import { checkNonce, createNonce, NONCE_TTL_MS } from './nonces.ts';
import { retryDelay } from './outbox.ts';
import { emailProblem, passwordProblem, usernameProblem } from './validation.ts';

const secret = Buffer.alloc(32, 7);

describe('password hashing', () => {
  // Weaker parameters, passed explicitly, keep these tests fast; one test pays for the real default.
  const FAST = { N: 1024, r: 8, p: 1 };

  it('hashes with scrypt N=2^17, r=8, p=1 by default, and says so in the hash', async () => {
    expect(SCRYPT_DEFAULT).toEqual({ N: 131072, r: 8, p: 1 });
    const started = performance.now();
    const hash = await hashPassword('Sea-view 2024!');
    const ms = performance.now() - started;
    expect(hash).toMatch(/^scrypt\$N=131072,r=8,p=1\$[\w+/=]{24}\$[\w+/=]{88}$/);
    expect(await verifyPassword('Sea-view 2024!', hash)).toBe(true);
    expect(needsRehash(hash)).toBe(false);
    // Far above N=2^14's few tens of milliseconds: the work factor is really applied.
    expect(ms).toBeGreaterThan(50);
    expect(await verifyNoAccount('anything')).toBe(false);
  });

  it('salts every hash and verifies only the right password', async () => {
    const a = await hashPassword('Sea-view 2024!', FAST);
    const b = await hashPassword('Sea-view 2024!', FAST);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$N=1024,r=8,p=1\$[\w+/=]+\$[\w+/=]+$/);
    expect(await verifyPassword('Sea-view 2024!', a)).toBe(true);
    expect(await verifyPassword('sea-view 2024!', a)).toBe(false);
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
  });

  it('still verifies hashes of the old format (no parameters), and asks for a rehash of them and of weaker ones', async () => {
    const salt = randomBytes(16);
    const old = `scrypt$${salt.toString('base64')}$${scryptSync('Sea-view 2024!', salt, 64).toString('base64')}`;
    expect(await verifyPassword('Sea-view 2024!', old)).toBe(true);
    expect(await verifyPassword('Sea-view 2025!', old)).toBe(false);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(await hashPassword('x', FAST))).toBe(true);
    expect(needsRehash('md5$abc')).toBe(true);
  });

  it('refuses parameters a tampered row could use to exhaust the server', async () => {
    const hash = await hashPassword('Sea-view 2024!', FAST);
    for (const params of ['N=1073741824,r=8,p=1', 'N=1000,r=8,p=1', 'N=1024,r=999,p=1', 'N=1024,r=8'])
      expect(await verifyPassword('Sea-view 2024!', hash.replace('N=1024,r=8,p=1', params)), params).toBe(false);
  });
});

describe('login delays', () => {
  it('grow with failures after a few free ones, doubling from 1 s to a cap, never a lockout', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20, 1000].map((n) => delayAfter(ACCOUNT_DELAY, n))).toEqual([
      0, 0, 1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
    expect([9, 10, 11, 16, 100].map((n) => delayAfter(CLIENT_DELAY, n))).toEqual([0, 1000, 2000, 60000, 60000]);
  });

  it('trust a browser only for the account it logged in to, until its token expires', () => {
    const now = Date.UTC(2025, 5, 1);
    const token = createDeviceToken(secret, 5, now);
    expect(trustedDevice(secret, token, 5, now)).toMatch(/^[\w-]{22}$/);
    expect(trustedDevice(secret, token, 6, now)).toBeUndefined();
    expect(trustedDevice(Buffer.alloc(32, 8), token, 5, now)).toBeUndefined();
    expect(trustedDevice(secret, token, 5, now + 181 * 86_400_000)).toBeUndefined();
    for (const junk of [undefined, '', 'a.b.c', token.slice(0, -1)]) expect(trustedDevice(secret, junk, 5, now)).toBeUndefined();
  });
});

describe('sessions', () => {
  const at = (ms: number) => new Date(Date.UTC(2025, 5, 1) + ms).toISOString();
  const HOUR = 3_600_000;
  const row = (role: string, seen: number, expires = 14 * 24 * HOUR) => ({
    role,
    created_at: at(0),
    last_seen_at: at(seen),
    expires_at: at(expires),
  });
  const now = (ms: number) => Date.UTC(2025, 5, 1) + ms;

  it('end a staff session after 2 idle hours or 12 hours in all, and a guest session after 14 days', () => {
    expect(STAFF_SESSION).toEqual({ absoluteMs: 12 * HOUR, idleMs: 2 * HOUR });
    expect(VISITOR_SESSION).toEqual({ absoluteMs: 14 * 24 * HOUR });
    expect(isExpired(row('administrator', 0), now(2 * HOUR - 1000))).toBe(false);
    expect(isExpired(row('administrator', 0), now(2 * HOUR))).toBe(true);
    expect(isExpired(row('editor', 11 * HOUR), now(12 * HOUR - 1000))).toBe(false);
    expect(isExpired(row('editor', 11.5 * HOUR), now(12 * HOUR))).toBe(true);
    expect(isExpired(row('subscriber', 0), now(13 * 24 * HOUR))).toBe(false);
    expect(isExpired(row('subscriber', 0), now(14 * 24 * HOUR))).toBe(true);
  });

  it('describe a browser by name, system and device only', () => {
    const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
    expect(userAgentSummary(firefox)).toBe('Firefox on Windows (desktop)');
    expect(userAgentSummary(undefined)).toBe('Unknown browser');
    expect(userAgentSummary('curl/8.0')).toBe('A browser on another system (desktop)');
  });
});

describe('links in mail and cross-site writes', () => {
  it('build links from BASE_URL, else the first ALLOWED_HOSTS entry over https, else not at all', () => {
    expect(mailLinkBase({ baseUrl: 'https://hotel.example/', allowedHosts: ['other.example'] }, 'http')).toBe('https://hotel.example');
    expect(mailLinkBase({ baseUrl: undefined, allowedHosts: ['hotel.example', 'www.hotel.example'] }, 'http')).toBe(
      'https://hotel.example',
    );
    expect(mailLinkBase({ baseUrl: undefined, allowedHosts: ['hotel.example:8443'] }, 'https')).toBe('https://hotel.example:8443');
    // A developer's machine keeps the protocol it is served over.
    expect(mailLinkBase({ baseUrl: undefined, allowedHosts: ['localhost:3000'] }, 'http')).toBe('http://localhost:3000');
    expect(mailLinkBase({ baseUrl: undefined, allowedHosts: [] }, 'https')).toBeUndefined();
  });

  it('refuse admin writes from another origin or a cross-site fetch, and let same-origin ones and tools through', () => {
    const site = { protocol: 'http', host: 'hotel.test', baseUrl: 'https://hotel.example' };
    expect(needsOriginCheck('POST', '/admin/api/login')).toBe(true);
    expect(needsOriginCheck('DELETE', '/admin/api/sessions/others')).toBe(true);
    expect(needsOriginCheck('POST', '/wp-admin/admin-ajax.php?action=x')).toBe(true);
    expect(needsOriginCheck('POST', '/wp-login.php?action=register')).toBe(true);
    expect(needsOriginCheck('GET', '/admin/api/session')).toBe(false);
    expect(needsOriginCheck('POST', '/administrator')).toBe(false);
    expect(crossSiteProblem({}, site)).toBeUndefined();
    expect(crossSiteProblem({ origin: 'http://hotel.test' }, site)).toBeUndefined();
    expect(crossSiteProblem({ origin: 'https://hotel.test' }, site)).toBeUndefined();
    expect(crossSiteProblem({ origin: 'https://hotel.example', 'sec-fetch-site': 'same-origin' }, site)).toBeUndefined();
    expect(crossSiteProblem({ 'sec-fetch-site': 'none' }, site)).toBeUndefined();
    for (const origin of ['https://evil.example', 'http://hotel.test.evil.example', 'null', 'http://hotel.test:8080'])
      expect(crossSiteProblem({ origin }, site), origin).toMatch(/another site/);
    expect(crossSiteProblem({ 'sec-fetch-site': 'cross-site' }, site)).toMatch(/another site/);
    // A no-referrer page's form posts with Origin null; the browser still says it is this site's.
    expect(crossSiteProblem({ origin: 'null', 'sec-fetch-site': 'same-origin' }, site)).toBeUndefined();
    expect(crossSiteProblem({ origin: 'null', 'sec-fetch-site': 'same-site' }, site)).toMatch(/another site/);
  });
});

describe('nonces', () => {
  const now = Date.UTC(2025, 5, 1);
  it('are valid for their action and binding until they expire', () => {
    const nonce = createNonce(secret, 'foyer_login', 'anon:abc', now);
    expect(checkNonce(secret, nonce, 'foyer_login', 'anon:abc', now + NONCE_TTL_MS - 1000)).toBe('valid');
    expect(checkNonce(secret, nonce, 'foyer_login', 'anon:abc', now + NONCE_TTL_MS + 1000)).toBe('expired');
    expect(checkNonce(secret, nonce, 'foyer_register', 'anon:abc', now)).toBe('invalid');
    expect(checkNonce(secret, nonce, 'foyer_login', 'anon:abd', now)).toBe('invalid');
    expect(checkNonce(secret, nonce, 'foyer_login', '', now)).toBe('invalid');
    expect(checkNonce(Buffer.alloc(32, 8), nonce, 'foyer_login', 'anon:abc', now)).toBe('invalid');
  });
  it('cannot be extended by editing the expiry', () => {
    const [expires, mac] = createNonce(secret, 'foyer_login', 'anon:abc', now).split('.');
    const later = (parseInt(expires, 36) + 86_400).toString(36);
    expect(checkNonce(secret, `${later}.${mac}`, 'foyer_login', 'anon:abc', now)).toBe('invalid');
    for (const junk of [undefined, 42, '', 'a.b', 'x'.repeat(100)])
      expect(checkNonce(secret, junk, 'foyer_login', 'anon:abc', now)).toBe('invalid');
  });
});

describe('registration rules', () => {
  it.each([
    ['ok', 'maria', undefined],
    ['short', 'ma', 'Usernames are 3 to 60 characters: letters, digits and . _ @ - only.'],
    ['spaces', 'maria rossi', 'Usernames are 3 to 60 characters: letters, digits and . _ @ - only.'],
    ['markup', '<b>x</b>', 'Usernames are 3 to 60 characters: letters, digits and . _ @ - only.'],
  ])('username %s', (_case, user, problem) => expect(usernameProblem(user)).toBe(problem));

  it.each([
    ['maria@guest.example', undefined],
    ['m.rossi+stay@mail.co.uk', undefined],
    ['maria@localhost', 'That e-mail address does not look right.'],
    ['maria@@guest.example', 'That e-mail address does not look right.'],
    ['maria @guest.example', 'That e-mail address does not look right.'],
    ['', 'Please type your e-mail address.'],
  ])('e-mail %s', (mail, problem) => expect(emailProblem(mail)).toBe(problem));

  it.each([
    ['Terrace&Lemons9', undefined],
    ['four lemon trees by the sea', undefined],
    ['Sh0rt!', 'Passwords need at least 10 characters.'],
    ['harbourlights', 'That password is too weak: mix upper and lower case letters, digits and symbols, or use a longer phrase.'],
    ['aaaaaaaaaaaaaaaaaaA1', 'That password is too weak: mix upper and lower case letters, digits and symbols, or use a longer phrase.'],
    ['MyPassword2024!', 'That password is too easy to guess. Choose another.'],
    ['Maria-Rossi-2024', 'The password must not contain your username or e-mail name.'],
  ])('password %s', (pass, problem) => expect(passwordProblem(pass, { user: 'maria', mail: 'm.rossi@guest.example' })).toBe(problem));
});

describe('cookies and retries', () => {
  it('reads the first of repeated cookies and writes httpOnly, SameSite=Lax ones', () => {
    expect(parseCookies('a=1; foyer_session=xyz; a=2; junk')).toEqual({ a: '1', foyer_session: 'xyz' });
    expect(cookieHeader('s', 'v', { maxAgeS: 60, secure: true })).toBe('s=v; Path=/; Max-Age=60; HttpOnly; SameSite=Lax; Secure');
  });
  it('names the session cookie __Host-foyer_session over https (Secure, Path=/, no Domain), and reads both names', () => {
    expect(sessionCookieHeader('t', 60, true)).toBe('__Host-foyer_session=t; Path=/; Max-Age=60; HttpOnly; SameSite=Lax; Secure');
    expect(sessionCookieHeader('t', 60, false)).toBe('foyer_session=t; Path=/; Max-Age=60; HttpOnly; SameSite=Lax');
    expect(sessionTokenOf(parseCookies('foyer_session=old; __Host-foyer_session=new'))).toBe('new');
    expect(sessionTokenOf(parseCookies('foyer_session=old'))).toBe('old');
    expect(sessionTokenOf({})).toBeUndefined();
    expect(clearSessionCookies(true)).toEqual([
      '__Host-foyer_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure',
      'foyer_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure',
    ]);
  });
  it('backs off from 30 s, doubling, to at most an hour', () => {
    expect([1, 2, 3, 10, 50].map((n) => retryDelay(n))).toEqual([30_000, 60_000, 120_000, 3_600_000, 3_600_000]);
  });
});
