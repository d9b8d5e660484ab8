// Every real Elementor document in the shared fixtures plans and renders without an error, and no
// core widget fails to render or to produce its CSS.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createPlan, planElements } from '../../src/elements/plan.ts';
import { widgetByType } from '../../src/widgets/index.ts';
import { Elements } from '../../src/elements/render-element.tsx';
import { createCssSink } from '../../src/model/css.ts';
import { parseDocument, walkElements } from '../../src/model/element.ts';
import { DEFAULT_KIT } from '../../src/model/kit.ts';
import { FIXTURES_DIR } from '../cli/fixtures.ts';
import { createTestContext } from '../helpers/render-context.ts';

const DIR = FIXTURES_DIR;
const files = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .sort();
const CORE = ['heading', 'text-editor', 'image', 'button', 'spacer', 'divider', 'icon', 'icon-list', 'icon-box', 'image-box'];

describe('real Elementor documents', () => {
  it('finds the fixtures', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  const seen = new Map<string, number>();

  it.each(files)('%s plans and renders', (file) => {
    const doc = parseDocument(JSON.parse(readFileSync(join(DIR, file), 'utf8')));
    const ctx = createTestContext({ aboveFold: doc.elements.slice(0, 1).map((el) => el.id) });
    const plan = createPlan(createCssSink(DEFAULT_KIT.breakpoints), widgetByType);
    planElements(plan, doc.elements, ctx);
    const html = renderToString(<Elements elements={doc.elements} plan={plan} ctx={ctx} />);
    const css = plan.css.toString();

    const failures = ctx.warnings.filter((w) => /failed/.test(w.msg));
    expect(failures).toEqual([]);
    expect(html).not.toMatch(/<script|javascript:|\son[a-z]+=/i);
    expect(css).not.toMatch(/undefined|NaN|\[object/);
    walkElements(doc.elements, (el) => {
      if (el.elType === 'widget' && CORE.includes(el.widgetType ?? '')) seen.set(el.widgetType!, (seen.get(el.widgetType!) ?? 0) + 1);
    });
  });

  it('rendered every core widget type somewhere', () => {
    expect([...seen.keys()].sort()).toEqual([...CORE].sort());
  });
});
