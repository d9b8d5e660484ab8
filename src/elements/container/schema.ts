// Container declaration (Elementor's names and defaults). The flex/grid settings combine into custom
// properties per device and the decoration has overlay logic, so css.ts prints them.
import { declare } from '../../contracts/declaration/declare.ts';
import type { SettingsOf } from '../../contracts/declaration/settings-type.ts';
import type { Control } from '../../contracts/declaration/types.ts';
import { layoutStyleControls, shapeDividerControls } from '../layout-controls.ts';

export const CONTAINER_TAGS = ['div', 'header', 'footer', 'main', 'article', 'section', 'aside', 'nav', 'a'] as const;

const LAYOUT = 'section_layout_container';
const LENGTHS = ['px', '%', 'em', 'rem', 'vw', 'vh', 'custom'];
const JUSTIFY = {
  'flex-start': 'Start',
  center: 'Center',
  'flex-end': 'End',
  'space-between': 'Space Between',
  'space-around': 'Space Around',
  'space-evenly': 'Space Evenly',
};
const GRID_ITEMS = { start: 'Start', center: 'Center', end: 'End', stretch: 'Stretch' };
const GRID_CONTENT = {
  start: 'Start',
  center: 'Center',
  end: 'End',
  'space-between': 'Space Between',
  'space-around': 'Space Around',
  'space-evenly': 'Space Evenly',
};

/** A responsive choice printed by css.ts; values outside the options print nothing there. */
function choice(name: string, label: string, options: Record<string, string>, condition: Control['condition']): Control {
  return { name, kind: 'choose', label, section: LAYOUT, responsive: true, options, open: true, condition };
}

const FLEX = { container_type: 'flex' };
const GRID = { container_type: 'grid' };

export const containerDeclaration = declare({
  type: 'container',
  title: 'Container',
  // Elementor calls a layout element's content tab Layout.
  tabLabels: { content: 'Layout' },
  sections: [
    { name: 'section_layout_container', label: 'Container' },
    { name: 'section_layout_additional_options', label: 'Additional Options' },
    { name: 'section_background', label: 'Background', tab: 'style' },
    { name: 'section_background_overlay', label: 'Background Overlay', tab: 'style' },
    { name: 'section_border', label: 'Border', tab: 'style' },
    { name: 'section_shape_divider_top', label: 'Shape Divider: Top', tab: 'style' },
    { name: 'section_shape_divider_bottom', label: 'Shape Divider: Bottom', tab: 'style' },
    { name: 'section_layout', label: 'Layout', tab: 'advanced' },
    { name: '_section_position', label: 'Position', tab: 'advanced' },
  ],
  behaviours: ['lazy-background', 'background-slideshow', 'background-video'],
  controls: [
    {
      name: 'container_type',
      kind: 'select',
      label: 'Container Layout',
      section: LAYOUT,
      default: 'flex',
      options: { flex: 'Flexbox', grid: 'Grid' },
    },
    {
      name: 'content_width',
      kind: 'select',
      label: 'Content Width',
      section: LAYOUT,
      default: 'boxed',
      options: { boxed: 'Boxed', full: 'Full Width' },
    },
    {
      name: 'boxed_width',
      kind: 'slider',
      label: 'Content Width',
      section: LAYOUT,
      responsive: true,
      units: LENGTHS,
      condition: { content_width: 'boxed' },
    },
    {
      name: 'width',
      kind: 'slider',
      label: 'Width',
      section: LAYOUT,
      responsive: true,
      units: LENGTHS,
      condition: { content_width: 'full' },
    },
    {
      name: 'min_height',
      kind: 'slider',
      label: 'Min Height',
      description: 'To achieve full height Container use 100vh.',
      section: LAYOUT,
      responsive: true,
      units: LENGTHS,
    },
    {
      name: 'flex_direction',
      kind: 'choose',
      label: 'Direction',
      section: LAYOUT,
      responsive: true,
      default: '',
      options: {
        '': 'Default',
        row: 'Row - horizontal',
        column: 'Column - vertical',
        'row-reverse': 'Row - reversed',
        'column-reverse': 'Column - reversed',
      },
      condition: FLEX,
    },
    choice('flex_justify_content', 'Justify Content', JUSTIFY, FLEX),
    choice('flex_align_items', 'Align Items', { 'flex-start': 'Start', center: 'Center', 'flex-end': 'End', stretch: 'Stretch' }, FLEX),
    choice('flex_align_content', 'Align Content', JUSTIFY, FLEX),
    choice('flex_wrap', 'Wrap', { nowrap: 'No Wrap', wrap: 'Wrap' }, FLEX),
    { name: 'flex_gap', kind: 'gaps', label: 'Gaps', section: LAYOUT, responsive: true, units: LENGTHS, condition: FLEX },
    {
      name: 'grid_columns_grid',
      kind: 'slider',
      label: 'Columns',
      section: LAYOUT,
      responsive: true,
      units: ['fr', 'custom'],
      condition: GRID,
    },
    { name: 'grid_rows_grid', kind: 'slider', label: 'Rows', section: LAYOUT, responsive: true, units: ['fr', 'custom'], condition: GRID },
    { name: 'grid_gaps', kind: 'gaps', label: 'Gaps', section: LAYOUT, responsive: true, units: LENGTHS, condition: GRID },
    choice('grid_auto_flow', 'Auto Flow', { row: 'Row', column: 'Column' }, GRID),
    choice('grid_justify_items', 'Justify Items', GRID_ITEMS, GRID),
    choice('grid_align_items', 'Align Items', GRID_ITEMS, GRID),
    choice('grid_justify_content', 'Justify Content', GRID_CONTENT, GRID),
    choice('grid_align_content', 'Align Content', GRID_CONTENT, GRID),
    {
      name: 'overflow',
      kind: 'select',
      label: 'Overflow',
      section: 'section_layout_additional_options',
      default: '',
      options: { '': 'Default', hidden: 'Hidden', auto: 'Auto', visible: 'Visible', clip: 'Clip', scroll: 'Scroll' },
    },
    {
      name: 'html_tag',
      kind: 'select',
      label: 'HTML Tag',
      section: 'section_layout_additional_options',
      default: 'div',
      options: Object.fromEntries(CONTAINER_TAGS.map((t) => [t, t])) as Record<(typeof CONTAINER_TAGS)[number], string>,
    },
    {
      name: 'link',
      kind: 'url',
      label: 'Link',
      section: 'section_layout_additional_options',
      optional: true,
      condition: { html_tag: 'a' },
    },
    {
      name: 'position',
      kind: 'select',
      label: 'Position',
      tab: 'advanced',
      section: '_section_position',
      default: '',
      options: { '': 'Default', absolute: 'Absolute', fixed: 'Fixed' },
    },
    ...layoutStyleControls,
    ...shapeDividerControls,
    // Editor-only bookkeeping: nothing to print.
    { name: 'presetTitle', kind: 'hidden', label: 'Preset title', value: 'unknown' },
    { name: 'presetIcon', kind: 'hidden', label: 'Preset icon', value: 'unknown' },
    { name: 'structure', kind: 'hidden', label: 'Structure', value: 'unknown' },
  ],
});

export type ContainerSettings = SettingsOf<typeof containerDeclaration.controls>;
