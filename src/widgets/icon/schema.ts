// Icon widget settings (Elementor's names and defaults).
import { z } from 'zod';
import { iconViewShape } from '../shared/icon-view.ts';
import { cssSize, hoverAnimation, iconSchema, legacyIconShape, linkSchema } from '../shared/schema-parts.ts';

export const iconWidgetSchema = z.looseObject({
  selected_icon: iconSchema.default({ value: 'fas fa-star', library: 'fa-solid' }),
  ...legacyIconShape,
  link: linkSchema,
  /** Responsive: left, center, right. */
  align: z.string().default(''),
  /** Responsive icon size. */
  size: cssSize,
  hover_animation: hoverAnimation,
  ...iconViewShape,
});
export type IconWidgetSettings = z.infer<typeof iconWidgetSchema>;
