// Legacy column declaration (Elementor's names). Widths and alignments are checked where they are
// printed (css.ts): real documents store them as numbers, numeric strings or null.
import { declare } from '../../contracts/declaration/declare.ts';
import type { SettingsOf } from '../../contracts/declaration/settings-type.ts';
import { layoutStyleControls } from '../layout-controls.ts';

const TAGS = ['div', 'header', 'footer', 'main', 'article', 'section', 'aside', 'nav'] as const;

export const columnDeclaration = declare({
  type: 'column',
  title: 'Column',
  // Elementor calls a layout element's content tab Layout.
  tabLabels: { content: 'Layout' },
  sections: [
    { name: 'layout', label: 'Layout' },
    { name: 'section_background', label: 'Background', tab: 'style' },
    { name: 'section_background_overlay', label: 'Background Overlay', tab: 'style' },
    { name: 'section_border', label: 'Border', tab: 'style' },
    { name: 'section_layout', label: 'Layout', tab: 'advanced' },
  ],
  behaviours: ['lazy-background', 'background-slideshow', 'background-video'],
  controls: [
    // The structure's share (50 = half); `_inline_size` is the width the user dragged to, if any.
    { name: '_column_size', kind: 'number', label: 'Column Size', section: 'layout', default: 100 },
    { name: '_inline_size', kind: 'number', label: 'Column Width (%)', section: 'layout', responsive: true, default: null },
    {
      name: 'content_position',
      kind: 'select',
      label: 'Vertical Align',
      section: 'layout',
      responsive: true,
      options: {
        '': 'Default',
        top: 'Top',
        center: 'Middle',
        bottom: 'Bottom',
        'space-between': 'Space Between',
        'space-around': 'Space Around',
        'space-evenly': 'Space Evenly',
      },
      open: true,
    },
    {
      name: 'align',
      kind: 'select',
      label: 'Horizontal Align',
      section: 'layout',
      responsive: true,
      options: {
        '': 'Default',
        'flex-start': 'Start',
        center: 'Center',
        'flex-end': 'End',
        'space-between': 'Space Between',
        'space-around': 'Space Around',
        'space-evenly': 'Space Evenly',
      },
      open: true,
    },
    {
      name: 'space_between_widgets',
      kind: 'slider',
      label: 'Widgets Space',
      section: 'layout',
      responsive: true,
      units: ['px', 'em', 'rem', 'custom'],
    },
    {
      name: 'html_tag',
      kind: 'select',
      label: 'HTML Tag',
      section: 'layout',
      default: 'div',
      options: Object.fromEntries(TAGS.map((t) => [t, t])) as Record<(typeof TAGS)[number], string>,
    },
    ...layoutStyleControls,
  ],
});

export type ColumnSettings = SettingsOf<typeof columnDeclaration.controls>;
