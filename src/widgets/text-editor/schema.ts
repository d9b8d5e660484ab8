// Text editor widget settings (Elementor's names and defaults).
import { z } from 'zod';
import { cssSize, cssText, textShadowShape, typographyShape } from '../shared/schema-parts.ts';

export const textEditorSchema = z.looseObject({
  /** Rich text HTML: sanitised on save and again on render (shared/sanitize.ts). */
  editor: z
    .string()
    .default(
      '<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit. Ut elit tellus, luctus nec ullamcorper mattis, pulvinar dapibus leo.</p>',
    ),
  drop_cap: z.enum(['', 'yes']).default(''),
  drop_cap_view: z.enum(['default', 'stacked', 'framed']).default('default'),
  drop_cap_primary_color: cssText,
  drop_cap_secondary_color: cssText,
  drop_cap_size: cssSize,
  drop_cap_space: cssSize,
  drop_cap_border_radius: cssSize,
  drop_cap_border_width: cssSize,
  ...typographyShape('drop_cap_typography'),
  /** Responsive; '1'..'10'. */
  text_columns: z.string().default(''),
  column_gap: cssSize,
  /** Responsive: left, center, right, justify. */
  align: z.string().default(''),
  text_color: cssText,
  link_color: cssText,
  link_hover_color: cssText,
  paragraph_spacing: cssSize,
  ...typographyShape('typography'),
  ...textShadowShape('text_shadow'),
});
export type TextEditorSettings = z.infer<typeof textEditorSchema>;
