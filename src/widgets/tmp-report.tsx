import { readFileSync, readdirSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { createPlan, planElements } from '../elements/plan.ts';
import { Elements } from '../elements/render-element.tsx';
import { createCssSink } from '../model/css.ts';
import { parseDocument } from '../model/element.ts';
import { DEFAULT_KIT } from '../model/kit.ts';
import { createTestContext } from '../widgets/shared/test-context.ts';
const DIR = '/work/shared/fixtures/elementor/';
const CORE = ['heading', 'text-editor', 'image', 'button', 'spacer', 'divider', 'icon', 'icon-list', 'icon-box', 'image-box'];
import { widgets } from './index.ts';
const spent = new Map<string, number>();
for (const w of widgets) {
  const R = w.Render; const C = w.css;
  (w as any).Render = (p: any) => { const t = performance.now(); try { return R(p); } finally { spent.set(w.type + '.render', (spent.get(w.type + '.render') ?? 0) + performance.now() - t); } };
  if (C) (w as any).css = (p: any) => { const t = performance.now(); try { return C(p); } finally { spent.set(w.type + '.css', (spent.get(w.type + '.css') ?? 0) + performance.now() - t); } };
}
const unsupported = new Map<string, number>(); const invalid = new Map<string, number>();
let total = 0; const times: number[] = [];
for (const pass of [1, 2]) for (const f of readdirSync(DIR).filter((f) => f.endsWith('.json'))) {
  const doc = parseDocument(JSON.parse(readFileSync(DIR + f, 'utf8')));
  const ctx = createTestContext();
  const t = performance.now();
  const plan = createPlan(createCssSink(DEFAULT_KIT.breakpoints));
  planElements(plan, doc.elements, ctx);
  const html = renderToString(<Elements elements={doc.elements} plan={plan} ctx={ctx} />);
  if (pass === 2) times.push(performance.now() - t);
  total += html.length;
  for (const [k, n] of plan.unsupportedSettings) if (CORE.includes(k.split('.')[0])) unsupported.set(k, (unsupported.get(k) ?? 0) + n);
  for (const w of ctx.warnings) if (w.msg.startsWith('invalid')) { const o = w.obj as {type:string;keys:string[]}; if (CORE.includes(o.type)) for (const k of o.keys) invalid.set(o.type+'.'+k, (invalid.get(o.type+'.'+k) ?? 0) + 1); }
}
const top = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]).filter(([k]) => !/\.(_|ekit|eael|pa_|tp_|jkit|motion_fx|sticky|premium|ti_|UA_|ua_|ha_|rkit|mtfe)/.test(k)).slice(0, 80).map(([k, n]) => `${k}:${n}`).join('  ');
console.log([...spent].sort((a,b)=>b[1]-a[1]).map(([k,v])=>k+':'+v.toFixed(1)).join(' '));
console.log('UNSUPPORTED', top(unsupported));
console.log('INVALID', top(invalid));
times.sort((a,b)=>a-b); console.log('times ms', times.map(t=>t.toFixed(1)).join(' '));
