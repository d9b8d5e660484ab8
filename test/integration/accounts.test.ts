// The account actions through the real app (admin-ajax, spec §7 call 2), on SQLite and PostgreSQL:
// nonces, login, registration, lost password, logout, login delays, the reset page, and the page cache.
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it, vi } from 'vitest';
import { createNonce } from '../../src/accounts/nonces.ts';
import { accountSecret } from '../../src/accounts/secret.ts';
import { tokenHash } from '../../src/accounts/tokens.ts';
import { createUser } from '../../src/db/repositories/users.ts';
import { describeDatabases } from '../helpers/app.ts';

const AJAX = '/wp-admin/admin-ajax.php';
const PASSWORD = 'Sea-view 2024!';

/** A browser: keeps the cookies the server sets. */
function browser(app: FastifyInstance, ip = '203.0.113.7') {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const keep = (setCookie: string | string[] | undefined) => {
    for (const line of [setCookie ?? []].flat()) {
      const [pair] = line.split(';');
      const [name, value] = pair.split('=');
      if (value) jar.set(name, value);
      else jar.delete(name);
    }
  };
  async function post(fields: Record<string, string>) {
    const res = await app.inject({
      method: 'POST',
      url: AJAX,
      remoteAddress: ip,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(jar.size ? { cookie: cookie() } : {}) },
      payload: new URLSearchParams(fields).toString(),
    });
    keep(res.headers['set-cookie']);
    return res;
  }
  async function nonce(action: string): Promise<string> {
    const res = await post({ action: 'foyer_nonce', for: action });
    expect(res.statusCode).toBe(200);
    return res.json().data as string;
  }
  /** An account action with a fresh nonce for it. */
  async function act(action: string, fields: Record<string, string> = {}) {
    return post({ ...fields, action, nonce: await nonce(action) });
  }
  const get = async (url: string) => app.inject({ method: 'GET', url, remoteAddress: ip, headers: jar.size ? { cookie: cookie() } : {} });
  return { post, nonce, act, get, jar };
}

describeDatabases('accounts through admin-ajax', (suite) => {
  beforeAll(async () => {
    await createUser(suite.db.kysely, {
      login: 'maria',
      email: 'maria@guest.example',
      password: PASSWORD,
      displayName: 'Maria Rossi',
      role: 'subscriber',
    });
  });

  it('answers an unknown or missing action as WordPress does: 0 with a 400', async () => {
    const b = browser(suite.app);
    for (const fields of [{ action: 'no_such_action' }, {}] as Array<Record<string, string>>) {
      const res = await b.post(fields);
      expect(res.statusCode).toBe(400);
      expect(res.body).toBe('0');
    }
    const json = await suite.app.inject({ method: 'POST', url: AJAX, headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect([json.statusCode, json.body]).toEqual([400, '0']);
    const text = await suite.app.inject({ method: 'POST', url: AJAX, headers: { 'content-type': 'application/xml' }, payload: '<x/>' });
    expect(text.statusCode).toBe(415);
  });

  it('logs in with the right password only, with a session cookie that is httpOnly and SameSite=Lax', async () => {
    const b = browser(suite.app, '203.0.113.10');
    const wrong = await b.act('foyer_login', { user: 'maria', pass: 'not her password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, data: 'The username or password is not right. Please try again.' });
    expect(b.jar.has('foyer_session')).toBe(false);

    const right = await b.act('foyer_login', { user: 'maria@guest.example', pass: PASSWORD });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ success: true, data: 'Welcome back, Maria Rossi. You are logged in.' });
    const setCookie = [right.headers['set-cookie']].flat().find((c) => String(c).startsWith('foyer_session='))!;
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/);
    expect(right.headers['cache-control']).toBe('no-store, private');
  });

  it('marks cookies Secure when the request came over https through a trusted proxy', async () => {
    // This suite's app does not trust proxies: X-Forwarded-Proto from a client is ignored.
    const res = await suite.app.inject({
      method: 'POST',
      url: AJAX,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-proto': 'https' },
      payload: 'action=foyer_nonce&for=foyer_login',
    });
    expect(String(res.headers['set-cookie'])).not.toMatch(/Secure/);
  });

  it('refuses a wrong, foreign or expired nonce with a 403 and a message', async () => {
    const b = browser(suite.app, '203.0.113.11');
    const other = browser(suite.app, '203.0.113.11');
    const fields = { user: 'maria', pass: PASSWORD };
    const expected = { success: false, data: 'This form has expired. Please reload the page and try again.' };
    const garbage = await b.post({ ...fields, action: 'foyer_login', nonce: 'abc' });
    expect([garbage.statusCode, garbage.json()]).toEqual([403, expected]);
    // Another browser's nonce, and a nonce for another action, are worthless here.
    const foreign = await b.post({ ...fields, action: 'foyer_login', nonce: await other.nonce('foyer_login') });
    expect([foreign.statusCode, foreign.json()]).toEqual([403, expected]);
    const forRegister = await b.post({ ...fields, action: 'foyer_login', nonce: await b.nonce('foyer_register') });
    expect(forRegister.statusCode).toBe(403);
    // Signed two hours ago, so expired an hour ago.
    const secret = await accountSecret(suite.db.kysely);
    const old = createNonce(secret, 'foyer_login', `anon:${b.jar.get('foyer_anon')}`, Date.now() - 2 * 3_600_000);
    const expired = await b.post({ ...fields, action: 'foyer_login', nonce: old });
    expect([expired.statusCode, expired.json()]).toEqual([403, expected]);
    // Fresh and bound to this browser: accepted.
    const fresh = createNonce(secret, 'foyer_login', `anon:${b.jar.get('foyer_anon')}`);
    expect((await b.post({ ...fields, action: 'foyer_login', nonce: fresh })).statusCode).toBe(200);
    // A nonce for a form that does not exist is not handed out.
    expect((await b.post({ action: 'foyer_nonce', for: 'delete_everything' })).statusCode).toBe(400);
  });

  it('answers an unknown user exactly as a wrong password', async () => {
    const a = await browser(suite.app, '203.0.113.12').act('foyer_login', { user: 'maria', pass: 'wrong password 1' });
    const b = await browser(suite.app, '203.0.113.13').act('foyer_login', { user: 'nobody-here', pass: 'wrong password 1' });
    expect([a.statusCode, a.body]).toEqual([b.statusCode, b.body]);
    const missing = await browser(suite.app, '203.0.113.12').act('foyer_login', { user: 'maria' });
    expect([missing.statusCode, missing.json().data]).toEqual([400, 'Please type your username (or e-mail address) and your password.']);
  });

  it('slows failed logins down per account, whichever name is typed, and never refuses the right password once the wait is over', async () => {
    await createUser(suite.db.kysely, { login: 'target', email: 'target@guest.example', password: PASSWORD });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // Failures from five addresses, under both of the account's names: one bucket.
      const names = ['target', 'TARGET@guest.example', 'target', 'target@guest.example'];
      const attempt = (i: number, user: string, pass: string) => browser(suite.app, `198.51.100.${i}`).act('foyer_login', { user, pass });
      for (let i = 0; i < 3; i++) expect((await attempt(i, names[i], `guess number ${i}`)).statusCode).toBe(401);
      // Three failures: the next attempt waits a second, whoever makes it and whatever it says.
      const early = await attempt(3, names[3], PASSWORD);
      expect([early.statusCode, early.headers['retry-after'], early.json().data]).toEqual([
        429,
        '1',
        'Too many failed login attempts. Please wait 1 second and try again.',
      ]);
      vi.setSystemTime(Date.now() + 1000);
      expect((await attempt(4, names[3], 'guess number 3')).statusCode).toBe(401);
      vi.setSystemTime(Date.now() + 2000);
      expect((await attempt(5, 'target', 'guess number 4')).statusCode).toBe(401);
      // Five failures in a few seconds (the old lockout): the right password waits 4 s, then works.
      const limited = await attempt(6, 'target', PASSWORD);
      expect([limited.statusCode, limited.headers['retry-after']]).toEqual([429, '4']);
      vi.setSystemTime(Date.now() + 4000);
      const owner = await attempt(7, 'target@guest.example', PASSWORD);
      expect(owner.statusCode).toBe(200);
      // Logging in starts the account afresh.
      vi.setSystemTime(Date.now() + 60_000);
      expect((await attempt(8, 'target', 'one more typo')).statusCode).toBe(401);
      expect((await attempt(9, 'target', PASSWORD)).statusCode).toBe(200);

      // A name that matches no account gets the same answers at the same moments.
      const unknown = [];
      for (let i = 0; i < 4; i++) unknown.push((await attempt(20 + i, 'nobody-at-all', `guess ${i}`)).statusCode);
      expect(unknown).toEqual([401, 401, 401, 429]);

      // Nothing identifying is stored: keys are hashes.
      const rows = await suite.db.kysely.selectFrom('login_delays').select('key').execute();
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => !/target|nobody|198\.51/.test(r.key))).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('slows down one client guessing across accounts, and lets the account owner’s own browser in at once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // The owner logged in on this browser before: it holds a trusted-device cookie.
      const owner = browser(suite.app, '203.0.113.90');
      expect((await owner.act('foyer_login', { user: 'maria', pass: PASSWORD })).statusCode).toBe(200);
      expect(owner.jar.get('foyer_device')).toMatch(/^[\w-]{22}\.[0-9a-z]+\.[\w-]{22}$/);
      expect((await owner.act('foyer_logout')).statusCode).toBe(200);

      // One client, ten different names: from then on its next guess waits, even at an account it has not tried.
      const guesser = browser(suite.app, '192.0.2.50');
      for (let i = 0; i < 10; i++)
        expect((await guesser.act('foyer_login', { user: `someone-${i}`, pass: 'whatever pass' })).statusCode).toBe(401);
      const next = await guesser.act('foyer_login', { user: 'maria', pass: 'whatever pass' });
      expect([next.statusCode, next.headers['retry-after']]).toEqual([429, '1']);

      // Someone guessing at maria from everywhere keeps her account waiting for new browsers...
      for (let i = 0; i < 8; i++) {
        vi.setSystemTime(Date.now() + 30_000);
        expect(
          (await browser(suite.app, `198.51.100.${100 + i}`).act('foyer_login', { user: 'maria', pass: `guess ${i}` })).statusCode,
        ).toBe(401);
      }
      const stranger = await browser(suite.app, '198.51.100.120').act('foyer_login', { user: 'maria', pass: PASSWORD });
      expect([stranger.statusCode, stranger.headers['retry-after']]).toEqual([429, '30']);
      // ...but not her own browser, which logged in there before.
      expect((await owner.act('foyer_login', { user: 'maria', pass: PASSWORD })).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('registers a new subscriber with validation and refuses duplicates clearly', async () => {
    const b = browser(suite.app, '203.0.113.20');
    const fields = { user: 'giulia', mail: 'giulia@guest.example', pass: 'Terrace&Lemons9', name: 'Giulia B', nick: 'giu' };
    const cases: Array<[Record<string, string>, string]> = [
      [{ user: 'g' }, 'Usernames are 3 to 60 characters: letters, digits and . _ @ - only.'],
      [{ mail: 'giulia-at-example' }, 'That e-mail address does not look right.'],
      [{ pass: 'short1!' }, 'Passwords need at least 10 characters.'],
      [{ pass: 'password12345!' }, 'That password is too easy to guess. Choose another.'],
      [
        { pass: 'harbourlights' },
        'That password is too weak: mix upper and lower case letters, digits and symbols, or use a longer phrase.',
      ],
    ];
    for (const [change, message] of cases) {
      const res = await b.act('foyer_register', { ...fields, ...change });
      expect([res.statusCode, res.json()]).toEqual([400, { success: false, data: message }]);
    }
    const ok = await b.act('foyer_register', fields);
    expect([ok.statusCode, ok.json()]).toEqual([
      200,
      { success: true, data: 'Welcome, Giulia B. Your account is ready and you are logged in.' },
    ]);
    expect(b.jar.has('foyer_session')).toBe(true);
    const row = await suite.db.kysely.selectFrom('users').selectAll().where('login', '=', 'giulia').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ role: 'subscriber', nickname: 'giu', display_name: 'Giulia B' });
    expect(row.password_hash).toMatch(/^scrypt\$N=131072,r=8,p=1\$/);

    const again = browser(suite.app, '203.0.113.21');
    const sameName = await again.act('foyer_register', { ...fields, user: 'GIULIA', mail: 'other@guest.example' });
    expect([sameName.statusCode, sameName.json().data]).toEqual([
      409,
      'That username is already taken. Please choose another one, or log in.',
    ]);
    const sameMail = await again.act('foyer_register', { ...fields, user: 'giulia2', mail: 'Giulia@Guest.example' });
    expect([sameMail.statusCode, sameMail.json().data]).toEqual([
      409,
      'An account with that e-mail address already exists. Please log in, or reset your password.',
    ]);
  });

  it('logs out with a nonce bound to the session, which then stops working', async () => {
    const b = browser(suite.app, '203.0.113.30');
    expect((await b.act('foyer_login', { user: 'maria', pass: PASSWORD })).statusCode).toBe(200);
    const page = await b.get('/about/');
    expect(page.headers['cache-control']).toBe('private, no-store');
    const stranger = browser(suite.app, '203.0.113.31');
    expect((await stranger.post({ action: 'foyer_logout', nonce: 'x' })).json().data).toBe('You are not logged in.');
    const hash = tokenHash(b.jar.get('foyer_session')!);
    const session = () => suite.db.kysely.selectFrom('sessions').select('user_id').where('token_hash', '=', hash).executeTakeFirst();
    expect(await session()).toBeDefined();
    const out = await b.act('foyer_logout');
    expect([out.statusCode, out.json().data]).toEqual([200, 'You are logged out.']);
    expect(b.jar.has('foyer_session')).toBe(false);
    expect(await session()).toBeUndefined();
  });

  it('keeps logged-in pages out of the shared cache, shows the account only to its owner, and clears no cached page', async () => {
    const anon = browser(suite.app, '203.0.113.40');
    const first = await anon.get('/account/');
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('data-island="account-forms"');
    expect(first.body).not.toContain('Logged in as');
    expect(first.headers['cache-control']).toMatch(/^public/);
    expect(suite.app.foyer.pageCache.get('/account/')).toBeDefined();
    const generation = suite.app.foyer.pageCache.generation;

    const b = browser(suite.app, '203.0.113.41');
    await b.act('foyer_login', { user: 'maria', pass: PASSWORD });
    const mine = await b.get('/account/');
    expect(mine.body).toContain('Logged in as <strong>Maria Rossi</strong>');
    expect(mine.body).toContain('&quot;account&quot;:{&quot;login&quot;:&quot;maria&quot;');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.headers.etag).toBeUndefined();

    // Logging in, nonces and the logged-in render changed no cache entry: anonymous visitors still get the cached page.
    expect(suite.app.foyer.pageCache.generation).toBe(generation);
    const later = await browser(suite.app, '203.0.113.42').get('/account/');
    expect(later.body).toBe(first.body);
    expect(later.body).not.toContain('Maria');
  });

  it('answers lost-password requests identically for existing and unknown accounts, and mails only the real one', async () => {
    const db = suite.db.kysely;
    const before = await db.selectFrom('mail_outbox').selectAll().execute();
    const known = await browser(suite.app, '203.0.113.50').act('foyer_lostpassword', { user: 'maria' });
    const unknown = await browser(suite.app, '203.0.113.51').act('foyer_lostpassword', { user: 'nobody@guest.example' });
    const strip = (h: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(h).filter(([k]) => !['date', 'set-cookie'].includes(k)));
    expect(known.statusCode).toBe(200);
    expect([unknown.statusCode, unknown.body, strip(unknown.headers)]).toEqual([known.statusCode, known.body, strip(known.headers)]);
    expect(known.json().data).toBe(
      'If an account matches, a link to choose a new password is on its way to the e-mail address of that account.',
    );
    const after = await db.selectFrom('mail_outbox').selectAll().execute();
    expect(after.length - before.length).toBe(1);
    const mail = after.at(-1)!;
    expect(mail.to_address).toBe('maria@guest.example');
    expect(mail.text_body).toMatch(/http:\/\/hotel\.test\/wp-login\.php\?action=rp&key=[\w-]{43}&login=maria/);
    expect((await browser(suite.app, '203.0.113.52').act('foyer_lostpassword', { user: '' })).statusCode).toBe(400);
  });

  it('resets the password once with the mailed link; expired, reused and forged keys are refused', async () => {
    const db = suite.db.kysely;
    await createUser(db, { login: 'luca', email: 'luca@guest.example', password: PASSWORD });
    const b = browser(suite.app, '203.0.113.60');
    await b.act('foyer_login', { user: 'luca', pass: PASSWORD }); // a session the reset must end
    await browser(suite.app, '203.0.113.61').act('foyer_lostpassword', { user: 'luca@guest.example' });
    const mail = await db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', 'luca@guest.example')
      .executeTakeFirstOrThrow();
    const link = new URL(/http:\S+/.exec(mail.text_body)![0]);
    const path = `${link.pathname}${link.search}`;

    const form = await b.get(path);
    expect(form.statusCode).toBe(200);
    expect(form.headers['cache-control']).toMatch(/no-store/);
    expect(form.headers['referrer-policy']).toBe('no-referrer');
    expect(form.body).toContain('Choose a new password');
    const nonce = /name="nonce" value="([^"]+)"/.exec(form.body)![1];
    const key = link.searchParams.get('key')!;
    const submit = (fields: Record<string, string>) =>
      suite.app.inject({
        method: 'POST',
        url: '/wp-login.php?action=resetpass',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
    const base = { key, login: 'luca', nonce, pass1: 'New-Harbour-77', pass2: 'New-Harbour-77' };

    const mismatch = await submit({ ...base, pass2: 'Something-else-1' });
    expect([mismatch.statusCode, mismatch.body.includes('The two passwords do not match.')]).toEqual([400, true]);
    const weak = await submit({ ...base, pass1: 'weak', pass2: 'weak' });
    expect([weak.statusCode, weak.body.includes('Passwords need at least 10 characters.')]).toEqual([400, true]);
    expect((await submit({ ...base, nonce: 'forged' })).statusCode).toBe(403);
    expect((await submit({ ...base, login: 'maria' })).statusCode).toBe(400);

    const done = await submit(base);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Your password has been changed');
    // The session from before the reset is over; the new password works, the old does not.
    expect((await b.get('/account/')).body).not.toContain('Logged in as');
    expect((await browser(suite.app, '203.0.113.62').act('foyer_login', { user: 'luca', pass: PASSWORD })).statusCode).toBe(401);
    expect((await browser(suite.app, '203.0.113.63').act('foyer_login', { user: 'luca', pass: 'New-Harbour-77' })).statusCode).toBe(200);

    const reused = await submit({ ...base, pass1: 'Another-Pass-88', pass2: 'Another-Pass-88' });
    expect([reused.statusCode, reused.body.includes('This link does not work any more')]).toEqual([400, true]);
    expect((await b.get(path)).statusCode).toBe(400);

    // An expired key: issued a day and a minute ago.
    await browser(suite.app, '203.0.113.64').act('foyer_lostpassword', { user: 'luca' });
    await db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
      .execute();
    const newest = await db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', 'luca@guest.example')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const expiredLink = new URL(/http:\S+/.exec(newest.text_body)![0]);
    expect((await b.get(`${expiredLink.pathname}${expiredLink.search}`)).statusCode).toBe(400);
    expect((await b.get('/wp-login.php?action=rp&key=short&login=luca')).statusCode).toBe(400);
  });
});
