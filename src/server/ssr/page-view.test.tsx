// Page views (theme markup that loads its data in the data step): rendered from their data, and a
// failing loader leaves the view out while the page's documents still render.
import { describe, expect, it } from 'vitest';
import { EMPTY_SITE } from '../../contracts/render-context.ts';
import { EMPTY_SOURCES, type PageView } from '../../contracts/data.ts';
import { DEFAULT_KIT } from '../../model/kit.ts';
import { renderPageToString } from './render-page.tsx';

const assets = { bootImports: [], moduleUrl: () => undefined, modulePreloads: () => [] };
const footer = {
  id: 30,
  type: 'footer',
  elements: [{ id: 'f1', elType: 'widget', widgetType: 'heading', settings: { title: 'Footer heading' }, elements: [] }],
};

async function render(view: PageView) {
  const warnings: Array<{ msg: string; details: object }> = [];
  const asked: number[] = [];
  const { html, plan } = await renderPageToString({
    content: { title: 'Archive', view },
    footer,
    kit: DEFAULT_KIT,
    site: EMPTY_SITE,
    assets,
    log: { warn: (details, msg) => warnings.push({ msg, details }) },
    request: { path: '/area/harbour/', query: {} },
    sources: {
      ...EMPTY_SOURCES,
      postsInTerm: async (id) => {
        asked.push(id);
        return [];
      },
    },
  });
  return { html, plan, warnings, asked };
}

describe('page views', () => {
  it('render from the data their loader returned, with the request they were loaded for', async () => {
    const view: PageView<{ count: number }> = {
      name: 'test-list',
      data: async ({ sources }) => ({ count: (await sources.postsInTerm(12)).length }),
      Render: ({ data, request }) => (
        <p className="test-view">
          {data.count} posts at {request.path}
        </p>
      ),
    };
    const { html, plan, asked } = await render(view);
    expect(html).toContain('<p class="test-view">0<!-- --> posts at <!-- -->/area/harbour/</p>');
    expect(asked).toEqual([12]);
    expect(plan.dataFailures).toBe(0);
  });

  it('leave the view out when its loader fails, log it, and render the rest of the page', async () => {
    const view: PageView = {
      name: 'test-broken',
      data: async () => {
        throw new Error('term query failed');
      },
      Render: () => <p className="never">never</p>,
    };
    const { html, plan, warnings } = await render(view);
    expect(html).not.toContain('class="never"');
    expect(html).toContain('<main id="content" class="site-main"></main>');
    expect(html).toContain('Footer heading');
    expect(plan.dataFailures).toBe(1);
    expect(warnings).toContainEqual({
      msg: 'view data step failed: left out of the page',
      details: { view: 'test-broken', err: 'Error: term query failed' },
    });
  });
});
