// The fields of Elementor's group controls, declared once: a group named `typography` owns
// `typography_typography`, `typography_font_size`, ... Widgets and layouts reuse them by kind.
import { BG_POSITIONS } from '../../model/background.ts';
import type { Control, GroupKind } from './types.ts';

const SIZE_UNITS = ['px', 'em', 'rem', 'vw', 'custom'] as const;

const TYPOGRAPHY: readonly Control[] = [
  { name: 'typography', kind: 'switcher', label: 'Typography', returnValue: 'custom' },
  { name: 'font_family', kind: 'select', label: 'Family', options: {}, open: true },
  { name: 'font_size', kind: 'slider', label: 'Size', responsive: true, units: SIZE_UNITS },
  {
    name: 'font_weight',
    kind: 'select',
    label: 'Weight',
    open: true,
    options: {
      '': 'Default',
      ...Object.fromEntries([100, 200, 300, 400, 500, 600, 700, 800, 900].map((w) => [String(w), String(w)])),
      normal: 'Normal',
      bold: 'Bold',
    },
  },
  {
    name: 'text_transform',
    kind: 'select',
    label: 'Transform',
    open: true,
    options: { '': 'Default', uppercase: 'Uppercase', lowercase: 'Lowercase', capitalize: 'Capitalize', none: 'Normal' },
  },
  {
    name: 'font_style',
    kind: 'select',
    label: 'Style',
    open: true,
    options: { '': 'Default', normal: 'Normal', italic: 'Italic', oblique: 'Oblique' },
  },
  {
    name: 'text_decoration',
    kind: 'select',
    label: 'Decoration',
    open: true,
    options: { '': 'Default', underline: 'Underline', overline: 'Overline', 'line-through': 'Line Through', none: 'None' },
  },
  { name: 'line_height', kind: 'slider', label: 'Line Height', responsive: true, units: ['px', 'em', 'custom'], defaultUnit: 'em' },
  { name: 'letter_spacing', kind: 'slider', label: 'Letter Spacing', responsive: true, units: ['px', 'em', 'rem', 'custom'] },
  { name: 'word_spacing', kind: 'slider', label: 'Word Spacing', responsive: true, units: ['px', 'em', 'rem', 'custom'] },
];

const TEXT_SHADOW: readonly Control[] = [
  { name: 'text_shadow_type', kind: 'switcher', label: 'Text Shadow' },
  { name: 'text_shadow', kind: 'hidden', label: 'Text Shadow', value: 'object', description: '{horizontal, vertical, blur, color}' },
];

const BOX_SHADOW: readonly Control[] = [
  { name: 'box_shadow_type', kind: 'switcher', label: 'Box Shadow' },
  { name: 'box_shadow', kind: 'hidden', label: 'Box Shadow', value: 'object', description: '{horizontal, vertical, blur, spread, color}' },
  { name: 'box_shadow_position', kind: 'select', label: 'Position', options: { '': 'Outline', inset: 'Inset' }, open: true },
];

const BORDER_STYLES = {
  '': 'Default',
  none: 'None',
  solid: 'Solid',
  double: 'Double',
  dotted: 'Dotted',
  dashed: 'Dashed',
  groove: 'Groove',
};

const BORDER: readonly Control[] = [
  { name: 'border', kind: 'select', label: 'Border Type', options: BORDER_STYLES, open: true },
  { name: 'width', kind: 'dimensions', label: 'Width', responsive: true, units: ['px', 'em', 'rem', 'vw', 'custom'] },
  { name: 'color', kind: 'color', label: 'Color' },
];

const CSS_FILTERS: readonly Control[] = [
  { name: 'css_filter', kind: 'switcher', label: 'CSS Filters', returnValue: 'custom' },
  { name: 'blur', kind: 'slider', label: 'Blur', units: ['px'], range: { px: { min: 0, max: 10, step: 0.1 } } },
  { name: 'brightness', kind: 'slider', label: 'Brightness', units: ['%'], range: { '%': { min: 0, max: 200 } } },
  { name: 'contrast', kind: 'slider', label: 'Contrast', units: ['%'], range: { '%': { min: 0, max: 200 } } },
  { name: 'saturate', kind: 'slider', label: 'Saturation', units: ['%'], range: { '%': { min: 0, max: 200 } } },
  { name: 'hue', kind: 'slider', label: 'Hue', units: ['deg'], range: { deg: { min: 0, max: 360 } } },
];

const BACKGROUND: readonly Control[] = [
  {
    name: 'background',
    kind: 'choose',
    label: 'Background Type',
    options: { classic: 'Classic', gradient: 'Gradient', video: 'Video', slideshow: 'Slideshow' },
    open: true,
  },
  { name: 'color', kind: 'color', label: 'Color' },
  { name: 'color_stop', kind: 'slider', label: 'Location', responsive: true, units: ['%', 'custom'] },
  { name: 'color_b', kind: 'color', label: 'Second Color', condition: { background: 'gradient' } },
  {
    name: 'color_b_stop',
    kind: 'slider',
    label: 'Location',
    responsive: true,
    units: ['%', 'custom'],
    condition: { background: 'gradient' },
  },
  {
    name: 'gradient_type',
    kind: 'select',
    label: 'Type',
    options: { linear: 'Linear', radial: 'Radial' },
    open: true,
    condition: { background: 'gradient' },
  },
  { name: 'gradient_angle', kind: 'slider', label: 'Angle', responsive: true, units: ['deg'], condition: { background: 'gradient' } },
  {
    name: 'gradient_position',
    kind: 'select',
    label: 'Position',
    responsive: true,
    options: Object.fromEntries(BG_POSITIONS.map((p) => [p, p])),
    open: true,
    condition: { background: 'gradient' },
  },
  // The stored value is read by its url wherever it is printed: exports carry odd extra keys.
  { name: 'image', kind: 'hidden', label: 'Image', responsive: true, value: 'unknown', condition: { background: 'classic' } },
  {
    name: 'position',
    kind: 'select',
    label: 'Position',
    responsive: true,
    options: { '': 'Default', ...Object.fromEntries(BG_POSITIONS.map((p) => [p, p])), initial: 'Custom' },
    open: true,
    condition: { background: 'classic' },
  },
  {
    name: 'xpos',
    kind: 'slider',
    label: 'X Position',
    responsive: true,
    units: ['px', '%', 'vw', 'custom'],
    condition: { position: 'initial' },
  },
  {
    name: 'ypos',
    kind: 'slider',
    label: 'Y Position',
    responsive: true,
    units: ['px', '%', 'vh', 'custom'],
    condition: { position: 'initial' },
  },
  { name: 'attachment', kind: 'select', label: 'Attachment', options: { '': 'Default', scroll: 'Scroll', fixed: 'Fixed' }, open: true },
  {
    name: 'repeat',
    kind: 'select',
    label: 'Repeat',
    responsive: true,
    options: { '': 'Default', 'no-repeat': 'No-repeat', repeat: 'Repeat', 'repeat-x': 'Repeat-x', 'repeat-y': 'Repeat-y' },
    open: true,
  },
  {
    name: 'size',
    kind: 'select',
    label: 'Display Size',
    responsive: true,
    options: { '': 'Default', auto: 'Auto', cover: 'Cover', contain: 'Contain', initial: 'Custom' },
    open: true,
  },
  {
    name: 'bg_width',
    kind: 'slider',
    label: 'Width',
    responsive: true,
    units: ['px', 'em', '%', 'vw', 'custom'],
    condition: { size: 'initial' },
  },
];

const SLIDESHOW = { background: 'slideshow' } as const;
const VIDEO = { background: 'video' } as const;

/** Slideshow and video backgrounds (Elementor's names and defaults); printed by src/elements/background-layers. */
const BACKGROUND_MEDIA: readonly Control[] = [
  { name: 'video_link', kind: 'text', label: 'Video Link', condition: VIDEO },
  { name: 'video_start', kind: 'number', label: 'Start Time', min: 0, condition: VIDEO },
  { name: 'video_end', kind: 'number', label: 'End Time', min: 0, condition: VIDEO },
  { name: 'play_once', kind: 'switcher', label: 'Play Once', condition: VIDEO },
  { name: 'play_on_mobile', kind: 'switcher', label: 'Play On Mobile', condition: VIDEO },
  { name: 'privacy_mode', kind: 'switcher', label: 'Privacy Mode', condition: VIDEO },
  { name: 'video_fallback', kind: 'media', label: 'Background Fallback', condition: VIDEO },
  { name: 'slideshow_gallery', kind: 'gallery', label: 'Images', condition: SLIDESHOW },
  { name: 'slideshow_loop', kind: 'switcher', label: 'Infinite Loop', default: 'yes', condition: SLIDESHOW },
  { name: 'slideshow_slide_duration', kind: 'number', label: 'Duration (ms)', default: 5000, min: 0, condition: SLIDESHOW },
  {
    name: 'slideshow_slide_transition',
    kind: 'select',
    label: 'Transition',
    default: 'fade',
    options: { fade: 'Fade', slide_right: 'Slide Right', slide_left: 'Slide Left', slide_up: 'Slide Up', slide_down: 'Slide Down' },
    condition: SLIDESHOW,
  },
  { name: 'slideshow_transition_duration', kind: 'number', label: 'Transition Duration (ms)', default: 500, min: 0, condition: SLIDESHOW },
  {
    name: 'slideshow_background_size',
    kind: 'select',
    label: 'Background Size',
    responsive: true,
    options: { '': 'Default', auto: 'Auto', cover: 'Cover', contain: 'Contain' },
    open: true,
    condition: SLIDESHOW,
  },
  {
    name: 'slideshow_background_position',
    kind: 'select',
    label: 'Background Position',
    responsive: true,
    options: { '': 'Default', ...Object.fromEntries(BG_POSITIONS.map((p) => [p, p])) },
    open: true,
    condition: SLIDESHOW,
  },
  { name: 'slideshow_lazyload', kind: 'switcher', label: 'Lazyload', condition: SLIDESHOW },
  { name: 'slideshow_ken_burns', kind: 'switcher', label: 'Ken Burns Effect', condition: SLIDESHOW },
  {
    name: 'slideshow_ken_burns_zoom_direction',
    kind: 'select',
    label: 'Direction',
    default: 'in',
    options: { in: 'In', out: 'Out' },
    condition: { ...SLIDESHOW, slideshow_ken_burns: 'yes' },
  },
];

export const GROUP_FIELDS: Readonly<Record<GroupKind, readonly Control[]>> = {
  typography: TYPOGRAPHY,
  'text-shadow': TEXT_SHADOW,
  'box-shadow': BOX_SHADOW,
  border: BORDER,
  'css-filters': CSS_FILTERS,
  background: [...BACKGROUND, ...BACKGROUND_MEDIA],
};

/**
 * A group's fields under its prefix (`typography_font_size`), conditions renamed to match. The
 * settings of a group are checked where they are printed, by the group's printer.
 */
export function groupFields(kind: GroupKind, prefix: string): Control[] {
  return GROUP_FIELDS[kind].map((field) => ({
    ...field,
    name: `${prefix}_${field.name}`,
    ...(field.condition ? { condition: prefixKeys(field.condition, prefix) } : {}),
  })) as Control[];
}

function prefixKeys<T>(record: Record<string, T>, prefix: string): Record<string, T> {
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [`${prefix}_${k}`, v]));
}
