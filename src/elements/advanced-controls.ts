// The Advanced tab every element shares, declared once: CSS id and classes, custom position, z-index,
// flex-item sizing, entrance animation, visibility per device, and for widgets the box of
// `.elementor-widget-container` (margin, padding, background, border, transform). common.ts and
// widget-box.ts print them; their values are checked there, as these keys differ between element
// types and Elementor versions (`_z_index` on widgets, `z_index` on layouts).
import type { Control } from '../contracts/declaration/types.ts';
import { DEVICES } from '../model/breakpoints.ts';
import { motionFxControls, stickyControls } from './motion-controls.ts';

const ADV = 'advanced' as const;
const LENGTHS = ['px', '%', 'em', 'rem', 'vw', 'vh', 'custom'];

const ANIMATIONS = ['fadeIn', 'fadeInDown', 'fadeInLeft', 'fadeInRight', 'fadeInUp', 'zoomIn', 'slideInUp', 'bounceIn', 'none'];

/** Entrance animation and visibility: every element type has them under these names. */
const motionAndVisibility: Control[] = [
  {
    name: '_animation',
    kind: 'select',
    label: 'Entrance Animation',
    tab: ADV,
    section: 'section_effects',
    responsive: true,
    options: { '': 'Default', ...Object.fromEntries(ANIMATIONS.map((a) => [a, a])) },
    open: true,
  },
  // Sections, columns and containers store the animation without the underscore.
  {
    name: 'animation',
    kind: 'select',
    label: 'Entrance Animation',
    tab: ADV,
    section: 'section_effects',
    responsive: true,
    options: {},
    open: true,
  },
  {
    name: 'animation_duration',
    kind: 'select',
    label: 'Animation Duration',
    tab: ADV,
    section: 'section_effects',
    options: { slow: 'Slow', '': 'Normal', fast: 'Fast' },
    open: true,
  },
  { name: '_animation_delay', kind: 'number', label: 'Animation Delay (ms)', tab: ADV, section: 'section_effects', min: 0 },
  { name: 'animation_delay', kind: 'number', label: 'Animation Delay (ms)', tab: ADV, section: 'section_effects', min: 0 },
  ...DEVICES.map((d): Control => ({
    name: `hide_${d}`,
    kind: 'switcher',
    label: `Hide On ${d}`,
    tab: ADV,
    section: 'section_responsive',
    returnValue: 'hidden',
    open: true,
  })),
];

const flexItem: Control[] = [
  {
    name: '_flex_align_self',
    kind: 'choose',
    label: 'Align Self',
    tab: ADV,
    section: '_section_style',
    responsive: true,
    options: { 'flex-start': 'Start', center: 'Center', 'flex-end': 'End', stretch: 'Stretch' },
    open: true,
  },
  {
    name: '_flex_order',
    kind: 'choose',
    label: 'Order',
    tab: ADV,
    section: '_section_style',
    responsive: true,
    options: { start: 'Start', end: 'End', custom: 'Custom' },
    open: true,
  },
  {
    name: '_flex_order_custom',
    kind: 'number',
    label: 'Custom Order',
    tab: ADV,
    section: '_section_style',
    responsive: true,
    condition: { _flex_order: 'custom' },
  },
  {
    name: '_flex_size',
    kind: 'choose',
    label: 'Size',
    tab: ADV,
    section: '_section_style',
    responsive: true,
    options: { none: 'None', grow: 'Grow', shrink: 'Shrink', custom: 'Custom' },
    open: true,
  },
  {
    name: '_flex_grow',
    kind: 'number',
    label: 'Flex Grow',
    tab: ADV,
    section: '_section_style',
    responsive: true,
    condition: { _flex_size: 'custom' },
  },
  {
    name: '_flex_shrink',
    kind: 'number',
    label: 'Flex Shrink',
    tab: ADV,
    section: '_section_style',
    responsive: true,
    condition: { _flex_size: 'custom' },
  },
];

const offsets: Control[] = [
  {
    name: '_position',
    kind: 'select',
    label: 'Position',
    tab: ADV,
    section: '_section_position',
    options: { '': 'Default', absolute: 'Absolute', fixed: 'Fixed' },
    open: true,
  },
  ...(['h', 'v'] as const).flatMap((axis): Control[] => {
    const [start, end] = axis === 'h' ? ['_offset_x', '_offset_x_end'] : ['_offset_y', '_offset_y_end'];
    const orientation = `_offset_orientation_${axis}`;
    return [
      {
        name: orientation,
        kind: 'choose',
        label: axis === 'h' ? 'Horizontal Orientation' : 'Vertical Orientation',
        tab: ADV,
        section: '_section_position',
        options: { start: 'Start', end: 'End' },
        open: true,
      },
      {
        name: start,
        kind: 'slider',
        label: 'Offset',
        tab: ADV,
        section: '_section_position',
        responsive: true,
        units: LENGTHS,
        condition: { [`${orientation}!`]: 'end' },
      },
      {
        name: end,
        kind: 'slider',
        label: 'Offset',
        tab: ADV,
        section: '_section_position',
        responsive: true,
        units: LENGTHS,
        condition: { [orientation]: 'end' },
      },
    ];
  }),
];

const TRANSFORM_PARTS = ['rotateZ', 'translateX', 'translateY', 'scale', 'scaleX', 'scaleY'] as const;

const transform: Control[] = [
  ...['', '_hover'].flatMap((h): Control[] => [
    ...(['rotate', 'translate', 'scale'] as const).map((p): Control => ({
      name: `_transform_${p}_popover${h}`,
      kind: 'switcher',
      label: `${p} ${h ? '(hover)' : ''}`.trim(),
      tab: ADV,
      section: '_section_transform',
      returnValue: 'transform',
      open: true,
    })),
    {
      name: `_transform_keep_proportions${h}`,
      kind: 'switcher',
      label: 'Keep Proportions',
      tab: ADV,
      section: '_section_transform',
      open: true,
    },
    ...TRANSFORM_PARTS.map((p): Control => ({
      name: `_transform_${p}_effect${h}`,
      kind: 'slider',
      label: p,
      tab: ADV,
      section: '_section_transform',
      responsive: true,
    })),
  ]),
  { name: '_transform_transition_hover', kind: 'slider', label: 'Transition Duration (ms)', tab: ADV, section: '_section_transform' },
];

/** Background, border, radius and shadow, normal and hover, under a key prefix ('' or '_'). */
export function decorationControls(lead: '' | '_', tab: 'style' | 'advanced'): Control[] {
  const bg = `${lead}section_background`;
  const border = `${lead}section_border`;
  return [
    {
      name: `${lead}background`,
      kind: 'background',
      label: 'Background',
      tab,
      section: bg,
      // Slideshow and video backgrounds are a layout element's (src/elements/background-layers).
      types: lead ? ['classic', 'gradient'] : ['classic', 'gradient', 'video', 'slideshow'],
    },
    { name: `${lead}background_hover`, kind: 'background', label: 'Hover Background', tab, section: bg, types: ['classic', 'gradient'] },
    { name: `${lead}background_hover_transition`, kind: 'slider', label: 'Transition Duration', tab, section: bg },
    { name: `${lead}border`, kind: 'border', label: 'Border', tab, section: border },
    {
      name: `${lead}border_radius`,
      kind: 'dimensions',
      label: 'Border Radius',
      tab,
      section: border,
      responsive: true,
      units: ['px', '%', 'em', 'rem', 'custom'],
    },
    { name: `${lead}box_shadow`, kind: 'box-shadow', label: 'Box Shadow', tab, section: border },
    { name: `${lead}border_hover`, kind: 'border', label: 'Hover Border', tab, section: border },
    { name: `${lead}border_radius_hover`, kind: 'dimensions', label: 'Hover Border Radius', tab, section: border, responsive: true },
    { name: `${lead}box_shadow_hover`, kind: 'box-shadow', label: 'Hover Box Shadow', tab, section: border },
    { name: `${lead}border_hover_transition`, kind: 'slider', label: 'Hover Transition Duration', tab, section: border },
  ];
}

/** Keys any element may carry that no control shows: editor bookkeeping and references. */
const bookkeeping: Control[] = [
  { name: '_title', kind: 'hidden', label: 'Navigator title' },
  { name: '__globals__', kind: 'hidden', label: 'Global references', value: 'object' },
  { name: '__dynamic__', kind: 'hidden', label: 'Dynamic tags', value: 'object' },
  {
    name: 'custom_css',
    kind: 'textarea',
    label: 'Custom CSS',
    description: 'Use "selector" to target the wrapper element, e.g. selector {color: red;}',
    tab: ADV,
    section: 'section_custom_css',
  },
];

/** Identity: CSS id and classes (layouts store classes without the underscore). */
const identity: Control[] = [
  {
    name: '_element_id',
    kind: 'text',
    label: 'CSS ID',
    description: 'Add your custom id WITHOUT the Pound key. e.g: my-id',
    tab: ADV,
    section: '_section_style',
  },
  {
    name: '_css_classes',
    kind: 'text',
    label: 'CSS Classes',
    description: 'Add your custom class WITHOUT the dot. e.g: my-class',
    tab: ADV,
    section: '_section_style',
  },
  { name: 'hide', kind: 'hidden', label: 'Hidden', value: 'unknown' },
];

/** The Advanced tab of every element (widgets and layouts). */
export const commonControls: readonly Control[] = [
  ...bookkeeping,
  ...identity,
  { name: '_z_index', kind: 'number', label: 'Z-Index', tab: ADV, section: '_section_style', responsive: true },
  ...flexItem,
  ...offsets,
  ...motionAndVisibility,
  ...motionFxControls('motion_fx', ADV, 'section_effects'),
  ...stickyControls,
];

/** The widget box (`.elementor-widget-container`) settings of the Advanced tab. */
export const widgetBoxControls: readonly Control[] = [
  { name: '_margin', kind: 'dimensions', label: 'Margin', tab: ADV, section: '_section_style', responsive: true, units: LENGTHS },
  { name: '_padding', kind: 'dimensions', label: 'Padding', tab: ADV, section: '_section_style', responsive: true, units: LENGTHS },
  {
    name: '_element_width',
    kind: 'select',
    label: 'Width',
    tab: ADV,
    section: '_section_style',
    responsive: true,
    options: { '': 'Default', inherit: 'Full Width (100%)', auto: 'Inline (auto)', initial: 'Custom' },
    open: true,
  },
  {
    name: '_element_custom_width',
    kind: 'slider',
    label: 'Custom Width',
    tab: ADV,
    section: '_section_style',
    responsive: true,
    units: LENGTHS,
    condition: { _element_width: 'initial' },
  },
  {
    name: '_element_vertical_align',
    kind: 'choose',
    label: 'Vertical Align',
    tab: ADV,
    section: '_section_style',
    responsive: true,
    options: { 'flex-start': 'Start', center: 'Center', 'flex-end': 'End' },
    open: true,
  },
  ...decorationControls('_', ADV),
  ...transform,
];

/** The shared Advanced group as a declaration: listed by `foyer widgets`, checked like any other. */
export const advancedDeclaration = {
  type: 'advanced',
  title: 'Advanced (every element)',
  // Elementor's Advanced tab of a widget, in its order.
  sections: [
    { name: '_section_style', label: 'Layout', tab: ADV },
    { name: '_section_position', label: 'Position', tab: ADV },
    { name: 'section_effects', label: 'Motion Effects', tab: ADV },
    { name: '_section_transform', label: 'Transform', tab: ADV },
    { name: '_section_background', label: 'Background', tab: ADV },
    { name: '_section_border', label: 'Border', tab: ADV },
    { name: 'section_responsive', label: 'Responsive', tab: ADV },
    { name: 'section_custom_css', label: 'Custom CSS', tab: ADV },
  ],
  behaviours: ['entrance-animation', 'motion-fx', 'sticky'],
  controls: [...commonControls, ...widgetBoxControls],
} as const;
