// One bad element never takes the server down: through the real server, 1,000 requests each for a
// widget whose nested component throws, stored documents that are not valid JSON, and documents
// whose settings are random JSON values. Every answer is a page (200 with the bad element left out,
// or the styled 500 page), never a JSON error, and the process stays up. The page cache is off so
// that every request renders, and the demo is not seeded so that each render is only the test's
// own document (no header and footer templates): 3,000 renders stay affordable.
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { savePost } from '../../src/content/save-post.ts';
import { layouts } from '../../src/elements/layouts.ts';
import type { ElementNode } from '../../src/model/element.ts';
import { widgetByType } from '../../src/widgets/index.ts';
import { describeDatabases } from '../helpers/app.ts';
import { registerFailingWidgets } from '../helpers/failing-widgets.tsx';
import { headingPage } from '../helpers/fixtures.ts';

const RUNS = 1000;
/**
 * Random documents: each run renders one widget of every type with random settings (71 types in
 * November 2026, ~240 ms a run under a full suite here), so 400 runs were a minute and a half. 250 on
 * SQLite still try some 18,000 random widget settings; PostgreSQL, which only stores the text, gets
 * 60 to show the same path there.
 */
const randomRuns = (dialect: string) => (dialect === 'sqlite' ? 250 : 60);
// A thousand requests take seconds on an idle machine, minutes on a busy 2-core one.
const LONG = 600_000;
registerFailingWidgets();

/** Log lines the tests look at (parsed pino JSON), collected from every app in this file. */
const logs: Array<Record<string, unknown>> = [];
const logger = {
  level: 'warn',
  stream: {
    write(line: string) {
      const entry = JSON.parse(line) as Record<string, unknown>;
      // Random settings make many "invalid settings" warnings: keep only what the tests read.
      if (/failed|invalid elements|stream ended/.test(String(entry.msg))) logs.push(entry);
    },
  },
};

// Anything thrown outside a request's own handling (the old failure: a destroyed render stream
// with no error listener) would land here, and would take a production process down.
const escaped: unknown[] = [];
const onEscape = (error: unknown) => escaped.push(error);
beforeAll(() => {
  process.on('uncaughtException', onEscape);
  process.on('unhandledRejection', onEscape);
});
afterAll(() => {
  process.off('uncaughtException', onEscape);
  process.off('unhandledRejection', onEscape);
  expect(escaped).toEqual([]);
});

const widget = (id: string, widgetType: string, settings: Record<string, unknown>): ElementNode => ({
  id,
  elType: 'widget',
  widgetType,
  settings,
  elements: [],
});

const brokenPage: ElementNode[] = [
  {
    id: 'outer1',
    elType: 'container',
    settings: {},
    elements: [
      widget('before1', 'heading', { title: 'Before the broken card' }),
      widget('boom1', 'test-nested-throw', { label: 'Card that cannot render' }),
      widget('after1', 'heading', { title: 'After the broken card' }),
    ],
  },
  ...headingPage('second', 'A second section still shows'),
];

/** Setting names worth hitting: every declared one, the shared ones, and prototype traps. */
function settingKeys(schema: { shape: Record<string, unknown> }): string[] {
  const shared = ['_element_id', '_css_classes', 'animation', 'hide_mobile', 'sticky', 'motion_fx_translateY_effect', '__globals__'];
  return [...Object.keys(schema.shape), ...shared, '__proto__', 'constructor'];
}

function randomSettings(keys: string[]): fc.Arbitrary<unknown> {
  const key = fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 12 }));
  return fc.oneof(
    { weight: 9, arbitrary: fc.dictionary(key, fc.jsonValue({ maxDepth: 3 }), { maxKeys: 8 }) },
    // Not even an object: the element is left out when the row is read.
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  );
}

/** A container (random settings) holding one widget of every registered type, each with random settings. */
const randomDocument = fc
  .record({
    layouts: fc.tuple(...layouts.map((l) => randomSettings(settingKeys(l.schema)))),
    widgets: fc.tuple(...[...widgetByType.values()].map((w) => randomSettings(settingKeys(w.schema)))),
  })
  .map(({ layouts: [container, section, column], widgets }) => [
    {
      id: 'rnd-container',
      elType: 'container',
      settings: container,
      elements: [...widgetByType.values()].map((w, i) => ({
        id: `rnd-${w.type}`,
        elType: 'widget',
        widgetType: w.type,
        settings: widgets[i],
      })),
    },
    {
      id: 'rnd-section',
      elType: 'section',
      settings: section,
      elements: [{ id: 'rnd-column', elType: 'column', settings: column, elements: [widget('rnd-h', 'heading', { title: 'x' })] }],
    },
    ...headingPage('marker', 'Random page marker'),
  ]);

/** Stored JSON that is not a list of elements: broken syntax, truncated documents, other values. */
const corruptText = fc.oneof(
  fc.constantFrom('{bad', '[{"id":"a","elType":"widget"', '', 'null', '{"content":[]}', '"text"', '42', 'NaN'),
  fc.string({ maxLength: 40 }),
  fc.json().map((text) => text.slice(0, Math.max(0, text.length - 1))),
);

function expectErrorPage(res: { statusCode: number; headers: Record<string, unknown>; body: string }): void {
  expect(res.statusCode).toBe(500);
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(res.body).toContain('<h1>This page could not be shown</h1>');
  expect(res.body).toMatch(/^<!DOCTYPE html>/);
  expect(res.body).not.toContain('CorruptPostError');
}

describeDatabases(
  'a failing element or a corrupt document',
  (suite) => {
    let brokenId = 0;
    let corruptId = 0;
    let randomId = 0;
    const get = (url: string) => suite.app.inject({ method: 'GET', url });
    const store = (id: number, text: string) =>
      suite.db.kysely.updateTable('posts').set({ elements: text, updated_at: new Date().toISOString() }).where('id', '=', id).execute();

    beforeAll(async () => {
      const page = (slug: string, elements: ElementNode[]) =>
        savePost(suite.db.kysely, { type: 'page', slug, title: slug, status: 'published', elements });
      brokenId = await page('broken-widget', brokenPage);
      corruptId = await page('corrupt-json', headingPage('cj', 'Soon corrupt'));
      randomId = await page('random-settings', headingPage('rs', 'Soon random'));
    });

    it(
      `leaves out a widget whose nested component throws, ${RUNS} times over, and logs it`,
      async () => {
        logs.length = 0;
        for (let i = 0; i < RUNS; i++) {
          const res = await get('/broken-widget/');
          expect(res.statusCode).toBe(200);
          expect(res.body).toContain('Before the broken card');
          expect(res.body).toContain('After the broken card');
          expect(res.body).toContain('A second section still shows');
          expect(res.body).toContain('data-id="outer1"');
          expect(res.body).not.toContain('Card that cannot render');
          expect(res.body).not.toContain('data-id="boom1"');
        }
        const failures = logs.filter((l) => l.msg === 'element failed to render: left out');
        expect(failures).toHaveLength(RUNS);
        expect(failures[0]).toMatchObject({ documentId: brokenId, id: 'boom1', type: 'test-nested-throw' });
        expect(String(failures[0].err)).toContain('icon missing is missing from the set');
      },
      LONG,
    );

    it(
      `answers a stored document that is not valid JSON with the styled 500 page, ${RUNS} times over`,
      async () => {
        logs.length = 0;
        let n = 0;
        await fc.assert(
          fc.asyncProperty(corruptText, async (text) => {
            n++;
            await store(corruptId, text);
            const res = await get('/corrupt-json/');
            let parsed: unknown;
            try {
              parsed = JSON.parse(text);
            } catch {
              parsed = undefined;
            }
            if (Array.isArray(parsed)) expect(res.statusCode).toBe(200);
            else expectErrorPage(res);
          }),
          { numRuns: RUNS },
        );
        expect(n).toBe(RUNS);
        const failed = logs.filter((l) => l.msg === 'page request failed');
        expect(failed.length).toBeGreaterThan(RUNS / 2);
        expect(JSON.stringify(failed[0])).toContain(`Post ${corruptId}: the stored elements`);
      },
      LONG,
    );

    it(
      `renders documents whose settings are random JSON values: ${randomRuns(suite.dialect)} of them, each a page`,
      async () => {
        let ok = 0;
        await fc.assert(
          fc.asyncProperty(randomDocument, async (doc) => {
            await store(randomId, JSON.stringify(doc));
            const res = await get('/random-settings/');
            if (res.statusCode === 200) {
              ok++;
              expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
              // Elements with valid settings beside the random ones always render.
              expect(res.body).toContain('Random page marker');
            } else expectErrorPage(res);
          }),
          { numRuns: randomRuns(suite.dialect) },
        );
        // Random settings fall back to defaults key by key: the page renders, bad parts left out.
        expect(ok).toBe(randomRuns(suite.dialect));
      },
      LONG,
    );

    it('still serves the site afterwards', async () => {
      expect((await get('/broken-widget/')).statusCode).toBe(200);
      expect((await get('/no-such-page/')).statusCode).toBe(404);
      expect((await get('/healthz')).statusCode).toBe(200);
    });
  },
  { config: { pageCache: false }, logger, seed: false },
);
