// Progress bar widget declaration (Elementor's control names and defaults).
import { declare } from '../../contracts/declaration/declare.ts';
import type { SettingsOf } from '../../contracts/declaration/settings-type.ts';

const BAR = '{{WRAPPER}} .elementor-progress-wrapper .elementor-progress-bar';

// Controls are in CSS order (rules print in declaration order); the editor groups them by section.
export const progressDeclaration = declare({
  type: 'progress',
  title: 'Progress Bar',
  behaviours: ['progress-fill'],
  controls: [
    { name: 'title', kind: 'text', label: 'Title', section: 'section_progress', default: 'My Skill', html: 'inline' },
    {
      name: 'title_tag',
      kind: 'select',
      label: 'Title HTML Tag',
      section: 'section_progress',
      default: 'span',
      options: { h1: 'H1', h2: 'H2', h3: 'H3', h4: 'H4', h5: 'H5', h6: 'H6', div: 'div', span: 'span', p: 'p' },
    },
    {
      name: 'progress_type',
      kind: 'select',
      label: 'Type',
      section: 'section_progress',
      default: '',
      options: { '': 'Default', info: 'Info', success: 'Success', warning: 'Warning', danger: 'Danger' },
    },
    { name: 'percent', kind: 'slider', label: 'Percentage', section: 'section_progress', default: { unit: '%', size: 50 }, units: ['%'] },
    {
      name: 'display_percentage',
      kind: 'switcher',
      label: 'Display Percentage',
      section: 'section_progress',
      default: 'show',
      returnValue: 'show',
    },
    { name: 'inner_text', kind: 'text', label: 'Inner Text', section: 'section_progress', default: 'Web Designer', html: 'inline' },
    {
      name: 'bar_color',
      kind: 'color',
      label: 'Color',
      tab: 'style',
      section: 'section_progress_style',
      selectors: { [BAR]: { 'background-color': '{{VALUE}}' } },
    },
    {
      name: 'bar_bg_color',
      kind: 'color',
      label: 'Background Color',
      tab: 'style',
      section: 'section_progress_style',
      selectors: { '{{WRAPPER}} .elementor-progress-wrapper': { 'background-color': '{{VALUE}}' } },
    },
    {
      name: 'bar_height',
      kind: 'slider',
      label: 'Height',
      tab: 'style',
      section: 'section_progress_style',
      units: ['px', 'em', 'rem', 'custom'],
      selectors: { '{{WRAPPER}} .elementor-progress-bar': { height: '{{VALUE}}', 'line-height': '{{VALUE}}' } },
    },
    {
      name: 'bar_border_radius',
      kind: 'slider',
      label: 'Border Radius',
      tab: 'style',
      section: 'section_progress_style',
      units: ['px', '%', 'em', 'rem', 'custom'],
      selectors: { '{{WRAPPER}} .elementor-progress-wrapper, {{WRAPPER}} .elementor-progress-bar': { 'border-radius': '{{VALUE}}' } },
    },
    {
      name: 'bar_inline_color',
      kind: 'color',
      label: 'Text Color',
      tab: 'style',
      section: 'section_progress_style',
      selectors: { '{{WRAPPER}} .elementor-progress-bar': { color: '{{VALUE}}' } },
    },
    {
      name: 'bar_inner_typography',
      kind: 'typography',
      label: 'Typography',
      tab: 'style',
      section: 'section_progress_style',
      selector: '{{WRAPPER}} .elementor-progress-bar',
    },
    {
      name: 'title_color',
      kind: 'color',
      label: 'Text Color',
      tab: 'style',
      section: 'section_title',
      selectors: { '{{WRAPPER}} .elementor-title': { color: '{{VALUE}}' } },
    },
    {
      name: 'typography',
      kind: 'typography',
      label: 'Typography',
      tab: 'style',
      section: 'section_title',
      selector: '{{WRAPPER}} .elementor-title',
    },
    {
      name: 'title_shadow',
      kind: 'text-shadow',
      label: 'Text Shadow',
      tab: 'style',
      section: 'section_title',
      selector: '{{WRAPPER}} .elementor-title',
    },
  ],
});

export type ProgressSettings = SettingsOf<typeof progressDeclaration.controls>;
