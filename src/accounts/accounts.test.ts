import { describe, expect, it } from 'vitest';
import { hashPassword, verifyNoAccount, verifyPassword } from '../db/repositories/users.ts';
import { parseCookies, cookieHeader } from './cookies.ts';
import { checkNonce, createNonce, NONCE_TTL_MS } from './nonces.ts';
import { retryDelay } from './outbox.ts';
import { emailProblem, passwordProblem, usernameProblem } from './validation.ts';

const secret = Buffer.alloc(32, 7);

describe('password hashing', () => {
  it('salts every hash and verifies only the right password', async () => {
    const a = await hashPassword('Sea-view 2024!');
    const b = await hashPassword('Sea-view 2024!');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$[\w+/=]+\$[\w+/=]+$/);
    expect(await verifyPassword('Sea-view 2024!', a)).toBe(true);
    expect(await verifyPassword('sea-view 2024!', a)).toBe(false);
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
    expect(await verifyNoAccount('anything')).toBe(false);
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
  it('backs off from 30 s, doubling, to at most an hour', () => {
    expect([1, 2, 3, 10, 50].map((n) => retryDelay(n))).toEqual([30_000, 60_000, 120_000, 3_600_000, 3_600_000]);
  });
});
