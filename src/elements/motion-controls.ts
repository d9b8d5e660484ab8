// Motion effects and sticky controls, declared once with Elementor Pro's names, defaults and
// conditions: `motion_fx_*` (every element, Advanced tab), `background_motion_fx_*` (layouts' Style
// tab background section, without rotate, tilt and transform origin, as in Elementor), `sticky_*`.
// src/elements/motion.ts reads them for the markup; src/behaviours/motion-fx.ts and sticky.ts act.
import type { Condition, Control, SliderValue } from '../contracts/declaration/types.ts';

type Prefix = 'motion_fx' | 'background_motion_fx';

const DEVICE_OPTIONS = { desktop: 'Desktop', tablet: 'Tablet', mobile: 'Mobile' };

/** A viewport-range slider (`sizes: {start, end}` in %), as Elementor's `handles: range`. */
function rangeSlider(
  name: string,
  label: string,
  section: string,
  tab: Control['tab'],
  start: number,
  end: number,
  condition: Condition,
): Control {
  // Elementor stores a range's two handles in `sizes`; the control's own value type has no place for them.
  const value: SliderValue & { sizes: { start: number; end: number } } = { unit: '%', size: '', sizes: { start, end } };
  return { name, kind: 'slider', label, tab, section, units: ['%'], default: value, condition };
}

function speedSlider(
  name: string,
  label: string,
  section: string,
  tab: Control['tab'],
  size: number,
  max: number,
  condition: Condition,
): Control {
  return { name, kind: 'slider', label, tab, section, default: { unit: 'px', size }, range: { px: { min: 0, max, step: 0.1 } }, condition };
}

/**
 * The popover of one motion effects group. `element` adds what only elements have: rotate, tilt
 * and the transform origin (Elementor excludes them from the background group).
 */
export function motionFxControls(prefix: Prefix, tab: Control['tab'], section: string): Control[] {
  const isElement = prefix === 'motion_fx';
  const scroll = `${prefix}_motion_fx_scrolling`;
  const mouse = `${prefix}_motion_fx_mouse`;
  const on = (effect: string, flag: string): Condition => ({ [flag]: 'yes', [`${prefix}_${effect}_effect`]: 'yes' });
  const effect = (name: string, label: string, flag: string): Control => ({
    name: `${prefix}_${name}_effect`,
    kind: 'switcher',
    label,
    tab,
    section,
    condition: { [flag]: 'yes' },
  });
  const axis = (
    name: 'translateY' | 'translateX' | 'rotateZ',
    label: string,
    options: Record<string, string>,
    speed: number,
  ): Control[] => [
    effect(name, label, scroll),
    {
      name: `${prefix}_${name}_direction`,
      kind: 'select',
      label: 'Direction',
      tab,
      section,
      default: '',
      options,
      condition: on(name, scroll),
    },
    speedSlider(`${prefix}_${name}_speed`, 'Speed', section, tab, speed, 10, on(name, scroll)),
    rangeSlider(`${prefix}_${name}_affectedRange`, 'Viewport', section, tab, 0, 100, on(name, scroll)),
  ];
  // Opacity and blur: 'Fade In' is stored as out-in, Elementor's labels and values as they are.
  const fade = (name: 'opacity' | 'blur', labels: [string, string, string, string], level: number, max: number): Control[] => [
    effect(name, name === 'opacity' ? 'Transparency' : 'Blur', scroll),
    {
      name: `${prefix}_${name}_direction`,
      kind: 'select',
      label: 'Direction',
      tab,
      section,
      default: 'out-in',
      options: { 'out-in': labels[0], 'in-out': labels[1], 'in-out-in': labels[2], 'out-in-out': labels[3] },
      condition: on(name, scroll),
    },
    speedSlider(`${prefix}_${name}_level`, 'Level', section, tab, level, max, on(name, scroll)),
    rangeSlider(`${prefix}_${name}_range`, 'Viewport', section, tab, 20, 80, on(name, scroll)),
  ];
  return [
    { name: scroll, kind: 'switcher', label: 'Scrolling Effects', tab, section },
    ...axis('translateY', 'Vertical Scroll', { '': 'Up', negative: 'Down' }, 4),
    ...axis('translateX', 'Horizontal Scroll', { '': 'To Left', negative: 'To Right' }, 4),
    ...fade('opacity', ['Fade In', 'Fade Out', 'Fade Out In', 'Fade In Out'], 10, 10),
    ...fade('blur', ['Fade In', 'Fade Out', 'Fade Out In', 'Fade In Out'], 7, 15),
    ...(isElement ? axis('rotateZ', 'Rotate', { '': 'To Left', negative: 'To Right' }, 1) : []),
    effect('scale', 'Scale', scroll),
    {
      name: `${prefix}_scale_direction`,
      kind: 'select',
      label: 'Direction',
      tab,
      section,
      default: 'out-in',
      options: { 'out-in': 'Scale Up', 'in-out': 'Scale Down', 'in-out-in': 'Scale Down Up', 'out-in-out': 'Scale Up Down' },
      condition: on('scale', scroll),
    },
    speedSlider(`${prefix}_scale_speed`, 'Speed', section, tab, 4, 10, on('scale', scroll)),
    rangeSlider(`${prefix}_scale_range`, 'Viewport', section, tab, 20, 80, on('scale', scroll)),
    ...(isElement
      ? ([
          {
            name: 'motion_fx_transform_origin_x',
            kind: 'choose',
            label: 'X Anchor Point',
            tab,
            section,
            default: 'center',
            options: { left: 'Left', center: 'Center', right: 'Right' },
            conditions: {
              relation: 'or',
              terms: [
                { name: 'motion_fx_rotateZ_effect', operator: '===', value: 'yes' },
                { name: 'motion_fx_scale_effect', operator: '===', value: 'yes' },
              ],
            },
          },
          {
            name: 'motion_fx_transform_origin_y',
            kind: 'choose',
            label: 'Y Anchor Point',
            tab,
            section,
            default: 'center',
            options: { top: 'Top', center: 'Center', bottom: 'Bottom' },
            conditions: {
              relation: 'or',
              terms: [
                { name: 'motion_fx_rotateZ_effect', operator: '===', value: 'yes' },
                { name: 'motion_fx_scale_effect', operator: '===', value: 'yes' },
              ],
            },
          },
        ] satisfies Control[])
      : []),
    {
      name: `${prefix}_devices`,
      kind: 'select',
      label: 'Apply Effects On',
      tab,
      section,
      multiple: true,
      options: DEVICE_OPTIONS,
      open: true,
      conditions: {
        relation: 'or',
        terms: [
          { name: scroll, operator: '===', value: 'yes' },
          { name: mouse, operator: '===', value: 'yes' },
        ],
      },
    },
    {
      name: `${prefix}_range`,
      kind: 'select',
      label: 'Effects Relative To',
      tab,
      section,
      default: '',
      options: { '': 'Default', viewport: 'Viewport', page: 'Entire Page' },
      condition: { [scroll]: 'yes' },
    },
    { name: mouse, kind: 'switcher', label: 'Mouse Effects', tab, section },
    effect('mouseTrack', 'Mouse Track', mouse),
    {
      name: `${prefix}_mouseTrack_direction`,
      kind: 'select',
      label: 'Direction',
      tab,
      section,
      default: '',
      options: { '': 'Opposite', negative: 'Direct' },
      condition: on('mouseTrack', mouse),
    },
    speedSlider(`${prefix}_mouseTrack_speed`, 'Speed', section, tab, 1, 10, on('mouseTrack', mouse)),
    ...(isElement
      ? [
          effect('tilt', '3D Tilt', mouse),
          {
            name: 'motion_fx_tilt_direction',
            kind: 'select',
            label: 'Direction',
            tab,
            section,
            default: '',
            options: { '': 'Direct', negative: 'Opposite' },
            condition: on('tilt', mouse),
          } satisfies Control,
          speedSlider('motion_fx_tilt_speed', 'Speed', section, tab, 4, 10, on('tilt', mouse)),
        ]
      : []),
  ];
}

/** Sticky (Advanced tab, Motion Effects): top or bottom, devices, offsets, stay in column. */
export const stickyControls: readonly Control[] = [
  {
    name: 'sticky',
    kind: 'select',
    label: 'Sticky',
    tab: 'advanced',
    section: 'section_effects',
    default: '',
    options: { '': 'None', top: 'Top', bottom: 'Bottom' },
  },
  {
    name: 'sticky_on',
    kind: 'select',
    label: 'Sticky On',
    tab: 'advanced',
    section: 'section_effects',
    multiple: true,
    options: DEVICE_OPTIONS,
    open: true,
    condition: { 'sticky!': '' },
  },
  ...(['sticky_offset', 'sticky_effects_offset', 'sticky_anchor_link_offset'] as const).map((name): Control => ({
    name,
    kind: 'number',
    label: name === 'sticky_offset' ? 'Offset' : name === 'sticky_effects_offset' ? 'Effects Offset' : 'Anchor Offset',
    tab: 'advanced',
    section: 'section_effects',
    responsive: true,
    default: 0,
    min: 0,
    max: name === 'sticky_offset' ? 500 : 1000,
    condition: name === 'sticky_anchor_link_offset' ? { sticky: 'top' } : { 'sticky!': '' },
  })),
  {
    name: 'sticky_parent',
    kind: 'switcher',
    label: 'Stay In Column',
    tab: 'advanced',
    section: 'section_effects',
    condition: { 'sticky!': '' },
  },
];
