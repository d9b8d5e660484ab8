// /?s= over the seeded demo on both databases: matches with highlighted excerpts, pagination,
// the no-results state, hostile input, drafts kept out, and an edit re-indexed at once.
import { beforeAll, expect, it } from 'vitest';
import { savePost } from '../../src/content/save-post.ts';
import { saveTerm } from '../../src/db/repositories/terms.ts';
import { describeDatabases } from '../helpers/app.ts';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

describeDatabases('site search', (suite) => {
  const get = (url: string) => suite.app.inject({ method: 'GET', url });
  const hits = (html: string) => [...html.matchAll(/<li class="theme-search__hit">([\s\S]*?)<\/li>/g)].map((m) => m[1]);

  beforeAll(async () => {
    // Twelve published posts that all mention "lanterns": two pages of ten.
    for (let i = 1; i <= 12; i++) {
      await savePost(suite.db.kysely, {
        type: 'post',
        slug: `lantern-night-${i}`,
        title: `Lantern night ${i}`,
        status: 'published',
        elements: [
          {
            id: `t${i}`,
            elType: 'widget',
            widgetType: 'text-editor',
            settings: { editor: `<p>Paper lanterns along the quay, evening ${i}.</p>` },
            elements: [],
          },
        ],
      });
    }
  });

  it('finds pages, posts and areas, best first, with the matches marked and links to them', async () => {
    const res = await get('/?s=old+town');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const list = hits(res.body);
    expect(list.length).toBeGreaterThan(1);
    expect(res.body).toContain('href="/area/old-town/"');
    expect(res.body).toMatch(/<mark>Old Town<\/mark>|<mark>old town<\/mark>/i);
    expect(text(res.body)).toContain('Results for “old town”');
    expect(res.body).toMatch(/<body class="search /);
  });

  it('paginates ten per page, with ?paged= and /page/N/, and 404s past the end of a numbered path', async () => {
    const first = await get('/?s=lanterns');
    expect(hits(first.body)).toHaveLength(10);
    expect(text(first.body)).toContain('12 results, showing 1–10.');
    expect(first.body).toContain('href="/page/2/?s=lanterns"');
    const second = await get('/page/2/?s=lanterns');
    expect(second.statusCode).toBe(200);
    expect(hits(second.body)).toHaveLength(2);
    expect(second.body).toContain('<ol class="theme-search__list" start="11">');
    expect((await get('/?s=lanterns&paged=2')).body).toContain('start="11"');
    expect(text((await get('/page/5/?s=lanterns')).body)).toContain('There is no page 5 of results');
    expect((await get('/page/2/')).statusCode).toBe(404);
    expect((await get('/page/abc/?s=lanterns')).statusCode).toBe(404);
  });

  it('says clearly when nothing matched, and offers the areas', async () => {
    const res = await get('/?s=zeppelin');
    expect(res.statusCode).toBe(200);
    expect(text(res.body)).toContain('Nothing matched “zeppelin”.');
    expect(res.body).toContain('href="/area/old-town/"');
    expect(hits(res.body)).toHaveLength(0);
    const empty = await get('/?s=');
    expect(empty.statusCode).toBe(200);
    expect(text(empty.body)).toContain('Search the site');
  });

  it('never errors on hostile input and never echoes it as markup', async () => {
    const nasty = [
      '"',
      '*',
      'NEAR(',
      'suite NEAR(a b',
      '"unterminated',
      'a:* & !b | (',
      '<script>alert(1)</script>',
      '%%%',
      'x'.repeat(5000),
      'suite'.padEnd(3000, ' OR suite'),
    ];
    for (const s of nasty) {
      const res = await get(`/?s=${encodeURIComponent(s)}`);
      expect(res.statusCode, s.slice(0, 30)).toBe(200);
      expect(res.body).not.toContain('<script>alert');
    }
    expect((await get('/?s=%E0%A4%A')).statusCode).toBeLessThan(500);
    expect((await get('/?s=a&s=b')).statusCode).toBe(200);
    expect((await get('/?s=suite&paged=-3')).statusCode).toBe(200);
    expect((await get('/?s=suite&paged=99999999999')).statusCode).toBe(404);
  });

  it('escapes stored text in excerpts: only its own <mark> elements are markup', async () => {
    await savePost(suite.db.kysely, {
      type: 'post',
      slug: 'escaped-quince',
      title: 'Quince <b>jam</b>',
      status: 'published',
      elements: [
        {
          id: 'q1',
          elType: 'widget',
          widgetType: 'heading',
          settings: { title: 'Quince &lt;img src=x onerror=alert(1)&gt;' },
          elements: [],
        },
      ],
    });
    const res = await get('/?s=quince');
    const [hit] = hits(res.body);
    expect(hit).toContain('<mark>Quince</mark> &lt;b&gt;jam&lt;/b&gt;');
    expect(hit).not.toMatch(/<img|<b>/);
  });

  it('never shows drafts, and follows publishing and unpublishing', async () => {
    const id = await savePost(suite.db.kysely, {
      type: 'page',
      slug: 'secret-rooftop',
      title: 'Rooftop xylophone evenings',
      status: 'draft',
      elements: [],
    });
    expect(hits((await get('/?s=xylophone')).body)).toHaveLength(0);
    await savePost(suite.db.kysely, {
      id,
      type: 'page',
      slug: 'secret-rooftop',
      title: 'Rooftop xylophone evenings',
      status: 'published',
      elements: [],
    });
    expect(hits((await get('/?s=xylophone')).body)).toHaveLength(1);
    await savePost(suite.db.kysely, {
      id,
      type: 'page',
      slug: 'secret-rooftop',
      title: 'Rooftop xylophone evenings',
      status: 'draft',
      elements: [],
    });
    expect(hits((await get('/?s=xylophone')).body)).toHaveLength(0);
  });

  it('re-indexes an edit at once: new words are found, removed ones are not', async () => {
    const doc = (words: string) => [
      { id: 'e1', elType: 'widget' as const, widgetType: 'text-editor', settings: { editor: `<p>${words}</p>` }, elements: [] },
    ];
    const id = await savePost(suite.db.kysely, {
      type: 'post',
      slug: 'edited',
      title: 'Edited story',
      status: 'published',
      elements: doc('The marmalade breakfast'),
    });
    expect(hits((await get('/?s=marmalade')).body)).toHaveLength(1);
    await savePost(suite.db.kysely, {
      id,
      type: 'post',
      slug: 'edited',
      title: 'Edited story',
      status: 'published',
      elements: doc('The apricot breakfast'),
    });
    expect(hits((await get('/?s=marmalade')).body)).toHaveLength(0);
    expect(hits((await get('/?s=apricot')).body)).toHaveLength(1);
    await saveTerm(suite.db.kysely, {
      taxonomy: 'area',
      name: 'Lighthouse Point',
      slug: 'lighthouse-point',
      description: 'Where the cormorants dry their wings.',
    });
    const area = hits((await get('/?s=cormorants')).body);
    expect(area).toHaveLength(1);
    expect(area[0]).toContain('href="/area/lighthouse-point/"');
  });

  it('keeps the front page cached and answers searches beside it', async () => {
    await get('/');
    const cached = await get('/');
    expect(cached.body).not.toContain('<div class="theme-search">');
    expect((await get('/?s=suite')).body).toContain('<div class="theme-search">');
  });
});
