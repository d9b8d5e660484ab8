// The controls Elementor's classic accordion and toggle widgets share (their names, defaults and
// selectors), declared once for both; `kind` names the widget's own wrapper and icon classes.
import { TITLE_TAGS } from '../../contracts/declaration/options.ts';
import type { Selectors } from '../../contracts/declaration/types.ts';

const fa = (value: string) => ({ value, library: 'fa-solid' });
const LEGACY_TAGS = { h1: 'H1', h2: 'H2', h3: 'H3', h4: 'H4', h5: 'H5', h6: 'H6', div: 'div' } as const satisfies Partial<
  typeof TITLE_TAGS
>;

export function disclosureControls<K extends 'accordion' | 'toggle'>(kind: K) {
  const label = kind === 'accordion' ? 'Accordion' : 'Toggle';
  // Elementor's style section of the items' borders: "Accordion" and "Toggle" under different ids.
  const box = kind === 'accordion' ? 'section_title_style' : 'section_toggle_style';
  const root = `{{WRAPPER}} .elementor-${kind}`;
  const item = `${root} .elementor-${kind}-item`;
  const title = `${root} .elementor-tab-title`;
  const content = `${root} .elementor-tab-content`;
  const icon = `${title} .elementor-${kind}-icon`;
  const activeIcon = `${title}.elementor-active .elementor-${kind}-icon`;
  const borderWidth: Selectors =
    kind === 'accordion'
      ? {
          [item]: { 'border-width': '{{VALUE}}' },
          [content]: { 'border-width': '{{VALUE}}' },
          [`${item} .elementor-tab-title.elementor-active`]: { 'border-width': '{{VALUE}}' },
        }
      : { [title]: { 'border-width': '{{VALUE}}' }, [content]: { 'border-width': '{{VALUE}}' } };
  const borderColor: Selectors =
    kind === 'accordion'
      ? {
          [item]: { 'border-color': '{{VALUE}}' },
          [content]: { 'border-top-color': '{{VALUE}}' },
          [`${item} .elementor-tab-title.elementor-active`]: { 'border-bottom-color': '{{VALUE}}' },
        }
      : { [content]: { 'border-bottom-color': '{{VALUE}}' }, [title]: { 'border-color': '{{VALUE}}' } };
  const iconSpace: Selectors = {
    [`${icon}.elementor-${kind}-icon-left`]: { 'margin-inline-end': '{{VALUE}}' },
    [`${icon}.elementor-${kind}-icon-right`]: { 'margin-inline-start': '{{VALUE}}' },
  };
  const text =
    'Lorem ipsum dolor sit amet, consectetur adipiscing elit. Ut elit tellus, luctus nec ullamcorper mattis, pulvinar dapibus leo.';
  return [
    {
      name: 'tabs',
      kind: 'repeater',
      label: `${label} Items`,
      section: 'section_title',
      titleField: 'tab_title',
      fields: [
        { name: 'tab_title', kind: 'text', label: 'Title', placeholder: `${label} Title`, default: `${label} Title`, html: 'inline' },
        { name: 'tab_content', kind: 'wysiwyg', label: 'Content', default: `${label} Content` },
      ],
      default: [
        { tab_title: `${label} #1`, tab_content: text },
        { tab_title: `${label} #2`, tab_content: text },
      ],
    },
    { name: 'view', kind: 'hidden', label: 'View', default: 'traditional' },
    {
      name: 'selected_icon',
      kind: 'icons',
      label: 'Icon',
      section: 'section_title',
      default: fa(kind === 'accordion' ? 'fas fa-plus' : 'fas fa-caret-right'),
    },
    {
      name: 'selected_active_icon',
      kind: 'icons',
      label: 'Active Icon',
      section: 'section_title',
      default: fa(kind === 'accordion' ? 'fas fa-minus' : 'fas fa-caret-up'),
    },
    // Documents older than Elementor 2.6 hold Font Awesome 4 class strings here (see shared/icon.tsx).
    { name: 'icon', kind: 'hidden', label: 'Icon (Font Awesome 4)', default: '' },
    { name: 'icon_active', kind: 'hidden', label: 'Active Icon (Font Awesome 4)', default: '' },
    { name: '__fa4_migrated', kind: 'hidden', label: 'Font Awesome migration', value: 'object' },
    { name: 'title_html_tag', kind: 'select', label: 'Title HTML Tag', section: 'section_title', default: 'div', options: LEGACY_TAGS },
    // FAQ structured data needs an inline JSON-LD script, which this renderer does not emit yet.
    { name: 'faq_schema', kind: 'switcher', label: 'FAQ Schema', section: 'section_title', default: '' },
    {
      name: 'border_width',
      kind: 'slider',
      label: 'Border Width',
      tab: 'style',
      section: box,
      units: ['px', 'em', 'rem', 'custom'],
      selectors: borderWidth,
    },
    {
      name: 'border_color',
      kind: 'color',
      label: 'Border Color',
      tab: 'style',
      section: box,
      selectors: borderColor,
    },
    ...(kind === 'toggle'
      ? ([
          {
            name: 'space_between',
            kind: 'slider',
            label: 'Space Between',
            tab: 'style',
            section: 'section_toggle_style',
            responsive: true,
            units: ['px', 'em', 'rem', 'custom'],
            selectors: { [`${item}:not(:last-child)`]: { 'margin-block-end': '{{VALUE}}' } },
          },
          { name: 'box_shadow', kind: 'box-shadow', label: 'Box Shadow', tab: 'style', section: 'section_toggle_style', selector: item },
        ] as const)
      : []),
    {
      name: 'title_background',
      kind: 'color',
      label: 'Background',
      tab: 'style',
      section: 'section_toggle_style_title',
      selectors: { [title]: { 'background-color': '{{VALUE}}' } },
    },
    {
      name: 'title_color',
      kind: 'color',
      label: 'Color',
      tab: 'style',
      section: 'section_toggle_style_title',
      selectors: { [title]: { color: '{{VALUE}}' } },
    },
    {
      name: 'tab_active_color',
      kind: 'color',
      label: 'Active Color',
      tab: 'style',
      section: 'section_toggle_style_title',
      selectors: { [`${title}.elementor-active`]: { color: '{{VALUE}}' } },
    },
    {
      name: 'title_typography',
      kind: 'typography',
      label: 'Typography',
      tab: 'style',
      section: 'section_toggle_style_title',
      selector: title,
    },
    {
      name: 'title_padding',
      kind: 'dimensions',
      label: 'Padding',
      tab: 'style',
      section: 'section_toggle_style_title',
      responsive: true,
      units: ['px', 'em', 'rem', '%', 'custom'],
      selectors: { [title]: { padding: '{{VALUE}}' } },
    },
    {
      name: 'icon_align',
      kind: 'choose',
      label: 'Alignment',
      tab: 'style',
      section: 'section_toggle_style_icon',
      default: 'left',
      options: { left: 'Start', right: 'End' },
    },
    {
      name: 'icon_color',
      kind: 'color',
      label: 'Color',
      tab: 'style',
      section: 'section_toggle_style_icon',
      selectors: { [icon]: { color: '{{VALUE}}' } },
    },
    {
      name: 'icon_active_color',
      kind: 'color',
      label: 'Active Color',
      tab: 'style',
      section: 'section_toggle_style_icon',
      selectors: { [activeIcon]: { color: '{{VALUE}}' } },
    },
    {
      name: 'icon_space',
      kind: 'slider',
      label: 'Spacing',
      tab: 'style',
      section: 'section_toggle_style_icon',
      responsive: true,
      units: ['px', 'em', 'rem', 'custom'],
      selectors: iconSpace,
    },
    {
      name: 'content_background_color',
      kind: 'color',
      label: 'Background',
      tab: 'style',
      section: 'section_toggle_style_content',
      selectors: { [content]: { 'background-color': '{{VALUE}}' } },
    },
    {
      name: 'content_color',
      kind: 'color',
      label: 'Color',
      tab: 'style',
      section: 'section_toggle_style_content',
      selectors: { [content]: { color: '{{VALUE}}' } },
    },
    {
      name: 'content_typography',
      kind: 'typography',
      label: 'Typography',
      tab: 'style',
      section: 'section_toggle_style_content',
      selector: content,
    },
    {
      name: 'content_padding',
      kind: 'dimensions',
      label: 'Padding',
      tab: 'style',
      section: 'section_toggle_style_content',
      responsive: true,
      units: ['px', 'em', 'rem', '%', 'custom'],
      selectors: { [content]: { padding: '{{VALUE}}' } },
    },
  ] as const;
}
