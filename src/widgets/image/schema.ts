// Image widget settings (Elementor's names and defaults).
import { z } from 'zod';
import {
  borderShape,
  boxShadowShape,
  cssDimensions,
  cssFiltersShape,
  cssSize,
  cssText,
  hoverAnimation,
  imageSchema,
  linkSchema,
  textShadowShape,
  typographyShape,
} from '../shared/schema-parts.ts';

export const imageWidgetSchema = z.looseObject({
  /** `{url, id, alt}`; Foyer adds `width`/`height` (see shared/schema-parts.ts imageSchema). */
  image: imageSchema,
  /** 'full', a named size (thumbnail, medium, medium_large, large), 'WxH', or 'custom'. */
  image_size: z.string().default('full'),
  image_custom_dimension: z
    .looseObject({ width: z.union([z.string(), z.number()]).optional(), height: z.union([z.string(), z.number()]).optional() })
    .optional(),
  /** Responsive: left, center, right. */
  align: z.string().default(''),
  caption_source: z.enum(['none', 'attachment', 'custom']).default('none'),
  caption: z.string().default(''),
  link_to: z.enum(['none', 'file', 'custom']).default('none'),
  link: linkSchema,
  /** Whether a link to the file opens in the lightbox: the kit decides for 'default'. */
  open_lightbox: z.enum(['default', 'yes', 'no']).default('default'),
  // Style (all responsive where Elementor has them).
  width: cssSize,
  space: cssSize,
  height: cssSize,
  'object-fit': z.string().default(''),
  'object-position': z.string().default(''),
  opacity: cssSize,
  opacity_hover: cssSize,
  background_hover_transition: cssSize,
  hover_animation: hoverAnimation,
  ...cssFiltersShape('css_filters'),
  ...cssFiltersShape('css_filters_hover'),
  ...borderShape('image_border'),
  image_border_radius: cssDimensions,
  ...boxShadowShape('image_box_shadow'),
  caption_align: z.string().default(''),
  text_color: cssText,
  caption_background_color: cssText,
  caption_space: cssSize,
  ...typographyShape('caption_typography'),
  ...textShadowShape('caption_text_shadow'),
});
export type ImageWidgetSettings = z.infer<typeof imageWidgetSchema>;
