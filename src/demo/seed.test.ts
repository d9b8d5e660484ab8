import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../db/connect.ts';
import { migrate } from '../db/migrate.ts';
import { getMenuTree } from '../db/repositories/menus.ts';
import { getSetting } from '../db/repositories/settings.ts';
import { postIdsInTerm, listTerms } from '../db/repositories/terms.ts';
import { walkElements } from '../model/element.ts';
import { makeLinks } from '../content/links.ts';
import { findFaIcon, type FaStyle } from '../widgets/shared/fa-lookup.ts';
import { listPosts } from '../db/repositories/posts.ts';
import { DEMO_AREAS } from './content/areas.ts';
import { HOME_PAGE_ID, isSeeded, seedDemo } from './seed.ts';

let dir: string | undefined;
let db: Db | undefined;

afterEach(async () => {
  await db?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  db = dir = undefined;
});

async function freshDb(): Promise<Db> {
  dir = mkdtempSync(join(tmpdir(), 'foyer-seed-'));
  db = openDb(`sqlite:${join(dir, 'foyer.db')}`);
  await migrate(db);
  return db;
}

async function counts(d: Db): Promise<Record<string, number>> {
  const count = async (table: 'posts' | 'terms' | 'term_relationships' | 'menus' | 'menu_items' | 'settings') =>
    Number(
      (
        await d.kysely
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    posts: await count('posts'),
    terms: await count('terms'),
    relationships: await count('term_relationships'),
    menus: await count('menus'),
    menuItems: await count('menu_items'),
    settings: await count('settings'),
  };
}

describe('demo seed', () => {
  it('is idempotent: a second run leaves the same rows', async () => {
    const d = await freshDb();
    expect(await isSeeded(d.kysely)).toBe(false);
    await seedDemo(d, { skipImages: true });
    const first = await counts(d);
    const firstElements = await d.kysely.selectFrom('posts').select(['id', 'slug', 'elements']).orderBy('id').execute();
    await seedDemo(d, { skipImages: true });
    expect(await counts(d)).toEqual(first);
    expect(await d.kysely.selectFrom('posts').select(['id', 'slug', 'elements']).orderBy('id').execute()).toEqual(firstElements);
    // 12 pages (travel partners, weddings and events), the 3 shop pages, 8 posts, the footer template and 3 popups.
    expect(first).toMatchObject({ posts: 12 + 3 + 8 + 1 + 3, terms: 6, menus: 2 });
    expect(await isSeeded(d.kysely)).toBe(true);
  });

  it('makes page 7529 the front page', async () => {
    const d = await freshDb();
    await seedDemo(d, { skipImages: true });
    expect(await getSetting<number>(d.kysely, 'page_on_front')).toBe(HOME_PAGE_ID);
    const home = await d.kysely.selectFrom('posts').selectAll().where('id', '=', HOME_PAGE_ID).executeTakeFirstOrThrow();
    expect(home).toMatchObject({ type: 'page', status: 'published' });
  });

  it('lists every area under the second item of the primary menu, and files posts under every area', async () => {
    const d = await freshDb();
    await seedDemo(d, { skipImages: true });
    const menu = await getMenuTree(d.kysely, 'primary', makeLinks('', HOME_PAGE_ID));
    expect(menu.map((i) => i.title)).toEqual(['Home', 'Areas', 'Suites', 'About', 'Contact', 'Account']);
    expect(menu[0].url).toBe('/');
    const areas = menu[1];
    expect(areas.children).toHaveLength(DEMO_AREAS.length);
    expect(areas.children.map((c) => c.url).sort()).toEqual(DEMO_AREAS.map((a) => `/area/${a.slug}/`).sort());
    for (const term of await listTerms(d.kysely, 'area')) {
      expect(term.description.length).toBeGreaterThan(80);
      expect((await postIdsInTerm(d.kysely, term.id)).length).toBeGreaterThan(0);
    }
  });

  it('publishes a footer template and leaves the header to the theme', async () => {
    const d = await freshDb();
    await seedDemo(d, { skipImages: true });
    const templates = await d.kysely
      .selectFrom('posts')
      .select(['template_type', 'status'])
      .where('type', '=', 'template')
      .orderBy('template_type')
      .execute();
    expect(templates).toEqual([{ template_type: 'footer', status: 'published' }]);
    expect(await getSetting(d.kysely, 'theme')).toMatchObject({ header: { title: 'Casa Alba', mobileMenu: 'off-canvas' } });
  });

  it('uses only icons Font Awesome has, and gives every image an alt text', async () => {
    const d = await freshDb();
    await seedDemo(d, { skipImages: true });
    const missing: string[] = [];
    let images = 0;
    for (const post of await listPosts(d.kysely)) {
      walkElements(post.elements, (el) => {
        const text = JSON.stringify(el.settings);
        for (const [, style, name] of text.matchAll(/"(fas|far|fab) fa-([a-z0-9-]+)"/g)) {
          if (!findFaIcon(style as FaStyle, name)) missing.push(`${post.slug}: ${style} fa-${name}`);
        }
        // Images only: a sound (the audio widget) has no alt text.
        for (const [, url, rest] of text.matchAll(/"url":"(\/uploads\/[^"]+\.(?:jpe?g|png|webp|avif|gif|svg))"([^}]*)/g)) {
          images++;
          if (!/"alt":"[^"]{10,}/.test(rest)) missing.push(`${post.slug}: no alt for ${url}`);
        }
      });
    }
    expect(missing).toEqual([]);
    expect(images).toBeGreaterThan(20);
  });
});
