// The visitor-statistics tracker on the demo site: one hit per page view with the plugin's encoded
// fields and clock header, online pings only after a counted hit and until 30 minutes without
// activity, one new hit per URL on history navigation, Do Not Track, failed hits, download and link
// events sent with keepalive, and the visitor opt-out. The statistics endpoints are answered here
// (page.route), so what the page sends is observed exactly and answers can be chosen.
import Database from 'better-sqlite3';
import { expect, type Page, type Route, test } from '@playwright/test';

const STATS = '**/wp-json/wp-statistics/v2/*';
const MINUTE = 60_000;

interface Sent {
  path: string;
  form: URLSearchParams;
  headers: Record<string, string>;
}

interface Observed {
  hits: Sent[];
  pings: Sent[];
  events: Sent[];
}

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const unb64 = (text: string | null) => Buffer.from(text ?? '', 'base64').toString('utf8');

/**
 * Answers the statistics endpoints: hits with `answerHit` (default a counted hit), the rest with
 * `{status: true}`. `holdHits` keeps hits unanswered until `release()`.
 */
async function observeStats(
  page: Page,
  options: { answerHit?: (route: Route) => Promise<void>; holdHits?: boolean } = {},
): Promise<Observed & { release(): void }> {
  const seen: Observed = { hits: [], pings: [], events: [] };
  let release = () => {};
  const held = options.holdHits ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  await page.route(STATS, async (route) => {
    const request = route.request();
    const path = new URL(request.url()).pathname;
    const sent = { path, form: new URLSearchParams(request.postData() ?? ''), headers: await request.allHeaders() };
    const kind = path.split('/').pop();
    if (kind === 'hit') {
      seen.hits.push(sent);
      await held;
      return options.answerHit ? options.answerHit(route) : route.fulfill({ json: { status: true } });
    }
    (kind === 'online' ? seen.pings : seen.events).push(sent);
    return route.fulfill({ json: { status: true } });
  });
  return { ...seen, release: () => release() };
}

/** The page's id from WordPress's body class (`page-id-N`). */
async function pageId(page: Page): Promise<number> {
  const match = /\bpage-id-(\d+)\b/.exec((await page.locator('body').getAttribute('class')) ?? '');
  return Number(match?.[1]);
}

/** Stops the installed clock where it is, so only runFor moves time (and the tracker's timers) on. */
async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

test('one page view sends exactly one hit, with the encoded fields and the X-WPS-TS header', async ({ page }) => {
  const start = new Date('2026-06-01T09:30:00Z');
  await page.clock.install({ time: start });
  const seen = await observeStats(page);
  const referrer = 'https://www.google.com/search?q=casa+alba';
  await page.goto('/suites/?from=newsletter', { referer: referrer });
  await expect.poll(() => seen.hits.length).toBe(1);

  const [hit] = seen.hits;
  expect(hit.path).toBe('/wp-json/wp-statistics/v2/hit');
  expect(hit.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
  const id = await pageId(page);
  expect(id).toBeGreaterThan(0);
  expect(Object.fromEntries(hit.form)).toMatchObject({
    wp_statistics_hit: '1',
    source_type: 'page',
    source_id: String(id),
    search_query: '',
    endpoint: 'hit',
  });
  expect(hit.form.get('signature')).toMatch(/^[0-9a-f]{32}$/);
  expect(hit.form.get('referred')).toBe(b64(await page.evaluate(() => document.referrer)));
  expect(unb64(hit.form.get('referred'))).toContain('google.com');
  expect(unb64(hit.form.get('page_uri'))).toBe('/suites/?from=newsletter');
  // The Unix time in seconds, base64: the page's (installed) clock, a moment after it was set.
  const sentAt = Number(unb64(hit.headers['x-wps-ts']));
  expect(sentAt - start.getTime() / 1000).toBeGreaterThanOrEqual(0);
  expect(sentAt - start.getTime() / 1000).toBeLessThan(30);

  // A device-mode change re-attaches behaviours; the page view is still counted once.
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(page.locator('body')).toHaveClass(/ast-header-break-point/);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.waitForLoadState('networkidle');
  expect(seen.hits).toHaveLength(1);
});

test('a search page and the front page send their own sources', async ({ page }) => {
  const seen = await observeStats(page);
  await page.goto('/?s=sea%20view');
  await expect.poll(() => seen.hits.length).toBe(1);
  expect(seen.hits[0].form.get('source_type')).toBe('search');
  expect(seen.hits[0].form.get('source_id')).toBe('0');
  expect(unb64(seen.hits[0].form.get('search_query'))).toBe('sea view');
  await page.goto('/');
  await expect.poll(() => seen.hits.length).toBe(2);
  expect(seen.hits[1].form.get('source_type')).toBe('home');
  expect(seen.hits[1].form.get('source_id')).toBe('7529');
});

test('online pings start only after a counted hit, every 60 s, and stop after 30 minutes without activity', async ({ page }) => {
  await page.clock.install();
  const seen = await observeStats(page, { holdHits: true });
  await page.goto('/about/');
  await expect.poll(() => seen.hits.length).toBe(1);
  await page.waitForLoadState('load');
  await pauseClock(page);

  // The hit is unanswered: no ping, however long the visitor stays.
  for (let minute = 1; minute <= 3; minute++) await page.clock.runFor(MINUTE);
  expect(seen.pings).toHaveLength(0);

  seen.release();
  await page.waitForLoadState('networkidle');
  await page.clock.runFor(MINUTE - 1000);
  expect(seen.pings).toHaveLength(0);
  await page.clock.runFor(1000);
  await expect.poll(() => seen.pings.length).toBe(1);
  const [ping] = seen.pings;
  expect(ping.path).toBe('/wp-json/wp-statistics/v2/online');
  expect(ping.form.get('endpoint')).toBe('online');
  expect(ping.form.get('source_id')).toBe(seen.hits[0].form.get('source_id'));
  await page.clock.runFor(MINUTE);
  await expect.poll(() => seen.pings.length).toBe(2);

  // Activity (a key, 5 minutes after load) moves the cutoff from minute 30 to minute 35. The clock
  // moves minute by minute, as a visitor's does: pings at minutes 4 to 34, 31 of them (27 without the key).
  const activeAt = await page.evaluate(() => Date.now());
  await page.keyboard.press('Shift');
  for (let minute = 6; minute <= 34; minute++) await page.clock.runFor(MINUTE);
  await expect.poll(() => seen.pings.length).toBe(31);
  for (let minute = 35; minute <= 56; minute++) await page.clock.runFor(MINUTE);
  await page.waitForLoadState('networkidle');
  // None is sent after the cutoff, 30 minutes after the key (each ping carries its sending time in
  // X-WPS-TS, so a ping still on its way when the count is read cannot confuse the test). The
  // minute-35 ping and the cutoff fall on the same moment: it may or may not go.
  const sentAt = seen.pings.map((p) => Number(Buffer.from(String(p.headers['x-wps-ts']), 'base64').toString()) * 1000);
  expect(Math.max(...sentAt)).toBeLessThanOrEqual(activeAt + 30 * MINUTE);
  expect(seen.pings.length).toBeLessThanOrEqual(32);
});

test('history navigation sends one new hit per URL', async ({ page }) => {
  const seen = await observeStats(page);
  await page.goto('/');
  await expect.poll(() => seen.hits.length).toBe(1);
  const origin = new URL(page.url()).origin;

  await page.evaluate(() => history.pushState({}, '', '/suites/?view=list'));
  await expect.poll(() => seen.hits.length).toBe(2);
  expect(unb64(seen.hits[1].form.get('page_uri'))).toBe('/suites/?view=list');
  expect(unb64(seen.hits[1].form.get('referred'))).toBe(`${origin}/`);

  // The same URL again, or only a new hash: the same page view.
  await page.evaluate(() => history.replaceState({}, '', '/suites/?view=list'));
  await page.evaluate(() => history.pushState({}, '', '/suites/?view=list#terrace'));
  await page.evaluate(() => history.replaceState({}, '', '/suites/?view=grid'));
  await expect.poll(() => seen.hits.length).toBe(3);
  expect(unb64(seen.hits[2].form.get('page_uri'))).toBe('/suites/?view=grid');

  await page.goBack(); // popstate to /suites/?view=list#terrace, a URL not counted last
  await expect.poll(() => seen.hits.length).toBe(4);
  expect(unb64(seen.hits[3].form.get('page_uri'))).toBe('/suites/?view=list');
  await page.waitForLoadState('networkidle');
  expect(seen.hits).toHaveLength(4);
});

test('with Do Not Track on, the hit is skipped with a console message', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }));
  const seen = await observeStats(page);
  const messages: string[] = [];
  page.on('console', (m) => messages.push(m.text()));
  await page.goto('/contact/');
  // The tracker runs once its module has loaded: on a busy machine that can take a few seconds.
  await page.waitForLoadState('networkidle');
  await expect.poll(() => messages.join('\n'), { timeout: 15_000 }).toContain('Do Not Track is on');
  expect(seen.hits).toHaveLength(0);
});

test('a failed hit logs its status and stops the online pings', async ({ page }) => {
  await page.clock.install();
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  const seen = await observeStats(page, { answerHit: (route) => route.fulfill({ status: 503, json: { status: false } }) });
  await page.goto('/about/');
  await expect.poll(() => warnings).toContain('Hit request failed with status 503');
  await pauseClock(page);
  for (let minute = 1; minute <= 5; minute++) await page.clock.runFor(MINUTE);
  await page.waitForLoadState('networkidle');
  expect(seen.pings).toHaveLength(0);
});

test('a hit answered `status: false` counts as failed: no pings', async ({ page }) => {
  await page.clock.install();
  const seen = await observeStats(page, { answerHit: (route) => route.fulfill({ json: { status: false, message: 'excluded' } }) });
  await page.goto('/about/');
  await expect.poll(() => seen.hits.length).toBe(1);
  await page.waitForLoadState('networkidle');
  await pauseClock(page);
  for (let minute = 1; minute <= 5; minute++) await page.clock.runFor(MINUTE);
  await page.waitForLoadState('networkidle');
  expect(seen.pings).toHaveLength(0);
});

test.describe('link and download events', () => {
  test.beforeEach(async ({ page }) => {
    // Records the options of every fetch, to see keepalive; and keeps clicked links from leaving the page.
    await page.addInitScript(() => {
      const calls: Array<{ url: string; keepalive: boolean }> = [];
      (window as unknown as { fetchCalls: typeof calls }).fetchCalls = calls;
      const original = window.fetch.bind(window);
      window.fetch = (input, init) => {
        calls.push({ url: String(input), keepalive: init?.keepalive === true });
        return original(input, init);
      };
      document.addEventListener('click', (event) => {
        if ((event.target as Element).closest('a[href^="http"], a[href^="/uploads/"]')) event.preventDefault();
      });
    });
  });

  const fetchCalls = (page: Page) =>
    page.evaluate(() => (window as unknown as { fetchCalls: { url: string; keepalive: boolean }[] }).fetchCalls);

  test('a download click sends its event with keepalive', async ({ page }) => {
    const seen = await observeStats(page);
    await page.goto('/contact/');
    await expect.poll(() => seen.hits.length).toBe(1);
    const id = await pageId(page);
    await page.getByRole('link', { name: 'Directions as a PDF' }).click();
    await expect.poll(() => seen.events.length).toBe(1);
    const [event] = seen.events;
    expect(event.path).toBe('/wp-json/wp-statistics/v2/event');
    expect(Object.fromEntries(event.form)).toMatchObject({
      en: 'file_download',
      ev: 'Directions as a PDF',
      mb: '0',
      fn: 'casa-alba-directions',
      fx: 'pdf',
      m: '',
      pid: String(id),
      wcdl: 'false',
      df: '',
      dk: '',
    });
    expect(event.form.get('tu')).toMatch(/\/uploads\/demo\/casa-alba-directions\.pdf$/);
    expect(event.form.get('ec')).toContain('elementor-button');
    expect(Number(event.form.get('et'))).toBeGreaterThan(Date.UTC(2020, 0, 1));
    expect(await fetchCalls(page)).toContainEqual({ url: '/wp-json/wp-statistics/v2/event', keepalive: true });
  });

  test('a link leaving the site is a click event; a link within it is none', async ({ page }) => {
    const seen = await observeStats(page);
    await page.goto('/contact/');
    await expect.poll(() => seen.hits.length).toBe(1);
    await page.locator('main').getByRole('link', { name: 'WhatsApp the front desk' }).click();
    await expect.poll(() => seen.events.length).toBe(1);
    expect(seen.events[0].form.get('en')).toBe('click');
    expect(seen.events[0].form.get('tu')).toMatch(/^https:\/\/wa\.me\//);
    expect(seen.events[0].form.has('wcdl')).toBe(false);

    await page.locator('footer.site-footer').getByRole('link', { name: 'Our story' }).click();
    await page.waitForURL('**/about/');
    await expect.poll(() => seen.hits.length).toBe(2);
    expect(seen.events).toHaveLength(1);
  });
});

test('a visitor opts out on the privacy page: no more hits from this browser, until they opt back in', async ({ page }) => {
  const seen = await observeStats(page);
  await page.goto('/privacy/');
  await expect.poll(() => seen.hits.length).toBe(1);
  const toggle = page.getByRole('button', { name: 'Don’t count my visits' });
  const status = page.locator('.foyer-stats-optout-status');
  await expect(status).toHaveAttribute('role', 'status');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(status).toHaveText(/counted anonymously/);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(status).toHaveText('Visits from this browser are not counted.');
  expect(page.url()).not.toContain('#'); // no hash, no scroll

  await page.goto('/suites/');
  await page.goto('/privacy/');
  await expect(page.getByRole('button', { name: 'Don’t count my visits' })).toHaveAttribute('aria-pressed', 'true');
  await page.waitForLoadState('networkidle');
  expect(seen.hits).toHaveLength(1);

  // By keyboard, as a button: Space opts back in; the next page view is counted.
  await page.getByRole('button', { name: 'Don’t count my visits' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Don’t count my visits' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('.foyer-stats-optout-status')).toHaveText(/counted anonymously/);
  await page.goto('/suites/');
  await expect.poll(() => seen.hits.length).toBe(2);
});

test('a page whose configuration is missing logs a console error and sends nothing', async ({ page }) => {
  const seen = await observeStats(page);
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.route('**/about/', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/,"tracker":\{.*?\}\}\}<\/script>/, '}</script>');
    await route.fulfill({ response, body: html });
  });
  await page.goto('/about/');
  await expect.poll(() => errors.join('\n')).toContain('no tracker configuration');
  await page.waitForLoadState('networkidle');
  expect(seen.hits).toHaveLength(0);
});

test('with ad-blocker bypass on, the hit goes to admin-ajax with the plugin’s action', async ({ page }) => {
  const hits: URLSearchParams[] = [];
  await page.route('**/wp-admin/admin-ajax.php', async (route) => {
    const form = new URLSearchParams(route.request().postData() ?? '');
    if (form.get('action') === 'wp_statistics_hit_record') hits.push(form);
    await route.fulfill({ json: { status: true } });
  });
  // The page as it is served with the setting on (src/stats/tracker-config.ts builds both shapes).
  await page.route('**/about/', async (route) => {
    const response = await route.fetch();
    const html = (await response.text())
      .replace('"bypassAdBlockers":false', '"bypassAdBlockers":true')
      .replace('"endpoint":"hit"', '"endpoint":"hit","action":"wp_statistics_hit_record"');
    await route.fulfill({ response, body: html });
  });
  await page.goto('/about/');
  await expect.poll(() => hits.length).toBe(1);
  expect(hits[0].get('endpoint')).toBe('hit');
  expect(unb64(hits[0].get('page_uri'))).toBe('/about/');
});

test.describe('against the real statistics endpoints', () => {
  // A desktop browser's agent: headless Chromium's own is excluded as a bot (and answered the same).
  test.use({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36' });

  test('a page view and a download are stored', async ({ page }) => {
    const database = new Database(process.env.FOYER_E2E_DB ?? '', { readonly: true });
    try {
      const marker = `e2e-${test.info().workerIndex}-${Date.now().toString(36)}`;
      const answered = page.waitForResponse((r) => r.url().endsWith('/wp-json/wp-statistics/v2/hit'));
      await page.goto(`/contact/?from=${marker}`);
      const hit = await answered;
      expect(hit.status()).toBe(200);
      expect(await hit.json()).toEqual({ status: true });
      // Answered only once committed (group commit): the row is there now.
      // Counted under the page's own address: the query the visitor came with is not a page of its own.
      const row = database
        .prepare('SELECT page_uri, source_type, source_id FROM stats_hits WHERE source_id = ? ORDER BY at DESC LIMIT 1')
        .get(await pageId(page));
      expect(row).toEqual({ page_uri: '/contact/', source_type: 'page', source_id: await pageId(page) });
      expect(database.prepare('SELECT count(*) AS n FROM stats_hits WHERE page_uri LIKE ?').get(`%${marker}%`)).toEqual({ n: 0 });

      // The click is counted as the page leaves; here the page stays, so the row can be read after.
      await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()));
      const eventAnswered = page.waitForResponse((r) => r.url().endsWith('/wp-json/wp-statistics/v2/event'));
      await page.getByRole('link', { name: 'Directions as a PDF' }).click();
      expect((await eventAnswered).status()).toBe(200);
      const events = database
        .prepare("SELECT file_name, file_ext, element_text FROM stats_events WHERE name = 'file_download' AND page_id = ?")
        .all(await pageId(page));
      expect(events).toContainEqual({ file_name: 'casa-alba-directions', file_ext: 'pdf', element_text: 'Directions as a PDF' });
    } finally {
      database.close();
    }
  });
});
