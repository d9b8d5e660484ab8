// The page cache through the real server: a change clears only the pages built from what changed,
// writes that are not published content clear nothing, a page loaded before a change is never
// stored as current, and CDN_MAX_AGE lets a CDN keep published pages.
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { replaceMenu } from '../../src/db/repositories/menus.ts';
import { savePost } from '../../src/content/save-post.ts';
import type { SavePostInput } from '../../src/db/repositories/posts.ts';
import { getKit, setSetting } from '../../src/db/repositories/settings.ts';
import { saveTerm, setPostTerms } from '../../src/db/repositories/terms.ts';
import { describeDatabases, type SuiteApp } from '../helpers/app.ts';
import { addAreaFixtures, headingPage, type AreaFixtures } from '../helpers/fixtures.ts';

function pageInput(slug: string, text: string, over: Partial<SavePostInput> = {}): SavePostInput {
  return { type: 'page', slug, title: text, status: 'published', elements: headingPage(slug, text), ...over };
}

/** Requests each URL twice, so each is rendered and cached; returns the cached entries. */
async function cacheAll(suite: SuiteApp, urls: string[]) {
  for (const url of urls) {
    const res = await suite.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
  }
  return urls.map((url) => suite.app.foyer.pageCache.get(url));
}

async function logRows(suite: SuiteApp): Promise<number> {
  const row = await suite.db.kysely
    .selectFrom('content_changes')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describeDatabases('page cache', (suite) => {
  let f: AreaFixtures;
  const get = (url: string) => suite.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    f = await addAreaFixtures(suite.db);
    await savePost(suite.db.kysely, pageInput('cache-a', 'Cache page A'));
    await savePost(suite.db.kysely, pageInput('cache-b', 'Cache page B'));
  });

  it('clears only the pages built from a changed document', async () => {
    const [a, b, front] = await cacheAll(suite, ['/cache-a/', '/cache-b/', '/']);
    expect(a && b && front).toBeTruthy();
    await savePost(suite.db.kysely, pageInput('cache-a', 'Cache page A, edited'));
    expect(suite.app.foyer.pageCache.get('/cache-a/')).toBeUndefined();
    expect(suite.app.foyer.pageCache.get('/cache-b/')).toBe(b);
    expect(suite.app.foyer.pageCache.get('/')).toBe(front);
    expect((await get('/cache-a/')).body).toContain('Cache page A, edited');
  });

  it('clears nothing for writes that are not published content', async () => {
    const urls = ['/cache-a/', '/cache-b/', '/', '/area/fixture-region/'];
    const before = await cacheAll(suite, urls);
    const logged = await logRows(suite);
    const draftId = await savePost(suite.db.kysely, pageInput('cache-draft', 'A draft', { status: 'draft' }));
    await savePost(suite.db.kysely, pageInput('cache-draft', 'An autosave of the draft', { status: 'draft' }));
    await setPostTerms(suite.db.kysely, draftId, [f.regionId]);
    await setSetting(suite.db.kysely, 'stats_salt', { value: 'x', day: '2026-01-01' });
    await saveTerm(suite.db.kysely, { taxonomy: 'post_tag', name: 'Unused tag', slug: 'unused-tag' });
    await sql`insert into users (login, email, display_name, password_hash, role, created_at)
      values ('visitor', 'visitor@example.test', 'Visitor', 'x', 'subscriber', ${new Date().toISOString()})`.execute(suite.db.kysely);
    expect(urls.map((url) => suite.app.foyer.pageCache.get(url))).toEqual(before);
    // Drafts leave no trace for other processes either.
    expect(await logRows(suite)).toBe(logged + 2); // the setting and the unused term only
  });

  it('refreshes an area archive when a post in it is published, and leaves other pages cached', async () => {
    const [archive, b] = await cacheAll(suite, ['/area/fixture-region/', '/cache-b/']);
    expect(archive && b).toBeTruthy();
    const id = await savePost(suite.db.kysely, pageInput('cache-new-in-region', 'New in region', { status: 'draft' }));
    await setPostTerms(suite.db.kysely, id, [f.regionId]);
    expect(suite.app.foyer.pageCache.get('/area/fixture-region/')).toBe(archive);
    await savePost(suite.db.kysely, pageInput('cache-new-in-region', 'New in region', { status: 'published' }));
    expect(suite.app.foyer.pageCache.get('/area/fixture-region/')).toBeUndefined();
    expect(suite.app.foyer.pageCache.get('/cache-b/')).toBe(b);
    expect((await get('/area/fixture-region/')).body).toContain('href="/cache-new-in-region/"');
  });

  it('clears every page when the kit, a menu or the header template changes', async () => {
    const urls = ['/cache-a/', '/cache-b/', '/', '/area/fixture-region/'];
    const gone = () => urls.filter((url) => suite.app.foyer.pageCache.get(url) === undefined).length;

    await cacheAll(suite, urls);
    const kit = await getKit(suite.db.kysely);
    await setSetting(suite.db.kysely, 'kit', { ...kit, site_name: 'Renamed Hotel' });
    expect(gone()).toBe(urls.length);
    expect((await get('/cache-b/')).body).toContain('Renamed Hotel');

    await cacheAll(suite, urls);
    await replaceMenu(suite.db.kysely, 'primary', 'Main', [{ title: 'Only entry', kind: 'custom', url: '/cache-b/' }]);
    expect(gone()).toBe(urls.length);
    expect((await get('/cache-a/')).body).toContain('Only entry');

    await cacheAll(suite, urls);
    await savePost(suite.db.kysely, {
      type: 'template',
      templateType: 'header',
      slug: 'cache-header',
      title: 'Header',
      status: 'published',
      elements: headingPage('hdr', 'A new header'),
      menuOrder: -1,
      conditions: ['include/general'],
    });
    expect(gone()).toBe(urls.length);
    expect((await get('/cache-a/')).body).toContain('A new header');
  });

  it('never stores a page loaded before a change that lands while it renders', async () => {
    await get('/cache-b/');
    await savePost(suite.db.kysely, pageInput('cache-b', 'Cache page B, version 1'));
    // Hold the request after it loaded the post (the site data comes next) until the write is done.
    const foyer = suite.app.foyer;
    const site = foyer.site;
    let reached!: () => void;
    const atGate = new Promise<void>((resolve) => (reached = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    foyer.site = async () => {
      reached();
      await gate;
      return site();
    };
    try {
      const pending = get('/cache-b/');
      await atGate;
      await savePost(suite.db.kysely, pageInput('cache-b', 'Cache page B, version 2'));
      release();
      expect((await pending).body).toContain('version 1'); // it was loaded before the write
    } finally {
      foyer.site = site;
    }
    expect(foyer.pageCache.get('/cache-b/')).toBeUndefined();
    expect((await get('/cache-b/')).body).toContain('version 2');
    expect((await get('/cache-b/')).body).toContain('version 2');
  });

  it('tells browsers and CDNs to revalidate by default, and never caches a 404', async () => {
    for (let i = 0; i < 2; i++) expect((await get('/cache-a/')).headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect((await get('/no-such-page/')).headers['cache-control']).toBe('no-store');
  });
});

describeDatabases(
  'page cache behind a CDN (CDN_MAX_AGE=120)',
  (suite) => {
    it('lets a CDN keep published pages and serve them stale while it refetches', async () => {
      const expected = 'public, max-age=0, s-maxage=120, stale-while-revalidate=120';
      const rendered = await suite.app.inject({ method: 'GET', url: '/' });
      const cached = await suite.app.inject({ method: 'GET', url: '/' });
      expect(rendered.headers['cache-control']).toBe(expected);
      expect(cached.headers['cache-control']).toBe(expected);
      expect(cached.headers.etag).toBeDefined(); // the second answer came from Foyer's own cache
      expect((await suite.app.inject({ method: 'GET', url: '/no-such-page/' })).headers['cache-control']).toBe('no-store');
    });
  },
  { config: { cdnMaxAge: 120 } },
);

describeDatabases(
  'page cache within a byte budget (PAGE_CACHE_MB=1.5)',
  (suite) => {
    it('evicts the least recently used pages to stay within the budget', async () => {
      // 20 pages of ~150 KB each (the theme header, its mega panels and the footer's launchers are
      // most of it): twice the budget.
      const filler = (n: number) => `Room ${n}: ${'sea view, breakfast on the terrace, quiet street. '.repeat(200)}`;
      for (let n = 0; n < 20; n++) await savePost(suite.db.kysely, pageInput(`lru-${n}`, filler(n)));
      const get = (n: number) => suite.app.inject({ method: 'GET', url: `/lru-${n}/` });
      expect((await get(0)).statusCode).toBe(200);
      const first = suite.app.foyer.pageCache.get('/lru-0/');
      expect(first?.body.length).toBeGreaterThan(10_000);
      for (let n = 1; n < 20; n++) {
        expect((await get(n)).statusCode).toBe(200);
        await get(0); // a hit keeps it recently used
        await suite.app.foyer.pageCache.idle();
      }
      const cache = suite.app.foyer.pageCache;
      expect(cache.bytes).toBeLessThanOrEqual(1.5 * 1024 * 1024);
      expect(cache.bytes).toBeGreaterThan(0.75 * 1024 * 1024);
      expect(cache.size).toBeLessThan(20);
      expect(cache.get('/lru-0/')).toBe(first);
      expect(cache.get('/lru-1/')).toBeUndefined();
      expect(cache.get('/lru-19/')).toBeDefined();
    }, 60_000);
  },
  { config: { pageCacheMb: 1.5 } },
);
