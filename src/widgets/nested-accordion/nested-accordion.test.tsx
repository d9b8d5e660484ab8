import { describe, expect, it } from 'vitest';
import { parseSettings } from '../../contracts/settings.ts';
import { node, renderTree } from '../../../test/helpers/render-tree.tsx';
import { animationMs, nestedAccordion } from './render.tsx';

function tree(settings: Record<string, unknown>) {
  const panels = [0, 1].map((i) =>
    node('container', {}, [node('widget', { editor: `<p>Answer ${i}</p>` }, [], { widgetType: 'text-editor', id: `w${i}` })], {
      id: `c${i}`,
    }),
  );
  return [node('widget', settings, panels, { widgetType: 'nested-accordion', id: '3e9b7711' })];
}
const items = [
  { _id: 'a', item_title: 'Is breakfast included?' },
  { _id: 'b', item_title: 'Can I park?', element_css_id: 'parking' },
];

describe('nested accordion widget', () => {
  it('has Elementor defaults and falls back for invalid settings', () => {
    const s = nestedAccordion.schema.parse({}) as Record<string, unknown>;
    expect(s.default_state).toBe('expanded');
    expect(s.max_items_expended).toBe('one');
    expect(s.n_accordion_animation_duration).toEqual({ unit: 'ms', size: 400 });
    const bad = parseSettings(nestedAccordion.schema, { max_items_expended: 'all' });
    expect(bad.invalidKeys).toEqual(['max_items_expended']);
    expect(bad.settings.max_items_expended).toBe('one');
  });

  it('reads the animation duration in ms or s', () => {
    expect(animationMs({ unit: 'ms', size: 200 })).toBe(200);
    expect(animationMs({ unit: 's', size: 0.5 })).toBe(500);
    expect(animationMs({ unit: 'ms', size: 'x' })).toBe(400);
  });

  it('renders details/summary with the first item open and each child container as content', () => {
    const { html, warnings } = renderTree(tree({ items, title_tag: 'h3' }));
    expect(warnings).toEqual([]);
    const uid = String(parseInt('3e9b7711', 16)).slice(0, 3);
    expect(html).toContain(
      `<div class="e-n-accordion"><details id="e-n-accordion-item-${uid}0" class="e-n-accordion-item" open=""><summary class="e-n-accordion-item-title" data-accordion-index="1"><span class="e-n-accordion-item-title-header"><h3 class="e-n-accordion-item-title-text">Is breakfast included?</h3></span><span class="e-n-accordion-item-title-icon" aria-hidden="true"><span class="e-opened"><svg`,
    );
    expect(html).toMatch(/<\/summary><div class="elementor-element elementor-element-c0 [^"]*"[^>]*>.*Answer 0/);
    expect(html).toContain('<details id="parking" class="e-n-accordion-item"><summary');
    expect(html).toContain('data-settings="{&quot;duration&quot;:400,&quot;single&quot;:true}" data-behaviours="nested-accordion"');
  });

  it('starts all collapsed and allows many open when set', () => {
    const { html } = renderTree(tree({ items, default_state: 'all_collapsed', max_items_expended: 'multiple' }));
    expect(html).not.toContain('open=""');
    expect(html).toContain('&quot;single&quot;:false');
  });

  it('prints its CSS variables and state styles from settings', () => {
    const { css } = renderTree(
      tree({
        items,
        accordion_item_title_position_horizontal: 'stretch',
        icon_size: { unit: 'px', size: 23 },
        normal_title_color: '#112233',
        accordion_background_active_background: 'classic',
        accordion_background_active_color: '#E867EA',
        accordion_padding: { unit: 'px', top: '15', right: '30', bottom: '15', left: '30' },
      }),
    );
    expect(css).toContain('--n-accordion-title-justify-content:space-between');
    expect(css).toContain('--n-accordion-title-flex-grow:1');
    expect(css).toContain('--n-accordion-icon-size:23px');
    expect(css).toContain('--n-accordion-title-normal-color:#112233');
    expect(css).toContain('--n-accordion-padding:15px 30px');
    expect(css).toContain('.e-n-accordion > .e-n-accordion-item[open] > .e-n-accordion-item-title{background-color:#E867EA}');
  });
});
