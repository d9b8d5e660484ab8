// The page cache under a flood of made-up query parameters (issue 28, part 6): only the page
// parameters of a page's own paginated posts widgets split its cache entry, so `/?e-page-p{i}=2` for
// 400 values of i is served from the front page's entry and evicts nothing; asking for every page
// number of one real list keeps a bounded number of them.
import { beforeAll, expect, it } from 'vitest';
import { savePost } from '../../src/content/save-post.ts';
import { MAX_VARIANTS_PER_PAGE } from '../../src/server/page-cache.ts';
import { describeDatabases } from '../helpers/app.ts';

describeDatabases('page cache flood', (suite) => {
  const get = (url: string) => suite.app.inject({ method: 'GET', url });
  const cache = () => suite.app.foyer.pageCache;
  let frontId = 0;

  beforeAll(async () => {
    for (let i = 1; i <= 6; i++)
      await savePost(suite.db.kysely, {
        type: 'post',
        slug: `flood-story-${i}`,
        title: `Flood story ${i}`,
        status: 'published',
        elements: [],
      });
    await savePost(suite.db.kysely, {
      type: 'page',
      slug: 'flood-news',
      title: 'Flood news',
      status: 'published',
      elements: [
        {
          id: 'fl1',
          elType: 'widget',
          widgetType: 'posts',
          settings: { classic_posts_per_page: 1, pagination_type: 'numbers', posts_orderby: 'title', posts_order: 'asc' },
          elements: [],
        },
      ],
    });
    frontId = (await suite.app.foyer.frontPageId()) ?? 0;
  });

  it('serves made-up page parameters from the first page, so the cached pages stay', async () => {
    const warm = ['/', '/flood-news/', '/flood-news/?e-page-fl1=2', `/?p=${frontId}`];
    for (const url of warm) expect((await get(url)).statusCode, url).toBe(200);
    const entries = warm.map((key) => cache().get(key));
    expect(entries.every(Boolean), 'every warm page is cached').toBe(true);
    const size = cache().size;

    for (let i = 0; i < 400; i++) {
      const res = await get(`/?e-page-p${i}=2`);
      expect(res.statusCode).toBe(200);
      expect(res.headers.etag).toBe(entries[0]!.etag);
    }
    for (let i = 0; i < 50; i++) {
      // A made-up parameter beside the list's own is ignored too; on /?p=ID as well.
      expect((await get(`/flood-news/?e-page-fl1=2&e-page-x${i}=3`)).headers.etag).toBe(entries[2]!.etag);
      expect((await get(`/flood-news/?e-page-x${i}=3`)).headers.etag).toBe(entries[1]!.etag);
      expect((await get(`/?p=${frontId}&e-page-x${i}=3`)).headers.etag).toBe(entries[3]!.etag);
    }
    expect(cache().size).toBe(size);
    warm.forEach((key, i) => expect(cache().get(key), key).toBe(entries[i]));
  });

  it("keeps a bounded number of one real list's later pages", async () => {
    expect((await get('/flood-news/')).statusCode).toBe(200);
    const size = cache().size;
    for (let n = 2; n < 2 + MAX_VARIANTS_PER_PAGE + 8; n++) expect((await get(`/flood-news/?e-page-fl1=${n}`)).statusCode).toBe(200);
    expect(cache().size).toBeLessThanOrEqual(size + MAX_VARIANTS_PER_PAGE);
    expect(cache().get('/flood-news/')).toBeDefined();
    expect(cache().get('/')).toBeDefined();
  }, 60_000);
});
