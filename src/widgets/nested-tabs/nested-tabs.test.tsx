import { describe, expect, it } from 'vitest';
import { parseSettings } from '../../contracts/settings.ts';
import { node, renderTree } from '../../../test/helpers/render-tree.tsx';
import { nestedTabs } from './render.tsx';

function tree(settings: Record<string, unknown>) {
  const panels = ['Sea view', 'Garden'].map((text, i) =>
    node(
      'container',
      { content_width: 'full' },
      [node('widget', { editor: `<p>${text}</p>` }, [], { widgetType: 'text-editor', id: `w${i}` })],
      {
        id: `c${i}`,
      },
    ),
  );
  return [node('widget', settings, panels, { widgetType: 'nested-tabs', id: '495ae59f' })];
}

const items = [
  { _id: 'a', tab_title: 'Sea view', tab_icon: { value: 'fas fa-water', library: 'fa-solid' } },
  { _id: 'b', tab_title: 'Garden', element_id: 'garden-suite' },
];

describe('nested tabs widget', () => {
  it('has Elementor defaults and falls back for invalid settings', () => {
    const s = nestedTabs.schema.parse({}) as Record<string, unknown>;
    expect(s.breakpoint_selector).toBe('mobile');
    expect((s.tabs as unknown[]).length).toBe(3);
    const bad = parseSettings(nestedTabs.schema, { breakpoint_selector: 'phone' });
    expect(bad.invalidKeys).toEqual(['breakpoint_selector']);
    expect(bad.settings.breakpoint_selector).toBe('mobile');
  });

  it('renders a tablist and puts each child container in its panel', () => {
    const { html, warnings } = renderTree(tree({ tabs: items }));
    expect(warnings).toEqual([]);
    const uid = String(parseInt('495ae59f', 16)).slice(0, 3);
    expect(html).toContain(`<div class="e-n-tabs" data-widget-number="${uid}"><div class="e-n-tabs-heading" role="tablist">`);
    expect(html).toContain(
      `<button id="e-n-tab-title-${uid}1" type="button" class="e-n-tab-title e-active" aria-selected="true" data-tab-index="1" role="tab" tabindex="0" aria-controls="e-n-tab-content-${uid}1"><span class="e-n-tab-icon" aria-hidden="true">`,
    );
    // An item's own CSS id names its title, so `#garden-suite` opens it.
    expect(html).toContain(
      `<button id="garden-suite" type="button" class="e-n-tab-title" aria-selected="false" data-tab-index="2" role="tab" tabindex="-1"`,
    );
    expect(html).toMatch(
      new RegExp(
        `<div id="e-n-tab-content-${uid}1" class="e-n-tab-content e-active" role="tabpanel" aria-labelledby="e-n-tab-title-${uid}1" data-tab-index="1"><div class="elementor-element elementor-element-c0 [^"]*e-con[^"]*"[^>]*>.*Sea view`,
      ),
    );
    expect(html).toMatch(/aria-labelledby="garden-suite" data-tab-index="2" hidden=""><div class="elementor-element elementor-element-c1 /);
    expect(html).toContain('<button type="button" class="e-n-tab-title e-n-tab-mobile-title" data-tab-index="2" aria-expanded="false"');
  });

  it('switches to the accordion layout below the chosen breakpoint, in CSS', () => {
    const own = '.elementor-element-495ae59f > .elementor-widget-container > .e-n-tabs';
    const mobile = renderTree(tree({ tabs: items })).css;
    expect(mobile).toContain(
      `@media(max-width:767px){${own} > .e-n-tabs-heading{display:none}${own} > .e-n-tabs-content > .e-n-tab-mobile-title{display:flex}`,
    );
    const tablet = renderTree(tree({ tabs: items, breakpoint_selector: 'tablet' })).css;
    expect(tablet).toContain(`@media(max-width:1024px){${own} > .e-n-tabs-heading{display:none}`);
    expect(renderTree(tree({ tabs: items, breakpoint_selector: 'none' })).css).not.toContain('e-n-tabs-heading{display:none}');
  });

  it('prints title colours per state and the fixtures’ spacing', () => {
    const { css } = renderTree(
      tree({
        tabs: items,
        title_text_color: '#76837E',
        title_text_color_active: '#0B251C',
        tabs_title_space_between: { unit: 'px', size: 14 },
      }),
    );
    expect(css).toContain('.e-n-tabs-heading > .e-n-tab-title:not([aria-selected="true"]):not([aria-expanded="true"])');
    expect(css).toContain('{color:#76837E}');
    expect(css).toContain('.e-n-tabs-heading > .e-n-tab-title[aria-selected="true"]');
    expect(css).toContain('.elementor-element-495ae59f{--n-tabs-title-gap:14px}');
    // Below the breakpoint, Elementor's accordion layout spaces the titles with the same gap.
    expect(css).toContain(
      '.e-n-tabs > .e-n-tabs-content > .e-n-tab-mobile-title:not(:first-child){margin-block-start:var(--n-tabs-title-gap,10px)}',
    );
  });
});
