// Divider widget declaration (Elementor's control names and defaults).
import { declare } from '../../contracts/declaration/declare.ts';
import { TITLE_TAGS } from '../../contracts/declaration/options.ts';
import type { SettingsOf } from '../../contracts/declaration/settings-type.ts';

const ROOT = '{{WRAPPER}} .elementor-divider';
const ICON = '{{WRAPPER}} .elementor-divider .elementor-icon';
const FLEX_ALIGN = { left: 'flex-start', start: 'flex-start', center: 'center', right: 'flex-end', end: 'flex-end', justify: 'stretch' };

// Controls are in CSS order (rules print in declaration order); the editor groups them by section.
export const dividerDeclaration = declare({
  type: 'divider',
  title: 'Divider',
  controls: [
    {
      name: 'style',
      kind: 'select',
      label: 'Style',
      section: 'section_divider',
      default: 'solid',
      // Elementor's SVG pattern styles (zigzag, ...) draw as solid: only these print a style of their own.
      options: { solid: 'Solid', double: 'Double', dotted: 'Dotted', dashed: 'Dashed' },
      open: true,
      dictionary: { double: 'double', dotted: 'dotted', dashed: 'dashed' },
      selectors: { [ROOT]: { '--divider-border-style': '{{VALUE}}' } },
    },
    {
      name: 'weight',
      kind: 'slider',
      label: 'Weight',
      tab: 'style',
      section: 'section_divider_style',
      units: ['px'],
      selectors: { [ROOT]: { '--divider-border-width': '{{VALUE}}' } },
    },
    {
      name: 'color',
      kind: 'color',
      label: 'Color',
      tab: 'style',
      section: 'section_divider_style',
      selectors: { [ROOT]: { '--divider-color': '{{VALUE}}' } },
    },
    {
      name: 'align',
      kind: 'choose',
      label: 'Alignment',
      section: 'section_divider',
      responsive: true,
      default: '',
      options: { '': 'Default', left: 'Left', center: 'Center', right: 'Right' },
      open: true,
      dictionary: FLEX_ALIGN,
      selectors: { [ROOT]: { 'justify-content': '{{VALUE}}' } },
    },
    {
      name: 'gap',
      kind: 'slider',
      label: 'Gap',
      tab: 'style',
      section: 'section_divider_style',
      responsive: true,
      units: ['px', 'em', 'rem', 'custom'],
      selectors: { [ROOT]: { 'padding-block': '{{VALUE}}' } },
    },
    {
      name: 'width',
      kind: 'slider',
      label: 'Width',
      section: 'section_divider',
      responsive: true,
      units: ['%', 'px', 'vw'],
      defaultUnit: '%',
      selectors: { '{{WRAPPER}} .elementor-divider-separator': { width: '{{VALUE}}' } },
    },
    {
      name: 'text_spacing',
      kind: 'slider',
      label: 'Spacing',
      tab: 'style',
      section: 'section_text_style',
      responsive: true,
      units: ['px', 'em', 'rem', 'custom'],
      selectors: { '{{WRAPPER}} .elementor-divider__element': { margin: '0 {{VALUE}}' } },
    },
    {
      name: 'look',
      kind: 'choose',
      label: 'Add Element',
      section: 'section_divider',
      default: 'line',
      options: { line: 'None', line_text: 'Text', line_icon: 'Icon' },
    },
    {
      name: 'text',
      kind: 'text',
      label: 'Text',
      section: 'section_divider',
      default: 'Divider',
      html: 'inline',
      condition: { look: 'line_text' },
    },
    {
      name: 'html_tag',
      kind: 'select',
      label: 'HTML Tag',
      section: 'section_divider',
      default: 'span',
      options: TITLE_TAGS,
      condition: { look: 'line_text' },
    },
    { name: 'icon', kind: 'icons', label: 'Icon', section: 'section_divider', condition: { look: 'line_icon' } },
    {
      name: 'text_color',
      kind: 'color',
      label: 'Color',
      tab: 'style',
      section: 'section_text_style',
      condition: { look: 'line_text' },
      selectors: { '{{WRAPPER}} .elementor-divider__text': { color: '{{VALUE}}' } },
    },
    {
      name: 'typography',
      kind: 'typography',
      label: 'Typography',
      tab: 'style',
      section: 'section_text_style',
      condition: { look: 'line_text' },
      selector: '{{WRAPPER}} .elementor-divider__text',
    },
    {
      name: 'icon_color',
      kind: 'color',
      label: 'Color',
      tab: 'style',
      section: 'section_icon_style',
      condition: { look: 'line_icon' },
      selectors: { [ICON]: { color: '{{VALUE}}' } },
    },
    {
      name: 'icon_size',
      kind: 'slider',
      label: 'Size',
      tab: 'style',
      section: 'section_icon_style',
      responsive: true,
      units: ['px', 'em', 'rem', 'vw', 'custom'],
      condition: { look: 'line_icon' },
      selectors: { [ICON]: { 'font-size': '{{VALUE}}' } },
    },
  ],
});

export type DividerSettings = SettingsOf<typeof dividerDeclaration.controls>;
