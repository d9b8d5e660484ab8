// The theme header through the real server: the site menu read from the database (nested items,
// pages, an area, the areas list, custom links), theme options from the `theme` setting, and an
// Elementor header template taking its place when one matches.
import { Window } from 'happy-dom';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { savePost } from '../../src/content/save-post.ts';
import { replaceMenu } from '../../src/db/repositories/menus.ts';
import { getSetting, setSetting } from '../../src/db/repositories/settings.ts';
import { getTermBySlug } from '../../src/db/repositories/terms.ts';
import { contentChanged } from '../../src/db/changes.ts';
import { contentTags } from '../../src/db/content-tags.ts';
import { DEMO_THEME } from '../../src/demo/theme.ts';
import { describeDatabases } from '../helpers/app.ts';
import { headingPage } from '../helpers/fixtures.ts';

/** The theme header's markup, or '' when the page has none. */
function themeHeader(html: string): string {
  return /<header id="masthead" class="site-header foyer-theme-header[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
}

/** The menu as nested [title, href, children] from the header's markup. */
function menuTree(html: string): unknown[] {
  const doc = new new Window().DOMParser().parseFromString(themeHeader(html), 'text/html');
  type Node = ReturnType<typeof doc.querySelector>;
  const walk = (ul: Node): unknown[] =>
    [...(ul?.querySelectorAll(':scope > li') ?? [])].map((li) => {
      const a = li.querySelector(':scope > a')!;
      // A mega panel keeps a term item's list inside it (src/theme/mega-menu).
      const sub = li.querySelector(':scope > ul.sub-menu') ?? li.querySelector(':scope > .ast-mega-panel ul.foyer-mega__term-list');
      return sub ? [a.textContent, a.getAttribute('href'), walk(sub)] : [a.textContent, a.getAttribute('href')];
    });
  return walk(doc.querySelector('ul.main-header-menu'));
}

describeDatabases('theme header', (suite) => {
  const get = (url: string) => suite.app.inject({ method: 'GET', url });

  it('renders the demo menu from the database, the areas listed under the second item', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    const header = themeHeader(res.body);
    expect(header).toContain('<a href="/" rel="home">Casa Alba</a>');
    expect(header).toContain('Suites · Porto Alba');
    expect(header).toContain('data-behaviours="mobile-menu header-sticky"');
    expect(header).toContain('href="/contact/#enquire"');
    const tree = menuTree(res.body) as [string, string, unknown[]?][];
    expect(tree.map((i) => i[0])).toEqual(['Home', 'Areas', 'Suites', 'About', 'Contact', 'Account']);
    const areas = await suite.db.kysely
      .selectFrom('terms')
      .select(['name', 'slug'])
      .where('taxonomy', '=', 'area')
      .orderBy('name')
      .execute();
    expect(tree[1]).toEqual(['Areas', '/#areas', areas.map((a) => [a.name, `/area/${a.slug}/`])]);
    // The list is refreshed in the browser from the areas API (the areas-menu behaviour, in the mega panel).
    expect(res.body).toMatch(
      /<li class="menu-item menu-item-\d+ menu-item-type-taxonomy menu-item-has-children">.*?data-behaviours="areas-menu"/,
    );
    // The current page is marked; the scroll-to-top button is on.
    expect(header).toContain('<a class="menu-link" href="/" aria-current="page">Home</a>');
    expect(res.body).toContain('aria-label="Scroll to top"');
    expect(res.body).toContain('data-on-devices="both"');
  });

  it('renders nested page, area and custom link items, and follows menu changes', async () => {
    const db = suite.db.kysely;
    const about = await db.selectFrom('posts').select('id').where('slug', '=', 'about').executeTakeFirstOrThrow();
    const harbour = await getTermBySlug(db, 'area', 'harbour');
    await replaceMenu(db, 'primary', 'Main menu', [
      { title: 'Start', kind: 'custom', url: '/' },
      {
        title: 'Discover',
        kind: 'custom',
        url: '#',
        children: [
          {
            title: 'Our story',
            kind: 'post',
            objectId: about.id,
            children: [{ title: 'Press', kind: 'custom', url: 'https://example.org/press' }],
          },
          { title: 'The harbour', kind: 'term', objectId: harbour!.id },
        ],
      },
      { title: 'Unsafe', kind: 'custom', url: 'javascript:alert(1)' },
    ]);
    const res = await get('/about/');
    expect(menuTree(res.body)).toEqual([
      ['Start', '/'],
      [
        'Discover',
        '#',
        [
          ['Our story', '/about/', [['Press', 'https://example.org/press']]],
          ['The harbour', '/area/harbour/'],
        ],
      ],
      ['Unsafe', '#'],
    ]);
    expect(themeHeader(res.body)).toContain('<a class="menu-link ast-sub-menu-link" href="/about/" aria-current="page">Our story</a>');
    // No areas item: the refresh module is not loaded on this page.
    expect(res.body).not.toContain('areas-menu');
    // A new slug for the linked area reaches the menu: the cached page is dropped by the term's tag.
    const rename = async (slug: string) => {
      await db.updateTable('terms').set({ slug }).where('id', '=', harbour!.id).execute();
      await contentChanged(db, [contentTags.term(harbour!.id)]);
    };
    await rename('old-harbour');
    try {
      expect(JSON.stringify(menuTree((await get('/about/')).body))).toContain('["The harbour","/area/old-harbour/"]');
    } finally {
      await rename('harbour');
    }
  });

  it('follows the theme options, and falls back to defaults for invalid ones', async () => {
    const db = suite.db.kysely;
    await get('/suites/'); // cached
    await setSetting(db, 'theme', {
      header: { ...DEMO_THEME.header, mobileMenu: 'dropdown', sticky: false, buttonLabel: '' },
      scrollToTop: { enabled: false },
    });
    const res = await get('/suites/');
    const header = themeHeader(res.body);
    expect(header).toContain('ast-mobile-menu-dropdown');
    expect(header).toContain('data-behaviours="mobile-menu"');
    expect(header).not.toContain('ast-mobile-popup-overlay');
    expect(header).not.toContain('ast-custom-button-link');
    expect(res.body).not.toContain('Scroll to top');
    await setSetting(db, 'theme', { header: { mobileMenu: 'sideways', stickyThreshold: 'high', title: 42 }, scrollToTop: 'yes' });
    const fallback = await get('/suites/');
    expect(fallback.statusCode).toBe(200);
    // Defaults: the site name as the title, the dropdown menu, no sticky, no scroll-to-top.
    expect(themeHeader(fallback.body)).toContain('<a href="/" rel="home">Casa Alba Suites</a>');
    expect(themeHeader(fallback.body)).toContain('ast-mobile-menu-dropdown');
    await setSetting(db, 'theme', DEMO_THEME);
    expect(await getSetting(db, 'theme')).toEqual(DEMO_THEME);
  });

  it('gives way to an Elementor header template that matches, and comes back without one', async () => {
    const template = (status: 'published' | 'draft') =>
      savePost(suite.db.kysely, {
        type: 'template',
        slug: 'about-header',
        title: 'About header',
        status,
        templateType: 'header',
        conditions: ['include/singular/page'],
        elements: headingPage('ah', 'Imported header'),
      });
    await get('/about/');
    await template('published');
    const about = await get('/about/');
    expect(about.body).toContain('Imported header');
    expect(about.body).toContain('<header class="site-header elementor-location-header');
    expect(themeHeader(about.body)).toBe('');
    // Posts and archives match no page condition: they keep the theme header.
    const area = await get('/area/harbour/');
    expect(themeHeader(area.body)).not.toBe('');
    expect(area.body).not.toContain('Imported header');
    await template('draft');
    expect(themeHeader((await get('/about/')).body)).not.toBe('');
  });

  it('renders the header without its menu when the menu cannot be loaded, and does not cache that page', async () => {
    const db = suite.db.kysely;
    await sql`ALTER TABLE menu_items RENAME TO menu_items_gone`.execute(db);
    try {
      await contentChanged(db, [contentTags.menu('primary'), contentTags.menu('footer')]);
      const res = await get('/contact/');
      expect(res.statusCode).toBe(200);
      const header = themeHeader(res.body);
      expect(header).toContain('rel="home"');
      expect(header).not.toContain('main-header-menu');
      expect(header).not.toContain('menu-toggle');
      expect(res.headers['cache-control']).toBe('no-store');
    } finally {
      await sql`ALTER TABLE menu_items_gone RENAME TO menu_items`.execute(db);
    }
    expect(themeHeader((await get('/contact/')).body)).toContain('main-header-menu');
  });
});
