// Staff sessions through the real app, on SQLite and PostgreSQL: the list of one's sessions and
// ending one, all others or all of them; idle and absolute timeouts; the `__Host-` cookie over
// https; the Origin / Sec-Fetch-Site check of admin writes; and old password hashes upgraded at login.
import { randomBytes, scryptSync } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it, vi } from 'vitest';
import { createSession } from '../../src/accounts/sessions.ts';
import { createUser, verifyPassword } from '../../src/db/repositories/users.ts';
import { describeDatabases } from '../helpers/app.ts';

const PASSWORD = 'Lemon-Terrace 2026';
const API = '/admin/api';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** A browser for the admin API: keeps cookies (the Secure ones too), sends JSON. */
function browser(app: FastifyInstance, userAgent = FIREFOX, extra: Record<string, string> = {}) {
  const jar = new Map<string, string>();
  const keep = (setCookie: string | string[] | undefined) => {
    for (const line of [setCookie ?? []].flat()) {
      const [name, value] = line.split(';')[0].split('=');
      if (value) jar.set(name, value);
      else jar.delete(name);
    }
  };
  async function request(method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await app.inject({
      method,
      url,
      headers: {
        'user-agent': userAgent,
        ...extra,
        ...(jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
    keep(res.headers['set-cookie']);
    return res;
  }
  let nonces: { admin?: string; logout?: string } = {};
  async function logIn(user: string, pass = PASSWORD) {
    const session = await request('GET', `${API}/session`);
    const res = await request('POST', `${API}/login`, { user, pass, nonce: session.json().nonces.login });
    if (res.statusCode === 200) nonces = res.json().nonces;
    return res;
  }
  return { request, logIn, jar, nonce: () => nonces.admin };
}

describeDatabases('staff sessions', (suite) => {
  beforeAll(async () => {
    for (const [login, role] of [
      ['sessions-admin', 'administrator'],
      ['sessions-editor', 'editor'],
      ['sessions-guest', 'subscriber'],
    ] as const)
      await createUser(suite.db.kysely, { login, email: `${login}@casa-alba.test`, password: PASSWORD, role });
  });

  it('lists one’s own sessions (when, which browser, which is this one), never a token', async () => {
    const desk = browser(suite.app, FIREFOX);
    const phone = browser(suite.app, SAFARI_IPHONE);
    expect((await desk.logIn('sessions-admin')).statusCode).toBe(200);
    expect((await phone.logIn('sessions-admin')).statusCode).toBe(200);
    await browser(suite.app).logIn('sessions-editor');

    const res = await desk.request('GET', `${API}/sessions`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { sessions } = res.json();
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      createdAt: expect.any(String),
      lastSeenAt: expect.any(String),
      userAgent: 'Firefox on Windows (desktop)',
      current: true,
    });
    expect(sessions[1]).toMatchObject({ userAgent: 'Safari on iOS (mobile)', current: false });
    const rows = await suite.db.kysely.selectFrom('sessions').select('token_hash').execute();
    for (const secret of [desk.jar.get('foyer_session')!, phone.jar.get('foyer_session')!, ...rows.map((r) => r.token_hash)])
      expect(res.body).not.toContain(secret);

    expect((await suite.app.inject({ method: 'GET', url: `${API}/sessions` })).statusCode).toBe(401);
    const guest = browser(suite.app);
    expect((await guest.logIn('sessions-guest')).statusCode).toBe(403);
    const guestCookie = `foyer_session=${await createSession(suite.db.kysely, (await userId('sessions-guest'))!)}`;
    expect((await suite.app.inject({ method: 'GET', url: `${API}/sessions`, headers: { cookie: guestCookie } })).statusCode).toBe(403);
  });

  const userId = async (login: string) =>
    (await suite.db.kysely.selectFrom('users').select('id').where('login', '=', login).executeTakeFirst())?.id;

  it('ends one session, all others, or all of them, each with the admin nonce', async () => {
    const a = browser(suite.app, FIREFOX);
    const b = browser(suite.app, SAFARI_IPHONE);
    const c = browser(suite.app, FIREFOX);
    for (const x of [a, b, c]) expect((await x.logIn('sessions-editor')).statusCode).toBe(200);
    const mine = async (x: typeof a) =>
      (await x.request('GET', `${API}/sessions`)).json().sessions as Array<{ id: string; current: boolean }>;
    const bId = (await mine(b)).find((s) => s.current)!.id;

    // Without the nonce, or with another session's, nothing ends.
    expect((await a.request('DELETE', `${API}/sessions/${bId}`, { nonce: 'x' })).statusCode).toBe(403);
    expect((await a.request('DELETE', `${API}/sessions/${bId}`, { nonce: c.nonce() })).statusCode).toBe(403);
    expect((await b.request('GET', `${API}/stats/online`)).statusCode).toBe(200);
    // Another account's session is not found by its id.
    const admin = browser(suite.app);
    await admin.logIn('sessions-admin');
    expect((await admin.request('DELETE', `${API}/sessions/${bId}`, { nonce: admin.nonce() })).statusCode).toBe(404);

    const one = await a.request('DELETE', `${API}/sessions/${bId}`, { nonce: a.nonce() });
    expect(one.statusCode).toBe(200);
    expect(one.json().ended).toBe(1);
    expect(one.json().sessions.map((s: { id: string }) => s.id)).not.toContain(bId);
    expect((await b.request('GET', `${API}/stats/online`)).statusCode).toBe(401);

    const d = browser(suite.app);
    await d.logIn('sessions-editor');
    const others = await a.request('DELETE', `${API}/sessions/others`, { nonce: a.nonce() });
    expect([others.statusCode, others.json().sessions.length]).toEqual([200, 1]);
    expect(others.json().ended).toBeGreaterThanOrEqual(2);
    expect((await c.request('GET', `${API}/stats/online`)).statusCode).toBe(401);
    expect((await d.request('GET', `${API}/stats/online`)).statusCode).toBe(401);
    expect((await a.request('GET', `${API}/stats/online`)).statusCode).toBe(200);

    await c.logIn('sessions-editor');
    const everywhere = await a.request('DELETE', `${API}/sessions`, { nonce: a.nonce() });
    expect(everywhere.statusCode).toBe(200);
    expect(everywhere.json()).toMatchObject({ sessions: [], ended: 2, session: { account: null, nonces: { login: expect.any(String) } } });
    expect(a.jar.has('foyer_session')).toBe(false);
    expect((await c.request('GET', `${API}/stats/online`)).statusCode).toBe(401);
    expect(
      await suite.db.kysely
        .selectFrom('sessions')
        .where('user_id', '=', (await userId('sessions-editor'))!)
        .selectAll()
        .execute(),
    ).toEqual([]);
  });

  it('ends a staff session after 2 idle hours or 12 hours in all; a guest keeps theirs for 14 days', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const HOUR = 3_600_000;
      const idle = browser(suite.app);
      await idle.logIn('sessions-admin');
      const busy = browser(suite.app);
      await busy.logIn('sessions-admin');
      expect(String(busy.jar.get('foyer_session'))).toMatch(/^[\w-]{43}$/);
      const guestCookie = `foyer_session=${await createSession(suite.db.kysely, (await userId('sessions-guest'))!, Date.now(), { role: 'subscriber' })}`;
      const who = async (headers: Record<string, string>) =>
        (await suite.app.inject({ method: 'GET', url: `${API}/session`, headers })).json().account?.login ?? null;

      for (let hour = 1; hour <= 11; hour++) {
        vi.setSystemTime(Date.now() + HOUR);
        expect((await busy.request('GET', `${API}/stats/online`)).statusCode, `hour ${hour}`).toBe(200);
        if (hour === 1) expect((await idle.request('GET', `${API}/stats/online`)).statusCode).toBe(200);
        if (hour === 3) expect((await idle.request('GET', `${API}/stats/online`)).statusCode, 'idle 2 h').toBe(401);
      }
      vi.setSystemTime(Date.now() + HOUR);
      expect((await busy.request('GET', `${API}/stats/online`)).statusCode, '12 h after login').toBe(401);
      expect(await who({ cookie: guestCookie })).toBe('sessions-guest');
      vi.setSystemTime(Date.now() + 13 * 24 * HOUR + 13 * HOUR);
      expect(await who({ cookie: guestCookie })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses admin and admin-ajax writes from another site, before their nonce or session is read', async () => {
    const b = browser(suite.app);
    await b.logIn('sessions-admin');
    const message = 'This request came from another site and was refused. Make changes from this site’s own pages.';
    const crossSite: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
    ];
    for (const headers of crossSite) {
      const res = await b.request('DELETE', `${API}/sessions/others`, { nonce: b.nonce() }, headers);
      expect([res.statusCode, res.json()]).toEqual([403, { code: 'foyer_cross_site', message, data: { status: 403 } }]);
      const login = await browser(suite.app).request('POST', `${API}/login`, { user: 'x', pass: 'y', nonce: 'z' }, headers);
      expect(login.statusCode).toBe(403);
      const ajax = await suite.app.inject({
        method: 'POST',
        url: '/wp-admin/admin-ajax.php',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: 'action=foyer_nonce&for=foyer_login',
      });
      expect([ajax.statusCode, ajax.json()]).toEqual([403, { success: false, data: message }]);
    }
    // Its own origin, a same-origin fetch, and clients that send neither header go on to the nonce.
    const own = await b.request('DELETE', `${API}/sessions/others`, { nonce: b.nonce() }, { origin: 'http://localhost:80' });
    expect(own.statusCode).toBe(200);
    const same = await b.request('DELETE', `${API}/sessions/others`, { nonce: 'x' }, { 'sec-fetch-site': 'same-origin' });
    expect(same.json().code).toBe('foyer_bad_nonce');
    // Reads are not refused: a cross-site GET can do no harm, and a link from a mail must open the page.
    expect((await b.request('GET', `${API}/sessions`, undefined, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(200);
  });

  it('upgrades a password hash of the old format at the next login', async () => {
    const db = suite.db.kysely;
    const salt = randomBytes(16);
    const legacy = `scrypt$${salt.toString('base64')}$${scryptSync(PASSWORD, salt, 64).toString('base64')}`;
    await createUser(db, { login: 'sessions-old', email: 'old@casa-alba.test', password: 'Temporary-Pass-1', role: 'editor' });
    await db.updateTable('users').set({ password_hash: legacy }).where('login', '=', 'sessions-old').execute();
    const hash = async () =>
      (await db.selectFrom('users').select('password_hash').where('login', '=', 'sessions-old').executeTakeFirstOrThrow()).password_hash;

    expect((await browser(suite.app).logIn('sessions-old', 'wrong password')).statusCode).toBe(401);
    expect(await hash()).toBe(legacy);
    expect((await browser(suite.app).logIn('sessions-old')).statusCode).toBe(200);
    const upgraded = await hash();
    expect(upgraded).toMatch(/^scrypt\$N=131072,r=8,p=1\$/);
    expect(await verifyPassword(PASSWORD, upgraded)).toBe(true);
    expect((await browser(suite.app).logIn('sessions-old')).statusCode).toBe(200);
  });
});

describeDatabases(
  'staff sessions over https',
  (suite) => {
    it('uses the __Host- cookie (Secure, Path=/, no Domain) for 12 hours, and still reads the plain name', async () => {
      await createUser(suite.db.kysely, { login: 'https-admin', email: 'https@casa-alba.test', password: PASSWORD, role: 'administrator' });
      const b = browser(suite.app, FIREFOX, { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'hotel.test' });
      const login = await b.logIn('https-admin');
      expect(login.statusCode).toBe(200);
      const cookie = [login.headers['set-cookie']].flat().find((c) => String(c).startsWith('__Host-foyer_session='));
      expect(cookie).toMatch(/^__Host-foyer_session=[\w-]{43}; Path=\/; Max-Age=43200; HttpOnly; SameSite=Lax; Secure$/);
      expect(b.jar.has('foyer_session')).toBe(false);
      expect((await b.request('GET', `${API}/stats/online`)).statusCode).toBe(200);
      // A session begun over http before the site moved to https.
      const token = b.jar.get('__Host-foyer_session')!;
      const plain = await suite.app.inject({ method: 'GET', url: `${API}/stats/online`, headers: { cookie: `foyer_session=${token}` } });
      expect(plain.statusCode).toBe(200);

      const out = await b.request('POST', `${API}/logout`, { nonce: login.json().nonces.logout });
      expect(out.statusCode).toBe(200);
      expect([out.headers['set-cookie']].flat().filter((c) => /^(__Host-)?foyer_session=;/.test(String(c)))).toHaveLength(2);
    });
  },
  { config: { trustProxy: 1 } },
);
