// The page compositor and its parts: each part adds its CSS, markup, modules, configuration and tags
// where the contract says, in list order; a part the page does not use adds nothing.
import { describe, expect, it } from 'vitest';
import { EMPTY_SITE } from '../../contracts/render-context.ts';
import type { ElementNode } from '../../model/element.ts';
import { DEFAULT_KIT } from '../../model/kit.ts';
import type { RenderDocument } from '../../model/render-document.ts';
import { parseThemeOptions } from '../../theme/options.ts';
import { definePart, type PagePart } from './page-part.ts';
import { PAGE_PARTS } from './page-parts.ts';
import { renderPageToString, type RenderPageInput } from './render-page.tsx';

const assets = {
  bootImports: [],
  moduleUrl: (name: string) => `/assets/${name}.js`,
  modulePreloads: (name: string) => [`/assets/${name}.js`],
};
const heading = (id: string, title: string): ElementNode => ({
  id,
  elType: 'widget',
  widgetType: 'heading',
  settings: { title },
  elements: [],
});
const page: RenderDocument = {
  id: 20,
  type: 'wp-page',
  elements: [{ ...heading('p1', 'Page heading'), settings: { title: 'Page heading', title_color: '#123456' } }],
};

async function render(extra: Partial<RenderPageInput> = {}) {
  const result = await renderPageToString({
    content: { title: 'Test', document: page },
    kit: DEFAULT_KIT,
    site: EMPTY_SITE,
    assets,
    log: { warn: () => undefined },
    ...extra,
  });
  const config = JSON.parse(/id="foyer-config">(.*?)<\/script>/.exec(result.html)![1]) as Record<string, unknown>;
  return { ...result, config };
}

/** A part that shows a note at the end of the page, with its own CSS, module, configuration and tag. */
const notePart = definePart<string>({
  name: 'note',
  region: 'end',
  load: async ({ data }) => `note for ${data.request.path}`,
  prepare({ plan }, text) {
    plan.modules.add('note-behaviour');
    return {
      themeCss: '.note-theme{color:red}',
      css: '.note-after{color:blue}',
      customCss: ['.note-custom{color:green}'],
      config: { note: { text } },
      tags: ['note:1'],
      render: () => <aside className="note">{text}</aside>,
    };
  },
});

const unusedPart: PagePart = { name: 'unused', region: 'header', prepare: () => undefined };

describe('page parts', () => {
  it('lists every part of the site shell once', () => {
    const names = PAGE_PARTS.map((p) => p.name);
    expect(names).toEqual([
      'header',
      'footer',
      'scroll-to-top',
      'mega-panels',
      'header-search',
      'header-cart',
      'account-panel',
      'popups',
      'lightbox',
      'tracker',
    ]);
    expect(new Set(names).size).toBe(names.length);
  });

  it('puts a part’s CSS, markup, module, configuration and tags where the contract says', async () => {
    const { html, plan, config } = await render({ parts: [notePart] });
    const css = /<style>(.*?)<\/style>/s.exec(html)![1];
    // Theme CSS before the documents' rules, the part's own after them, custom CSS last.
    const at = (rule: string) => css.indexOf(rule);
    expect(at('.note-theme')).toBeGreaterThan(-1);
    expect(at('.note-theme')).toBeLessThan(at('.elementor-element-p1'));
    expect(at('.note-after')).toBeGreaterThan(at('.elementor-element-p1'));
    expect(at('.note-custom')).toBeGreaterThan(at('.note-after'));
    // Its markup follows <main>, its module is preloaded, its configuration is in the boot config.
    expect(html.indexOf('<aside class="note">note for /</aside>')).toBeGreaterThan(html.indexOf('</main>'));
    expect(plan.modules.has('note-behaviour')).toBe(true);
    expect(html).toContain('<link rel="modulepreload" href="/assets/note-behaviour.js"/>');
    expect(config.note).toEqual({ text: 'note for /' });
  });

  it('gives the page the tags its parts name', async () => {
    const { renderPage } = await import('./render-page.tsx');
    const rendered = await renderPage({
      content: { title: 'Test', document: page },
      kit: DEFAULT_KIT,
      site: EMPTY_SITE,
      assets,
      log: { warn: () => undefined },
      parts: [notePart],
    });
    rendered.stream.resume();
    expect(rendered.tags).toEqual(['note:1']);
  });

  it('a part the page does not use adds nothing', async () => {
    const without = await render({ parts: [] });
    const withUnused = await render({ parts: [unusedPart] });
    expect(withUnused.html).toBe(without.html);
  });

  it('a page without theme, header, footer, popups, lightbox or tracker gets no part’s output', async () => {
    const kit = { ...DEFAULT_KIT, global_image_lightbox: false };
    const bare = await render({ parts: [], kit });
    const all = await render({ kit });
    expect(all.html).toBe(bare.html);
  });

  it('the lightbox part leaves the editor’s preview alone unless the user’s lightbox_in_editor preference is on', async () => {
    expect((await render({ isEditor: true })).html).not.toContain('foyer-lightbox');
    const on = await render({ isEditor: true, lightboxInEditor: true });
    expect(on.html).toContain('<div id="foyer-lightbox" hidden=""');
    expect([...on.plan.inputModules]).toContain('lightbox-links');
    // Outside the editor the preference means nothing.
    expect((await render({ lightboxInEditor: false })).html).toContain('<div id="foyer-lightbox" hidden=""');
  });

  it('the lightbox part waits for input, with the kit’s switches, when the kit or an element asks for it', async () => {
    const { html, plan } = await render();
    expect(html).toContain(
      '<div id="foyer-lightbox" hidden="" data-behaviours="lightbox-links" data-behaviours-defer="input" data-behaviours-clicks="a[data-elementor-open-lightbox=yes],a[href$=&quot;.png&quot; i],a[href$=&quot;.jpg&quot; i],a[href$=&quot;.jpeg&quot; i],a[href$=&quot;.gif&quot; i],a[href$=&quot;.svg&quot; i],a[href$=&quot;.webp&quot; i],a[href$=&quot;.avif&quot; i]" data-settings="{&quot;global&quot;:true,&quot;counter&quot;:true,&quot;fullscreen&quot;:true,&quot;zoom&quot;:true,&quot;share&quot;:true}"></div>',
    );
    expect([...plan.inputModules]).toEqual(['lightbox-links', 'lightbox']);
    expect(plan.modules.has('lightbox')).toBe(false);
    const kit = { ...DEFAULT_KIT, global_image_lightbox: false };
    const image: ElementNode = { id: 'i1', elType: 'widget', widgetType: 'image', settings: { open_lightbox: 'yes' }, elements: [] };
    const asked = await render({ kit, content: { title: 'Test', document: { ...page, elements: [image] } } });
    expect(asked.html).toContain('data-behaviours="lightbox-links"');
  });

  it('the theme’s parts add their markup, modules and CSS in list order', async () => {
    const footer: RenderDocument = { id: 30, type: 'footer', elements: [heading('f1', 'Footer heading')] };
    const theme = parseThemeOptions({ scrollToTop: { enabled: true }, header: { search: true, account: true } });
    const { html, plan } = await render({ theme, footer });
    const order = ['id="masthead"', '<main', 'elementor-location-footer', 'id="ast-scroll-top"'].map((s) => html.indexOf(s));
    expect(order.every((at) => at > -1)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(plan.inputModules.has('scroll-to-top')).toBe(true);
    expect(plan.islands.has('account-forms')).toBe(true);
    expect(html).toContain('foyer-header-search');
  });
});
