// Progress tracker widget declaration (Elementor Pro's reading-progress widget).
import { declare } from '../../contracts/declaration/declare.ts';
import type { SettingsOf } from '../../contracts/declaration/settings-type.ts';

const HORIZONTAL = { type: 'horizontal' } as const;
const CIRCULAR = { type: 'circular' } as const;

export const progressTrackerDeclaration = declare({
  type: 'progress-tracker',
  title: 'Progress Tracker',
  behaviours: ['progress-tracker'],
  controls: [
    {
      name: 'type',
      kind: 'select',
      label: 'Tracker Type',
      section: 'section_content_scrolling_tracker',
      default: 'horizontal',
      options: { horizontal: 'Horizontal', circular: 'Circular' },
    },
    {
      name: 'relative_to',
      kind: 'select',
      label: 'Progress relative to',
      section: 'section_content_scrolling_tracker',
      default: 'entire_page',
      options: { entire_page: 'Entire Page', post_content: 'Post Content', selector: 'Selector' },
    },
    {
      name: 'selector',
      kind: 'text',
      label: 'Selector',
      section: 'section_content_scrolling_tracker',
      default: '',
      maxLength: 200,
      condition: { relative_to: 'selector' },
    },
    {
      name: 'direction',
      kind: 'choose',
      label: 'Direction',
      section: 'section_content_scrolling_tracker',
      default: 'ltr',
      options: { ltr: 'Left', rtl: 'Right' },
      condition: HORIZONTAL,
    },
    { name: 'percentage', kind: 'switcher', label: 'Percentage', section: 'section_content_scrolling_tracker', default: '' },
    {
      name: 'percentage_position',
      kind: 'choose',
      label: 'Percentage Position',
      section: 'section_content_scrolling_tracker',
      default: 'ltr',
      options: { ltr: 'Left', rtl: 'Right' },
      condition: { ...HORIZONTAL, percentage: 'yes' },
    },
    {
      name: 'horizontal_height',
      kind: 'slider',
      label: 'Height',
      tab: 'style',
      section: 'section_style_tracker',
      units: ['px', 'em', 'rem', 'custom'],
      selectors: { '{{WRAPPER}}': { '--horizontal-height': '{{VALUE}}' } },
      condition: HORIZONTAL,
    },
    {
      name: 'circular_size',
      kind: 'slider',
      label: 'Size',
      tab: 'style',
      section: 'section_style_tracker',
      units: ['px', 'em', 'rem', 'custom'],
      selectors: { '{{WRAPPER}}': { '--circular-size': '{{VALUE}}' } },
      condition: CIRCULAR,
    },
    {
      name: 'circular_thickness',
      kind: 'slider',
      label: 'Thickness',
      tab: 'style',
      section: 'section_style_tracker',
      units: ['px'],
      selectors: { '{{WRAPPER}}': { '--circular-thickness': '{{VALUE}}' } },
      condition: CIRCULAR,
    },
    {
      name: 'progress_color',
      kind: 'color',
      label: 'Progress Color',
      tab: 'style',
      section: 'section_style_tracker',
      selectors: { '{{WRAPPER}}': { '--progress-color': '{{VALUE}}' } },
    },
    {
      name: 'tracker_background_color',
      kind: 'color',
      label: 'Background Color',
      tab: 'style',
      section: 'section_style_tracker',
      selectors: { '{{WRAPPER}}': { '--tracker-background-color': '{{VALUE}}' } },
    },
    {
      name: 'percentage_color',
      kind: 'color',
      label: 'Percentage Color',
      tab: 'style',
      section: 'section_style_content',
      selectors: { '{{WRAPPER}}': { '--percentage-color': '{{VALUE}}' } },
      condition: { percentage: 'yes' },
    },
    {
      name: 'percentage_typography',
      kind: 'typography',
      label: 'Typography',
      tab: 'style',
      section: 'section_style_content',
      selector: '{{WRAPPER}} .current-progress-percentage',
      condition: { percentage: 'yes' },
    },
  ],
});

export type ProgressTrackerSettings = SettingsOf<typeof progressTrackerDeclaration.controls>;
