// Container settings (Elementor's names and defaults). Values of responsive and group settings
// are checked where they are printed (css.ts); zod checks the switches the markup depends on.
import { z } from 'zod';
import { LAYOUT_STYLE_KEYS, passthrough } from '../layout-common.ts';
import { SHAPE_KEYS } from '../shape-dividers/render.tsx';

export const CONTAINER_TAGS = ['div', 'header', 'footer', 'main', 'article', 'section', 'aside', 'nav', 'a'] as const;

const CONTAINER_KEYS = [
  'boxed_width',
  'width',
  'min_height',
  'flex_gap',
  'flex_justify_content',
  'flex_align_items',
  'flex_align_content',
  'flex_wrap',
  'grid_columns_grid',
  'grid_rows_grid',
  'grid_gaps',
  'grid_auto_flow',
  'grid_justify_items',
  'grid_align_items',
  'grid_justify_content',
  'grid_align_content',
  // Editor-only bookkeeping: nothing to print.
  'presetTitle',
  'presetIcon',
  'structure',
];

export const containerSchema = z.looseObject({
  content_width: z.enum(['boxed', 'full']).default('boxed'),
  container_type: z.enum(['flex', 'grid']).default('flex'),
  flex_direction: z.enum(['', 'row', 'column', 'row-reverse', 'column-reverse']).default(''),
  html_tag: z.enum(CONTAINER_TAGS).default('div'),
  overflow: z.enum(['', 'hidden', 'auto', 'visible', 'clip', 'scroll']).default(''),
  position: z.enum(['', 'absolute', 'fixed']).default(''),
  link: z.looseObject({ url: z.string().default(''), is_external: z.unknown().optional(), nofollow: z.unknown().optional() }).optional(),
  ...passthrough([...CONTAINER_KEYS, ...LAYOUT_STYLE_KEYS, ...SHAPE_KEYS]),
});
export type ContainerSettings = z.infer<typeof containerSchema>;
