import { describe, expect, it } from 'vitest';
import { runWidget } from '../../../test/helpers/run-widget.ts';
import { tabs } from './render.tsx';

const items = [
  { _id: 'a', tab_title: 'Breakfast', tab_content: '<p>7 to 10.30</p>' },
  { _id: 'b', tab_title: 'Dinner', tab_content: '<p>From 7 pm</p><img src="x" onerror="alert(1)">' },
];

describe('tabs widget', () => {
  it('has Elementor defaults and falls back for invalid settings', () => {
    const s = tabs.schema.parse({}) as Record<string, unknown>;
    expect(s.type).toBe('horizontal');
    expect((s.tabs as unknown[]).length).toBe(2);
    const { settings, invalidKeys } = runWidget(tabs, { type: 'diagonal' });
    expect(invalidKeys).toEqual(['type']);
    expect(settings.type).toBe('horizontal');
  });

  it('renders the tabs pattern: a tablist with the first tab selected and a roving tabindex', () => {
    const { html } = runWidget(tabs, { tabs: items }, { id: '31e0202' });
    expect(html).toMatch(
      /^<div class="elementor-tabs elementor-tabs-view-horizontal"><div class="elementor-tabs-wrapper" role="tablist" aria-orientation="horizontal">/,
    );
    expect(html).toContain(
      '<div id="elementor-tab-title-5221" class="elementor-tab-title elementor-tab-desktop-title elementor-active" aria-selected="true" data-tab="1" role="tab" tabindex="0" aria-controls="elementor-tab-content-5221">Breakfast</div>',
    );
    expect(html).toContain(
      'aria-selected="false" data-tab="2" role="tab" tabindex="-1" aria-controls="elementor-tab-content-5222">Dinner</div>',
    );
    expect(html).toContain(
      '<div id="elementor-tab-content-5221" class="elementor-tab-content elementor-clearfix elementor-active" data-tab="1" role="tabpanel" aria-labelledby="elementor-tab-title-5221" tabindex="0"><p>7 to 10.30</p></div>',
    );
    expect(html).toMatch(/id="elementor-tab-content-5222"[^>]*hidden=""/);
    expect(html).not.toContain('onerror');
  });

  it('renders the mobile titles as buttons before their panels, switched on at the mobile breakpoint', () => {
    const { html, css } = runWidget(tabs, { tabs: items, type: 'vertical', tabs_align_vertical: 'center' });
    expect(html).toContain('elementor-tabs-view-vertical elementor-tabs-alignment-center');
    expect(html).toContain('aria-orientation="vertical"');
    expect(html).toContain(
      '<button type="button" class="elementor-tab-title elementor-tab-mobile-title" data-tab="2" aria-expanded="false" aria-controls="elementor-tab-content-1122">Dinner</button><div id="elementor-tab-content-1122"',
    );
    expect(css).toContain('@media(max-width:767px){.elementor-element-abc123 .elementor-tabs-wrapper{display:none}');
  });

  it('prints its colours and typography', () => {
    const { css } = runWidget(tabs, { tab_color: '#123456', tab_active_color: '#C9A96E', background_color: '#FFFFFF' });
    expect(css).toContain('.elementor-element-abc123 .elementor-tabs .elementor-tab-title{color:#123456}');
    expect(css).toContain('.elementor-element-abc123 .elementor-tabs .elementor-tab-title.elementor-active{color:#C9A96E}');
  });
});
