// `foyer render` against the repository's own documents (every shape Foyer reads) and, when
// FOYER_CORPUS_DIR names it, every real Elementor document: renders, keeps every supported widget,
// reports the rest.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDocumentFile } from '../../src/cli/document-file.ts';
import { coverageReport, renderDocument } from '../../src/cli/commands/render.ts';
import { CORPUS_SKIP_REASON, corpusDocuments, describeCorpus, OWN_FIXTURES_DIR } from '../helpers/corpus.ts';
import { expectedWidgets, ownDocument, ownDocuments, PROJECT_ROOT, runFoyer } from './fixtures.ts';

const own = ownDocuments();
const home = ownDocument('template-export-home.json');

function countWrappers(html: string): number {
  return html.match(/data-element_type="widget"/g)?.length ?? 0;
}

async function rendersEverySupportedWidget(file: string): Promise<void> {
  const read = readDocumentFile(file);
  expect(read.ok).toBe(true);
  if (!read.ok) return;
  const { html, plan, warnings } = await renderDocument(read.doc);
  const expected = expectedWidgets(JSON.parse(readFileSync(file, 'utf8')));

  expect(html).toMatch(/^<!DOCTYPE html><html/);
  expect(html).toContain('</html>');
  // The parser keeps every widget of the file, and each supported one is on the page.
  expect(plan.widgetCounts.total).toBe(expected.total);
  expect(countWrappers(html)).toBe(expected.visible);
  expect(warnings.filter((w) => w.msg === 'element failed to render' || w.msg === 'render error')).toEqual([]);
}

describe('render: the repository’s own documents', () => {
  it('has a document of each shape, a popup and a header', () => {
    const shapes = own.map((file) => {
      const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown> | unknown[];
      if (Array.isArray(json)) return 'bare array';
      if ('version' in json && 'type' in json) return `template export (${String(json.type)})`;
      return 'display_settings' in json ? 'site-kit popup' : 'site-kit export';
    });
    expect(new Set(shapes)).toEqual(
      new Set(['bare array', 'template export (page)', 'template export (header)', 'site-kit export', 'site-kit popup']),
    );
  });

  it.each(own.map((f) => [basename(f), f]))('%s renders with every supported widget', (_name, file) => rendersEverySupportedWidget(file));

  it('counts a widget Foyer does not have as unsupported, and leaves it out', async () => {
    const read = readDocumentFile(ownDocument('bare-array-rooms.json'));
    if (!read.ok) throw new Error(read.message);
    const rendered = await renderDocument(read.doc);
    expect(rendered.plan.unsupportedTypes.get('ekit-heading')).toBe(1);
    expect(rendered.html).not.toContain('A widget from an add-on');
    expect(rendered.html).toContain('Rooms with a view of the harbour');
  });

  it('renders the page for a phone with the CSS a phone applies and no width media queries', async () => {
    const read = readDocumentFile(home);
    if (!read.ok) throw new Error(read.message);
    const desktop = await renderDocument(read.doc);
    const mobile = await renderDocument(read.doc, { device: 'mobile' });
    expect(desktop.html).toMatch(/@media\s*\(max-width/);
    expect(mobile.html).toContain('<meta name="viewport" content="width=360"/>');
    expect(mobile.html).not.toMatch(/@media\s*\((max|min)-width/);
    // Same markup; only the stylesheet and the viewport differ.
    expect(countWrappers(mobile.html)).toBe(countWrappers(desktop.html));
  });

  it('resolves the document’s global colours and fonts with --kit', async () => {
    const kit = join(OWN_FIXTURES_DIR, 'kit', 'site-settings.json');
    const withKit = await runFoyer(['render', home, '--kit', kit]);
    expect(withKit.status).toBe(0);
    // The heading refers to the accent colour and primary font; the kit now defines them.
    expect(withKit.out).toMatch(/\.elementor-element-7b20d102 \.elementor-heading-title\{color:var\(--e-global-color-accent\)/);
    expect(withKit.out).toContain('--e-global-color-accent:#F2C14E');
    expect(withKit.out).toContain('--e-global-typography-primary-font-size:44px');
    const without = await runFoyer(['render', home]);
    // Without one, Elementor's default kit: the same reference, Elementor's default accent.
    expect(without.out).toContain('--e-global-color-accent:#61CE70');
    const missing = await runFoyer(['render', home, '--kit', join(OWN_FIXTURES_DIR, 'kit', 'none.json')]);
    expect(missing.status).toBe(2);
    expect(missing.err).toMatch(/Cannot read the kit: No such file/);
  });

  it('reports unsupported types and settings sorted by count, and the coverage', async () => {
    const read = readDocumentFile(ownDocument('site-kit-contact.json'));
    if (!read.ok) throw new Error(read.message);
    // A widget type no Foyer widget answers to, beside the document's own (all of which Foyer has).
    const unknown = { id: 'u1', elType: 'widget', widgetType: 'no-such-widget', settings: {}, elements: [] };
    const doc = { ...read.doc, elements: [...read.doc.elements, { id: 'c9', elType: 'container', settings: {}, elements: [unknown] }] };
    const report = coverageReport(await renderDocument(doc as typeof read.doc));
    expect(report).toMatch(/Unsupported element types \(1 types, 1 instances, rendered as nothing\):\n +1 {2}no-such-widget\n/);
    expect(report).toMatch(/rendered 6 of 7 widget instances \(85\.7%\)\n$/);
    const typeBlock = report.split('Unsupported settings')[0];
    const typeCounts = [...typeBlock.matchAll(/^ +(\d+) {2}\S/gm)].map((m) => Number(m[1]));
    expect(typeCounts).toEqual([...typeCounts].sort((a, b) => b - a));
  });

  it('reports the dynamic tags Foyer does not have, and resolves the ones it has', async (ctx) => {
    // A real loop item from the corpus: its tags are what real sites use.
    const file = corpusDocuments().find((f) => basename(f).startsWith('053-'));
    if (!file) return ctx.skip(CORPUS_SKIP_REASON);
    const read = readDocumentFile(file);
    if (!read?.ok) throw new Error('the taxonomy loop item fixture (053) is missing');
    const rendered = await renderDocument(read.doc);
    // Real names from the file; archive-title is Foyer's but a file has no archive, so its static value stays.
    expect([...rendered.plan.unknownDynamicTags.keys()].sort()).toEqual(['acf-image', 'acf-text', 'woocommerce-category-image-tag']);
    const report = coverageReport(rendered);
    expect(report).toContain("Dynamic tags Foyer does not have (3 names; the settings' static values are used):\n");
    expect(report).toMatch(/^ +1 {2}acf-text$/m);
    expect(report).not.toMatch(/Render warnings:[\s\S]*unknown dynamic tag/);

    const titled = await renderDocument(
      {
        elements: [
          {
            id: 'd1',
            elType: 'widget',
            widgetType: 'heading',
            settings: { title: 'Static', __dynamic__: { title: '[elementor-tag id="x" name="post-title" settings="%7B%7D"]' } },
            elements: [],
          },
        ],
        pageSettings: {},
      },
      { title: 'Spring Offers' },
    );
    expect(titled.html).toContain('>Spring Offers</h2>');
    expect(titled.plan.unknownDynamicTags.size).toBe(0);
  });
});

describeCorpus('render: every real Elementor document', (documents) => {
  it.each(documents.map((f) => [basename(f), f]))('%s renders with every supported widget', (_name, file) =>
    rendersEverySupportedWidget(file),
  );
});

describe('foyer render (the command)', () => {
  it('prints the page on stdout and the report on stderr, exit 0, from the real command line', () => {
    const result = spawnSync(process.execPath, ['bin/foyer.js', 'render', home, '--device', 'tablet'], {
      cwd: PROJECT_ROOT,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^<!DOCTYPE html><html/);
    expect(result.stdout).toContain('Sleep by the water');
    expect(result.stderr).toMatch(/rendered \d+ of \d+ widget instances/);
  }, 60_000);

  it('exits 2 with a clear message for a file that is not an Elementor document', async () => {
    const bad = join(tmpdir(), `foyer-not-a-document-${process.pid}.json`);
    writeFileSync(bad, '{"posts": []}');
    try {
      const result = await runFoyer(['render', bad]);
      expect(result.status).toBe(2);
      expect(result.out).toBe('');
      expect(result.err).toContain('Not an Elementor document');
    } finally {
      rmSync(bad);
    }
  });

  it('exits 2 for a missing file, invalid JSON and an unknown device, saying what is wrong and how to call it', async () => {
    const broken = join(tmpdir(), `foyer-broken-${process.pid}.json`);
    writeFileSync(broken, '{"content": [');
    try {
      const cases: [string[], string][] = [
        [['/no/such/file.json'], 'No such file: /no/such/file.json'],
        [[broken], 'is not valid JSON'],
        [[home, '--device', 'phone'], '--device must be one of desktop, tablet, mobile; got "phone"'],
        [[], 'Give the path of an Elementor document'],
      ];
      for (const [args, message] of cases) {
        const result = await runFoyer(['render', ...args]);
        expect(result.status, args.join(' ')).toBe(2);
        expect(result.out).toBe('');
        expect(result.err).toContain(message);
        expect(result.err).toContain('Usage: foyer render FILE.json [options]');
      }
    } finally {
      rmSync(broken);
    }
  });
});
