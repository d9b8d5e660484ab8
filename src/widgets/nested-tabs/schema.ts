// Nested tabs widget declaration (Elementor's `nested-tabs`: control names, defaults, selectors).
// Each item's content is the widget's child container of the same index.
// DECISION (behaviour, not island): switching tabs flips attributes on server markup; the accordion
// layout below the breakpoint is CSS over a second set of titles the server renders. A behaviour of
// 3.3 KB minified / 1.8 KB gzipped with its shared chunks instead of React's ~66 KB; Elementor's own
// script is 11,442 B minified.
import { declareWidget } from '../../contracts/declaration/declare.ts';
import type { SettingsOf } from '../../contracts/declaration/settings-type.ts';
import { borderRadiusControl } from '../shared/controls.ts';

const S = 'section_tabs_style';
const T = 'section_title_style';
const TITLE = '{{WRAPPER}} .e-n-tabs-heading > .e-n-tab-title, {{WRAPPER}} .e-n-tabs-content > .e-n-tab-title';
const at = (state: string) =>
  `{{WRAPPER}} .e-n-tabs-heading > .e-n-tab-title${state}, {{WRAPPER}} .e-n-tabs-content > .e-n-tab-title${state}`;
const NORMAL = at(':not([aria-selected="true"]):not([aria-expanded="true"])');
const HOVER = at(':not([aria-selected="true"]):not([aria-expanded="true"]):hover');
const ACTIVE = `${at('[aria-selected="true"]')}, ${at('[aria-expanded="true"]')}`;
const PANEL = '{{WRAPPER}} .e-n-tabs-content > .e-n-tab-content > .e-con';

export const nestedTabsDeclaration = declareWidget({
  type: 'nested-tabs',
  title: 'Tabs',
  category: 'general',
  icon: 'eicon-tabs',
  keywords: ['nested', 'tabs', 'accordion', 'toggle'],
  sections: [
    { name: 'section_tabs', label: 'Tabs' },
    { name: 'section_tabs_responsive', label: 'Additional Settings' },
    { name: 'section_tabs_style', label: 'Tabs', tab: 'style' },
    { name: 'section_title_style', label: 'Titles', tab: 'style' },
    { name: 'section_icon_style', label: 'Icon', tab: 'style' },
    { name: 'section_box_style', label: 'Content', tab: 'style' },
  ],
  behaviours: ['nested-tabs'],
  controls: [
    {
      name: 'tabs',
      kind: 'repeater',
      label: 'Tabs Items',
      section: 'section_tabs',
      titleField: 'tab_title',
      fields: [
        { name: 'tab_title', kind: 'text', label: 'Title', placeholder: 'Tab Title', default: 'Tab Title', html: 'inline' },
        { name: 'tab_icon', kind: 'icons', label: 'Icon' },
        { name: 'tab_icon_active', kind: 'icons', label: 'Active Icon' },
        {
          name: 'element_id',
          kind: 'text',
          label: 'CSS ID',
          description: 'Add your custom id WITHOUT the Pound key. e.g: my-id',
          default: '',
          pattern: '[A-Za-z][\\w-]{0,80}|',
        },
      ],
      default: [{ tab_title: 'Tab #1' }, { tab_title: 'Tab #2' }, { tab_title: 'Tab #3' }],
    },
    {
      name: 'tabs_direction',
      kind: 'choose',
      label: 'Direction',
      section: 'section_tabs',
      responsive: true,
      default: '',
      options: { '': 'Above', 'block-end': 'Below', 'inline-end': 'After', 'inline-start': 'Before' },
      dictionary: { '': 'column', 'block-end': 'column-reverse', 'inline-end': 'row-reverse', 'inline-start': 'row' },
      selectors: { '{{WRAPPER}} .e-n-tabs': { 'flex-direction': '{{VALUE}}' } },
    },
    {
      name: 'tabs_justify_horizontal',
      kind: 'choose',
      label: 'Justify',
      section: 'section_tabs',
      responsive: true,
      default: '',
      // Elementor stores `start`; Foyer's earlier documents stored '' for it.
      options: { '': 'Default', start: 'Start', center: 'Center', end: 'End', stretch: 'Stretch' },
      dictionary: { '': 'flex-start', start: 'flex-start', center: 'center', end: 'flex-end', stretch: 'stretch' },
      selectors: { '{{WRAPPER}} .e-n-tabs-heading': { 'justify-content': '{{VALUE}}' } },
      css: ({ settings, selector, css }) => {
        if (settings.tabs_justify_horizontal === 'stretch') css.add(`${selector} .e-n-tabs-heading > .e-n-tab-title`, { 'flex-grow': '1' });
      },
    },
    {
      name: 'title_alignment',
      kind: 'choose',
      label: 'Align Title',
      section: 'section_tabs',
      responsive: true,
      default: '',
      options: { '': 'Default', start: 'Start', center: 'Center', end: 'End' },
      dictionary: { start: 'flex-start', center: 'center', end: 'flex-end' },
      selectors: { [TITLE]: { 'justify-content': '{{VALUE}}' } },
    },
    {
      name: 'breakpoint_selector',
      kind: 'select',
      label: 'Breakpoint',
      description: 'Note: Choose at which breakpoint tabs will automatically switch to a vertical (“accordion”) layout.',
      section: 'section_tabs_responsive',
      default: 'mobile',
      options: {
        none: 'None',
        widescreen: 'Widescreen',
        laptop: 'Laptop',
        tablet_extra: 'Tablet Extra',
        tablet: 'Tablet',
        mobile_extra: 'Mobile Extra',
        mobile: 'Mobile',
      },
    },
    {
      name: 'tabs_title_space_between',
      kind: 'slider',
      label: 'Gap between tabs',
      tab: 'style',
      section: S,
      responsive: true,
      units: ['px', 'em', 'rem', 'vw', 'custom'],
      // A variable, as in Elementor: the accordion layout below the breakpoint spaces its titles with it too.
      selectors: { '{{WRAPPER}}': { '--n-tabs-title-gap': '{{VALUE}}' } },
    },
    {
      name: 'tabs_title_spacing',
      kind: 'slider',
      label: 'Distance from content',
      tab: 'style',
      section: S,
      responsive: true,
      units: ['px', 'em', 'rem', 'vw', 'custom'],
      selectors: { '{{WRAPPER}}': { '--n-tabs-gap': '{{VALUE}}' } },
    },
    {
      name: 'tabs_title_background_color',
      kind: 'background',
      label: 'Background',
      tab: 'style',
      section: S,
      selector: NORMAL,
      types: ['classic', 'gradient'],
    },
    { name: 'tabs_title_border', kind: 'border', label: 'Border', tab: 'style', section: S, selector: NORMAL },
    { name: 'tabs_title_box_shadow', kind: 'box-shadow', label: 'Shadow', tab: 'style', section: S, selector: NORMAL },
    {
      name: 'tabs_title_background_color_hover',
      kind: 'background',
      label: 'Hover Background',
      tab: 'style',
      section: S,
      selector: HOVER,
      types: ['classic', 'gradient'],
    },
    { name: 'tabs_title_border_hover', kind: 'border', label: 'Hover Border', tab: 'style', section: S, selector: HOVER },
    { name: 'tabs_title_box_shadow_hover', kind: 'box-shadow', label: 'Hover Shadow', tab: 'style', section: S, selector: HOVER },
    {
      name: 'tabs_title_background_color_active',
      kind: 'background',
      label: 'Active Background',
      tab: 'style',
      section: S,
      selector: ACTIVE,
      types: ['classic', 'gradient'],
    },
    { name: 'tabs_title_border_active', kind: 'border', label: 'Active Border', tab: 'style', section: S, selector: ACTIVE },
    { name: 'tabs_title_box_shadow_active', kind: 'box-shadow', label: 'Active Shadow', tab: 'style', section: S, selector: ACTIVE },
    borderRadiusControl('tabs_title_border_radius', S, TITLE),
    {
      name: 'padding',
      kind: 'dimensions',
      label: 'Padding',
      tab: 'style',
      section: S,
      responsive: true,
      units: ['px', 'em', 'rem', '%', 'vw', 'custom'],
      selectors: { [TITLE]: { padding: '{{VALUE}}' } },
    },
    { name: 'title_typography', kind: 'typography', label: 'Typography', tab: 'style', section: T, selector: TITLE },
    {
      name: 'title_text_color',
      kind: 'color',
      label: 'Text Color',
      tab: 'style',
      section: T,
      selectors: { [NORMAL]: { color: '{{VALUE}}' } },
    },
    {
      name: 'title_text_color_hover',
      kind: 'color',
      label: 'Hover Text Color',
      tab: 'style',
      section: T,
      selectors: { [HOVER]: { color: '{{VALUE}}' } },
    },
    {
      name: 'title_text_color_active',
      kind: 'color',
      label: 'Active Text Color',
      tab: 'style',
      section: T,
      selectors: { [ACTIVE]: { color: '{{VALUE}}' } },
    },
    {
      name: 'icon_position',
      kind: 'choose',
      label: 'Icon Position',
      tab: 'style',
      section: 'section_icon_style',
      responsive: true,
      default: '',
      options: { 'block-start': 'Above', '': 'Before', 'block-end': 'Below', 'inline-end': 'After' },
      dictionary: { 'block-start': 'column', '': 'row', 'block-end': 'column-reverse', 'inline-end': 'row-reverse' },
      selectors: { [TITLE]: { 'flex-direction': '{{VALUE}}' } },
    },
    {
      name: 'icon_size',
      kind: 'slider',
      label: 'Size',
      tab: 'style',
      section: 'section_icon_style',
      responsive: true,
      units: ['px', 'em', 'rem', 'vw', 'custom'],
      selectors: { '{{WRAPPER}} .e-n-tab-icon': { 'font-size': '{{VALUE}}' } },
    },
    {
      name: 'icon_spacing',
      kind: 'slider',
      label: 'Spacing',
      tab: 'style',
      section: 'section_icon_style',
      responsive: true,
      units: ['px', 'em', 'rem', 'vw', 'custom'],
      selectors: { [TITLE]: { gap: '{{VALUE}}' } },
    },
    {
      name: 'icon_color',
      kind: 'color',
      label: 'Color',
      tab: 'style',
      section: 'section_icon_style',
      selectors: { '{{WRAPPER}} .e-n-tab-title .e-n-tab-icon': { color: '{{VALUE}}' } },
    },
    {
      name: 'icon_color_hover',
      kind: 'color',
      label: 'Hover Color',
      tab: 'style',
      section: 'section_icon_style',
      selectors: { '{{WRAPPER}} .e-n-tab-title:hover .e-n-tab-icon': { color: '{{VALUE}}' } },
    },
    {
      name: 'icon_color_active',
      kind: 'color',
      label: 'Active Color',
      tab: 'style',
      section: 'section_icon_style',
      selectors: {
        '{{WRAPPER}} .e-n-tab-title[aria-selected="true"] .e-n-tab-icon, {{WRAPPER}} .e-n-tab-title[aria-expanded="true"] .e-n-tab-icon': {
          color: '{{VALUE}}',
        },
      },
    },
    {
      name: 'box_background_color',
      kind: 'background',
      label: 'Background',
      tab: 'style',
      section: 'section_box_style',
      selector: PANEL,
      types: ['classic', 'gradient'],
    },
    { name: 'box_border', kind: 'border', label: 'Border', tab: 'style', section: 'section_box_style', selector: PANEL },
    borderRadiusControl('box_border_radius', 'section_box_style', PANEL),
    { name: 'box_shadow', kind: 'box-shadow', label: 'Shadow', tab: 'style', section: 'section_box_style', selector: PANEL },
    {
      name: 'box_padding',
      kind: 'dimensions',
      label: 'Padding',
      tab: 'style',
      section: 'section_box_style',
      responsive: true,
      units: ['px', 'em', 'rem', '%', 'vw', 'custom'],
      selectors: { [PANEL]: { padding: '{{VALUE}}' } },
    },
  ],
});

export type NestedTabsSettings = SettingsOf<typeof nestedTabsDeclaration.controls>;
