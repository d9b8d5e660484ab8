// The statistics endpoints through the real app (spec §7 calls 3–5), on SQLite and PostgreSQL: hits,
// online pings and events with good and bad payloads, exclusions, the admin-ajax route, and that a
// counted hit clears no cached page.
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { createUser } from '../../src/db/repositories/users.ts';
import { createSession } from '../../src/accounts/sessions.ts';
import { SESSION_COOKIE } from '../../src/accounts/cookies.ts';
import { writeStatsSettings } from '../../src/stats/settings.ts';
import { signSource, statsSecret } from '../../src/stats/signature.ts';
import { summary, topTable, onlineNow, exclusions } from '../../src/stats/report.ts';
import { describeDatabases, type SuiteApp } from '../helpers/app.ts';
import { b64, trackerFields } from '../helpers/tracker-fields.ts';

const HIT = '/wp-json/wp-statistics/v2/hit';
const ONLINE = '/wp-json/wp-statistics/v2/online';
const EVENT = '/wp-json/wp-statistics/v2/event';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function counts(suite: SuiteApp) {
  const db = suite.db.kysely;
  const one = async (table: 'stats_hits' | 'stats_exclusions' | 'stats_events' | 'stats_daily') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    hits: await one('stats_hits'),
    exclusions: await one('stats_exclusions'),
    events: await one('stats_events'),
    daily: await one('stats_daily'),
  };
}

describeDatabases('statistics endpoints', (suite) => {
  let signature = '';
  /** The source fields of a demo page by slug, signed: hits count under that page's own address. */
  let sourceOf: (slug: string) => Promise<Record<string, string>> = async () => ({});
  const today = () => new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    const secret = await statsSecret(suite.db.kysely);
    signature = signSource(secret, 'page', 7529);
    sourceOf = async (slug) => {
      const { id } = await suite.db.kysely.selectFrom('posts').select('id').where('slug', '=', slug).executeTakeFirstOrThrow();
      return { source_type: 'page', source_id: String(id), signature: signSource(secret, 'page', id) };
    };
    await writeStatsSettings(suite.db.kysely, { linkTracking: true, downloadTracking: true });
  });
  afterEach(() => vi.useRealTimers());

  async function exclusionsToday(): Promise<Record<string, number>> {
    const rows = await exclusions(suite.db.kysely, { from: today(), to: today() });
    const out: Record<string, number> = { bot: 0, prefetch: 0, ip_range: 0, role: 0 };
    for (const r of rows) out[r.reason] = r.count;
    return out;
  }

  const fields = (extra: Record<string, string> = {}) => trackerFields(signature, extra);

  function post(
    url: string,
    payload: Record<string, string>,
    options: { ip?: string; ua?: string; headers?: Record<string, string> } = {},
  ) {
    return suite.app.inject({
      method: 'POST',
      url,
      remoteAddress: options.ip ?? '198.51.100.10',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'user-agent': options.ua ?? CHROME,
        'x-wps-ts': b64(String(Math.floor(Date.now() / 1000))),
        ...options.headers,
      },
      payload: new URLSearchParams(payload).toString(),
    });
  }

  it('counts a hit: detail, visitor, visit, page, search channel; the answer is {status: true}', async () => {
    const before = await counts(suite);
    const range = { from: today(), to: today() };
    const google = async () =>
      (await topTable(suite.db.kysely, 'search_engines', range)).find((r) => r.key === 'google') ?? { visitors: 0, count: 0 };
    const googleBefore = await google();
    const suites = await sourceOf('suites');
    // The address sent is the visitor's, query and all; the hit counts under the signed page's own address.
    const res = await post(HIT, fields({ ...suites, page_uri: b64('/suites/café/?lang=fr') }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true });
    expect(res.headers['cache-control']).toBe('no-store, private');
    expect((await counts(suite)).hits).toBe(before.hits + 1);
    const row = await suite.db.kysely
      .selectFrom('stats_hits')
      .selectAll()
      .where('source_id', '=', Number(suites.source_id))
      .where('referrer_host', '=', 'google.com')
      .orderBy('at', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      page_uri: '/suites/',
      source_type: 'page',
      source_id: Number(suites.source_id),
      channel: 'search',
      referrer_host: 'google.com',
      day: today(),
    });
    expect(row.visitor_hash).toMatch(/^[0-9a-f]{32}$/);
    // No raw IP or agent anywhere in the visitor row (storeUserAgent is off).
    const visitor = await suite.db.kysely
      .selectFrom('stats_visitors')
      .selectAll()
      .where('visitor_hash', '=', row.visitor_hash)
      .executeTakeFirstOrThrow();
    expect(visitor).toMatchObject({ browser: 'Chrome', os: 'Windows', device: 'desktop', user_agent: null });
    expect(JSON.stringify(visitor)).not.toContain('198.51.100.10');
    const googleAfter = await google();
    expect([googleAfter.visitors - googleBefore.visitors, googleAfter.count - googleBefore.count]).toEqual([1, 1]);
  });

  it('accepts a hit without X-WPS-TS, and one whose clock is years off', async () => {
    const before = await counts(suite);
    const res = await post(HIT, fields(), { ip: '198.51.100.11', headers: { 'x-wps-ts': '' } });
    expect([res.statusCode, res.json()]).toEqual([200, { status: true }]);
    const skewed = await post(HIT, fields(), { ip: '198.51.100.12', headers: { 'x-wps-ts': b64('946684800') } });
    expect([skewed.statusCode, skewed.json()]).toEqual([200, { status: true }]);
    expect((await counts(suite)).hits).toBe(before.hits + 2);
  });

  it('refuses bad input with a clear 4xx and stores nothing', async () => {
    const before = await counts(suite);
    const cases: [Record<string, string>, Record<string, string> | undefined, number, RegExp][] = [
      [fields({ signature: 'a'.repeat(32) }), undefined, 403, /signature is not valid/],
      [fields({ source_id: '7530' }), undefined, 403, /signature is not valid/],
      [fields({ signature: 'nope' }), undefined, 403, /signature/],
      [fields({ page_uri: '%%%not base64' }), undefined, 400, /page_uri must be base64/],
      [fields({ page_uri: 'L3RoZS1ob3VzZS8' }), undefined, 400, /page_uri must be base64/],
      [fields({ referred: '!!' }), undefined, 400, /referred must be base64/],
      [fields({ source_id: 'abc' }), undefined, 400, /source_id must be a whole number/],
      [fields({ source_id: '12.5' }), undefined, 400, /source_id must be a whole number/],
      [fields({ page_uri: b64(`/${'x'.repeat(2500)}`) }), undefined, 400, /page_uri is longer than 2000 bytes/],
      [fields({ referred: b64(`https://a.example/${'y'.repeat(2100)}`) }), undefined, 400, /referred is longer/],
      [fields({ search_query: 'q'.repeat(600) }), undefined, 400, /search_query is longer/],
      [fields({ page_uri: b64('javascript:alert(1)') }), undefined, 400, /page_uri must be a path/],
      [fields({ source_type: 'page type!' }), undefined, 400, /source_type/],
      [fields({ x: '1' }), { 'x-wps-ts': 'not a timestamp' }, 400, /X-WPS-TS/],
    ];
    for (const name of ['source_type', 'source_id', 'signature', 'page_uri']) {
      const missing = fields();
      delete (missing as Record<string, string>)[name];
      cases.push([missing, undefined, 400, new RegExp(`${name} is required`)]);
    }
    for (const [payload, headers, status, message] of cases) {
      const res = await post(HIT, payload, { headers });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(status);
      expect(res.json().status).toBe(false);
      expect(res.json().message).toMatch(message);
    }
    const json = await suite.app.inject({
      method: 'POST',
      url: HIT,
      headers: { 'content-type': 'application/json', 'user-agent': CHROME },
      payload: '[1,2]',
    });
    expect(json.statusCode).toBe(400);
    const oversized = await post(HIT, fields({ junk: 'z'.repeat(20_000) }));
    expect(oversized.statusCode).toBe(413);
    expect(await counts(suite)).toEqual(before);
  });

  it('also takes a hit as JSON', async () => {
    const before = await counts(suite);
    const res = await suite.app.inject({
      method: 'POST',
      url: HIT,
      remoteAddress: '198.51.100.13',
      headers: { 'content-type': 'application/json', 'user-agent': IPHONE },
      payload: JSON.stringify(fields({ referred: '' })),
    });
    expect([res.statusCode, res.json()]).toEqual([200, { status: true }]);
    expect((await counts(suite)).hits).toBe(before.hits + 1);
  });

  it('excludes bots, headless browsers, empty agents and prefetches, counting each by reason', async () => {
    const before = await counts(suite);
    const reasonsBefore = await exclusionsToday();
    for (const ua of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      '',
      'curl/8.5.0',
    ]) {
      const res = await post(HIT, fields(), { ua });
      expect([res.statusCode, res.json()]).toEqual([200, { status: true }]);
    }
    const prefetch = await post(HIT, fields(), { headers: { 'sec-purpose': 'prefetch;prerender' } });
    expect(prefetch.statusCode).toBe(200);
    expect((await counts(suite)).hits).toBe(before.hits);
    const reasons = await exclusionsToday();
    expect([reasons.bot! - reasonsBefore.bot!, reasons.prefetch! - reasonsBefore.prefetch!]).toEqual([4, 1]);
  });

  it('excludes configured IP ranges (v4, v6, mapped v4) and logged-in roles', async () => {
    await writeStatsSettings(suite.db.kysely, { excludedIpRanges: ['192.0.2.0/24', '2001:db8::/32'], excludedRoles: ['administrator'] });
    // Settings are re-read every 5 s.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 6000 });
    const before = await counts(suite);
    const reasonsBefore = await exclusionsToday();
    for (const ip of ['192.0.2.77', '2001:db8::1', '::ffff:192.0.2.9']) expect((await post(HIT, fields(), { ip })).statusCode).toBe(200);
    const admin = await createUser(suite.db.kysely, {
      login: 'boss',
      email: 'boss@hotel.example',
      password: 'Sea-view 2024!',
      displayName: 'Boss',
      role: 'administrator',
    });
    const token = await createSession(suite.db.kysely, admin.id);
    expect((await post(HIT, fields(), { ip: '198.51.100.30', headers: { cookie: `${SESSION_COOKIE}=${token}` } })).statusCode).toBe(200);
    expect((await counts(suite)).hits).toBe(before.hits);
    const reasons = await exclusionsToday();
    expect([reasons.ip_range! - reasonsBefore.ip_range!, reasons.role! - reasonsBefore.role!]).toEqual([3, 1]);
    // Another address is still counted.
    expect((await post(HIT, fields(), { ip: '192.0.3.1' })).statusCode).toBe(200);
    expect((await counts(suite)).hits).toBe(before.hits + 1);
    await writeStatsSettings(suite.db.kysely, { excludedIpRanges: [], excludedRoles: [] });
  });

  it('records online pings, and online now lists the page', async () => {
    const res = await post(ONLINE, fields({ ...(await sourceOf('your-stay')), endpoint: 'online', page_uri: b64('/your-stay/#spa') }), {
      ip: '198.51.100.50',
    });
    expect([res.statusCode, res.json()]).toEqual([200, { status: true }]);
    // Presence is written at most once a second (online-buffer.ts).
    await expect
      .poll(async () => (await onlineNow(suite.db.kysely)).pages, { timeout: 4000 })
      .toEqual(expect.arrayContaining([{ uri: '/your-stay/', count: 1 }]));
    expect((await post(ONLINE, fields({ signature: 'b'.repeat(32) }))).statusCode).toBe(403);
    const later = await onlineNow(suite.db.kysely, new Date(Date.now() + 10 * 60_000));
    expect(later.count).toBe(0);
  });

  it('records link and download events, and refuses bad ones', async () => {
    const before = await counts(suite);
    const click = await post(EVENT, {
      en: 'click',
      et: String(Date.now()),
      eid: 'book',
      ec: 'elementor-button',
      ev: 'Book now',
      mb: '0',
      tu: 'https://booking.example/hotel',
      pid: '7529',
    });
    expect([click.statusCode, click.json()]).toEqual([200, { status: true }]);
    const download = await post(EVENT, {
      en: 'file_download',
      tu: 'https://hotel.test/uploads/menu.pdf',
      fn: 'menu',
      fx: 'pdf',
      pid: '7529',
      wcdl: '',
      df: '',
      dk: '',
    });
    expect(download.statusCode).toBe(200);
    expect((await counts(suite)).events).toBe(before.events + 2);
    const range = { from: today(), to: today() };
    expect((await topTable(suite.db.kysely, 'downloads', range)).find((r) => r.key === 'menu.pdf')).toEqual({
      key: 'menu.pdf',
      label: 'menu.pdf',
      visitors: 1,
      count: 1,
    });
    expect(
      (await topTable(suite.db.kysely, 'events', range, { limit: 100 })).find((r) => r.key === 'https://booking.example/hotel'),
    ).toMatchObject({ count: 1, visitors: 1 });
    for (const [payload, message] of [
      [{ tu: 'https://x.example/' }, /en \(the event name\) is required/],
      [{ en: 'click' }, /tu \(the link address\) is required/],
      [{ en: 'click', tu: 'javascript:alert(1)' }, /tu must be an http/],
      [{ en: 'click', tu: 'https://x.example/', pid: 'seven' }, /pid must be a whole number/],
      [{ en: 'click', tu: 'https://x.example/', ev: 'v'.repeat(600) }, /ev is longer than 500/],
    ] as const) {
      const res = await post(EVENT, payload as Record<string, string>);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: false, message: expect.stringMatching(message) });
    }
    expect((await counts(suite)).events).toBe(before.events + 2);
  });

  it('answers the admin-ajax actions like the REST routes', async () => {
    const before = await counts(suite);
    const res = await post('/wp-admin/admin-ajax.php', { ...fields(), action: 'wp_statistics_hit_record' }, { ip: '198.51.100.60' });
    expect([res.statusCode, res.json()]).toEqual([200, { status: true }]);
    const bad = await post('/wp-admin/admin-ajax.php', { ...fields({ signature: 'c'.repeat(32) }), action: 'wp_statistics_hit_record' });
    expect([bad.statusCode, bad.json().status]).toEqual([403, false]);
    const ping = await post('/wp-admin/admin-ajax.php', { ...fields(), action: 'wp_statistics_online_check' }, { ip: '198.51.100.60' });
    expect(ping.statusCode).toBe(200);
    expect((await counts(suite)).hits).toBe(before.hits + 1);
  });

  it('follows a visit: bounce, duration, entry and exit pages', async () => {
    // Mid-morning of today (UTC, the site's timezone): the visit's 31 minutes never cross midnight.
    const now = new Date();
    const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 10);
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const ip = '198.51.100.70';
    const range = { from: today(), to: today() };
    // The demo's own statistics may count these pages today too: the visit is measured as a change.
    const pageCounts = async () => {
      const of = async (table: 'entry_pages' | 'exit_pages', key: string) =>
        (await topTable(suite.db.kysely, table, range, { limit: 100 })).find((r) => r.key === key)?.count ?? 0;
      return [await of('entry_pages', '/about/'), await of('exit_pages', '/contact/'), await of('exit_pages', '/about/')];
    };
    const before = await summary(suite.db.kysely, range);
    const pagesBefore = await pageCounts();
    const [pageA, pageB] = [await sourceOf('about'), await sourceOf('contact')];
    await post(HIT, fields({ ...pageA, page_uri: b64('/about/'), referred: '' }), { ip, ua: IPHONE });
    vi.setSystemTime(start + 40_000);
    await post(HIT, fields({ ...pageB, page_uri: b64('/contact/'), referred: b64('http://hotel.test/about/') }), { ip, ua: IPHONE });
    const after = await summary(suite.db.kysely, range);
    expect(after.views - before.views).toBe(2);
    expect(after.visits - before.visits).toBe(1);
    expect(after.visitors - before.visitors).toBe(1);
    expect(after.avgVisitSeconds * after.visits - before.avgVisitSeconds * before.visits).toBeCloseTo(40, 5);
    // One entry on the first page, one exit on the last, and the first page is no exit any more.
    const pagesAfter = await pageCounts();
    expect(pagesAfter.map((n, i) => n - pagesBefore[i]!)).toEqual([1, 1, 0]);
    // 31 minutes later: a new visit of the same visitor.
    vi.setSystemTime(start + 40_000 + 31 * 60_000);
    await post(HIT, fields({ ...pageA, page_uri: b64('/about/'), referred: '' }), { ip, ua: IPHONE });
    const third = await summary(suite.db.kysely, { from: today(), to: today() });
    expect(third.visits - after.visits).toBe(1);
    expect(third.visitors - after.visitors).toBe(0);
  });

  it('clears no cached page', async () => {
    const first = await suite.app.inject({ method: 'GET', url: '/' });
    expect(first.statusCode).toBe(200);
    const generation = suite.app.foyer.pageCache.generation;
    expect(suite.app.foyer.pageCache.get('/')).toBeDefined();
    await post(HIT, fields(), { ip: '198.51.100.80' });
    await post(ONLINE, fields(), { ip: '198.51.100.80' });
    expect(suite.app.foyer.pageCache.generation).toBe(generation);
    expect(suite.app.foyer.pageCache.get('/')).toBeDefined();
  });
});
