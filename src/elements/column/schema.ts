// Legacy column settings (Elementor's names). Widths and alignments are checked where they are
// printed (css.ts): real documents store them as numbers, numeric strings or null.
import { z } from 'zod';
import { LAYOUT_STYLE_KEYS, passthrough } from '../layout-common.ts';

export const columnSchema = z.looseObject({
  /** The structure's share (50 = half); `_inline_size` is the width the user dragged to, if any. */
  _column_size: z.union([z.number(), z.string()]).default(100),
  _inline_size: z.union([z.number(), z.string(), z.null()]).default(null),
  html_tag: z.enum(['div', 'header', 'footer', 'main', 'article', 'section', 'aside', 'nav']).default('div'),
  ...passthrough(['content_position', 'align', 'space_between_widgets', ...LAYOUT_STYLE_KEYS]),
});
export type ColumnSettings = z.infer<typeof columnSchema>;
