// Icon list widget declaration (Elementor's control names and defaults).
import { declareWidget } from '../../contracts/declaration/declare.ts';
import { TEXT_ALIGN } from '../../contracts/declaration/options.ts';
import type { SettingsOf } from '../../contracts/declaration/settings-type.ts';
import { dividerCss, iconAlignCss } from './css.ts';

const fa = (value: string) => ({ value, library: 'fa-solid' });
const noLink = { url: '', is_external: '', nofollow: '', custom_attributes: '' };
const STYLE = 'section_icon_style';
const TEXT = '{{WRAPPER}} .elementor-icon-list-text';

// Controls are in CSS order (rules print in declaration order); the editor groups them by section.
export const iconListDeclaration = declareWidget({
  type: 'icon-list',
  title: 'Icon List',
  category: 'general',
  icon: 'eicon-bullet-list',
  keywords: ['icon list', 'icon', 'list'],
  sections: [
    { name: 'section_icon', label: 'Icon List' },
    { name: 'section_icon_list', label: 'List', tab: 'style' },
    { name: 'section_icon_style', label: 'Icon', tab: 'style' },
    { name: 'section_text_style', label: 'Text', tab: 'style' },
  ],
  controls: [
    {
      name: 'view',
      kind: 'choose',
      label: 'Layout',
      section: 'section_icon',
      default: 'traditional',
      options: { traditional: 'Default', inline: 'Inline' },
    },
    // A repeater item that does not validate is dropped; the others still render.
    {
      name: 'icon_list',
      kind: 'repeater',
      label: 'Items',
      section: 'section_icon',
      titleField: 'text',
      fields: [
        // May hold inline HTML: sanitised when rendered.
        { name: 'text', kind: 'text', label: 'Text', placeholder: 'List Item', default: '', html: 'inline' },
        { name: 'selected_icon', kind: 'icons', label: 'Icon' },
        { name: 'icon', kind: 'hidden', label: 'Icon (Font Awesome 4)' },
        { name: 'link', kind: 'url', label: 'Link' },
      ],
      default: [
        { text: 'List Item #1', selected_icon: fa('fas fa-check'), link: noLink },
        { text: 'List Item #2', selected_icon: fa('fas fa-times'), link: noLink },
        { text: 'List Item #3', selected_icon: fa('fas fa-dot-circle'), link: noLink },
      ],
    },
    {
      name: 'space_between',
      kind: 'slider',
      label: 'Space Between',
      tab: 'style',
      section: 'section_icon_list',
      responsive: true,
      units: ['px', 'em', 'rem', 'custom'],
      selectors: { '{{WRAPPER}} .elementor-icon-list-items': { '--icon-list-space': '{{VALUE}}' } },
    },
    {
      name: 'icon_align',
      kind: 'choose',
      label: 'Alignment',
      tab: 'style',
      section: 'section_icon_list',
      responsive: true,
      default: '',
      options: TEXT_ALIGN,
      // Two properties from one value, each through its own converter.
      css: iconAlignCss,
    },
    { name: 'divider', kind: 'switcher', label: 'Divider', tab: 'style', section: 'section_icon_list', default: '' },
    {
      name: 'divider_style',
      kind: 'select',
      label: 'Style',
      tab: 'style',
      section: 'section_icon_list',
      default: 'solid',
      options: { solid: 'Solid', double: 'Double', dotted: 'Dotted', dashed: 'Dashed' },
      condition: { divider: 'yes' },
      // The divider line combines style, weight, colour and a size that depends on the layout.
      css: dividerCss,
    },
    {
      name: 'divider_weight',
      kind: 'slider',
      label: 'Weight',
      tab: 'style',
      section: 'section_icon_list',
      units: ['px'],
      condition: { divider: 'yes' },
    },
    {
      name: 'divider_width',
      kind: 'slider',
      label: 'Width',
      tab: 'style',
      section: 'section_icon_list',
      units: ['%', 'px'],
      condition: { divider: 'yes', 'view!': 'inline' },
    },
    {
      name: 'divider_height',
      kind: 'slider',
      label: 'Height',
      tab: 'style',
      section: 'section_icon_list',
      units: ['%', 'px'],
      condition: { divider: 'yes', view: 'inline' },
    },
    { name: 'divider_color', kind: 'color', label: 'Color', tab: 'style', section: 'section_icon_list', condition: { divider: 'yes' } },
    {
      name: 'icon_size',
      kind: 'slider',
      label: 'Size',
      tab: 'style',
      section: STYLE,
      responsive: true,
      units: ['px', '%', 'em', 'rem', 'vw', 'custom'],
      selectors: { '{{WRAPPER}}': { '--e-icon-list-icon-size': '{{VALUE}}' } },
    },
    {
      name: 'icon_color',
      kind: 'color',
      label: 'Color',
      tab: 'style',
      section: STYLE,
      selectors: { '{{WRAPPER}} .elementor-icon-list-icon': { color: '{{VALUE}}' } },
    },
    {
      name: 'icon_color_hover',
      kind: 'color',
      label: 'Hover',
      tab: 'style',
      section: STYLE,
      selectors: { '{{WRAPPER}} .elementor-icon-list-item:hover .elementor-icon-list-icon': { color: '{{VALUE}}' } },
    },
    {
      name: 'text_color',
      kind: 'color',
      label: 'Text Color',
      tab: 'style',
      section: 'section_text_style',
      selectors: { [TEXT]: { color: '{{VALUE}}' } },
    },
    {
      name: 'text_color_hover',
      kind: 'color',
      label: 'Hover',
      tab: 'style',
      section: 'section_text_style',
      selectors: { '{{WRAPPER}} .elementor-icon-list-item:hover .elementor-icon-list-text': { color: '{{VALUE}}' } },
    },
    {
      name: 'text_indent',
      kind: 'slider',
      label: 'Text Indent',
      tab: 'style',
      section: 'section_text_style',
      responsive: true,
      units: ['px', 'em', 'rem', 'custom'],
      selectors: { [TEXT]: { 'padding-inline-start': '{{VALUE}}' } },
    },
    {
      name: 'icon_typography',
      kind: 'typography',
      label: 'Typography',
      tab: 'style',
      section: 'section_text_style',
      selector: '{{WRAPPER}} .elementor-icon-list-item>.elementor-icon-list-text,{{WRAPPER}} .elementor-icon-list-item>a',
    },
    { name: 'text_shadow', kind: 'text-shadow', label: 'Text Shadow', tab: 'style', section: 'section_text_style', selector: TEXT },
  ],
});

export type IconListSettings = SettingsOf<typeof iconListDeclaration.controls>;
export type IconListItem = IconListSettings['icon_list'][number];
