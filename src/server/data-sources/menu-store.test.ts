import { describe, expect, it } from 'vitest';
import type { LoadedMenu } from '../../db/repositories/menus.ts';
import { createMenuStore } from './menu-store.ts';

const menu = (title: string, tags: string[]): LoadedMenu => ({ items: [{ id: 1, title, url: '/', children: [] }], tags });

function store(menus: Record<string, LoadedMenu>, options: { failOnce?: boolean } = {}) {
  const loads: string[][] = [];
  let fail = options.failOnce ?? false;
  const s = createMenuStore(async (locations) => {
    loads.push(locations);
    if (fail) {
      fail = false;
      throw new Error('database down');
    }
    return new Map(locations.flatMap((l) => (menus[l] ? [[l, menus[l]] as const] : [])));
  });
  return { s, loads };
}

describe('menu store', () => {
  const menus = { primary: menu('Home', ['menu:primary', 'link:7']), footer: menu('Contact', ['menu:footer']) };

  it('loads the locations not yet known in one read and answers the rest from memory', async () => {
    const { s, loads } = store(menus);
    const first = await s.get(['primary', 'footer', 'nowhere']);
    expect([...first.keys()]).toEqual(['primary', 'footer']);
    await s.get(['footer', 'primary']);
    expect(loads).toEqual([['primary', 'footer', 'nowhere']]);
  });

  it('forgets a menu when what it was built from changes, and only that menu', async () => {
    const { s, loads } = store(menus);
    await s.get(['primary', 'footer']);
    s.invalidate(['link:7']);
    await s.get(['primary', 'footer']);
    s.invalidate(['setting:page_on_front']);
    await s.get(['primary', 'footer']);
    expect(loads).toEqual([['primary', 'footer'], ['primary'], ['primary', 'footer']]);
  });

  it('waits for a menu at a location that had none, and forgets everything on a missed change', async () => {
    const { s, loads } = store(menus);
    await s.get(['nowhere']);
    s.invalidate(['menu:nowhere']);
    await s.get(['nowhere', 'primary']);
    s.invalidate(['*']);
    await s.get(['primary']);
    expect(loads).toEqual([['nowhere'], ['nowhere', 'primary'], ['primary']]);
  });

  it('does not remember a failed load', async () => {
    const { s, loads } = store(menus, { failOnce: true });
    await expect(s.get(['primary'])).rejects.toThrow('database down');
    expect((await s.get(['primary'])).get('primary')?.items[0].title).toBe('Home');
    expect(loads).toHaveLength(2);
  });
});
