import { describe, expect, it } from 'vitest';
import { runWidget } from '../../../test/helpers/run-widget.ts';
import { describeDeclaration } from '../../contracts/declaration/form.ts';
import { DEFAULT_BREAKPOINTS } from '../../model/breakpoints.ts';
import { toggle } from '../toggle/render.tsx';
import { accordion } from './render.tsx';

const items = [
  { _id: 'a', tab_title: 'Check-in <em>time</em>', tab_content: '<p>From 3 pm.</p><script>alert(1)</script>' },
  { _id: 'b', tab_title: 'Parking', tab_content: 'Free, on site.' },
];

describe('accordion and toggle widgets', () => {
  it('have Elementor defaults and serialise their forms', () => {
    const a = accordion.schema.parse({}) as Record<string, unknown>;
    expect(a.title_html_tag).toBe('div');
    expect(a.icon_align).toBe('left');
    expect((a.tabs as unknown[]).length).toBe(2);
    expect(a.selected_icon).toEqual({ value: 'fas fa-plus', library: 'fa-solid' });
    expect((toggle.schema.parse({}) as Record<string, unknown>).selected_icon).toEqual({
      value: 'fas fa-caret-right',
      library: 'fa-solid',
    });
    const form = JSON.parse(JSON.stringify(describeDeclaration(accordion.declaration, DEFAULT_BREAKPOINTS)));
    expect(JSON.stringify(form)).toContain('"tab_content"');
  });

  it('falls back to defaults for invalid settings', () => {
    const { settings, invalidKeys } = runWidget(accordion, { title_html_tag: 'script', icon_align: 'middle', tabs: 'nope' });
    expect(invalidKeys.sort()).toEqual(['icon_align', 'tabs', 'title_html_tag']);
    expect(settings.title_html_tag).toBe('div');
  });

  it('renders the disclosure pattern with the first item open and headings of the chosen level', () => {
    const { html } = runWidget(accordion, { tabs: items, title_html_tag: 'h3', icon_align: 'right' }, { id: '31e0202' });
    // Elementor's ids: the first three digits of the hex id (0x31e0202 = 52298242) and the item number.
    expect(html).toContain('<h3 id="elementor-tab-title-5221" class="elementor-tab-title elementor-active" data-tab="1">');
    expect(html).toContain(
      '<button type="button" class="elementor-accordion-title" aria-expanded="true" aria-controls="elementor-tab-content-5221"><span class="elementor-accordion-icon elementor-accordion-icon-right" aria-hidden="true">',
    );
    expect(html).toContain('<span class="elementor-accordion-title-text">Check-in <em>time</em></span>');
    expect(html).toContain(
      '<div id="elementor-tab-content-5221" class="elementor-tab-content elementor-clearfix elementor-active" data-tab="1" role="region" aria-labelledby="elementor-tab-title-5221"><p>From 3 pm.</p></div>',
    );
    expect(html).toContain('aria-expanded="false" aria-controls="elementor-tab-content-5222"');
    expect(html).toContain('role="region" aria-labelledby="elementor-tab-title-5222" hidden="">Free, on site.</div>');
    expect(html).not.toContain('<script');
  });

  it('starts the toggle with every item closed, in its own classes', () => {
    const { html } = runWidget(toggle, { tabs: items });
    expect(html).toMatch(/^<div class="elementor-toggle"><div class="elementor-toggle-item">/);
    expect(html).not.toContain('aria-expanded="true"');
    expect(html.match(/hidden=""/g)).toHaveLength(2);
    expect(html).toContain('elementor-toggle-icon elementor-toggle-icon-left');
  });

  it('uses legacy Font Awesome 4 icons until migrated, and no icon when none is set', () => {
    const legacy = runWidget(accordion, { tabs: items, icon: 'fa fa-chevron-down', icon_active: 'fa fa-chevron-up' }).html;
    expect(legacy).toContain('e-fas-chevron-down');
    expect(legacy).toContain('e-fas-chevron-up');
    const none = runWidget(accordion, { tabs: items, selected_icon: { value: '', library: '' } }).html;
    expect(none).not.toContain('elementor-accordion-icon');
  });

  it('prints the style controls real documents set', () => {
    const sel = '.elementor-element-abc123';
    const { css } = runWidget(accordion, {
      title_color: '#5D646D',
      tab_active_color: '#0D233E',
      border_width: { unit: 'px', size: 0 },
      title_padding: { unit: 'px', top: '0', right: '0', bottom: '10', left: '0' },
      icon_space: { unit: 'px', size: 8 },
    });
    expect(css).toContain(`${sel} .elementor-accordion .elementor-tab-title{color:#5D646D;padding:0 0 10px}`);
    expect(css).toContain(`${sel} .elementor-accordion .elementor-tab-title.elementor-active{color:#0D233E}`);
    expect(css).toContain(`${sel} .elementor-accordion .elementor-accordion-item{border-width:0}`);
    expect(css).toContain('.elementor-accordion-icon.elementor-accordion-icon-left{margin-inline-end:8px}');
    const t = runWidget(toggle, { space_between: { unit: 'px', size: 2 } }).css;
    expect(t).toContain(`${sel} .elementor-toggle .elementor-toggle-item:not(:last-child){margin-block-end:2px}`);
  });

  it('asks for its behaviour only when it has items', () => {
    expect(accordion.behaviours?.(accordion.schema.parse({}) as never)).toEqual(['accordion']);
    expect(toggle.behaviours?.(toggle.schema.parse({ tabs: [] }) as never)).toEqual([]);
  });
});
