// The back office through the real app, on SQLite and PostgreSQL: the /admin page, login and logout
// through the accounts, the staff guard (401 logged out, 403 wrong role), the dashboard API with bad
// parameters, the CSV export, and the privacy settings with their nonce and field messages.
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it, vi } from 'vitest';
import { createSession } from '../../src/accounts/sessions.ts';
import { createUser } from '../../src/db/repositories/users.ts';
import { readStatsSettings } from '../../src/stats/settings.ts';
import { topTable } from '../../src/stats/report.ts';
import { loadAdminAssets } from '../../src/server/routes/admin-page.ts';
import { describeDatabases } from '../helpers/app.ts';

const PASSWORD = 'Lemon-Terrace 2026';
const API = '/admin/api';

/** A browser for the admin API: keeps cookies, sends JSON. */
function browser(app: FastifyInstance, ip = '198.51.100.20') {
  const jar = new Map<string, string>();
  const headers = () => (jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {});
  const keep = (setCookie: string | string[] | undefined) => {
    for (const line of [setCookie ?? []].flat()) {
      const [name, value] = line.split(';')[0].split('=');
      if (value) jar.set(name, value);
      else jar.delete(name);
    }
  };
  async function request(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) {
    const res = await app.inject({
      method,
      url,
      remoteAddress: ip,
      headers: { ...headers(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
    keep(res.headers['set-cookie']);
    return res;
  }
  async function logIn(user: string, pass = PASSWORD) {
    const session = await request('GET', `${API}/session`);
    return request('POST', `${API}/login`, { user, pass, nonce: session.json().nonces.login });
  }
  return { request, logIn, jar, get: (url: string) => request('GET', url) };
}

describeDatabases('the back office (/admin)', (suite) => {
  const ids: Record<string, number> = {};
  /** Cookie of a fresh session of a user with this role (for the guard tests, without the login route). */
  const sessionCookie = async (role: string) => `foyer_session=${await createSession(suite.db.kysely, ids[role])}`;

  beforeAll(async () => {
    for (const role of ['administrator', 'editor', 'author', 'subscriber'] as const) {
      const user = await createUser(suite.db.kysely, {
        login: `staff-${role}`,
        email: `${role}@casa-alba.test`,
        password: PASSWORD,
        displayName: `The ${role}`,
        role,
      });
      ids[role] = user.id;
    }
  });

  it('serves the app for its routes, with the session as JSON data, never stored by a cache', async () => {
    const b = browser(suite.app);
    const built = Boolean(loadAdminAssets().script);
    for (const [url, status] of [
      ['/admin', 200],
      ['/admin/', 200],
      ['/admin/privacy', 200],
      ['/admin/no-such-page', 404],
    ] as const) {
      const res = await b.get(url);
      expect(res.statusCode, url).toBe(built || status === 404 ? status : 503);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      const boot = JSON.parse(/<script type="application\/json" id="admin-boot">(.*?)<\/script>/.exec(res.body)![1]);
      expect(boot.siteName).toBe('Casa Alba Suites');
      expect(boot.session.account).toBeNull();
      expect(boot.session.nonces.login).toMatch(/^[0-9a-z]+\.[\w-]{22}$/);
      if (built) expect(res.body).toMatch(/<script type="module" src="\/admin\/assets\/admin-[\w-]+\.js"><\/script>/);
      else expect(res.body).toContain('npm run build');
    }
    // The login nonce is bound to the anonymous cookie the page set.
    expect(b.jar.get('foyer_anon')).toBeTruthy();
  });

  it('keeps the admin bundle out of public pages', async () => {
    const home = await suite.app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).not.toContain('/admin/assets/');
    expect(home.body).not.toContain('admin-boot');
  });

  it('logs staff in with the accounts login, and refuses a wrong password, a missing nonce and guest accounts', async () => {
    const b = browser(suite.app, '198.51.100.21');
    const noNonce = await b.request('POST', `${API}/login`, { user: 'staff-administrator', pass: PASSWORD });
    expect(noNonce.statusCode).toBe(403);
    expect(noNonce.json()).toEqual({
      code: 'foyer_login_failed',
      message: 'This form has expired. Please reload the page and try again.',
      data: { status: 403 },
    });

    const wrong = await b.logIn('staff-administrator', 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('The username or password is not right. Please try again.');
    expect(b.jar.has('foyer_session')).toBe(false);

    const guest = await b.logIn('staff-subscriber');
    expect(guest.statusCode).toBe(403);
    expect(guest.json().message).toBe('This account has no access to the back office. Log in with a staff account.');
    expect(b.jar.has('foyer_session')).toBe(false);
    const sessions = await suite.db.kysely.selectFrom('sessions').select('user_id').where('user_id', '=', ids.subscriber).execute();
    expect(sessions).toEqual([]);

    const admin = await b.logIn('staff-administrator');
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['cache-control']).toBe('no-store');
    expect(admin.json()).toMatchObject({
      account: {
        login: 'staff-administrator',
        displayName: 'The administrator',
        role: 'administrator',
        caps: expect.arrayContaining(['view_statistics', 'manage_privacy', 'manage_submissions']),
      },
    });
    expect(admin.json().nonces).toEqual({ logout: expect.any(String), admin: expect.any(String) });
    expect(String(admin.headers['set-cookie'])).toMatch(/foyer_session=[\w-]{43}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax/);
    // The page now carries the logged-in session.
    const page = await b.get('/admin');
    expect(page.body).toContain('"login":"staff-administrator"');

    const editor = await browser(suite.app, '198.51.100.22').logIn('staff-editor');
    expect(editor.json().account.caps).toEqual(expect.arrayContaining(['view_statistics', 'manage_submissions']));
    expect(editor.json().account.caps).not.toContain('manage_privacy');
  });

  it('keeps the accounts login delays: after five wrong passwords the right one waits a few seconds, then works', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const b = browser(suite.app, '198.51.100.23');
      for (let i = 0; i < 5; i++) {
        expect((await b.logIn('staff-author', 'guess')).statusCode).toBe(401);
        vi.setSystemTime(Date.now() + 2000);
      }
      const limited = await b.logIn('staff-author', PASSWORD);
      expect([limited.statusCode, limited.headers['retry-after']]).toEqual([429, '2']);
      expect(limited.json().message).toBe('Too many failed login attempts. Please wait 2 seconds and try again.');
      vi.setSystemTime(Date.now() + 2000);
      // The password is right and the wait is over: an author is no staff member, so 403, not 429.
      expect((await b.logIn('staff-author', PASSWORD)).statusCode).toBe(403);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers the API 401 logged out and 403 to roles without the capability', async () => {
    const urls = [
      `${API}/stats/overview`,
      `${API}/stats/online`,
      `${API}/stats/tables/pages`,
      `${API}/stats/tables/pages/csv`,
      `${API}/privacy`,
    ];
    for (const url of urls) {
      const res = await suite.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toEqual({ code: 'foyer_not_logged_in', message: 'Log in to use the back office.', data: { status: 401 } });
      expect(res.headers['cache-control']).toBe('no-store');
    }
    for (const role of ['author', 'subscriber']) {
      const cookie = await sessionCookie(role);
      for (const url of urls) {
        const res = await suite.app.inject({ method: 'GET', url, headers: { cookie } });
        expect(res.statusCode, `${role} ${url}`).toBe(403);
        expect(res.json().code).toBe('foyer_forbidden');
      }
    }
    const editor = await sessionCookie('editor');
    expect((await suite.app.inject({ method: 'GET', url: `${API}/stats/overview`, headers: { cookie: editor } })).statusCode).toBe(200);
    const privacy = await suite.app.inject({ method: 'GET', url: `${API}/privacy`, headers: { cookie: editor } });
    expect(privacy.statusCode).toBe(403);
    expect(privacy.json().message).toBe('Your account (editor) may not change the privacy settings.');
    const put = await suite.app.inject({ method: 'PUT', url: `${API}/privacy`, headers: { cookie: editor }, payload: { settings: {} } });
    expect(put.statusCode).toBe(403);
  });

  it('answers the overview: figures against the previous period, a point per day, online and exclusions', async () => {
    const cookie = await sessionCookie('administrator');
    const res = await suite.app.inject({ method: 'GET', url: `${API}/stats/overview?range=30d`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.range).toMatchObject({ key: '30d', timezone: 'UTC' });
    expect(body.series.current).toHaveLength(30);
    expect(body.series.previous).toHaveLength(30);
    expect(body.series.current.at(-1).day).toBe(body.range.current.to);
    expect(body.range.previous.to < body.range.current.from).toBe(true);
    // The demo's four months of statistics.
    expect(body.summary.current.visitors).toBeGreaterThan(1000);
    expect(body.summary.previous.views).toBeGreaterThan(1000);
    expect(body.summary.current.bounceRate).toBeGreaterThan(0);
    expect(body.summary.current.bounceRate).toBeLessThan(1);
    expect(body.online).toEqual({ count: expect.any(Number), pages: expect.any(Array) });
    expect(body.exclusions.map((e: { reason: string }) => e.reason)).toContain('bot');

    const custom = await suite.app.inject({
      method: 'GET',
      url: `${API}/stats/overview?range=custom&from=${body.range.current.from}&to=${body.range.current.from}`,
      headers: { cookie },
    });
    expect(custom.json().series.current).toHaveLength(1);
  });

  it('answers bad parameters with a 400 that says what is wrong', async () => {
    const cookie = await sessionCookie('editor');
    const cases: Array<[string, number, string]> = [
      [
        '/stats/overview?range=fortnight',
        400,
        'range must be one of: today, yesterday, 7d, 30d, this_month, last_month, this_year, custom.',
      ],
      ['/stats/overview?range=custom&from=2026-01-01', 400, 'A custom range needs from and to (YYYY-MM-DD).'],
      ['/stats/overview?range=custom&from=2026-13-01&to=2026-12-01', 400, 'from is not a date (YYYY-MM-DD): 2026-13-01'],
      ['/stats/overview?range=custom&from=2026-02-01&to=2026-01-01', 400, 'from must be on or before to.'],
      ['/stats/overview?range=7d&to=2026-01-01', 400, 'from and to are only for range=custom.'],
      ['/stats/overview?range=7d&range=30d', 400, 'Give range once.'],
      ['/stats/tables/pages?limit=0', 400, 'limit must be a whole number from 1 to 100.'],
      ['/stats/tables/pages?limit=abc', 400, 'limit must be a whole number from 1 to 100.'],
      ['/stats/tables/pages?offset=-1', 400, 'offset must be a whole number from 0 to 1000000.'],
      [
        '/stats/tables/pages/csv?range=nope',
        400,
        'range must be one of: today, yesterday, 7d, 30d, this_month, last_month, this_year, custom.',
      ],
      ['/stats/tables/rooms', 404, 'There is no statistics table “rooms”.'],
      ['/stats/tables/rooms/csv', 404, 'There is no statistics table “rooms”.'],
      ['/no/such/route', 404, 'No back-office API route matches GET /admin/api/no/such/route.'],
    ];
    for (const [url, status, message] of cases) {
      const res = await suite.app.inject({ method: 'GET', url: `${API}${url}`, headers: { cookie } });
      expect(res.statusCode, url).toBe(status);
      expect(res.json().message, url).toContain(message);
      expect(res.json().data.status).toBe(status);
    }
  });

  it('pages through a table', async () => {
    const cookie = await sessionCookie('editor');
    const first = await suite.app.inject({ method: 'GET', url: `${API}/stats/tables/pages?range=30d&limit=5`, headers: { cookie } });
    expect(first.statusCode).toBe(200);
    expect(first.json().rows).toHaveLength(5);
    expect(first.json().hasMore).toBe(true);
    expect(first.json().rows[0]).toMatchObject({ key: '/', label: 'Home' });
    const second = await suite.app.inject({
      method: 'GET',
      url: `${API}/stats/tables/pages?range=30d&limit=100&offset=5`,
      headers: { cookie },
    });
    expect(second.json().hasMore).toBe(false);
    const keys = [...first.json().rows, ...second.json().rows].map((r: { key: string }) => r.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('exports a whole table as CSV, escaped, with a file name', async () => {
    const db = suite.db.kysely;
    const today = new Date().toISOString().slice(0, 10);
    // A referrer only a visitor could have chosen: a comma, quotes and a formula.
    await db
      .insertInto('stats_daily')
      .values({
        dim: 'referrer',
        day: today,
        key: '=cmd|"/c calc"!A1,evil.example',
        visitors: 9999,
        count: 10000,
        visits: 0,
        bounces: 0,
        duration: 0,
      })
      .execute();
    const cookie = await sessionCookie('editor');
    const res = await suite.app.inject({ method: 'GET', url: `${API}/stats/tables/referrers/csv?range=7d`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="Casa-Alba-Suites-referrers-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFFReferrer,Visitors,Visits');
    expect(lines[1]).toBe('"\'=cmd|""/c calc""!A1,evil.example",9999,10000');
    expect(lines.at(-1)).toBe('');

    // Every row of the table, not only the first page; pages carry titles.
    const pages = await suite.app.inject({ method: 'GET', url: `${API}/stats/tables/pages/csv?range=this_year`, headers: { cookie } });
    const rows = pages.body.split('\r\n').slice(1, -1);
    const range = { from: `${today.slice(0, 4)}-01-01`, to: today };
    const all = await topTable(db, 'pages', range, { limit: 1000 });
    expect(rows).toHaveLength(all.length);
    expect(pages.body.split('\r\n')[0]).toBe('\uFEFFPage,Title,Visitors,Views');
    expect(rows[0]).toBe(`/,Home,${all[0].visitors},${all[0].count}`);
  });

  it('reads and writes the privacy settings with the nonce, naming each wrong field', async () => {
    const b = browser(suite.app, '198.51.100.30');
    const login = await b.logIn('staff-administrator');
    const nonce = login.json().nonces.admin as string;
    const read = await b.get(`${API}/privacy`);
    expect(read.statusCode).toBe(200);
    expect(read.json().choices).toEqual({
      consentLevels: ['disabled', 'functional', 'statistics-anonymous', 'statistics', 'marketing'],
      roles: ['administrator', 'editor', 'author', 'contributor', 'subscriber'],
    });
    const settings = read.json().settings;

    const stale = await b.request('PUT', `${API}/privacy`, { nonce: 'x', settings });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().message).toBe('This form has expired. Please reload the page and try again.');
    // Another session's nonce is worthless here.
    const other = await browser(suite.app, '198.51.100.31').logIn('staff-administrator');
    expect((await b.request('PUT', `${API}/privacy`, { nonce: other.json().nonces.admin, settings })).statusCode).toBe(403);

    const bad = await b.request('PUT', `${API}/privacy`, {
      nonce,
      settings: { ...settings, retentionDays: 'forever', excludedIpRanges: ['10.0.0.0/40'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      code: 'foyer_invalid_settings',
      message: 'Some settings need correcting; see the messages beside them.',
      data: {
        status: 400,
        errors: {
          retentionDays: 'Type a whole number of days from 0 (keep everything) to 3650.',
          excludedIpRanges: 'The prefix of “10.0.0.0/40” must be a number from 0 to 32.',
        },
      },
    });
    expect((await readStatsSettings(suite.db.kysely)).retentionDays).toBe(settings.retentionDays);

    const next = {
      ...settings,
      dntEnabled: true,
      retentionDays: 365,
      excludedRoles: ['administrator'],
      excludedIpRanges: ['203.0.113.0/24'],
    };
    const saved = await b.request('PUT', `${API}/privacy`, { nonce, settings: next });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings).toEqual(next);
    expect(await readStatsSettings(suite.db.kysely)).toEqual(next);

    const notJson = await suite.app.inject({
      method: 'PUT',
      url: `${API}/privacy`,
      headers: { cookie: `foyer_session=${b.jar.get('foyer_session')}`, 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('logs out with the logout nonce; the session is then worthless', async () => {
    const b = browser(suite.app, '198.51.100.40');
    const login = await b.logIn('staff-editor');
    const token = b.jar.get('foyer_session')!;
    const refused = await b.request('POST', `${API}/logout`, { nonce: 'wrong' });
    expect(refused.statusCode).toBe(403);
    const out = await b.request('POST', `${API}/logout`, { nonce: login.json().nonces.logout });
    expect(out.statusCode).toBe(200);
    expect(out.json().account).toBeNull();
    expect(out.json().nonces.login).toEqual(expect.any(String));
    expect(b.jar.has('foyer_session')).toBe(false);
    const after = await suite.app.inject({ method: 'GET', url: `${API}/stats/overview`, headers: { cookie: `foyer_session=${token}` } });
    expect(after.statusCode).toBe(401);
    const again = await b.request('POST', `${API}/logout`, { nonce: login.json().nonces.logout });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('You are not logged in.');
  });
});
