// Text editor widget declaration (Elementor's control names and defaults).
import { declareWidget } from '../../contracts/declaration/declare.ts';
import { TEXT_ALIGN } from '../../contracts/declaration/options.ts';
import type { SettingsOf } from '../../contracts/declaration/settings-type.ts';

const TEXT = '{{WRAPPER}} .elementor-text-editor';
const DROP_CAP = { drop_cap: 'yes' } as const;

// Controls are in CSS order (rules print in declaration order); the editor groups them by section.
export const textEditorDeclaration = declareWidget({
  type: 'text-editor',
  title: 'Text Editor',
  category: 'basic',
  icon: 'eicon-text',
  keywords: ['text', 'editor'],
  sections: [
    { name: 'section_editor', label: 'Text Editor' },
    { name: 'section_style', label: 'Text Editor', tab: 'style' },
    { name: 'section_drop_cap', label: 'Drop Cap', tab: 'style', condition: { drop_cap: 'yes' } },
  ],
  controls: [
    // Rich text HTML: sanitised on save and again on render (shared/sanitize.ts).
    {
      name: 'editor',
      kind: 'wysiwyg',
      label: 'Text',
      section: 'section_editor',
      default:
        '<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit. Ut elit tellus, luctus nec ullamcorper mattis, pulvinar dapibus leo.</p>',
    },
    { name: 'drop_cap', kind: 'switcher', label: 'Drop Cap', section: 'section_editor', default: '' },
    {
      name: 'align',
      kind: 'choose',
      label: 'Alignment',
      tab: 'style',
      section: 'section_style',
      responsive: true,
      default: '',
      options: TEXT_ALIGN,
      selectors: { '{{WRAPPER}}': { 'text-align': '{{VALUE}}' } },
    },
    {
      name: 'text_color',
      kind: 'color',
      label: 'Text Color',
      tab: 'style',
      section: 'section_style',
      selectors: { '{{WRAPPER}}': { color: '{{VALUE}}' } },
    },
    {
      name: 'link_color',
      kind: 'color',
      label: 'Link Color',
      tab: 'style',
      section: 'section_style',
      selectors: { [`${TEXT} a`]: { color: '{{VALUE}}' } },
    },
    {
      name: 'link_hover_color',
      kind: 'color',
      label: 'Link Hover Color',
      tab: 'style',
      section: 'section_style',
      selectors: { [`${TEXT} a:hover,${TEXT} a:focus`]: { color: '{{VALUE}}' } },
    },
    {
      name: 'text_columns',
      kind: 'select',
      label: 'Columns',
      section: 'section_editor',
      responsive: true,
      default: '',
      options: { '': 'Default', ...Object.fromEntries(Array.from({ length: 10 }, (_, i) => [String(i + 1), String(i + 1)])) },
      selectors: { [TEXT]: { columns: '{{VALUE}}' } },
    },
    {
      name: 'column_gap',
      kind: 'slider',
      label: 'Columns Gap',
      section: 'section_editor',
      responsive: true,
      units: ['px', '%', 'em', 'rem', 'vw', 'custom'],
      selectors: { [TEXT]: { 'column-gap': '{{VALUE}}' } },
    },
    {
      name: 'paragraph_spacing',
      kind: 'slider',
      label: 'Paragraph Spacing',
      tab: 'style',
      section: 'section_style',
      responsive: true,
      units: ['px', 'em', 'rem', 'vh', 'custom'],
      selectors: { [`${TEXT} p`]: { 'margin-block-end': '{{VALUE}}' } },
    },
    { name: 'typography', kind: 'typography', label: 'Typography', tab: 'style', section: 'section_style', selector: '{{WRAPPER}}' },
    { name: 'text_shadow', kind: 'text-shadow', label: 'Text Shadow', tab: 'style', section: 'section_style', selector: '{{WRAPPER}}' },
    // The drop cap's colours depend on its view together: printed by the widget's own CSS.
    {
      name: 'drop_cap_view',
      kind: 'select',
      label: 'View',
      tab: 'style',
      section: 'section_drop_cap',
      default: 'default',
      options: { default: 'Default', stacked: 'Stacked', framed: 'Framed' },
      condition: DROP_CAP,
    },
    {
      name: 'drop_cap_primary_color',
      kind: 'color',
      label: 'Primary Color',
      tab: 'style',
      section: 'section_drop_cap',
      condition: DROP_CAP,
    },
    {
      name: 'drop_cap_secondary_color',
      kind: 'color',
      label: 'Secondary Color',
      tab: 'style',
      section: 'section_drop_cap',
      condition: { ...DROP_CAP, 'drop_cap_view!': 'default' },
    },
    {
      name: 'drop_cap_size',
      kind: 'slider',
      label: 'Size',
      tab: 'style',
      section: 'section_drop_cap',
      units: ['px'],
      condition: { ...DROP_CAP, 'drop_cap_view!': 'default' },
    },
    {
      name: 'drop_cap_space',
      kind: 'slider',
      label: 'Space',
      tab: 'style',
      section: 'section_drop_cap',
      units: ['px'],
      condition: DROP_CAP,
    },
    {
      name: 'drop_cap_border_radius',
      kind: 'slider',
      label: 'Border Radius',
      tab: 'style',
      section: 'section_drop_cap',
      units: ['%', 'px'],
      defaultUnit: '%',
      condition: { ...DROP_CAP, 'drop_cap_view!': 'default' },
    },
    {
      name: 'drop_cap_border_width',
      kind: 'slider',
      label: 'Border Width',
      tab: 'style',
      section: 'section_drop_cap',
      units: ['px'],
      condition: { ...DROP_CAP, drop_cap_view: 'framed' },
    },
    {
      name: 'drop_cap_typography',
      kind: 'typography',
      label: 'Typography',
      tab: 'style',
      section: 'section_drop_cap',
      condition: DROP_CAP,
    },
  ],
});

export type TextEditorSettings = SettingsOf<typeof textEditorDeclaration.controls>;
