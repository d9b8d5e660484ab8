// The data step through the real server: menus loaded by nav menu widgets, a failing loader leaving
// its element out of a page that still answers 200, dynamic tags, and the stored document version.
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { contentChanged } from '../../src/db/changes.ts';
import { contentTags } from '../../src/db/content-tags.ts';
import { replaceMenu } from '../../src/db/repositories/menus.ts';
import { savePost } from '../../src/content/save-post.ts';
import type { ElementNode } from '../../src/model/element.ts';
import { CURRENT_DOCUMENT_VERSION } from '../../src/model/document-migrations.ts';
import { describeDatabases } from '../helpers/app.ts';

const dynamicHeading = (id: string, tag: string, fallback: string): ElementNode => ({
  id,
  elType: 'widget',
  widgetType: 'heading',
  settings: { title: fallback, header_size: 'h1', __dynamic__: { title: `[elementor-tag id="${id}" name="${tag}" settings="%7B%7D"]` } },
  elements: [],
});

/** The links of the nav menu in the document with this wrapper class, in order. */
function menuLinks(html: string, wrapper: RegExp): string[] {
  const start = html.search(wrapper);
  if (start < 0) return [];
  const nav = /<nav class="foyer-nav-menu[\s\S]*?<\/nav>/.exec(html.slice(start))?.[0] ?? '';
  return [...nav.matchAll(/<a class="elementor-(?:sub-)?item" href="[^"]*">([^<]*)<\/a>/g)].map((m) => m[1]);
}
const HEADER = /<header class="site-header/;
const FOOTER = /<footer class="site-footer/;

describeDatabases('data step', (suite) => {
  const get = (url: string) => suite.app.inject({ method: 'GET', url });
  let pageId = 0;

  beforeAll(async () => {
    // A header template with an Elementor nav menu widget (the demo's header is the theme's).
    await savePost(suite.db.kysely, {
      type: 'template',
      slug: 'nav-menu-header',
      title: 'Nav menu header',
      status: 'published',
      templateType: 'header',
      conditions: ['include/general'],
      elements: [
        {
          id: 'nh1',
          elType: 'container',
          settings: {},
          elements: [
            { id: 'nh2', elType: 'widget', widgetType: 'nav-menu', settings: { menu: 'primary', menu_name: 'Main' }, elements: [] },
          ],
        },
      ],
    });
    pageId = await savePost(suite.db.kysely, {
      type: 'page',
      slug: 'dynamic-title',
      title: 'Harbour Breakfasts',
      status: 'published',
      elements: [
        {
          id: 'dc1',
          elType: 'container',
          settings: {},
          elements: [dynamicHeading('dt1', 'post-title', 'Static fallback'), dynamicHeading('dt2', 'acf-text', 'Kept static text')],
        },
      ],
    });
  });

  it('renders the header and footer menus loaded by their nav menu widgets', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(menuLinks(res.body, HEADER).slice(0, 2)).toEqual(['Home', 'Areas']);
    expect(menuLinks(res.body, HEADER)).toContain('Contact');
    expect(menuLinks(res.body, FOOTER)).toEqual([
      'The suites',
      'Our story',
      'Local guides',
      'Your stay',
      'The house',
      'Gallery',
      'Weddings and events',
      'Gift vouchers',
      'Contact',
      'Privacy',
      'Travel partners',
    ]);
  });

  it('shows a changed menu on the next request, cached or not', async () => {
    expect((await get('/dynamic-title/')).statusCode).toBe(200);
    await replaceMenu(suite.db.kysely, 'footer', 'Footer menu', [{ title: 'Just one link', kind: 'custom', url: '/about/' }]);
    expect(menuLinks((await get('/dynamic-title/')).body, FOOTER)).toEqual(['Just one link']);
    expect(menuLinks((await get('/')).body, FOOTER)).toEqual(['Just one link']);
  });

  it("shows the site's first menu by name in a nav menu naming a menu the site does not have", async () => {
    const db = suite.db.kysely;
    await savePost(db, {
      type: 'page',
      slug: 'imported-menu',
      title: 'Imported menu',
      status: 'published',
      elements: [{ id: 'im1', elType: 'widget', widgetType: 'nav-menu', settings: { menu: 'main-menu' }, elements: [] }],
    });
    const first = await db.selectFrom('menus').select('id').orderBy('name').orderBy('id').executeTakeFirstOrThrow();
    const titles = await db
      .selectFrom('menu_items')
      .select('title')
      .where('menu_id', '=', first.id)
      .where('parent_id', 'is', null)
      .orderBy('position')
      .execute();
    const links = menuLinks((await get('/imported-menu/')).body, /data-id="im1"/);
    expect(links.length).toBeGreaterThan(0);
    expect(links.slice(0, titles.length)).toEqual(titles.map((t) => t.title));
  });

  it('leaves out the menus when loading them fails, and still serves the page with a 200', async () => {
    const db = suite.db.kysely;
    await sql`ALTER TABLE menu_items RENAME TO menu_items_away`.execute(db);
    try {
      // Forget the menus (and the cached pages) so the next render has to load them.
      await contentChanged(db, [contentTags.menu('primary'), contentTags.menu('footer')]);
      const res = await get('/dynamic-title/');
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('foyer-nav-menu__list');
      expect(res.body).toContain('>Harbour Breakfasts</h1>');
      expect(res.body).toContain('</footer>');
      // Not kept, in Foyer's cache or a CDN's: the next request tries again.
      expect(res.headers['cache-control']).toBe('no-store');
      expect(suite.app.foyer.pageCache.get('/dynamic-title/')).toBeUndefined();
      // The 404 page, which suggests the main menu's links, still answers.
      const missing = await get('/no-such-page/');
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain('</footer>');
    } finally {
      await sql`ALTER TABLE menu_items_away RENAME TO menu_items`.execute(db);
    }
    // A failed load is not remembered.
    expect(menuLinks((await get('/dynamic-title/')).body, HEADER)).toContain('Home');
  });

  it("puts the post's title in a heading with a post-title tag, and keeps the static text of an unknown tag", async () => {
    const res = await get('/dynamic-title/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('>Harbour Breakfasts</h1>');
    expect(res.body).not.toContain('Static fallback');
    expect(res.body).toContain('>Kept static text</h1>');
    await savePost(suite.db.kysely, {
      id: pageId,
      type: 'page',
      slug: 'dynamic-title',
      title: 'Harbour Suppers',
      status: 'published',
      elements: [dynamicHeading('dt1', 'post-title', 'Static fallback')],
    });
    expect((await get('/dynamic-title/')).body).toContain('>Harbour Suppers</h1>');
  });

  it('stores documents with the current document version', async () => {
    const row = await suite.db.kysely.selectFrom('posts').select('schema_version').where('id', '=', pageId).executeTakeFirstOrThrow();
    expect(row.schema_version).toBe(CURRENT_DOCUMENT_VERSION);
  });
});
