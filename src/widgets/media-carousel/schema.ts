// Media carousel declaration (Elementor Pro's `media-carousel`: skins carousel, coverflow, slideshow).
// DECISION (behaviour, not island): as the image carousel, server slides moved by the carousel engine.
import { declareWidget } from '../../contracts/declaration/declare.ts';
import type { SettingsOf } from '../../contracts/declaration/settings-type.ts';
import { autoplaySpeedControl, swiperNavigationStyle } from '../shared/swiper-controls.ts';

const COUNTS = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [String(i + 1), String(i + 1)]));
const SLIDES = 'section_slides';
const OPTIONS = 'section_additional_options';
const SWIPER = '{{WRAPPER}} .elementor-main-swiper';
const SLIDE = '{{WRAPPER}} .elementor-main-swiper .swiper-slide';
const PLACEHOLDER = { url: '' };

export const mediaCarouselDeclaration = declareWidget({
  type: 'media-carousel',
  title: 'Media Carousel',
  category: 'pro',
  icon: 'eicon-media-carousel',
  keywords: ['media', 'carousel', 'image', 'video', 'lightbox'],
  sections: [
    { name: 'section_slides', label: 'Slides' },
    { name: 'section_additional_options', label: 'Additional Options' },
    { name: 'section_slides_style', label: 'Slides', tab: 'style' },
    { name: 'section_navigation', label: 'Navigation', tab: 'style' },
    { name: 'section_lightbox_style', label: 'Lightbox', tab: 'style' },
  ],
  behaviours: ['media-carousel'],
  controls: [
    {
      name: '_skin',
      kind: 'select',
      label: 'Skin',
      section: SLIDES,
      default: 'carousel',
      options: { carousel: 'Carousel', slideshow: 'Slideshow', coverflow: 'Coverflow' },
    },
    {
      name: 'slides',
      kind: 'repeater',
      label: 'Slides',
      section: SLIDES,
      fields: [
        { name: 'type', kind: 'select', label: 'Type', default: 'image', options: { image: 'Image', video: 'Video' } },
        { name: 'image', kind: 'media', label: 'Image', default: PLACEHOLDER },
        {
          name: 'image_link_to_type',
          kind: 'select',
          label: 'Link',
          default: '',
          options: { '': 'None', file: 'Media File', custom: 'Custom URL' },
          condition: { type: 'image' },
        },
        { name: 'image_link_to', kind: 'url', label: 'Link', condition: { type: 'image', image_link_to_type: 'custom' } },
        { name: 'video', kind: 'url', label: 'Video Link', condition: { type: 'video' } },
      ],
      default: [{}, {}, {}, {}, {}],
    },
    { name: 'image_size_size', kind: 'text', label: 'Image Size', section: SLIDES, default: 'full' },
    { name: 'image_size_custom_dimension', kind: 'hidden', label: 'Image Dimension', section: SLIDES, value: 'object' },
    {
      name: 'slides_per_view',
      kind: 'select',
      label: 'Slides Per View',
      section: SLIDES,
      responsive: true,
      default: '',
      options: { '': 'Default', ...COUNTS },
    },
    {
      name: 'slides_to_scroll',
      kind: 'select',
      label: 'Slides to Scroll',
      section: SLIDES,
      responsive: true,
      default: '',
      options: { '': 'Default', ...COUNTS },
    },
    {
      name: 'height',
      kind: 'slider',
      label: 'Height',
      section: SLIDES,
      responsive: true,
      units: ['px', 'em', 'rem', 'vh', 'custom'],
      defaultUnit: 'px',
      selectors: { [SWIPER]: { height: '{{VALUE}}' } },
    },
    {
      name: 'width',
      kind: 'slider',
      label: 'Width',
      section: SLIDES,
      responsive: true,
      units: ['%', 'px', 'em', 'rem', 'vw', 'custom'],
      defaultUnit: '%',
      selectors: { [SWIPER]: { width: '{{VALUE}}' } },
    },
    { name: 'show_arrows', kind: 'switcher', label: 'Arrows', section: OPTIONS, default: 'yes' },
    {
      name: 'pagination',
      kind: 'select',
      label: 'Pagination',
      section: OPTIONS,
      default: 'bullets',
      options: { '': 'None', bullets: 'Dots', fraction: 'Fraction', progressbar: 'Progress' },
    },
    { name: 'speed', kind: 'number', label: 'Transition Duration', section: OPTIONS, default: 500, min: 0 },
    { name: 'autoplay', kind: 'switcher', label: 'Autoplay', section: OPTIONS, default: 'yes' },
    autoplaySpeedControl(OPTIONS),
    { name: 'loop', kind: 'switcher', label: 'Infinite Loop', section: OPTIONS, default: 'yes' },
    { name: 'pause_on_hover', kind: 'switcher', label: 'Pause on Hover', section: OPTIONS, default: 'yes', condition: { autoplay: 'yes' } },
    {
      name: 'pause_on_interaction',
      kind: 'switcher',
      label: 'Pause on Interaction',
      section: OPTIONS,
      default: 'yes',
      condition: { autoplay: 'yes' },
    },
    // Read by render.tsx's CSS (the gap per device), as Swiper's spaceBetween.
    {
      name: 'space_between',
      kind: 'slider',
      label: 'Space Between',
      tab: 'style',
      section: 'section_slides_style',
      responsive: true,
      units: ['px'],
      default: { unit: 'px', size: 10 },
    },
    {
      name: 'slide_background_color',
      kind: 'color',
      label: 'Background Color',
      tab: 'style',
      section: 'section_slides_style',
      selectors: { [SLIDE]: { 'background-color': '{{VALUE}}' } },
    },
    {
      name: 'slide_border_size',
      kind: 'dimensions',
      label: 'Border Size',
      tab: 'style',
      section: 'section_slides_style',
      selectors: { [SLIDE]: { 'border-width': '{{VALUE}}' } },
    },
    {
      name: 'slide_border_radius',
      kind: 'slider',
      label: 'Border Radius',
      tab: 'style',
      section: 'section_slides_style',
      units: ['%', 'px'],
      defaultUnit: '%',
      selectors: { [SLIDE]: { 'border-radius': '{{VALUE}}' } },
    },
    {
      name: 'slide_border_color',
      kind: 'color',
      label: 'Border Color',
      tab: 'style',
      section: 'section_slides_style',
      selectors: { [SLIDE]: { 'border-color': '{{VALUE}}' } },
    },
    {
      name: 'slide_padding',
      kind: 'dimensions',
      label: 'Padding',
      tab: 'style',
      section: 'section_slides_style',
      selectors: { [SLIDE]: { padding: '{{VALUE}}' } },
    },
    ...swiperNavigationStyle('section_navigation'),
    {
      name: 'image_fit',
      kind: 'select',
      label: 'Image Fit',
      tab: 'style',
      section: 'section_lightbox_style',
      default: '',
      options: { '': 'Cover', contain: 'Contain', auto: 'Auto' },
      selectors: { '{{WRAPPER}} .elementor-main-swiper .elementor-carousel-image': { 'background-size': '{{VALUE}}' } },
    },
  ],
});

export type MediaCarouselSettings = SettingsOf<typeof mediaCarouselDeclaration.controls>;
