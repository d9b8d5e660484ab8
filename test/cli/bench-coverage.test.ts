// Widget coverage counts an instance as rendered only when its element is in the rendered HTML.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { corpusDir, isInHtml, measureCoverage, widgetInstances } from '../../bench/coverage.ts';

const dir = mkdtempSync(join(tmpdir(), 'foyer-coverage-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const widget = (id: string | undefined, widgetType: string, settings: object = {}) => ({
  id,
  elType: 'widget',
  widgetType,
  settings,
  elements: [],
});
const container = (id: string, elements: object[]) => ({ id, elType: 'container', settings: {}, elements });

describe('measureCoverage', () => {
  it('counts rendered elements, not registered types', async () => {
    const docs = join(dir, 'docs');
    mkdirSync(docs);
    // A template export with a heading that renders, a core widget Foyer does not render, an add-on widget,
    // and a heading with no id (registered type, but nothing in the HTML says it is this instance).
    writeFileSync(
      join(docs, 'a.json'),
      JSON.stringify({
        title: 'A',
        content: [
          container('c1', [
            widget('h1', 'heading', { title: 'Welcome' }),
            widget('fb1', 'facebook-comments'),
            widget('x1', 'jkit_fancy_box'),
            widget(undefined, 'heading', { title: 'No id' }),
          ]),
        ],
      }),
    );
    // A bare array document, and a file that is not JSON (skipped, not counted as a document).
    writeFileSync(join(docs, 'b.json'), JSON.stringify([container('c2', [widget('h2', 'heading', { title: 'Rooms' })])]));
    writeFileSync(join(docs, 'broken.json'), '{ not json');

    const r = await measureCoverage(docs);
    expect(r.documents).toBe(2);
    expect(r.allInstances).toBe(5);
    expect(r.allRendered).toBe(2);
    expect(r.coreInstances).toBe(4);
    expect(r.coreRendered).toBe(2);
    expect(r.unsupportedCore).toEqual([
      ['facebook-comments', 1],
      ['heading', 1],
    ]);
  });
});

describe('coverage helpers', () => {
  it('finds widgets in both document shapes', () => {
    expect(widgetInstances([widget('a', 'heading')])).toEqual([{ id: 'a', type: 'heading' }]);
    expect(widgetInstances({ content: [container('c', [widget('b', 'button')])] })).toEqual([{ id: 'b', type: 'button' }]);
    expect(widgetInstances({ nothing: true })).toEqual([]);
  });

  it('matches a data-id exactly, escaped as React writes attributes', () => {
    expect(isInHtml('<div data-id="abc1">', 'abc1')).toBe(true);
    expect(isInHtml('<div data-id="abc12">', 'abc1')).toBe(false);
    expect(isInHtml('<div data-id="a&quot;b">', 'a"b')).toBe(true);
    expect(isInHtml('<div data-id="">', '')).toBe(false);
  });

  it('reads the corpus from FOYER_CORPUS_DIR, or its elementor folder', () => {
    const base = join(dir, 'corpus');
    mkdirSync(join(base, 'elementor'), { recursive: true });
    expect(corpusDir('.', { FOYER_CORPUS_DIR: base })).toBe(join(base, 'elementor'));
    expect(corpusDir('.', { FOYER_CORPUS_DIR: join(base, 'elementor') })).toBe(join(base, 'elementor'));
  });
});
