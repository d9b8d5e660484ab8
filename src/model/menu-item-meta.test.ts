// The mega-menu meta schema: what writers may store and what a stored value reads back as.
import { describe, expect, it } from 'vitest';
import { checkMenuItemMeta, readMenuItemMeta } from './menu-item-meta.ts';

const heading = { id: 'h1', elType: 'widget', widgetType: 'heading', settings: { title: 'Old town' }, elements: [] };
const column = { id: 'c1', elType: 'container', settings: {}, elements: [heading] };

describe('menu item meta', () => {
  it('accepts a panel of columns holding widgets, and no meta at all', () => {
    const checked = checkMenuItemMeta({ mega: { type: 'panel', elements: [column] } });
    expect(checked.ok && checked.meta.mega?.type).toBe('panel');
    expect(checkMenuItemMeta(undefined)).toEqual({ ok: true, meta: {} });
    expect(checkMenuItemMeta({})).toEqual({ ok: true, meta: {} });
  });

  it('fills in the carousel count (3, the plugin default) and keeps video slides without a link', () => {
    const checked = checkMenuItemMeta({ mega: { type: 'carousel', carousel: { items: [{ video: true }, { image: { url: '/a.jpg' } }] } } });
    expect(checked.ok).toBe(true);
    if (checked.ok && checked.meta.mega?.type === 'carousel') {
      expect(checked.meta.mega.carousel.count).toBe(3);
      expect(checked.meta.mega.carousel.items[0]).toEqual({ video: true });
    }
  });

  it('refuses what does not fit, naming where', () => {
    const cases: [unknown, RegExp][] = [
      [{ mega: { type: 'grid' } }, /mega\.type/],
      [{ mega: { type: 'tabs', tabs: [] } }, /mega\.tabs/],
      [{ mega: { type: 'tabs', tabs: [{ title: '  ', elements: [] }] } }, /mega\.tabs\.0\.title/],
      [{ mega: { type: 'carousel', carousel: { items: [{}], count: 9 } } }, /mega\.carousel\.count/],
      [{ mega: { type: 'panel', elements: [{ nope: 1 }] } }, /every entry must be an element/],
      [{ mega: { type: 'panel', elements: [], width: 20 } }, /mega\.width/],
      [{ other: 1 }, /other|Unrecognized/],
      ['panel', /\(meta\)/],
    ];
    for (const [value, reason] of cases) {
      const checked = checkMenuItemMeta(value);
      expect(checked.ok, JSON.stringify(value)).toBe(false);
      if (!checked.ok) expect(checked.reason).toMatch(reason);
    }
  });

  it('reads a stored column: null is no meta, broken JSON and stale shapes are reported, not thrown', () => {
    expect(readMenuItemMeta(null)).toEqual({ ok: true, meta: {} });
    expect(readMenuItemMeta('{not json')).toEqual({ ok: false, reason: 'meta is not valid JSON' });
    expect(readMenuItemMeta('{"mega":{"type":"tabs"}}').ok).toBe(false);
    const stored = readMenuItemMeta(JSON.stringify({ mega: { type: 'tabs', tabs: [{ title: 'Rooms', elements: [column] }] } }));
    expect(stored.ok && stored.meta.mega?.type === 'tabs' && stored.meta.mega.tabs[0].elements[0].elements[0].widgetType).toBe('heading');
  });
});
