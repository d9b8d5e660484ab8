// The Style-tab controls containers, sections and columns share (spacing, background, overlay,
// border, shadow) and the shape dividers, declared once. layout-common.ts and shape-dividers print them.
import type { Control } from '../contracts/declaration/types.ts';
import { decorationControls } from './advanced-controls.ts';
import { motionFxControls } from './motion-controls.ts';

const LENGTHS = ['px', '%', 'em', 'rem', 'vw', 'custom'];
const OVERLAY = 'section_background_overlay';

export const layoutStyleControls: readonly Control[] = [
  { name: 'padding', kind: 'dimensions', label: 'Padding', tab: 'advanced', section: 'section_layout', responsive: true, units: LENGTHS },
  { name: 'margin', kind: 'dimensions', label: 'Margin', tab: 'advanced', section: 'section_layout', responsive: true, units: LENGTHS },
  { name: 'z_index', kind: 'number', label: 'Z-Index', tab: 'advanced', section: 'section_layout', responsive: true },
  {
    name: 'css_classes',
    kind: 'text',
    label: 'CSS Classes',
    description: 'Add your custom class WITHOUT the dot. e.g: my-class',
    tab: 'advanced',
    section: 'section_layout',
  },
  ...decorationControls('', 'style'),
  ...motionFxControls('background_motion_fx', 'style', 'section_background'),
  { name: 'background_overlay', kind: 'background', label: 'Overlay', tab: 'style', section: OVERLAY, types: ['classic', 'gradient'] },
  {
    name: 'background_overlay_opacity',
    kind: 'slider',
    label: 'Opacity',
    tab: 'style',
    section: OVERLAY,
    responsive: true,
    range: { px: { min: 0, max: 1, step: 0.01 } },
  },
  {
    name: 'background_overlay_hover',
    kind: 'background',
    label: 'Hover Overlay',
    tab: 'style',
    section: OVERLAY,
    types: ['classic', 'gradient'],
  },
  { name: 'background_overlay_hover_opacity', kind: 'slider', label: 'Hover Opacity', tab: 'style', section: OVERLAY, responsive: true },
  { name: 'background_overlay_hover_transition', kind: 'slider', label: 'Transition Duration', tab: 'style', section: OVERLAY },
  { name: 'overlay_blend_mode', kind: 'select', label: 'Blend Mode', tab: 'style', section: OVERLAY, options: {}, open: true },
  { name: 'css_filters', kind: 'css-filters', label: 'CSS Filters', tab: 'style', section: OVERLAY },
];

/** Shape dividers of sections and containers, top and bottom. */
export const shapeDividerControls: readonly Control[] = (['top', 'bottom'] as const).flatMap((side): Control[] => {
  const key = `shape_divider_${side}`;
  const section = `section_shape_divider_${side}`;
  const shown = { [`${key}!`]: '' };
  return [
    { name: key, kind: 'select', label: 'Type', tab: 'style', section, options: {}, open: true },
    { name: `${key}_color`, kind: 'color', label: 'Color', tab: 'style', section, condition: shown },
    { name: `${key}_width`, kind: 'slider', label: 'Width', tab: 'style', section, responsive: true, units: ['%', 'vw'], condition: shown },
    {
      name: `${key}_height`,
      kind: 'slider',
      label: 'Height',
      tab: 'style',
      section,
      responsive: true,
      units: ['px', 'em', 'rem', 'vh'],
      condition: shown,
    },
    { name: `${key}_flip`, kind: 'switcher', label: 'Flip', tab: 'style', section, condition: shown, open: true },
    { name: `${key}_negative`, kind: 'switcher', label: 'Invert', tab: 'style', section, condition: shown, open: true },
    { name: `${key}_above_content`, kind: 'switcher', label: 'Bring to Front', tab: 'style', section, condition: shown, open: true },
  ];
});
