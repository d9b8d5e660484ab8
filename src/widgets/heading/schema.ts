// Heading widget settings (Elementor's names and defaults).
import { z } from 'zod';
import { cssText, linkSchema, textShadowShape, titleTag, typographyShape } from '../shared/schema-parts.ts';

export const headingSchema = z.looseObject({
  /** May hold inline HTML (<br>, <span>, <strong>): sanitised to an inline allow-list when rendered. */
  title: z.string().default('Add Your Heading Text Here'),
  header_size: titleTag.default('h2'),
  link: linkSchema,
  /** Responsive (align_tablet, align_mobile): left, center, right, justify. */
  align: z.string().default(''),
  title_color: cssText,
  title_hover_color: cssText,
  size: z.enum(['default', 'small', 'medium', 'large', 'xl', 'xxl']).default('default'),
  blend_mode: z.string().default(''),
  ...typographyShape('typography'),
  ...textShadowShape('text_shadow'),
});
export type HeadingSettings = z.infer<typeof headingSchema>;
