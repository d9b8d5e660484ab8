// Call to action widget declaration (Elementor Pro's control names, defaults and the CSS they write).
// Hover selectors also name :focus-within: a keyboard reaching the link sees what a mouse does.
import { declareWidget } from '../../contracts/declaration/declare.ts';
import type { SettingsOf } from '../../contracts/declaration/settings-type.ts';
import type { ControlCssArgs } from '../../contracts/declaration/types.ts';
import { sizeNumber } from '../../model/values.ts';
import { legacyIconControls } from '../shared/controls.ts';
import { BUTTON_SIZES, RADIUS_UNITS, color, iconGraphicControls, slider } from '../flip-box/controls.ts';

const CTA = '{{WRAPPER}} .elementor-cta';
const CONTENT = '{{WRAPPER}} .elementor-cta__content';
const TITLE = '{{WRAPPER}} .elementor-cta__title';
const DESCRIPTION = '{{WRAPPER}} .elementor-cta__description';
const BUTTON = '{{WRAPPER}} .elementor-cta__button';
const IMAGE = '{{WRAPPER}} .elementor-cta__image img';
const RIBBON = '{{WRAPPER}} .elementor-ribbon-inner';
const TAGS = { h1: 'H1', h2: 'H2', h3: 'H3', h4: 'H4', h5: 'H5', h6: 'H6', div: 'div', span: 'span', p: 'p' };
const COVER = { condition: { skin: 'cover' } } as const;
const CLASSIC = { condition: { skin: 'classic' } } as const;
const GRAPHIC_IMAGE = { condition: { graphic_element: 'image' } } as const;
const ICON_ONLY = { condition: { graphic_element: 'icon' } } as const;

/** Content animations (Elementor's groups: entrance, reaction, exit), printed as `elementor-animated-item--{name}`. */
export const CONTENT_ANIMATIONS = {
  '': 'None',
  'enter-from-right': 'Slide In Right',
  'enter-from-left': 'Slide In Left',
  'enter-from-top': 'Slide In Up',
  'enter-from-bottom': 'Slide In Down',
  'enter-zoom-in': 'Zoom In',
  'enter-zoom-out': 'Zoom Out',
  'fade-in': 'Fade In',
  grow: 'Grow',
  shrink: 'Shrink',
  'move-right': 'Move Right',
  'move-left': 'Move Left',
  'move-up': 'Move Up',
  'move-down': 'Move Down',
  'exit-to-right': 'Slide Out Right',
  'exit-to-left': 'Slide Out Left',
  'exit-to-top': 'Slide Out Up',
  'exit-to-bottom': 'Slide Out Down',
  'exit-zoom-in': 'Zoom In',
  'exit-zoom-out': 'Zoom Out',
  'fade-out': 'Fade Out',
};

export const BG_TRANSFORMATIONS = {
  '': 'None',
  'zoom-in': 'Zoom In',
  'zoom-out': 'Zoom Out',
  'move-left': 'Move Left',
  'move-right': 'Move Right',
  'move-up': 'Move Up',
  'move-down': 'Move Down',
};

/** A milliseconds slider (Elementor stores `{size}` with no unit) as a CSS time. */
export function milliseconds(value: unknown): string | undefined {
  const n = sizeNumber(value);
  return n === undefined || n < 0 || n > 60000 ? undefined : `${n}ms`;
}

/** The content's transition, and in sequence the second to fourth items a third of it later each. */
function contentAnimationCss({ css, selector, settings }: ControlCssArgs): void {
  const ms = milliseconds(settings.content_animation_duration);
  if (!ms) return;
  css.add(`${selector} .elementor-cta__content-item`, { 'transition-duration': ms });
  if (settings.sequenced_animation !== 'elementor-cta--sequenced-animation') return;
  for (const n of [2, 3, 4])
    css.add(`${selector} .elementor-cta--sequenced-animation .elementor-cta__content-item:nth-child(${n})`, {
      'transition-delay': `calc(${ms} / 3 * ${n - 1})`,
    });
}

const LAYOUTS = ['left', 'above', 'right'] as const;

/** Image beside (left/right) or above the content, per device: the classic skin's flex direction. */
function layoutCss({ css, selector, settings }: ControlCssArgs): void {
  if (settings.skin === 'cover') return;
  css.responsive(`${selector} .elementor-cta`, settings, 'layout', (v) => {
    if (!LAYOUTS.includes(v as (typeof LAYOUTS)[number])) return undefined;
    if (v === 'above') return { 'flex-direction': 'column', 'flex-wrap': 'wrap' };
    return { 'flex-direction': v === 'left' ? 'row' : 'row-reverse', 'flex-wrap': 'nowrap' };
  });
  css.responsive(`${selector} .elementor-cta__bg-wrapper`, settings, 'layout', (v) => {
    if (!LAYOUTS.includes(v as (typeof LAYOUTS)[number])) return undefined;
    return v === 'above' ? { width: '100%', 'min-width': '0' } : { width: 'auto', 'min-width': '50%' };
  });
  css.responsive(`${selector} .elementor-cta__content`, settings, 'layout', (v) =>
    v === 'left' || v === 'right' ? { 'flex-grow': '1', width: 'auto' } : v === 'above' ? { width: '100%' } : undefined,
  );
}

// Controls are in CSS order (rules print in declaration order); the editor groups them by section.
export const callToActionDeclaration = declareWidget({
  type: 'call-to-action',
  title: 'Call to Action',
  category: 'pro',
  icon: 'eicon-image-rollover',
  keywords: ['call to action', 'cta', 'button', 'banner', 'offer'],
  sections: [
    { name: 'section_main_image', label: 'Image' },
    { name: 'section_content', label: 'Content' },
    { name: 'section_ribbon', label: 'Ribbon' },
    { name: 'box_style', label: 'Box', tab: 'style' },
    { name: 'graphic_element_style', label: 'Graphic Element', tab: 'style' },
    { name: 'section_content_style', label: 'Content', tab: 'style' },
    { name: 'button_style', label: 'Button', tab: 'style' },
    { name: 'section_ribbon_style', label: 'Ribbon', tab: 'style' },
    { name: 'hover_effects', label: 'Hover Effects', tab: 'style' },
  ],
  controls: [
    // Image
    {
      name: 'skin',
      kind: 'select',
      label: 'Skin',
      section: 'section_main_image',
      default: 'classic',
      options: { classic: 'Classic', cover: 'Cover' },
    },
    {
      name: 'layout',
      kind: 'choose',
      label: 'Position',
      section: 'section_main_image',
      responsive: true,
      options: { left: 'Left', above: 'Above', right: 'Right' },
      condition: { 'skin!': 'cover' },
      css: layoutCss,
    },
    // `{url, id, alt}`; Foyer adds `width`/`height` (imageSchema). Elementor's default is its placeholder image.
    { name: 'bg_image', kind: 'media', label: 'Choose Image', section: 'section_main_image' },
    // Elementor's image-size group (`bg_image_size`, `bg_image_custom_dimension`), large by default.
    { name: 'bg_image_size', kind: 'text', label: 'Image Resolution', section: 'section_main_image', default: 'large' },
    { name: 'bg_image_custom_dimension', kind: 'hidden', label: 'Image Dimension', section: 'section_main_image', value: 'object' },
    // Content
    {
      name: 'graphic_element',
      kind: 'choose',
      label: 'Graphic Element',
      section: 'section_content',
      default: 'none',
      options: { none: 'None', image: 'Image', icon: 'Icon' },
    },
    { name: 'graphic_image', kind: 'media', label: 'Choose Image', section: 'section_content', ...GRAPHIC_IMAGE },
    {
      name: 'graphic_image_size',
      kind: 'text',
      label: 'Image Resolution',
      section: 'section_content',
      default: 'thumbnail',
      ...GRAPHIC_IMAGE,
    },
    { name: 'graphic_image_custom_dimension', kind: 'hidden', label: 'Image Dimension', section: 'section_content', value: 'object' },
    {
      name: 'selected_icon',
      kind: 'icons',
      label: 'Icon',
      section: 'section_content',
      default: { value: 'fas fa-star', library: 'fa-solid' },
      ...ICON_ONLY,
    },
    ...legacyIconControls,
    {
      name: 'title',
      kind: 'text',
      label: 'Title',
      section: 'section_content',
      default: 'This is the heading',
      html: 'inline',
    },
    { name: 'title_tag', kind: 'select', label: 'Title HTML Tag', section: 'section_content', default: 'h2', options: TAGS },
    {
      name: 'description',
      kind: 'textarea',
      label: 'Description',
      section: 'section_content',
      default: 'Lorem ipsum dolor sit amet consectetur adipiscing elit dolor',
      html: 'inline',
    },
    { name: 'description_tag', kind: 'select', label: 'Description HTML Tag', section: 'section_content', default: 'div', options: TAGS },
    { name: 'button', kind: 'text', label: 'Button Text', section: 'section_content', default: 'Click Here', html: 'inline' },
    { name: 'link', kind: 'url', label: 'Link', section: 'section_content' },
    {
      name: 'link_click',
      kind: 'select',
      label: 'Apply Link On',
      section: 'section_content',
      default: 'button',
      options: { box: 'Whole Box', button: 'Button Only' },
    },
    // Ribbon
    { name: 'ribbon_title', kind: 'text', label: 'Title', section: 'section_ribbon', default: '', html: 'inline', maxLength: 80 },
    {
      name: 'ribbon_horizontal_position',
      kind: 'choose',
      label: 'Position',
      section: 'section_ribbon',
      options: { left: 'Left', right: 'Right' },
    },
    // Box
    {
      name: 'min-height',
      kind: 'slider',
      label: 'Height',
      tab: 'style',
      section: 'box_style',
      responsive: true,
      units: ['px', 'em', 'rem', 'vh', 'custom'],
      selectors: { [CONTENT]: { 'min-height': '{{VALUE}}' } },
    },
    {
      name: 'alignment',
      kind: 'choose',
      label: 'Alignment',
      tab: 'style',
      section: 'box_style',
      responsive: true,
      default: 'center',
      options: { left: 'Left', center: 'Center', right: 'Right' },
      selectors: { [CONTENT]: { 'text-align': '{{VALUE}}' } },
    },
    {
      name: 'vertical_position',
      kind: 'choose',
      label: 'Vertical Position',
      tab: 'style',
      section: 'box_style',
      options: { top: 'Top', middle: 'Middle', bottom: 'Bottom' },
    },
    {
      name: 'padding',
      kind: 'dimensions',
      label: 'Padding',
      tab: 'style',
      section: 'box_style',
      responsive: true,
      units: ['px', '%', 'em', 'rem', 'vw', 'custom'],
      selectors: { [CONTENT]: { padding: '{{VALUE}}' } },
    },
    {
      name: 'image_min_height',
      kind: 'slider',
      label: 'Image Height',
      tab: 'style',
      section: 'box_style',
      responsive: true,
      units: ['px', 'em', 'rem', 'vh', 'custom'],
      selectors: { '{{WRAPPER}} .elementor-cta__bg-wrapper': { 'min-height': '{{VALUE}}' } },
      ...CLASSIC,
    },
    // Graphic element
    {
      name: 'graphic_image_width',
      kind: 'slider',
      label: 'Width',
      tab: 'style',
      section: 'graphic_element_style',
      units: ['px', '%', 'em', 'rem', 'vw', 'custom'],
      defaultUnit: '%',
      selectors: { [IMAGE]: { width: '{{VALUE}}' } },
      ...GRAPHIC_IMAGE,
    },
    ...iconGraphicControls('graphic_element_style'),
    // Content
    {
      name: 'title_typography',
      kind: 'typography',
      label: 'Title Typography',
      tab: 'style',
      section: 'section_content_style',
      selector: TITLE,
    },
    {
      name: 'title_spacing',
      kind: 'slider',
      label: 'Title Spacing',
      tab: 'style',
      section: 'section_content_style',
      responsive: true,
      units: ['px', 'em', 'rem', 'custom'],
      selectors: { [`${TITLE}:not(:last-child)`]: { 'margin-bottom': '{{VALUE}}' } },
    },
    {
      name: 'description_typography',
      kind: 'typography',
      label: 'Description Typography',
      tab: 'style',
      section: 'section_content_style',
      selector: DESCRIPTION,
    },
    {
      name: 'description_spacing',
      kind: 'slider',
      label: 'Description Spacing',
      tab: 'style',
      section: 'section_content_style',
      responsive: true,
      units: ['px', 'em', 'rem', 'custom'],
      selectors: { [`${DESCRIPTION}:not(:last-child)`]: { 'margin-bottom': '{{VALUE}}' } },
    },
    {
      name: 'content_bg_color',
      kind: 'color',
      label: 'Background Color',
      tab: 'style',
      section: 'section_content_style',
      selectors: { [CONTENT]: { 'background-color': '{{VALUE}}' } },
      ...CLASSIC,
    },
    color('title_color', 'Title Color', 'section_content_style', TITLE),
    color('description_color', 'Description Color', 'section_content_style', DESCRIPTION),
    {
      name: 'button_color',
      kind: 'color',
      label: 'Button Color',
      tab: 'style',
      section: 'section_content_style',
      selectors: { [BUTTON]: { color: '{{VALUE}}', 'border-color': '{{VALUE}}' } },
    },
    {
      name: 'content_bg_color_hover',
      kind: 'color',
      label: 'Hover Background Color',
      tab: 'style',
      section: 'section_content_style',
      selectors: {
        [`${CTA}:hover .elementor-cta__content, ${CTA}:focus-within .elementor-cta__content`]: { 'background-color': '{{VALUE}}' },
      },
      ...CLASSIC,
    },
    {
      name: 'title_color_hover',
      kind: 'color',
      label: 'Hover Title Color',
      tab: 'style',
      section: 'section_content_style',
      selectors: { [`${CTA}:hover .elementor-cta__title, ${CTA}:focus-within .elementor-cta__title`]: { color: '{{VALUE}}' } },
    },
    {
      name: 'description_color_hover',
      kind: 'color',
      label: 'Hover Description Color',
      tab: 'style',
      section: 'section_content_style',
      selectors: {
        [`${CTA}:hover .elementor-cta__description, ${CTA}:focus-within .elementor-cta__description`]: { color: '{{VALUE}}' },
      },
    },
    {
      name: 'button_color_hover',
      kind: 'color',
      label: 'Hover Button Color',
      tab: 'style',
      section: 'section_content_style',
      selectors: {
        [`${CTA}:hover .elementor-cta__button, ${CTA}:focus-within .elementor-cta__button`]: {
          color: '{{VALUE}}',
          'border-color': '{{VALUE}}',
        },
      },
    },
    // Button
    { name: 'button_size', kind: 'select', label: 'Size', tab: 'style', section: 'button_style', default: 'sm', options: BUTTON_SIZES },
    { name: 'button_typography', kind: 'typography', label: 'Typography', tab: 'style', section: 'button_style', selector: BUTTON },
    color('button_text_color', 'Text Color', 'button_style', BUTTON),
    color('button_background_color', 'Background Color', 'button_style', BUTTON, 'background-color'),
    color('button_border_color', 'Border Color', 'button_style', BUTTON, 'border-color'),
    {
      name: 'button_hover_text_color',
      kind: 'color',
      label: 'Hover Text Color',
      tab: 'style',
      section: 'button_style',
      selectors: { [`${BUTTON}:hover, ${BUTTON}:focus-visible`]: { color: '{{VALUE}}' } },
    },
    {
      name: 'button_hover_background_color',
      kind: 'color',
      label: 'Hover Background Color',
      tab: 'style',
      section: 'button_style',
      selectors: { [`${BUTTON}:hover, ${BUTTON}:focus-visible`]: { 'background-color': '{{VALUE}}' } },
    },
    {
      name: 'button_hover_border_color',
      kind: 'color',
      label: 'Hover Border Color',
      tab: 'style',
      section: 'button_style',
      selectors: { [`${BUTTON}:hover, ${BUTTON}:focus-visible`]: { 'border-color': '{{VALUE}}' } },
    },
    slider('button_border_width', 'Border Width', 'button_style', BUTTON, 'border-width', ['px', 'em', 'rem', 'vw', 'custom']),
    slider('button_border_radius', 'Border Radius', 'button_style', BUTTON, 'border-radius', RADIUS_UNITS),
    {
      name: 'button_padding',
      kind: 'dimensions',
      label: 'Padding',
      tab: 'style',
      section: 'button_style',
      responsive: true,
      units: ['px', '%', 'em', 'rem', 'vw', 'custom'],
      selectors: { [BUTTON]: { padding: '{{VALUE}}' } },
    },
    // Ribbon
    color('ribbon_bg_color', 'Background Color', 'section_ribbon_style', RIBBON, 'background-color'),
    color('ribbon_text_color', 'Text Color', 'section_ribbon_style', RIBBON),
    {
      name: 'ribbon_distance',
      kind: 'slider',
      label: 'Distance',
      tab: 'style',
      section: 'section_ribbon_style',
      responsive: true,
      units: ['px', 'em', 'rem', 'custom'],
      selectors: {
        [RIBBON]: { 'margin-top': '{{VALUE}}', transform: 'translateY(-50%) translateX(-50%) translateX({{VALUE}}) rotate(-45deg)' },
      },
    },
    { name: 'ribbon_typography', kind: 'typography', label: 'Typography', tab: 'style', section: 'section_ribbon_style', selector: RIBBON },
    // Hover effects
    {
      name: 'content_animation',
      kind: 'select',
      label: 'Hover Animation',
      tab: 'style',
      section: 'hover_effects',
      default: 'grow',
      options: CONTENT_ANIMATIONS,
      ...COVER,
    },
    {
      name: 'content_animation_duration',
      kind: 'slider',
      label: 'Animation Duration (ms)',
      tab: 'style',
      section: 'hover_effects',
      default: { size: 1000 },
      condition: { 'content_animation!': '', skin: 'cover' },
      css: contentAnimationCss,
    },
    {
      name: 'sequenced_animation',
      kind: 'switcher',
      label: 'Sequenced Animation',
      tab: 'style',
      section: 'hover_effects',
      returnValue: 'elementor-cta--sequenced-animation',
      condition: { 'content_animation!': '', skin: 'cover' },
    },
    {
      name: 'transformation',
      kind: 'select',
      label: 'Background Hover Animation',
      tab: 'style',
      section: 'hover_effects',
      default: 'zoom-in',
      options: BG_TRANSFORMATIONS,
    },
    {
      name: 'overlay_color',
      kind: 'color',
      label: 'Overlay Color',
      tab: 'style',
      section: 'hover_effects',
      selectors: { [`${CTA}:not(:hover):not(:focus-within) .elementor-cta__bg-overlay`]: { 'background-color': '{{VALUE}}' } },
    },
    {
      name: 'overlay_color_hover',
      kind: 'color',
      label: 'Hover Overlay Color',
      tab: 'style',
      section: 'hover_effects',
      selectors: {
        [`${CTA}:hover .elementor-cta__bg-overlay, ${CTA}:focus-within .elementor-cta__bg-overlay`]: { 'background-color': '{{VALUE}}' },
      },
    },
    {
      name: 'effect_duration',
      kind: 'slider',
      label: 'Transition Duration (ms)',
      tab: 'style',
      section: 'hover_effects',
      default: { size: 1500 },
      css: ({ css, selector, settings }) =>
        css.add(`${selector} .elementor-cta .elementor-cta__bg,${selector} .elementor-cta .elementor-cta__bg-overlay`, {
          'transition-duration': milliseconds(settings.effect_duration),
        }),
    },
  ],
});

export type CallToActionSettings = SettingsOf<typeof callToActionDeclaration.controls>;
