import { readFileSync, writeFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { createPlan, planElements } from '../elements/plan.ts';
import { Elements } from '../elements/render-element.tsx';
import { baseLayoutCss } from '../elements/base-css.ts';
import { createCssSink } from '../model/css.ts';
import { parseDocument, walkElements } from '../model/element.ts';
import { DEFAULT_KIT, kitCss } from '../model/kit.ts';
import { themeCss } from '../theme/base-css.ts';
import { createTestContext } from './shared/test-context.ts';
for (const name of process.argv.slice(2)) {
  const doc = parseDocument(JSON.parse(readFileSync(name.startsWith('/') ? name : `/work/shared/fixtures/elementor/${name}.json`, 'utf8')));
  const ctx = createTestContext();
  const plan = createPlan(createCssSink(DEFAULT_KIT.breakpoints));
  planElements(plan, doc.elements, ctx);
  const html = renderToString(<Elements elements={doc.elements} plan={plan} ctx={ctx} />);
  const base = new Set<string>();
  walkElements(doc.elements, (el) => { const b = plan.elements.get(el)?.widget?.baseCss; if (b) base.add(b); });
  const css = [kitCss(DEFAULT_KIT), themeCss(DEFAULT_KIT), baseLayoutCss(DEFAULT_KIT.breakpoints), ...base, plan.css.toString()].join('\n');
  writeFileSync(`/tmp/wq/${name.split('/').pop()!.replace('.json','')}.html`, `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><style>${css}.elementor-invisible{visibility:visible!important;opacity:1!important}img{background:#ccc}</style></head><body>${html}</body></html>`);
  console.log(name, html.length, css.length, [...base].join('').length);
}
