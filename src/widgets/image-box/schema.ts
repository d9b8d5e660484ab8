// Image box widget settings (Elementor's names and defaults).
import { z } from 'zod';
import { boxShape } from '../shared/box-layout.ts';
import { borderShape, cssSize, hoverAnimation, imageSchema } from '../shared/schema-parts.ts';

export const imageBoxSchema = z.looseObject({
  /** `{url, id, alt}`; Foyer adds `width`/`height` (see shared/schema-parts.ts imageSchema). */
  image: imageSchema,
  /** Image-size name ('full', 'medium', ...), Elementor's `thumbnail` group control. */
  thumbnail_size: z.string().default('full'),
  thumbnail_custom_dimension: z.looseObject({}).optional(),
  ...boxShape,
  /** Responsive: space between the image and the text. */
  image_space: cssSize,
  /** Responsive: width of the image part, in % of the box (Elementor's default 30%). */
  image_size: cssSize,
  /** A slider here (one radius), unlike the image widget's dimensions. */
  image_border_radius: cssSize,
  ...borderShape('image_border'),
  image_opacity: cssSize,
  hover_animation: hoverAnimation,
});
export type ImageBoxSettings = z.infer<typeof imageBoxSchema>;
