// Divider widget settings (Elementor's names and defaults).
import { z } from 'zod';
import { cssSize, cssText, iconSchema, titleTag, typographyShape } from '../shared/schema-parts.ts';

export const dividerSchema = z.looseObject({
  /** solid, double, dotted, dashed; Elementor's SVG pattern styles (zigzag, ...) draw as solid. */
  style: z.string().default('solid'),
  weight: cssSize,
  color: cssText,
  /** Responsive. */
  width: cssSize,
  /** Responsive: left, center, right. */
  align: z.string().default(''),
  /** Responsive: space above and below the line. */
  gap: cssSize,
  look: z.enum(['line', 'line_text', 'line_icon']).default('line'),
  text: z.string().default('Divider'),
  html_tag: titleTag.default('span'),
  icon: iconSchema,
  text_color: cssText,
  ...typographyShape('typography'),
  text_spacing: cssSize,
  icon_color: cssText,
  icon_size: cssSize,
});
export type DividerSettings = z.infer<typeof dividerSchema>;
