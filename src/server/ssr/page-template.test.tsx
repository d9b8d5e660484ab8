// A page's template decides the shell around it: Canvas renders the document alone, Full Width and
// the default keep the header and footer. Templates (a header, a footer) are never affected.
import { describe, expect, it } from 'vitest';
import { EMPTY_SITE } from '../../contracts/render-context.ts';
import type { ElementNode } from '../../model/element.ts';
import { DEFAULT_KIT } from '../../model/kit.ts';
import { parseThemeOptions } from '../../theme/options.ts';
import type { RenderDocument } from '../../model/render-document.ts';
import { renderPageToString } from './render-page.tsx';

const assets = { bootImports: [], moduleUrl: () => undefined, modulePreloads: () => [] };
const heading = (id: string, title: string): ElementNode => ({
  id,
  elType: 'widget',
  widgetType: 'heading',
  settings: { title },
  elements: [],
});
const header: RenderDocument = { id: 10, type: 'header', elements: [heading('h1', 'Header heading')] };
const footer: RenderDocument = { id: 30, type: 'footer', elements: [heading('f1', 'Footer heading')] };

async function render(page: RenderDocument, parts: { header?: RenderDocument; theme?: boolean } = {}) {
  const { html } = await renderPageToString({
    content: { title: 'Test', document: page },
    header: parts.header,
    footer,
    kit: DEFAULT_KIT,
    site: EMPTY_SITE,
    assets,
    log: { warn: () => undefined },
    theme: parts.theme ? parseThemeOptions({ scrollToTop: { enabled: true } }) : undefined,
  });
  return { html, bodyClass: /<body class="([^"]*)"/.exec(html)![1].split(' ') };
}

const page = (template?: string): RenderDocument => ({
  id: 20,
  type: 'wp-page',
  settings: template ? { template } : {},
  elements: [heading('p1', 'Page heading')],
});

describe('page templates', () => {
  it('Canvas leaves out the header and footer templates', async () => {
    const { html, bodyClass } = await render(page('elementor_canvas'), { header });
    expect(html).toContain('Page heading');
    expect(html).not.toContain('Header heading');
    expect(html).not.toContain('Footer heading');
    expect(bodyClass).toEqual(expect.arrayContaining(['page-template-elementor_canvas', 'elementor-template-canvas', 'elementor-page-20']));
  });

  it('Canvas leaves out the theme header and the scroll-to-top button', async () => {
    const withTheme = await render(page(), { theme: true });
    expect(withTheme.html).toContain('id="masthead"');
    const canvas = await render(page('elementor_canvas'), { theme: true });
    expect(canvas.html).not.toContain('id="masthead"');
    expect(canvas.html).not.toContain('ast-scroll-top');
  });

  it('Full Width and the default keep the header and footer', async () => {
    for (const [template, cls] of [
      ['elementor_header_footer', 'elementor-template-full-width'],
      [undefined, 'page-template-default'],
    ] as const) {
      const { html, bodyClass } = await render(page(template), { header });
      expect(html).toContain('Header heading');
      expect(html).toContain('Footer heading');
      expect(bodyClass).toContain(cls);
      expect(bodyClass).not.toContain('elementor-template-canvas');
    }
  });

  it('applies to pages and posts only: a template document keeps the shell whatever its settings say', async () => {
    const single: RenderDocument = {
      id: 40,
      type: 'single',
      settings: { template: 'elementor_canvas' },
      elements: [heading('s1', 'Single')],
    };
    const { html, bodyClass } = await render(single, { header });
    expect(html).toContain('Header heading');
    expect(bodyClass).not.toContain('elementor-template-canvas');
  });
});
