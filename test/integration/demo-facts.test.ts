// The demo hotel says one thing about itself everywhere (issue 20's showcase): every page, post,
// template, popup and menu of the seeded site is read as text and checked against the facts in
// src/demo/content/hotel-facts.ts (the year it was built, the suites and their names, the phone,
// the hosts, the winter prices), so a fact restated somewhere by hand and gone stale fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT } from '../../src/demo/content/contact-details.ts';
import { HOTEL, SUITE_FACTS, winterPrice } from '../../src/demo/content/hotel-facts.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

describe('the demo hotel’s facts', () => {
  let test: TestApp;
  /** Every stored document's settings and every menu item's meta, as one text. */
  let text = '';
  /** The seeded price tables and counters, by their settings. */
  const widgets: Array<Record<string, unknown> & { widgetType?: string }> = [];

  beforeAll(async () => {
    test = await createTestApp();
    const db = test.db.kysely;
    const posts = await db.selectFrom('posts').select(['elements', 'page_settings', 'title']).execute();
    const menus = await db.selectFrom('menu_items').select(['title', 'meta']).execute();
    text = [...posts.flatMap((p) => [p.title, p.elements, p.page_settings]), ...menus.flatMap((m) => [m.title, m.meta ?? ''])]
      .join('\n')
      .replace(/\\u2019/g, '’');
    const walk = (nodes: Array<{ widgetType?: string; settings?: Record<string, unknown>; elements?: unknown[] }>): void => {
      for (const node of nodes) {
        if (node.widgetType) widgets.push({ widgetType: node.widgetType, ...node.settings });
        walk((node.elements ?? []) as typeof nodes);
      }
    };
    for (const post of posts) walk(JSON.parse(post.elements));
  });
  afterAll(() => test.close());

  it('was built, rescued and opened in the same years everywhere', () => {
    const built = [...text.matchAll(/\b(?:[Bb]uilt in|Since|[Ff]ounded in)\s+(\d{4})/g)].map((m) => Number(m[1]));
    expect(built.length).toBeGreaterThan(2);
    expect(new Set(built)).toEqual(new Set([HOTEL.built]));
    const opened = [...text.matchAll(/\b(?:[Oo]pened|since)\b[^.<]{0,60}?\b((?:19|20)\d\d)\b/g)].map((m) => Number(m[1]));
    expect(new Set(opened)).toEqual(new Set([HOTEL.rescued, HOTEL.opened]));
  });

  it('counts its suites the same way everywhere, and names each kind one way', () => {
    const counts = [...text.matchAll(/\b(\w+) (?:quiet |sea-view )?suites\b/gi)]
      .map((m) => m[1]!.toLowerCase())
      .filter((w) => /^(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d+)$/.test(w) && w !== 'three');
    expect(counts.length).toBeGreaterThan(3);
    expect(new Set(counts)).toEqual(new Set([HOTEL.suitesInWords]));
    const suitesCounter = widgets.find((w) => w.widgetType === 'counter' && /suites/i.test(String(w.title)));
    expect(suitesCounter?.ending_number).toBe(HOTEL.suites);
    const names = new Set([...text.matchAll(/\b(Sea[- ]?View|Garden|Tower) (Suite|Penthouse|Room)\b/g)].map((m) => m[0]));
    expect([...names].sort()).toEqual(
      Object.values(SUITE_FACTS)
        .map((s) => s.name)
        .sort(),
    );
  });

  it('gives one telephone number and one pair of hosts', () => {
    const phones = new Set([...text.matchAll(/\+\d[\d ]{7,}\d/g)].map((m) => m[0].replace(/\s/g, '')));
    expect(phones).toEqual(new Set([CONTACT.phone]));
    for (const stranger of ['Marta', 'Luís', 'Ferri, your hosts', 'Penthouse']) expect(text.includes(stranger), stranger).toBe(false);
    expect(text).toContain(HOTEL.hostsSigned);
  });

  it('prices the winter escape at three nights of each suite’s nightly rate', () => {
    const tables = widgets.filter((w) => w.widgetType === 'price-table');
    expect(tables).toHaveLength(3);
    for (const table of tables) {
      const suite = Object.values(SUITE_FACTS).find((s) => s.name === table.heading);
      expect(suite, String(table.heading)).toBeDefined();
      const { price, original } = winterPrice(suite!.nightlyRate);
      expect([table.price, table.original_price]).toEqual([String(price), String(original)]);
    }
  });

  it('dates its posts on different days, in the order they were written', async () => {
    const rows = await test.db.kysely.selectFrom('posts').select(['slug', 'created_at']).where('type', '=', 'post').orderBy('id').execute();
    const days = rows.map((r) => r.created_at.slice(0, 10));
    expect(new Set(days).size).toBe(rows.length);
    expect([...days].sort()).toEqual(days);
  });
});
