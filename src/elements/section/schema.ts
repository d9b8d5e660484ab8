// Legacy section declaration (Elementor's names and defaults). Presets (gaps, heights, positions)
// are classes; sizes, reversal and decoration are printed by css.ts.
import { declare } from '../../contracts/declaration/declare.ts';
import type { SettingsOf } from '../../contracts/declaration/settings-type.ts';
import type { Control } from '../../contracts/declaration/types.ts';
import { DEVICES } from '../../model/breakpoints.ts';
import { layoutStyleControls, shapeDividerControls } from '../layout-controls.ts';

/** Column padding for each gap preset, in px. */
export const COLUMN_GAPS = { no: 0, narrow: 5, default: 10, extended: 15, wide: 20, wider: 30 } as const;

const LAYOUT = 'section_layout';
const LENGTHS = ['px', '%', 'em', 'rem', 'vw', 'vh', 'custom'];
const HEIGHTS = { default: 'Default', 'min-height': 'Min Height', full: 'Fit To Screen' };
const TAGS = ['section', 'div', 'header', 'footer', 'aside', 'article', 'main', 'nav'] as const;

/** Elementor stores one switcher per smaller device, each with its own return value. */
const reverseOrder: Control[] = DEVICES.filter((d) => d !== 'desktop' && d !== 'widescreen').map((d) => ({
  name: `reverse_order_${d}`,
  kind: 'switcher',
  label: `Reverse Columns (${d})`,
  tab: 'advanced',
  section: '_section_responsive',
  returnValue: `reverse-${d}`,
  open: true,
}));

export const sectionDeclaration = declare({
  type: 'section',
  title: 'Section',
  // Elementor calls a layout element's content tab Layout.
  tabLabels: { content: 'Layout' },
  sections: [
    { name: 'section_layout', label: 'Layout' },
    { name: 'section_background', label: 'Background', tab: 'style' },
    { name: 'section_background_overlay', label: 'Background Overlay', tab: 'style' },
    { name: 'section_border', label: 'Border', tab: 'style' },
    { name: 'section_shape_divider_top', label: 'Shape Divider: Top', tab: 'style' },
    { name: 'section_shape_divider_bottom', label: 'Shape Divider: Bottom', tab: 'style' },
    { name: 'section_layout', label: 'Layout', tab: 'advanced' },
    { name: '_section_responsive', label: 'Responsive', tab: 'advanced' },
  ],
  behaviours: ['lazy-background', 'background-slideshow', 'background-video', 'stretch-section'],
  controls: [
    {
      name: 'layout',
      kind: 'select',
      label: 'Content Width',
      section: LAYOUT,
      default: 'boxed',
      options: { boxed: 'Boxed', full_width: 'Full Width' },
    },
    {
      name: 'content_width',
      kind: 'slider',
      label: 'Content Width',
      section: LAYOUT,
      responsive: true,
      units: LENGTHS,
      condition: { layout: 'boxed' },
    },
    {
      name: 'gap',
      kind: 'select',
      label: 'Columns Gap',
      section: LAYOUT,
      default: 'default',
      options: { no: 'No Gap', narrow: 'Narrow', default: 'Default', extended: 'Extended', wide: 'Wide', wider: 'Wider', custom: 'Custom' },
    },
    {
      name: 'gap_columns_custom',
      kind: 'slider',
      label: 'Custom Columns Gap',
      section: LAYOUT,
      responsive: true,
      units: LENGTHS,
      condition: { gap: 'custom' },
    },
    { name: 'height', kind: 'select', label: 'Height', section: LAYOUT, default: 'default', options: HEIGHTS },
    {
      name: 'custom_height',
      kind: 'slider',
      label: 'Minimum Height',
      section: LAYOUT,
      responsive: true,
      units: LENGTHS,
      condition: { height: 'min-height' },
    },
    // Inner sections keep their height settings under `_inner` names.
    { name: 'height_inner', kind: 'select', label: 'Height', section: LAYOUT, default: 'default', options: HEIGHTS },
    {
      name: 'custom_height_inner',
      kind: 'slider',
      label: 'Minimum Height',
      section: LAYOUT,
      responsive: true,
      units: LENGTHS,
      condition: { height_inner: 'min-height' },
    },
    {
      name: 'column_position',
      kind: 'select',
      label: 'Column Position',
      section: LAYOUT,
      default: 'middle',
      options: { stretch: 'Stretch', top: 'Top', middle: 'Middle', bottom: 'Bottom' },
    },
    {
      name: 'content_position',
      kind: 'select',
      label: 'Vertical Align',
      section: LAYOUT,
      default: '',
      options: { '': 'Default', top: 'Top', middle: 'Middle', bottom: 'Bottom' },
    },
    {
      name: 'overflow',
      kind: 'select',
      label: 'Overflow',
      section: LAYOUT,
      default: '',
      options: { '': 'Default', hidden: 'Hidden', auto: 'Auto', visible: 'Visible' },
    },
    // Elementor's marker class; the stretch-section behaviour spans it over the viewport.
    {
      name: 'stretch_section',
      kind: 'switcher',
      label: 'Stretch Section',
      description: 'Stretch the section to the full width of the page using JS.',
      section: LAYOUT,
      default: '',
      returnValue: 'section-stretched',
      open: true,
    },
    {
      name: 'html_tag',
      kind: 'select',
      label: 'HTML Tag',
      section: LAYOUT,
      default: 'section',
      options: Object.fromEntries(TAGS.map((t) => [t, t])) as Record<(typeof TAGS)[number], string>,
    },
    { name: 'structure', kind: 'hidden', label: 'Structure', value: 'unknown' },
    ...reverseOrder,
    { name: 'reverse_order', kind: 'hidden', label: 'Reverse Columns', value: 'unknown' },
    ...layoutStyleControls,
    ...shapeDividerControls,
  ],
});

export type SectionSettings = SettingsOf<typeof sectionDeclaration.controls>;
