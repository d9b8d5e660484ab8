// Controls several widget declarations share, declared once (plain data, browser-safe).
import { HOVER_ANIMATION_PATTERN, TEXT_ALIGN, TITLE_TAGS } from '../../contracts/declaration/options.ts';
import type { ControlCssArgs, Tab } from '../../contracts/declaration/types.ts';
import { boxPositionCss } from './box-layout.ts';

/**
 * Documents older than Elementor 2.6 hold a Font Awesome class string in `icon`; it wins over the
 * ICONS setting until `__fa4_migrated` records the migration (see shared/icon.tsx widgetIcon).
 */
export const legacyIconControls = [
  { name: 'icon', kind: 'hidden', label: 'Icon (Font Awesome 4)', default: '' },
  { name: '__fa4_migrated', kind: 'hidden', label: 'Font Awesome migration', value: 'object' },
] as const;

export function hoverAnimationControl(section: string, tab: Tab = 'style') {
  return {
    name: 'hover_animation',
    kind: 'text',
    label: 'Hover Animation',
    tab,
    section,
    default: '',
    pattern: HOVER_ANIMATION_PATTERN,
  } as const;
}

/** A responsive border radius (four corners) for one part of a widget. */
export function borderRadiusControl<N extends string>(name: N, section: string, selector: string) {
  return {
    name,
    kind: 'dimensions',
    label: 'Border Radius',
    tab: 'style',
    section,
    responsive: true,
    units: ['px', '%', 'em', 'rem', 'custom'],
    selectors: { [selector]: { 'border-radius': '{{VALUE}}' } },
  } as const;
}

/** The icon size of the icon and icon-box widgets: printed with the icon view (shared/icon-view.ts), whose key differs per widget. */
export function iconSizeControl<N extends string>(name: N) {
  return {
    name,
    kind: 'slider',
    label: 'Size',
    tab: 'style',
    section: 'section_style_icon',
    responsive: true,
    units: ['px', 'em', 'rem', 'vw', 'custom'],
  } as const;
}

/**
 * The `.elementor-icon` box of the icon and icon-box widgets: view and shape drive classes, and the
 * colours swap with the view, so shared/icon-view.ts prints them.
 */
export const iconViewControls = [
  {
    name: 'view',
    kind: 'select',
    label: 'View',
    section: 'section_icon',
    default: 'default',
    options: { default: 'Default', stacked: 'Stacked', framed: 'Framed' },
  },
  {
    name: 'shape',
    kind: 'select',
    label: 'Shape',
    section: 'section_icon',
    default: 'circle',
    options: { circle: 'Circle', square: 'Square', rounded: 'Rounded' },
    condition: { 'view!': 'default' },
  },
  { name: 'primary_color', kind: 'color', label: 'Primary Color', tab: 'style', section: 'section_style_icon' },
  {
    name: 'secondary_color',
    kind: 'color',
    label: 'Secondary Color',
    tab: 'style',
    section: 'section_style_icon',
    condition: { 'view!': 'default' },
  },
  { name: 'hover_primary_color', kind: 'color', label: 'Hover Primary Color', tab: 'style', section: 'section_style_icon' },
  {
    name: 'hover_secondary_color',
    kind: 'color',
    label: 'Hover Secondary Color',
    tab: 'style',
    section: 'section_style_icon',
    condition: { 'view!': 'default' },
  },
  {
    name: 'icon_padding',
    kind: 'slider',
    label: 'Padding',
    tab: 'style',
    section: 'section_style_icon',
    units: ['px', 'em'],
    defaultUnit: 'em',
    condition: { 'view!': 'default' },
  },
  { name: 'rotate', kind: 'slider', label: 'Rotate', tab: 'style', section: 'section_style_icon', units: ['deg'] },
  {
    name: 'border_width',
    kind: 'dimensions',
    label: 'Border Width',
    tab: 'style',
    section: 'section_style_icon',
    condition: { view: 'framed' },
  },
  {
    name: 'border_radius',
    kind: 'dimensions',
    label: 'Border Radius',
    tab: 'style',
    section: 'section_style_icon',
    condition: { 'view!': 'default' },
  },
] as const;

const BOX_SECTION = 'section_style_content';

/**
 * The title/description layout the icon box and image box share. The media position and vertical
 * alignment combine per device, so shared/box-layout.ts prints them; the rest maps directly.
 */
export function boxControls(kind: 'icon-box' | 'image-box') {
  const title = `{{WRAPPER}} .elementor-${kind}-title`;
  const description = `{{WRAPPER}} .elementor-${kind}-description`;
  return {
    content: [
      // Inline HTML allowed in both: sanitised when rendered.
      {
        name: 'title_text',
        kind: 'text',
        label: 'Title',
        placeholder: 'Enter your title',
        section: 'section_content',
        default: 'This is the heading',
        html: 'inline',
      },
      {
        name: 'description_text',
        kind: 'textarea',
        label: 'Description',
        placeholder: 'Enter your description',
        section: 'section_content',
        default:
          'Lorem ipsum dolor sit amet, consectetur adipiscing elit. Ut elit tellus, luctus nec ullamcorper mattis, pulvinar dapibus leo.',
        html: 'inline',
      },
      { name: 'title_size', kind: 'select', label: 'Title HTML Tag', section: 'section_content', default: 'h3', options: TITLE_TAGS },
      { name: 'link', kind: 'url', label: 'Link', section: 'section_content' },
      {
        name: 'position',
        kind: 'choose',
        label: 'Position',
        tab: 'style',
        section: 'section_style_box',
        responsive: true,
        default: 'top',
        options: { left: 'Left', top: 'Top', right: 'Right' },
      },
      {
        name: 'content_vertical_alignment',
        kind: 'select',
        label: 'Vertical Alignment',
        tab: 'style',
        section: 'section_style_box',
        responsive: true,
        default: '',
        options: { '': 'Default', top: 'Top', middle: 'Middle', bottom: 'Bottom' },
        open: true,
        css: ({ css, selector, settings }: ControlCssArgs) => boxPositionCss(css, `${selector} .elementor-${kind}-wrapper`, settings),
      },
    ],
    /** After the widget's media spacing control: rules print in declaration order. */
    style: [
      {
        name: 'text_align',
        kind: 'choose',
        label: 'Alignment',
        tab: 'style',
        section: 'section_style_box',
        responsive: true,
        default: '',
        options: TEXT_ALIGN,
        selectors: { [`{{WRAPPER}} .elementor-${kind}-wrapper`]: { 'text-align': '{{VALUE}}' } },
      },
      {
        name: 'title_bottom_space',
        kind: 'slider',
        label: 'Spacing',
        tab: 'style',
        section: BOX_SECTION,
        responsive: true,
        units: ['px', 'em', 'rem', 'custom'],
        selectors: { [title]: { 'margin-block-end': '{{VALUE}}' } },
      },
      {
        name: 'title_color',
        kind: 'color',
        label: 'Title Color',
        tab: 'style',
        section: BOX_SECTION,
        selectors: { [title]: { color: '{{VALUE}}' } },
      },
      {
        name: 'description_color',
        kind: 'color',
        label: 'Description Color',
        tab: 'style',
        section: BOX_SECTION,
        selectors: { [description]: { color: '{{VALUE}}' } },
      },
      { name: 'title_typography', kind: 'typography', label: 'Title Typography', tab: 'style', section: BOX_SECTION, selector: title },
      {
        name: 'description_typography',
        kind: 'typography',
        label: 'Description Typography',
        tab: 'style',
        section: BOX_SECTION,
        selector: description,
      },
    ],
  } as const;
}

/** A colour written as a CSS custom property on the widget's root (how Elementor's newer widgets take their colours). */
export function colorVarControl<N extends string>(name: N, label: string, section: string, root: string, property: string) {
  return {
    name,
    kind: 'color',
    label,
    tab: 'style',
    section,
    selectors: { [root]: { [property]: '{{VALUE}}' } },
  } as const;
}
