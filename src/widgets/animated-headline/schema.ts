// Animated headline declaration (Elementor Pro's `animated-headline`): control names, defaults and
// selectors. The typing selection's colours land on the selected word rather than on the whole
// wrapper, because Foyer's wrapper holds the widest word's width (render.tsx).
import { declareWidget } from '../../contracts/declaration/declare.ts';
import { TITLE_TAGS } from '../../contracts/declaration/options.ts';
import type { SettingsOf } from '../../contracts/declaration/settings-type.ts';
import { MARKERS } from './markers.ts';

const CONTENT = 'text_elements';
const SHAPE = 'section_style_marker';
const TEXT = 'section_style_text';
const HIGHLIGHT = { headline_style: 'highlight' } as const;
const ROTATE = { headline_style: 'rotate' } as const;
const PATH = '{{WRAPPER}} .elementor-headline-dynamic-wrapper path';
const WORDS = '{{WRAPPER}} .elementor-headline-dynamic-text';

export const ANIMATION_TYPES = {
  typing: 'Typing',
  clip: 'Clip',
  flip: 'Flip',
  swirl: 'Swirl',
  blinds: 'Blinds',
  'drop-in': 'Drop-in',
  wave: 'Wave',
  slide: 'Slide',
  'slide-down': 'Slide Down',
} as const;
export type AnimationType = keyof typeof ANIMATION_TYPES;

const MARKER_LABELS: Record<(typeof MARKERS)[number], string> = {
  circle: 'Circle',
  curly: 'Curly',
  underline: 'Underline',
  double: 'Double',
  double_underline: 'Double Underline',
  underline_zigzag: 'Underline Zigzag',
  diagonal: 'Diagonal',
  strikethrough: 'Strikethrough',
  x: 'X',
};

export const animatedHeadlineDeclaration = declareWidget({
  type: 'animated-headline',
  title: 'Animated Headline',
  category: 'pro',
  icon: 'eicon-animated-headline',
  keywords: ['headline', 'heading', 'animation', 'title', 'text'],
  sections: [
    { name: CONTENT, label: 'Headline' },
    { name: SHAPE, label: 'Shape', tab: 'style', condition: HIGHLIGHT },
    { name: TEXT, label: 'Headline', tab: 'style' },
  ],
  behaviours: ['animated-headline'],
  controls: [
    {
      name: 'headline_style',
      kind: 'select',
      label: 'Style',
      section: CONTENT,
      default: 'highlight',
      options: { highlight: 'Highlighted', rotate: 'Rotating' },
    },
    {
      name: 'animation_type',
      kind: 'select',
      label: 'Animation',
      section: CONTENT,
      default: 'typing',
      options: ANIMATION_TYPES,
      condition: ROTATE,
    },
    {
      name: 'marker',
      kind: 'select',
      label: 'Shape',
      section: CONTENT,
      default: 'circle',
      options: MARKER_LABELS,
      condition: HIGHLIGHT,
    },
    { name: 'before_text', kind: 'text', label: 'Before Text', section: CONTENT, default: 'This page is', html: 'inline' },
    {
      name: 'highlighted_text',
      kind: 'text',
      label: 'Highlighted Text',
      section: CONTENT,
      default: 'Amazing',
      html: 'inline',
      condition: HIGHLIGHT,
    },
    {
      name: 'rotating_text',
      kind: 'textarea',
      label: 'Rotating Text',
      section: CONTENT,
      default: 'Better\nBigger\nFaster',
      description: 'One word or phrase a line.',
      condition: ROTATE,
    },
    { name: 'after_text', kind: 'text', label: 'After Text', section: CONTENT, default: '', html: 'inline' },
    { name: 'loop', kind: 'switcher', label: 'Infinite Loop', section: CONTENT, default: 'yes' },
    {
      name: 'highlight_animation_duration',
      kind: 'number',
      label: 'Duration (ms)',
      section: CONTENT,
      default: 1200,
      min: 0,
      condition: HIGHLIGHT,
    },
    {
      name: 'highlight_iteration_delay',
      kind: 'number',
      label: 'Delay (ms)',
      section: CONTENT,
      default: 8000,
      min: 0,
      condition: { ...HIGHLIGHT, loop: 'yes' },
    },
    {
      name: 'rotate_iteration_delay',
      kind: 'number',
      label: 'Duration (ms)',
      section: CONTENT,
      default: 2500,
      min: 0,
      condition: ROTATE,
    },
    { name: 'link', kind: 'url', label: 'Link', section: CONTENT },
    {
      name: 'alignment',
      kind: 'choose',
      label: 'Alignment',
      section: CONTENT,
      responsive: true,
      default: 'center',
      options: { left: 'Left', center: 'Center', right: 'Right' },
      selectors: { '{{WRAPPER}} .elementor-headline': { 'text-align': '{{VALUE}}' } },
    },
    { name: 'tag', kind: 'select', label: 'HTML Tag', section: CONTENT, default: 'h3', options: TITLE_TAGS },
    { name: 'marker_color', kind: 'color', label: 'Color', tab: 'style', section: SHAPE, selectors: { [PATH]: { stroke: '{{VALUE}}' } } },
    {
      name: 'stroke_width',
      kind: 'slider',
      label: 'Width',
      tab: 'style',
      section: SHAPE,
      units: ['px', 'em', 'rem', 'custom'],
      defaultUnit: 'px',
      range: { px: { min: 1, max: 20 } },
      selectors: { [PATH]: { 'stroke-width': '{{VALUE}}' } },
    },
    {
      name: 'above_content',
      kind: 'switcher',
      label: 'Bring to Front',
      tab: 'style',
      section: SHAPE,
      default: '',
      selectors: { '{{WRAPPER}} .elementor-headline-dynamic-wrapper svg': { 'z-index': '2' }, [WORDS]: { 'z-index': 'auto' } },
    },
    {
      name: 'rounded_edges',
      kind: 'switcher',
      label: 'Rounded Edges',
      tab: 'style',
      section: SHAPE,
      default: '',
      selectors: { [PATH]: { 'stroke-linecap': 'round', 'stroke-linejoin': 'round' } },
    },
    {
      name: 'title_color',
      kind: 'color',
      label: 'Text Color',
      tab: 'style',
      section: TEXT,
      selectors: { '{{WRAPPER}} .elementor-headline-plain-text': { color: '{{VALUE}}' } },
    },
    {
      name: 'title_typography',
      kind: 'typography',
      label: 'Typography',
      tab: 'style',
      section: TEXT,
      selector: '{{WRAPPER}} .elementor-headline',
    },
    {
      name: 'words_color',
      kind: 'color',
      label: 'Text Color',
      tab: 'style',
      section: TEXT,
      selectors: { [WORDS]: { color: '{{VALUE}}' } },
    },
    { name: 'words_typography', kind: 'typography', label: 'Typography', tab: 'style', section: TEXT, selector: WORDS },
    {
      name: 'highlighted_text_background_color',
      kind: 'color',
      label: 'Selected Background Color',
      tab: 'style',
      section: TEXT,
      condition: { ...ROTATE, animation_type: 'typing' },
      selectors: { '{{WRAPPER}} .elementor-headline-typing-selected .elementor-headline-text-active': { 'background-color': '{{VALUE}}' } },
    },
    {
      name: 'highlighted_text_color',
      kind: 'color',
      label: 'Selected Text Color',
      tab: 'style',
      section: TEXT,
      condition: { ...ROTATE, animation_type: 'typing' },
      selectors: { '{{WRAPPER}} .elementor-headline-typing-selected .elementor-headline-text-active': { color: '{{VALUE}}' } },
    },
  ],
});

export type AnimatedHeadlineSettings = SettingsOf<typeof animatedHeadlineDeclaration.controls>;
