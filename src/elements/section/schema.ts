// Legacy section settings (Elementor's names and defaults). Sizes and group settings are checked
// where they are printed (css.ts).
import { z } from 'zod';
import { LAYOUT_STYLE_KEYS, passthrough } from '../layout-common.ts';
import { SHAPE_KEYS } from '../shape-dividers/render.tsx';

const HEIGHTS = ['default', 'min-height', 'full'] as const;

/** Column padding for each gap preset, in px. */
export const COLUMN_GAPS = { no: 0, narrow: 5, default: 10, extended: 15, wide: 20, wider: 30 } as const;

export const sectionSchema = z.looseObject({
  layout: z.enum(['boxed', 'full_width']).default('boxed'),
  gap: z.enum(['no', 'narrow', 'default', 'extended', 'wide', 'wider', 'custom']).default('default'),
  height: z.enum(HEIGHTS).default('default'),
  height_inner: z.enum(HEIGHTS).default('default'),
  column_position: z.enum(['stretch', 'top', 'middle', 'bottom']).default('middle'),
  content_position: z.enum(['', 'top', 'middle', 'bottom']).default(''),
  stretch_section: z.string().default(''),
  html_tag: z.enum(['section', 'div', 'header', 'footer', 'aside', 'article', 'main', 'nav']).default('section'),
  overflow: z.enum(['', 'hidden', 'auto', 'visible']).default(''),
  ...passthrough([
    'content_width',
    'gap_columns_custom',
    'custom_height',
    'custom_height_inner',
    'reverse_order',
    'structure',
    ...LAYOUT_STYLE_KEYS,
    ...SHAPE_KEYS,
  ]),
});
export type SectionSettings = z.infer<typeof sectionSchema>;
