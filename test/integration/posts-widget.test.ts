// Posts widgets through the real server: `?e-page-{id}=N` shows the next slice of posts, each page
// cached under its own key (other query parameters share the first page's entry); lists that avoid
// duplicates leave out what the lists above them showed; unknown category ids filter nothing.
import { beforeAll, expect, it } from 'vitest';
import { savePost } from '../../src/content/save-post.ts';
import { describeDatabases } from '../helpers/app.ts';

const titles = (html: string) => [...html.matchAll(/<h3 class="elementor-post__title"><a href="[^"]*">([^<]*)<\/a>/g)].map((m) => m[1]);

const list = (id: string, settings: Record<string, unknown>) => ({
  id,
  elType: 'widget' as const,
  widgetType: 'posts',
  settings: { classic_posts_per_page: 1, posts_orderby: 'title', posts_order: 'asc', ...settings },
  elements: [],
});

describeDatabases('posts widget', (suite) => {
  const get = (url: string) => suite.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    for (let i = 1; i <= 5; i++)
      await savePost(suite.db.kysely, {
        type: 'post',
        slug: `paged-story-${i}`,
        title: `Paged story ${i}`,
        status: 'published',
        elements: [],
      });
    await savePost(suite.db.kysely, {
      type: 'page',
      slug: 'three-lists',
      title: 'Three lists',
      status: 'published',
      elements: [
        // Category ids from another site: no such terms here, so no filter.
        list('l1', { posts_include: ['terms'], posts_include_term_ids: ['9991'] }),
        list('l2', { posts_avoid_duplicates: 'yes' }),
        list('l3', { posts_avoid_duplicates: 'yes' }),
        list('l4', {}),
      ],
    });
    await savePost(suite.db.kysely, {
      type: 'page',
      slug: 'paged-news',
      title: 'Paged news',
      status: 'published',
      elements: [
        {
          id: 'pg1',
          elType: 'widget',
          widgetType: 'posts',
          settings: { classic_posts_per_page: 2, pagination_type: 'numbers_and_prev_next', posts_orderby: 'title', posts_order: 'asc' },
          elements: [],
        },
      ],
    });
  });

  it('shows the page the link asks for, and caches each page apart', async () => {
    const first = await get('/paged-news/');
    expect(first.statusCode).toBe(200);
    const second = await get('/paged-news/?e-page-pg1=2');
    expect(second.statusCode).toBe(200);
    const [a, b] = [titles(first.body), titles(second.body)];
    expect(a).toHaveLength(2);
    expect(b).toHaveLength(2);
    expect(b.some((t) => a.includes(t))).toBe(false);
    expect(second.body).toContain('<a class="page-numbers prev" href="/paged-news/">');
    expect(suite.app.foyer.pageCache.get('/paged-news/?e-page-pg1=2')).toBeDefined();
    // Served again from its own entry, and a tracking tag does not split or confuse the cache.
    expect(titles((await get('/paged-news/?e-page-pg1=2')).body)).toEqual(b);
    expect(titles((await get('/paged-news/?utm_source=newsletter')).body)).toEqual(a);
    // A page number that is not one shows the first page.
    expect(titles((await get('/paged-news/?e-page-pg1=two')).body)).toEqual(a);
  });

  it('leaves out what earlier lists showed when a list avoids duplicates, in document order', async () => {
    const page = await get('/three-lists/');
    expect(page.statusCode).toBe(200);
    const shown = titles(page.body);
    expect(shown).toHaveLength(4);
    const [first, second, third, fourth] = shown;
    // The first list is unfiltered (its category does not exist here), the next two skip what came before,
    // and the last, which does not avoid duplicates, shows the first post again.
    expect(new Set([first, second, third]).size).toBe(3);
    expect(fourth).toBe(first);
    expect((await get('/three-lists/')).body).toBe(page.body);
  });
});
