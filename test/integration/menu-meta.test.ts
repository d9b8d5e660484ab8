// Mega-menu settings stored with menu items (migration 006) on SQLite and PostgreSQL: written
// checked, read back as written, and a stored value that no longer fits reads as a plain link.
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { getMenuTrees, InvalidMenuMetaError, replaceMenu } from '../../src/db/repositories/menus.ts';
import { describeDatabases } from '../helpers/app.ts';

const links = { post: (slug: string) => `/${slug}/`, term: (taxonomy: string, slug: string) => `/${taxonomy}/${slug}/` };
const heading = (id: string, title: string) => ({ id, elType: 'widget', widgetType: 'heading', settings: { title }, elements: [] });
const column = (id: string, title: string) => ({ id, elType: 'container', settings: {}, elements: [heading(`${id}h`, title)] });

describeDatabases('menu item meta', (suite) => {
  const read = async () => (await getMenuTrees(suite.db.kysely, ['mega-test'], links)).get('mega-test');

  beforeAll(async () => {
    await replaceMenu(suite.db.kysely, 'mega-test', 'Mega test', [
      { title: 'Plain', kind: 'custom', url: '/plain/' },
      {
        title: 'Panel',
        kind: 'custom',
        url: '/panel/',
        meta: { mega: { type: 'panel', width: 900, elements: [column('c1', 'Old town')] } },
      },
      {
        title: 'Tabs',
        kind: 'custom',
        url: '/tabs/',
        meta: {
          mega: {
            type: 'tabs',
            tabs: [
              { title: 'Rooms', elements: [column('c2', 'Rooms')] },
              { title: 'Food', elements: [] },
            ],
          },
        },
        children: [
          {
            title: 'Child carousel',
            kind: 'custom',
            url: '/c/',
            meta: { mega: { type: 'carousel', carousel: { items: [{ video: true }] } } },
          },
        ],
      },
    ]);
  });

  it('reads back what was written, with defaults filled in', async () => {
    const menu = await read();
    const [plain, panel, tabs] = menu!.items;
    expect(plain.mega).toBeUndefined();
    expect(panel.mega).toEqual({
      type: 'panel',
      width: 900,
      elements: [{ ...column('c1', 'Old town'), isInner: false, elements: [{ ...heading('c1h', 'Old town'), isInner: false }] }],
    });
    expect(tabs.mega?.type === 'tabs' && tabs.mega.tabs.map((t) => t.title)).toEqual(['Rooms', 'Food']);
    expect(tabs.children[0].mega).toEqual({ type: 'carousel', carousel: { items: [{ video: true }], count: 3 } });
    expect(menu!.invalidMeta).toBeUndefined();
  });

  it('refuses bad meta before writing anything, naming the item and the field', async () => {
    const before = await read();
    const write = replaceMenu(suite.db.kysely, 'mega-test', 'Mega test', [
      { title: 'Fine', kind: 'custom', url: '/' },
      { title: 'Broken', kind: 'custom', url: '/', meta: { mega: { type: 'tabs', tabs: [] } as never } },
    ]);
    await expect(write).rejects.toBeInstanceOf(InvalidMenuMetaError);
    await expect(write).rejects.toThrow(/Menu item "Broken": invalid mega-menu settings \(mega\.tabs/);
    expect(await read()).toEqual(before);
  });

  it('a stored value that does not fit (hand edit, older shape) reads as a plain link and is reported', async () => {
    const k = suite.db.kysely;
    await sql`update menu_items set meta = ${'{"mega":{"type":"carousel","carousel":{"items":[]}}}'} where title = 'Panel'`.execute(k);
    await sql`update menu_items set meta = ${'{broken'} where title = 'Plain'`.execute(k);
    const menu = await read();
    expect(menu!.items.map((i) => i.mega?.type)).toEqual([undefined, undefined, 'tabs']);
    expect(menu!.items[1]).toMatchObject({ title: 'Panel', url: '/panel/', children: [] });
    expect(menu!.invalidMeta?.map((m) => m.reason)).toEqual(['meta is not valid JSON', expect.stringMatching(/mega\.carousel\.items/)]);
  });
});
