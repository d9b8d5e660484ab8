// Public pages through the real server: front page, pages by slug and id, area archives, the
// styled 404, canonical redirects, ETags, compression and cache invalidation on save.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, expect, it } from 'vitest';
import { savePost } from '../../src/content/save-post.ts';
import { listPosts, getPostById } from '../../src/db/repositories/posts.ts';
import { walkElements } from '../../src/model/element.ts';
import { HOME_PAGE_ID } from '../../src/demo/seed.ts';
import { addAreaFixtures, headingPage, type AreaFixtures } from '../helpers/fixtures.ts';
import { describeDatabases, TEST_BASE_URL } from '../helpers/app.ts';

describeDatabases('public pages', (suite) => {
  let f: AreaFixtures;
  const get = (url: string, headers: Record<string, string> = {}) => suite.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    f = await addAreaFixtures(suite.db);
  });

  /** A plain-text heading of a page, to look for in its HTML. */
  async function headingOf(id: number): Promise<string | undefined> {
    const page = await getPostById(suite.db.kysely, id);
    let found: string | undefined;
    walkElements(page?.elements ?? [], (el) => {
      const title = el.settings.title;
      if (!found && el.widgetType === 'heading' && typeof title === 'string' && /^[\w ,.-]+$/.test(title.trim())) found = title.trim();
    });
    return found;
  }

  it('links every page to its absolute canonical address, from BASE_URL', async () => {
    expect((await get('/')).body).toContain(`<link rel="canonical" href="${TEST_BASE_URL}/"/>`);
    expect((await get(`/?p=${HOME_PAGE_ID}`)).body).toContain(`<link rel="canonical" href="${TEST_BASE_URL}/"/>`);
    expect((await get('/the-house/')).body).toContain(`<link rel="canonical" href="${TEST_BASE_URL}/the-house/"/>`);
  });

  it('serves page 7529 as the front page, also at /?p=7529', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toMatch(/<body class="[^"]*\bpage-id-7529\b[^"]*\bhome\b/);
    const heading = await headingOf(HOME_PAGE_ID);
    if (heading) expect(res.body).toContain(heading);
    expect(res.headers.link).toBe(`<${TEST_BASE_URL}/wp-json/>; rel="https://api.w.org/"`);
    const byId = await get(`/?p=${HOME_PAGE_ID}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.body).toBe(res.body);
  });

  it('serves pages and posts by slug and by id', async () => {
    const page = await get('/fixture-page-a/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Fixture page A heading');
    expect(page.body).toContain('<title>Fixture Page A');
    expect((await get('/fixture-post-b/')).body).toContain('Fixture post B heading');
    const byId = await get(`/?p=${f.pageId}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.body).toContain('Fixture page A heading');
  });

  it('serves every published demo page', async () => {
    const pages = await listPosts(suite.db.kysely, { type: 'page', status: 'published' });
    for (const page of pages) {
      const res = await get(page.id === HOME_PAGE_ID ? '/' : `/${page.slug}/`);
      expect(res.statusCode, page.slug).toBe(200);
    }
  });

  it('shows an area archive with its name, description and contents', async () => {
    const res = await get('/area/fixture-region/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>Fixture Region</h1>');
    expect(res.body).toContain('A region with quarters.');
    expect(res.body).toContain('href="/fixture-page-a/"');
    expect(res.body).not.toContain('Fixture Draft C');
  });

  it('answers unknown addresses, drafts and bad ids with the styled 404 page', async () => {
    for (const url of [
      '/no-such-page/',
      '/fixture-draft-c/',
      `/?p=${f.draftId}`,
      '/?p=bad',
      '/?p=999999',
      '/area/no-such-area/',
      '/fixture-template-d/',
      '/Bad_Slug/',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body, url).toContain('This page could not be found');
      expect(res.body, url).toContain('<style');
    }
  });

  it('redirects to canonical addresses', async () => {
    const noSlash = await get('/fixture-page-a?ref=mail');
    expect(noSlash.statusCode).toBe(301);
    expect(noSlash.headers.location).toBe('/fixture-page-a/?ref=mail');
    const front = await get('/home/');
    expect(front.statusCode).toBe(301);
    expect(front.headers.location).toBe('/');
  });

  it('sends an ETag for cached pages and 304 when it still matches', async () => {
    await get('/fixture-post-b/');
    const cached = await get('/fixture-post-b/');
    const etag = cached.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/fixture-post-b/', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get('/fixture-post-b/', { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('compresses with brotli and gzip to the same HTML, rendered or cached', async () => {
    // The first request of each encoding renders (nothing cached yet); the repeat comes from the cache.
    for (const [url, encoding] of [
      ['/area/fixture-area-01/', 'br'],
      ['/area/fixture-area-03/', 'gzip'],
    ] as const) {
      const decode = (body: Buffer) => (encoding === 'br' ? brotliDecompressSync(body) : gunzipSync(body)).toString('utf8');
      const fresh = await get(url, { 'accept-encoding': encoding });
      expect(fresh.headers['content-encoding'], url).toBe(encoding);
      const plain = (await get(url)).body;
      expect(plain).toContain('Fixture Area');
      expect(decode(fresh.rawPayload)).toBe(plain);
      for (const cachedEncoding of ['br', 'gzip'] as const) {
        const cached = await get(url, { 'accept-encoding': `${cachedEncoding}, deflate` });
        expect(cached.headers['content-encoding'], `${url} cached`).toBe(cachedEncoding);
        const body = cachedEncoding === 'br' ? brotliDecompressSync(cached.rawPayload) : gunzipSync(cached.rawPayload);
        expect(body.toString('utf8')).toBe(plain);
      }
    }
  });

  it('shows saved changes at once: saving a page clears the cached HTML', async () => {
    const id = await savePost(suite.db.kysely, {
      type: 'page',
      slug: 'fixture-cache',
      title: 'Cache',
      status: 'published',
      elements: headingPage('k1', 'Before the edit'),
    });
    await get('/fixture-cache/');
    const before = await get('/fixture-cache/');
    expect(before.body).toContain('Before the edit');
    await savePost(suite.db.kysely, {
      id,
      type: 'page',
      slug: 'fixture-cache',
      title: 'Cache',
      status: 'published',
      elements: headingPage('k1', 'After the edit'),
    });
    const after = await get('/fixture-cache/');
    expect(after.body).toContain('After the edit');
    expect(after.body).not.toContain('Before the edit');
    const cachedAgain = await get('/fixture-cache/');
    expect(cachedAgain.headers.etag).not.toBe(before.headers.etag);
  });
});
