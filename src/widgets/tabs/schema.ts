// Tabs widget declaration (Elementor's classic tabs: control names, defaults, selectors).
// DECISION (behaviour, not island): selecting a tab flips attributes on server markup: a behaviour of
// 3.3 KB minified / 1.8 KB gzipped with its shared chunks (Elementor's: 3,756 B on top of jQuery)
// rather than React's ~66 KB gzipped.
import { declareWidget } from '../../contracts/declaration/declare.ts';
import type { SettingsOf } from '../../contracts/declaration/settings-type.ts';

const text =
  'Lorem ipsum dolor sit amet, consectetur adipiscing elit. Ut elit tellus, luctus nec ullamcorper mattis, pulvinar dapibus leo.';
const W = '{{WRAPPER}} .elementor-tabs';
const TITLE = `${W} .elementor-tab-title`;
const ALIGN = { '': 'Start', center: 'Center', end: 'End', stretch: 'Justified' } as const;

export const tabsDeclaration = declareWidget({
  type: 'tabs',
  title: 'Tabs',
  category: 'general',
  icon: 'eicon-tabs',
  keywords: ['tabs', 'accordion', 'toggle'],
  sections: [
    { name: 'section_tabs', label: 'Tabs' },
    { name: 'section_tabs_style', label: 'Tabs', tab: 'style' },
  ],
  behaviours: ['tabs'],
  controls: [
    {
      name: 'tabs',
      kind: 'repeater',
      label: 'Tabs Items',
      section: 'section_tabs',
      titleField: 'tab_title',
      fields: [
        { name: 'tab_title', kind: 'text', label: 'Title', placeholder: 'Tab Title', default: 'Tab Title', html: 'inline' },
        { name: 'tab_content', kind: 'wysiwyg', label: 'Content', default: 'Tab Content' },
      ],
      default: [
        { tab_title: 'Tab #1', tab_content: text },
        { tab_title: 'Tab #2', tab_content: text },
      ],
    },
    { name: 'view', kind: 'hidden', label: 'View', default: 'traditional' },
    {
      name: 'type',
      kind: 'select',
      label: 'Position',
      section: 'section_tabs',
      default: 'horizontal',
      options: { horizontal: 'Horizontal', vertical: 'Vertical' },
    },
    {
      name: 'tabs_align_horizontal',
      kind: 'choose',
      label: 'Alignment',
      section: 'section_tabs',
      default: '',
      options: ALIGN,
      condition: { type: 'horizontal' },
    },
    {
      name: 'tabs_align_vertical',
      kind: 'choose',
      label: 'Alignment',
      section: 'section_tabs',
      default: '',
      options: ALIGN,
      condition: { type: 'vertical' },
    },
    {
      name: 'navigation_width',
      kind: 'slider',
      label: 'Navigation Width',
      tab: 'style',
      section: 'section_tabs_style',
      units: ['%', 'px', 'em', 'rem', 'vw', 'custom'],
      defaultUnit: '%',
      condition: { type: 'vertical' },
      selectors: { [`${W} .elementor-tabs-wrapper`]: { width: '{{VALUE}}' } },
    },
    {
      name: 'border_width',
      kind: 'slider',
      label: 'Border Width',
      tab: 'style',
      section: 'section_tabs_style',
      units: ['px', 'em', 'rem', 'custom'],
      selectors: {
        [`${TITLE},${TITLE}::before,${TITLE}::after,${W} .elementor-tab-content,${W} .elementor-tabs-content-wrapper`]: {
          'border-width': '{{VALUE}}',
        },
      },
    },
    {
      name: 'border_color',
      kind: 'color',
      label: 'Border Color',
      tab: 'style',
      section: 'section_tabs_style',
      selectors: {
        [`${W} .elementor-tab-mobile-title,${W} .elementor-tab-desktop-title.elementor-active,${TITLE}::before,${TITLE}::after,${W} .elementor-tab-content,${W} .elementor-tabs-content-wrapper`]:
          { 'border-color': '{{VALUE}}' },
      },
    },
    {
      name: 'background_color',
      kind: 'color',
      label: 'Background Color',
      tab: 'style',
      section: 'section_tabs_style',
      selectors: {
        [`${W} .elementor-tab-desktop-title.elementor-active,${W} .elementor-tabs-content-wrapper`]: { 'background-color': '{{VALUE}}' },
      },
    },
    {
      name: 'tab_color',
      kind: 'color',
      label: 'Color',
      tab: 'style',
      section: 'section_tabs_style',
      selectors: { [TITLE]: { color: '{{VALUE}}' } },
    },
    {
      name: 'tab_active_color',
      kind: 'color',
      label: 'Active Color',
      tab: 'style',
      section: 'section_tabs_style',
      selectors: { [`${TITLE}.elementor-active`]: { color: '{{VALUE}}' } },
    },
    { name: 'tab_typography', kind: 'typography', label: 'Typography', tab: 'style', section: 'section_tabs_style', selector: TITLE },
    {
      name: 'title_align',
      kind: 'choose',
      label: 'Alignment',
      tab: 'style',
      section: 'section_tabs_style',
      default: '',
      options: { '': 'Default', start: 'Start', center: 'Center', end: 'End' },
      condition: { type: 'vertical' },
      selectors: { [`${W} .elementor-tab-desktop-title`]: { 'text-align': '{{VALUE}}' } },
    },
    {
      name: 'content_color',
      kind: 'color',
      label: 'Color',
      tab: 'style',
      section: 'section_tabs_style',
      selectors: { [`${W} .elementor-tab-content`]: { color: '{{VALUE}}' } },
    },
    {
      name: 'content_typography',
      kind: 'typography',
      label: 'Typography',
      tab: 'style',
      section: 'section_tabs_style',
      selector: `${W} .elementor-tab-content`,
    },
  ],
});

export type TabsSettings = SettingsOf<typeof tabsDeclaration.controls>;
