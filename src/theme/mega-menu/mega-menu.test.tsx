// Mega items rendered on the server: panels planned as their own documents (scoped CSS, their
// widgets' modules), ARIA tabs, carousel slides with the video player's messages.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EMPTY_REQUEST, EMPTY_SOURCES } from '../../contracts/data.ts';
import type { MenuItem } from '../../contracts/render-context.ts';
import { createPlan } from '../../render/plan.ts';
import { createCssSink } from '../../model/css.ts';
import { checkMenuItemMeta, type MegaSettings } from '../../model/menu-item-meta.ts';
import { widgetByType } from '../../widgets/index.ts';
import { createTestContext } from '../../../test/helpers/render-context.ts';
import { megaMenuCss } from './base-css.ts';
import { hasMegaItems, megaDocuments, planMegaPanels } from './documents.ts';
import { megaPanelFor } from './panel.tsx';

const mega = (value: unknown): MegaSettings => {
  const checked = checkMenuItemMeta({ mega: value });
  if (!checked.ok || !checked.meta.mega) throw new Error(checked.ok ? 'no mega' : checked.reason);
  return checked.meta.mega;
};
const heading = (id: string, title: string) => ({
  id,
  elType: 'widget',
  widgetType: 'heading',
  settings: { title, title_color: '#123456', animation: 'fadeIn' },
  elements: [],
});

const items: MenuItem[] = [
  { id: 1, title: 'Home', url: '/', children: [] },
  {
    id: 5,
    title: 'Areas',
    url: '/#areas',
    taxonomy: 'area',
    children: [{ id: -12, title: 'Old Town', url: '/area/old-town/', children: [] }],
    mega: mega({
      type: 'panel',
      width: 960,
      elements: [{ id: 'col1', elType: 'container', settings: {}, elements: [heading('h1', 'Old town')] }],
    }),
  },
  {
    id: 6,
    title: 'Guides',
    url: '/guides/',
    children: [],
    mega: mega({
      type: 'tabs',
      tabs: [
        { title: 'Eat', elements: [heading('h1', 'Tavernas')] },
        { title: 'Walk', elements: [heading('h2', 'Coast path')] },
      ],
    }),
  },
  {
    id: 7,
    title: 'Suites',
    url: '/suites/',
    children: [],
    mega: mega({
      type: 'carousel',
      carousel: {
        count: 3,
        items: [
          { image: { url: '/uploads/demo/bedroom.jpg', alt: 'Bedroom' }, link: '/suite-one/', title: 'Suite one' },
          { video: true, title: 'Tour' },
          { video: true, link: 'https://example.com/v/1' },
          { video: true, link: 'https://youtu.be/dQw4w9WgXcQ', title: 'Terrace' },
        ],
      },
    }),
  },
];

async function render() {
  const ctx = createTestContext();
  const plan = createPlan(createCssSink(ctx.kit.breakpoints), widgetByType);
  const documents = await planMegaPanels(plan, items, ctx, { request: EMPTY_REQUEST, sources: EMPTY_SOURCES });
  const panelFor = megaPanelFor(plan, ctx);
  const html = renderToStaticMarkup(<>{items.map((item) => panelFor(item, 0))}</>);
  return { html, plan, documents, panelFor };
}

describe('mega menu rendering', () => {
  it('plans every panel and tab as its own document scope', async () => {
    expect(hasMegaItems(items)).toBe(true);
    expect(hasMegaItems([items[0]])).toBe(false);
    expect(megaDocuments(items).map((d) => d.scope)).toEqual(['.elementor-mega-5', '.elementor-mega-6-0', '.elementor-mega-6-1']);
    const { plan, documents } = await render();
    expect(documents).toHaveLength(3);
    const css = plan.css.toString();
    // The same element id in two documents gets a rule under each scope.
    expect(css).toContain('.elementor-mega-5 .elementor-element-h1 .elementor-heading-title{color:#123456}');
    expect(css).toContain('.elementor-mega-6-0 .elementor-element-h1 .elementor-heading-title{color:#123456}');
    expect([...plan.modules].sort()).toEqual(['entrance-animation', 'mega-menu']);
    // What sits inside a closed panel waits for the visitor's first input.
    expect([...plan.inputModules].sort()).toEqual(['areas-menu', 'carousel']);
  });

  it('renders a panel root with the behaviour (desktop only), the area list (refreshable) and the tree in Elementor wrappers', async () => {
    const { html, panelFor } = await render();
    expect(panelFor(items[0], 0)).toBeUndefined();
    expect(panelFor(items[1], 1)).toBeUndefined(); // Panels are for top-level items.
    expect(html).toContain(
      '<div class="foyer-mega foyer-mega--panel" data-behaviours="mega-menu" data-behaviours-media="(min-width: 922px)" style="max-width:960px">',
    );
    expect(html).toContain(
      '<div class="foyer-mega__terms" data-behaviours="areas-menu" data-behaviours-defer="input" data-settings="{&quot;taxonomy&quot;:&quot;area&quot;}"><ul class="sub-menu foyer-mega__term-list" aria-label="Areas"><li class="menu-item menu-item-term-12"><a class="menu-link ast-sub-menu-link" href="/area/old-town/">Old Town</a></li></ul></div>',
    );
    expect(html).toContain('class="elementor elementor-mega-5" data-elementor-type="mega-menu" data-elementor-id="mega-5"');
    expect(html).toContain('Old town');
  });

  it('renders vertical ARIA tabs, the first selected', async () => {
    const { html } = await render();
    expect(html).toContain('role="tablist" aria-orientation="vertical" aria-label="Guides"');
    expect(html).toMatch(
      /role="tab" id="foyer-mega-6-tab-0" class="foyer-mega__tab" aria-selected="true" aria-controls="foyer-mega-6-tabpanel-0" tabindex="0">Eat/,
    );
    expect(html).toMatch(
      /role="tab" id="foyer-mega-6-tab-1" class="foyer-mega__tab" aria-selected="false" aria-controls="foyer-mega-6-tabpanel-1" tabindex="-1">Walk/,
    );
    expect(html).toMatch(
      /id="foyer-mega-6-tabpanel-1" class="foyer-mega__tabpanel" aria-labelledby="foyer-mega-6-tab-1" tabindex="0" hidden="">/,
    );
  });

  it('renders labelled slides; video slides show the player messages or a play button, never an embed', async () => {
    const { html } = await render();
    expect(html).toContain('role="region" aria-roledescription="carousel" aria-label="Suites" data-behaviours="carousel"');
    expect(html).toContain('data-settings="{&quot;count&quot;:3,&quot;autoplay&quot;:true}"');
    expect(html).toContain('style="--foyer-carousel-count:3;--foyer-carousel-max2:2"');
    expect(html.match(/aria-roledescription="slide" aria-label="\d of 4"/g)).toHaveLength(4);
    expect(html).toContain('<a class="foyer-carousel__link" href="/suite-one/">');
    expect(html).toContain('Missing video URL.');
    expect(html).toContain('Video URL not supported.');
    expect(html).toContain('data-embed="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&amp;rel=0"');
    expect(html).toContain('aria-label="Play video: Terrace"');
    expect(html).not.toContain('<iframe');
    for (const name of ['Previous slide', 'Next slide', 'Pause slides']) expect(html).toContain(`aria-label="${name}"`);
  });

  it('has CSS for the states, the 200 px minimum height and the 30 px gutter', () => {
    expect(megaMenuCss).toContain('min-height:200px');
    expect(megaMenuCss).not.toContain('\n');
    expect(megaMenuCss).toContain('gap:30px');
    expect(megaMenuCss).toContain('transition:opacity .1s ease-out,transform .1s ease-out');
    expect(megaMenuCss).toContain('transition:opacity .2s ease,transform .2s ease');
  });
});
