import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BREAKPOINTS } from '../../src/model/breakpoints.ts';
import { createCssSink } from '../../src/model/css.ts';
import type { ElementNode } from '../../src/model/element.ts';
import { createBatchLoader } from '../../src/server/data-sources/batch-loader.ts';
import { widgetByType } from '../../src/widgets/index.ts';
import { createTestContext } from '../helpers/render-context.ts';
import { declare } from '../../src/contracts/declaration/declare.ts';
import { defineWidget, type WidgetDefinition } from '../../src/contracts/widget.ts';
import type { MenuItem } from '../../src/contracts/render-context.ts';
import { EMPTY_REQUEST, EMPTY_SOURCES, type DataSources, type RequestContext } from '../../src/contracts/data.ts';
import { createPlan, planDocuments, type PlanDocument } from '../../src/render/plan.ts';
import { Elements } from '../../src/render/render-element.tsx';

let cssCalls = 0;
const listDeclaration = declare({
  type: 'test-menu-list',
  title: 'Test menu list',
  controls: [{ name: 'menu', kind: 'text', label: 'Menu', default: 'primary' }],
});
const listWidget = defineWidget<typeof listDeclaration, MenuItem[] | undefined>({
  declaration: listDeclaration,
  data: ({ settings, sources }) => sources.menu(settings.menu),
  css: ({ selector, css }) => {
    cssCalls++;
    css.add(selector, { color: 'red' });
  },
  Render: ({ data }) => (
    <ul>
      {data?.map((i) => (
        <li key={i.id}>{i.title}</li>
      ))}
    </ul>
  ),
});
const failingWidget = defineWidget({
  declaration: declare({ type: 'test-failing-loader', title: 'Test failing loader', controls: [] }),
  data: async () => {
    throw new Error('the menu service is down');
  },
  Render: () => <p>never shown</p>,
});

beforeAll(() => {
  for (const w of [listWidget, failingWidget]) widgetByType.set(w.type, w as unknown as WidgetDefinition);
});
afterAll(() => {
  for (const w of [listWidget, failingWidget]) widgetByType.delete(w.type);
});

const widget = (id: string, widgetType: string, settings: Record<string, unknown> = {}): ElementNode => ({
  id,
  elType: 'widget',
  widgetType,
  settings,
  elements: [],
});
const container = (id: string, elements: ElementNode[]): ElementNode => ({ id, elType: 'container', settings: {}, elements });

/** Menu sources that count the batched reads behind them. */
function countingSources() {
  const batches: string[][] = [];
  const loader = createBatchLoader(async (locations: string[]) => {
    batches.push(locations);
    return new Map(locations.map((l) => [l, [{ id: l.length, title: `${l} item`, url: '/', children: [] }]]));
  });
  const sources: DataSources = { ...EMPTY_SOURCES, menu: (l) => loader.load(l) };
  return { sources, batches };
}

async function plan(documents: PlanDocument[], sources: DataSources = EMPTY_SOURCES, request: RequestContext = EMPTY_REQUEST) {
  const ctx = createTestContext();
  const p = createPlan(createCssSink(DEFAULT_BREAKPOINTS), widgetByType);
  await planDocuments(p, documents, ctx, { request, sources });
  const html = documents.map((d) => renderToStaticMarkup(<Elements elements={d.elements} plan={p} ctx={ctx} />)).join('');
  return { plan: p, html, warnings: ctx.warnings };
}

describe('the data step', () => {
  it('loads every element before rendering, the menus of all documents in one batched read', async () => {
    const { sources, batches } = countingSources();
    const header = { id: 1, scope: '.elementor-1', elements: [container('c1', [widget('m1', 'test-menu-list')])] };
    const footer = {
      id: 2,
      scope: '.elementor-2',
      elements: [widget('m2', 'test-menu-list', { menu: 'footer' }), widget('m3', 'test-menu-list')],
    };
    const { html } = await plan([header, footer], sources);
    expect(batches).toEqual([['primary', 'footer']]);
    expect(html.match(/<li>primary item<\/li>/g)).toHaveLength(2);
    expect(html).toContain('<li>footer item</li>');
  });

  it('leaves out an element whose loader fails, with its children, logs document and element, and renders the rest', async () => {
    const bad = { ...widget('bad1', 'test-failing-loader'), elements: [] };
    const doc = {
      id: 7529,
      scope: '.elementor-7529',
      elements: [container('c2', [widget('h1', 'heading', { title: 'Still here' }), bad])],
    };
    const { html, plan: p, warnings } = await plan([doc]);
    expect(html).toContain('Still here');
    expect(html).not.toContain('never shown');
    expect(html).not.toContain('elementor-element-bad1');
    expect(p.elements.has(bad)).toBe(false);
    expect(warnings).toContainEqual({
      obj: { document: 7529, id: 'bad1', type: 'test-failing-loader', err: 'Error: the menu service is down' },
      msg: 'element data step failed: left out of the page',
    });
    expect(p.widgetCounts).toEqual({ rendered: 1, total: 2 });
  });

  it('puts dynamic tag values in place of static settings, and counts unknown tags', async () => {
    const request: RequestContext = {
      path: '/sea-suite/',
      query: {},
      post: { id: 3, type: 'post', title: 'The Sea Suite', slug: 'sea-suite', url: '/sea-suite/', excerpt: '', date: '', modified: '' },
    };
    const title = widget('t1', 'heading', {
      title: 'Static title',
      __dynamic__: { title: '[elementor-tag id="a1" name="post-title" settings="%7B%7D"]' },
    });
    const custom = widget('t2', 'heading', {
      title: 'Kept',
      __dynamic__: { title: '[elementor-tag id="a2" name="acf-text" settings="%7B%7D"]' },
    });
    const { html, plan: p } = await plan([{ id: 9, scope: '.elementor-9', elements: [title, custom] }], EMPTY_SOURCES, request);
    expect(html).toContain('>The Sea Suite</h2>');
    expect(html).not.toContain('Static title');
    expect(html).toContain('>Kept</h2>');
    expect(p.unknownDynamicTags).toEqual(new Map([['acf-text', 1]]));
  });

  it('keeps compiled settings and CSS per element across requests, while loaders run on each', async () => {
    const requests = [countingSources(), countingSources()];
    const doc = { id: 4, scope: '.elementor-4', elements: [widget('m9', 'test-menu-list')] };
    const before = cssCalls;
    const first = await plan([doc], requests[0].sources);
    const second = await plan([doc], requests[1].sources);
    expect(cssCalls - before).toBe(1);
    expect(second.plan.css.toString()).toBe(first.plan.css.toString());
    expect(second.plan.css.toString()).toContain('.elementor-4 .elementor-element-m9{color:red}');
    // Sources belong to one request: the second asks again (the server's menu store remembers across requests).
    expect(requests.map((r) => r.batches)).toEqual([[['primary']], [['primary']]]);
    expect(second.html).toBe(first.html);
  });

  it('compiles an element with dynamic settings once per resolved value, not once per request', async () => {
    const element = widget('m10', 'test-menu-list', {
      __dynamic__: { label: '[elementor-tag id="a" name="post-title" settings="%7B%7D"]' },
    });
    const doc = { id: 5, scope: '.elementor-5', elements: [element] };
    const onPost = (title: string): RequestContext => ({
      path: '/',
      query: {},
      post: { id: 1, type: 'page', title, slug: '', url: '/', excerpt: '', date: '', modified: '' },
    });
    const before = cssCalls;
    for (const title of ['Spring', 'Summer', 'Spring', 'Summer']) {
      const { plan: p } = await plan([doc], EMPTY_SOURCES, onPost(title));
      expect(p.elements.get(element)?.settings.label).toBe(title);
    }
    // The static compile, then one per title.
    expect(cssCalls - before).toBe(3);
  });
});
