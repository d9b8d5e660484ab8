// Every Elementor document, the repository's own (test/fixtures) and, when FOYER_CORPUS_DIR names
// it, every real one, plans and renders without an error, and no core widget fails to render or to
// produce its CSS.
import { readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { describeCorpus, OWN_FIXTURES_DIR } from '../helpers/corpus.ts';
import { createPlan, planElements } from '../../src/render/plan.ts';
import { widgetByType } from '../../src/widgets/index.ts';
import { Elements } from '../../src/render/render-element.tsx';
import { createCssSink } from '../../src/model/css.ts';
import { parseDocument, walkElements } from '../../src/model/element.ts';
import { DEFAULT_KIT } from '../../src/model/kit.ts';
import { createTestContext } from '../helpers/render-context.ts';

const CORE = ['heading', 'text-editor', 'image', 'button', 'spacer', 'divider', 'icon', 'icon-list', 'icon-box', 'image-box'];
/** The on-demand widgets (issue 9): every instance a document holds must reach the page. */
const ON_DEMAND = new Set([
  'accordion',
  'toggle',
  'tabs',
  'nested-tabs',
  'nested-accordion',
  'alert',
  'counter',
  'progress',
  'audio',
  'code-highlight',
  'progress-tracker',
  'testimonial',
  'blockquote',
  'star-rating',
  'rating',
  'html',
  'menu-anchor',
  'google_maps',
  'social-icons',
  'image-carousel',
  'media-carousel',
  'slides',
]);

const ownDir = join(OWN_FIXTURES_DIR, 'elementor');
const own = readdirSync(ownDir)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => join(ownDir, f));

/** Renders one document as a page body would; returns the core widget types it contains. */
function rendersCleanly(file: string): string[] {
  const doc = parseDocument(JSON.parse(readFileSync(file, 'utf8')));
  const ctx = createTestContext({ aboveFold: doc.elements.slice(0, 1).map((el) => el.id) });
  const plan = createPlan(createCssSink(DEFAULT_KIT.breakpoints), widgetByType);
  planElements(plan, doc.elements, ctx);
  const html = renderToString(<Elements elements={doc.elements} plan={plan} ctx={ctx} />);
  const css = plan.css.toString();

  const failures = ctx.warnings.filter((w) => /failed/.test(w.msg));
  expect(failures).toEqual([]);
  expect(html).not.toMatch(/<script|javascript:|\son[a-z]+=/i);
  expect(css).not.toMatch(/undefined|NaN|\[object/);
  const core: string[] = [];
  walkElements(doc.elements, (el) => {
    if (el.elType === 'widget' && CORE.includes(el.widgetType ?? '')) core.push(el.widgetType!);
    // An on-demand widget is in the HTML with its wrapper (a widget Foyer did not know would be missing).
    if (el.elType === 'widget' && ON_DEMAND.has(el.widgetType ?? ''))
      expect(html, `${el.widgetType} ${el.id}`).toContain(`data-id="${el.id}"`);
  });
  return core;
}

/** The suite for one set of documents: each renders, and together they exercise every core widget. */
function documentSuite(files: string[]): void {
  const seen = new Set<string>();
  it.each(files.map((f) => [basename(f), f]))('%s plans and renders', (_name, file) => {
    for (const type of rendersCleanly(file)) seen.add(type);
  });
  it('rendered every core widget type somewhere', () => {
    expect([...seen].sort()).toEqual([...CORE].sort());
  });
}

describe('the repository’s own Elementor documents', () => {
  it('finds them', () => {
    expect(own.length).toBeGreaterThanOrEqual(5);
  });
  documentSuite(own);
});

describeCorpus('real Elementor documents', (files) => {
  it('finds the corpus', () => {
    expect(files.length).toBeGreaterThan(30);
  });
  documentSuite(files);
});
