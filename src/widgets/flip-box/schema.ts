// Flip box widget declaration (Elementor Pro's control names, defaults and the CSS they write).
import { declareWidget } from '../../contracts/declaration/declare.ts';
import { TITLE_TAGS } from '../../contracts/declaration/options.ts';
import type { SettingsOf } from '../../contracts/declaration/settings-type.ts';
import { legacyIconControls } from '../shared/controls.ts';
import { BUTTON_SIZES, PADDING_UNITS, RADIUS_UNITS, color, dimensions, iconGraphicControls, slider } from './controls.ts';

const BOX = '{{WRAPPER}} .elementor-flip-box';
const FRONT = '{{WRAPPER}} .elementor-flip-box__front';
const BACK = '{{WRAPPER}} .elementor-flip-box__back';
const BUTTON = '{{WRAPPER}} .elementor-flip-box__button';
const BUTTON_HOVER = `${BUTTON}:hover, ${BUTTON}:focus-visible`;
const IMG = '{{WRAPPER}} .elementor-flip-box__image img';
const G = 'section_style_graphic';
const B = 'section_style_button';
const ALIGN = { left: 'Left', center: 'Center', right: 'Right' };
const VERTICAL = { top: 'Top', middle: 'Middle', bottom: 'Bottom' };
const VERTICAL_CSS = { top: 'flex-start', middle: 'center', bottom: 'flex-end' };
const GRAPHIC = { condition: { graphic_element: 'image' } } as const;
const ICON_ONLY = { condition: { graphic_element: 'icon' } } as const;

export const FLIP_EFFECTS = { flip: 'Flip', slide: 'Slide', push: 'Push', 'zoom-in': 'Zoom In', 'zoom-out': 'Zoom Out', fade: 'Fade' };
export const FLIP_DIRECTIONS = { left: 'Left', right: 'Right', up: 'Top', down: 'Bottom' };

/** One side's style: padding, alignment, vertical position and border, then its title and description. */
function sideStyle<S extends 'a' | 'b'>(side: S, layer: string) {
  const section = `section_style_${side}`;
  const overlay = `${layer} .elementor-flip-box__layer__overlay`;
  const title = `${layer} .elementor-flip-box__layer__title`;
  const description = `${layer} .elementor-flip-box__layer__description`;
  return [
    { ...dimensions(`padding_${side}`, 'Padding', section, overlay, 'padding'), responsive: true },
    {
      name: `alignment_${side}`,
      kind: 'choose',
      label: 'Alignment',
      tab: 'style',
      section,
      default: 'center',
      options: ALIGN,
      selectors: { [overlay]: { 'text-align': '{{VALUE}}' } },
    },
    {
      name: `vertical_position_${side}`,
      kind: 'choose',
      label: 'Vertical Position',
      tab: 'style',
      section,
      options: VERTICAL,
      dictionary: VERTICAL_CSS,
      selectors: { [overlay]: { 'justify-content': '{{VALUE}}' } },
    },
    { name: `border_${side}`, kind: 'border', label: 'Border', tab: 'style', section, selector: layer },
    slider(`title_spacing_${side}`, 'Title Spacing', section, title, 'margin-bottom'),
    color(`title_color_${side}`, 'Title Color', section, title),
    { name: `title_typography_${side}`, kind: 'typography', label: 'Title Typography', tab: 'style', section, selector: title },
    color(`description_color_${side}`, 'Description Color', section, description),
    {
      name: `description_typography_${side}`,
      kind: 'typography',
      label: 'Description Typography',
      tab: 'style',
      section,
      selector: description,
    },
  ] as const;
}

/** One side's background (colour, image or gradient) and the overlay over its image. */
function sideBackground<S extends 'a' | 'b'>(side: S, layer: string, section: string) {
  const overlay = `${layer} .elementor-flip-box__layer__overlay`;
  return [
    { name: `background_${side}`, kind: 'background', label: 'Background', section, types: ['classic', 'gradient'], selector: layer },
    { ...color(`background_overlay_${side}`, 'Background Overlay', section, overlay, 'background-color'), tab: 'content' },
  ] as const;
}

// Controls are in CSS order (rules print in declaration order); the editor groups them by section.
export const flipBoxDeclaration = declareWidget({
  type: 'flip-box',
  title: 'Flip Box',
  category: 'pro',
  icon: 'eicon-flip-box',
  keywords: ['flip', 'box', 'card', 'hover', 'back', 'front'],
  sections: [
    { name: 'section_side_a_content', label: 'Front' },
    { name: 'section_side_b_content', label: 'Back' },
    { name: 'section_box_settings', label: 'Settings' },
    { name: 'section_style_a', label: 'Front', tab: 'style' },
    { name: 'section_style_b', label: 'Back', tab: 'style' },
    { name: 'section_style_graphic', label: 'Graphic Element', tab: 'style' },
    { name: 'section_style_button', label: 'Button', tab: 'style' },
  ],
  controls: [
    // Front
    {
      name: 'graphic_element',
      kind: 'choose',
      label: 'Graphic Element',
      section: 'section_side_a_content',
      default: 'icon',
      options: { none: 'None', image: 'Image', icon: 'Icon' },
    },
    // `{url, id, alt}`; Foyer adds `width`/`height` (imageSchema). Elementor's default is its placeholder image.
    { name: 'image', kind: 'media', label: 'Choose Image', section: 'section_side_a_content', ...GRAPHIC },
    // Elementor's image-size group (`image_size`, `image_custom_dimension`), a thumbnail by default.
    { name: 'image_size', kind: 'text', label: 'Image Resolution', section: 'section_side_a_content', default: 'thumbnail', ...GRAPHIC },
    { name: 'image_custom_dimension', kind: 'hidden', label: 'Image Dimension', section: 'section_side_a_content', value: 'object' },
    {
      name: 'selected_icon',
      kind: 'icons',
      label: 'Icon',
      section: 'section_side_a_content',
      default: { value: 'fas fa-star', library: 'fa-solid' },
      ...ICON_ONLY,
    },
    ...legacyIconControls,
    {
      name: 'title_text_a',
      kind: 'text',
      label: 'Title',
      section: 'section_side_a_content',
      default: 'This is the heading',
      html: 'inline',
    },
    {
      name: 'description_text_a',
      kind: 'textarea',
      label: 'Description',
      section: 'section_side_a_content',
      default: 'Lorem ipsum dolor sit amet consectetur adipiscing elit dolor',
      html: 'inline',
    },
    ...sideBackground('a', FRONT, 'section_side_a_content'),
    // Back
    {
      name: 'title_text_b',
      kind: 'text',
      label: 'Title',
      section: 'section_side_b_content',
      default: 'This is the heading',
      html: 'inline',
    },
    {
      name: 'description_text_b',
      kind: 'textarea',
      label: 'Description',
      section: 'section_side_b_content',
      default: 'Lorem ipsum dolor sit amet consectetur adipiscing elit dolor',
      html: 'inline',
    },
    { name: 'button_text', kind: 'text', label: 'Button Text', section: 'section_side_b_content', default: 'Click Here', html: 'inline' },
    { name: 'link', kind: 'url', label: 'Link', section: 'section_side_b_content' },
    {
      name: 'link_click',
      kind: 'select',
      label: 'Apply Link On',
      section: 'section_side_b_content',
      default: 'button',
      options: { box: 'Whole Box', button: 'Button Only' },
    },
    ...sideBackground('b', BACK, 'section_side_b_content'),
    // Settings
    { name: 'title_tag', kind: 'select', label: 'Title HTML Tag', section: 'section_box_settings', default: 'h3', options: TITLE_TAGS },
    {
      name: 'description_tag',
      kind: 'select',
      label: 'Description HTML Tag',
      section: 'section_box_settings',
      default: 'div',
      options: TITLE_TAGS,
    },
    {
      name: 'height',
      kind: 'slider',
      label: 'Height',
      section: 'section_box_settings',
      responsive: true,
      units: ['px', 'em', 'rem', 'vh', 'custom'],
      selectors: { [BOX]: { height: '{{VALUE}}' } },
    },
    {
      name: 'border_radius',
      kind: 'slider',
      label: 'Border Radius',
      section: 'section_box_settings',
      units: ['px', '%', 'em', 'rem', 'custom'],
      selectors: {
        [`{{WRAPPER}} .elementor-flip-box__layer, {{WRAPPER}} .elementor-flip-box__layer__overlay`]: { 'border-radius': '{{VALUE}}' },
      },
    },
    { name: 'flip_effect', kind: 'select', label: 'Flip Effect', section: 'section_box_settings', default: 'flip', options: FLIP_EFFECTS },
    {
      name: 'flip_direction',
      kind: 'choose',
      label: 'Flip Direction',
      section: 'section_box_settings',
      default: 'up',
      options: FLIP_DIRECTIONS,
      condition: { 'flip_effect!': ['fade', 'zoom-in', 'zoom-out'] },
    },
    {
      name: 'flip_3d',
      kind: 'switcher',
      label: '3D Depth',
      section: 'section_box_settings',
      default: '',
      returnValue: 'elementor-flip-box--3d',
      condition: { flip_effect: 'flip' },
    },
    ...sideStyle('a', FRONT),
    ...sideStyle('b', BACK),
    slider(
      'description_spacing_b',
      'Description Spacing',
      'section_style_b',
      `${BACK} .elementor-flip-box__layer__description`,
      'margin-bottom',
    ),
    // Graphic element
    { ...slider('image_width', 'Width', G, IMG, 'width', PADDING_UNITS), defaultUnit: '%', ...GRAPHIC },
    ...iconGraphicControls(G),
    // Button
    { name: 'button_size', kind: 'select', label: 'Size', tab: 'style', section: B, default: 'sm', options: BUTTON_SIZES },
    { name: 'button_typography', kind: 'typography', label: 'Typography', tab: 'style', section: B, selector: BUTTON },
    color('button_text_color', 'Text Color', B, BUTTON),
    {
      name: 'button_background',
      kind: 'background',
      label: 'Background',
      tab: 'style',
      section: B,
      types: ['classic', 'gradient'],
      selector: BUTTON,
    },
    color('button_border_color', 'Border Color', B, BUTTON, 'border-color'),
    color('button_hover_text_color', 'Hover Text Color', B, BUTTON_HOVER),
    {
      name: 'button_hover_background',
      kind: 'background',
      label: 'Hover Background',
      tab: 'style',
      section: B,
      types: ['classic', 'gradient'],
      selector: BUTTON_HOVER,
    },
    color('button_hover_border_color', 'Hover Border Color', B, BUTTON_HOVER, 'border-color'),
    slider('button_border_width', 'Border Width', B, BUTTON, 'border-width'),
    slider('button_border_radius', 'Border Radius', B, BUTTON, 'border-radius', RADIUS_UNITS),
  ],
});

export type FlipBoxSettings = SettingsOf<typeof flipBoxDeclaration.controls>;
