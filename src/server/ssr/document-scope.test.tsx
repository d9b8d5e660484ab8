// Documents render in their own scope (Elementor's wrapper and `.elementor-{id}` rules), and the kit
// is a set of CSS variables and styles on the body's kit class.
import { describe, expect, it } from 'vitest';
import { EMPTY_SITE } from '../../contracts/render-context.ts';
import type { ElementNode } from '../../model/element.ts';
import { kitSchema } from '../../model/kit.ts';
import type { RenderDocument } from '../../model/render-document.ts';
import { renderPageToString } from './render-page.tsx';

const assets = { bootImports: [], moduleUrl: () => undefined, modulePreloads: () => [] };
const kit = kitSchema.parse({
  id: 5,
  system_colors: [{ _id: 'primary', title: 'Primary', color: '#0e3b43' }],
  styles: { body_color: '#222222', h2_color: '#333333', link_normal_color: '#aa0000' },
});

function heading(id: string, settings: Record<string, unknown>): ElementNode {
  return { id, elType: 'widget', widgetType: 'heading', settings: { title: `Title ${id}`, ...settings }, elements: [] };
}

async function render(docs: { header?: RenderDocument; page: RenderDocument }) {
  const warnings: Array<{ msg: string; details: object }> = [];
  const { html, plan } = await renderPageToString({
    content: { title: 'Test', document: docs.page },
    header: docs.header,
    kit,
    site: EMPTY_SITE,
    assets,
    log: { warn: (details, msg) => warnings.push({ msg, details }) },
  });
  const css = /<style>(.*?)<\/style>/s.exec(html)![1];
  return { html, css, plan, warnings };
}

describe('document scope', () => {
  it('wraps each document as Elementor does and keeps reused element ids apart', async () => {
    const { html, css } = await render({
      header: { id: 10, type: 'header', elements: [heading('a1b2c3', { title_color: '#ff0000' })] },
      page: { id: 20, type: 'wp-page', elements: [heading('a1b2c3', { title_color: '#00ff00' })] },
    });
    expect(html).toContain(
      '<header class="site-header elementor-location-header elementor elementor-10" data-elementor-type="header" data-elementor-id="10">',
    );
    expect(html).toContain('<div class="elementor elementor-20" data-elementor-type="wp-page" data-elementor-id="20">');
    expect(css).toContain('.elementor-10 .elementor-element-a1b2c3 .elementor-heading-title{color:#ff0000}');
    expect(css).toContain('.elementor-20 .elementor-element-a1b2c3 .elementor-heading-title{color:#00ff00}');
    // No rule for the element outside a document scope.
    expect(css.match(/[^{}]*\.elementor-element-a1b2c3[^{]*\{/g)?.every((r) => /^\.elementor-(10|20) /.test(r))).toBe(true);
    expect(html).toMatch(/<body class="[^"]*elementor-kit-5 elementor-page elementor-page-20"/);
  });

  it('applies page settings and custom CSS, scoped, and refuses unsafe custom CSS', async () => {
    const { css, warnings } = await render({
      page: {
        id: 20,
        type: 'wp-page',
        settings: { background_background: 'classic', background_color: '#fafafa', custom_css: 'selector .note{color:teal}' },
        elements: [
          heading('e1', { custom_css: 'selector{outline:1px solid red}' }),
          heading('e2', { custom_css: '</style><script>alert(1)</script>' }),
        ],
      },
    });
    expect(css).toContain('body.elementor-page-20{background-color:#fafafa}');
    expect(css).toContain('body.elementor-page-20 .note{color:teal}');
    expect(css).toContain('.elementor-20 .elementor-element.elementor-element-e1{outline:1px solid red}');
    expect(css).not.toContain('alert');
    expect(warnings).toContainEqual({ msg: 'custom CSS refused', details: { id: 'e2', reason: 'an HTML tag' } });
  });

  it('puts the kit variables and kit styles on the kit class', async () => {
    const { css } = await render({ page: { id: 20, type: 'wp-page', elements: [] } });
    const kitRule = /^\.elementor-kit-5\{([^}]*)\}/.exec(css)![1];
    expect(kitRule).toMatch(/^--e-global-color-primary:#0e3b43;--e-global-typography-primary-font-family:"Roboto";.*;color:#222222$/);
    expect(css).toContain('.elementor-kit-5 a{color:#aa0000}');
    expect(css).toContain('.elementor-kit-5 h2{color:#333333}');
    // The kit comes first: a document's own rules, printed later, win over it.
    expect(css.startsWith('.elementor-kit-5{')).toBe(true);
  });

  it('renders known globals as variables, and falls back to the own value for unknown ones, reporting each', async () => {
    const { css, plan, warnings } = await render({
      page: {
        id: 20,
        type: 'wp-page',
        elements: [
          heading('g1', { title_color: '#111111', __globals__: { title_color: 'globals/colors?id=primary' } }),
          heading('g2', { title_color: '#222222', __globals__: { title_color: 'globals/colors?id=c0ffee1' } }),
          heading('g3', { title_color: '#333333', __globals__: { title_color: 'globals/colors?id=c0ffee1' } }),
        ],
      },
    });
    expect(css).toContain('.elementor-20 .elementor-element-g1 .elementor-heading-title{color:var(--e-global-color-primary)}');
    expect(css).toContain('.elementor-20 .elementor-element-g2 .elementor-heading-title{color:#222222}');
    expect(plan.unknownGlobals.get('colors?id=c0ffee1')).toBe(2);
    expect(warnings.filter((w) => w.msg.startsWith('reference to a global')).length).toBeLessThanOrEqual(1);
  });
});
