// Icon box widget settings (Elementor's names and defaults).
import { z } from 'zod';
import { boxShape } from '../shared/box-layout.ts';
import { iconViewShape } from '../shared/icon-view.ts';
import { cssSize, hoverAnimation, iconSchema, legacyIconShape } from '../shared/schema-parts.ts';

export const iconBoxSchema = z.looseObject({
  selected_icon: iconSchema.default({ value: 'fas fa-star', library: 'fa-solid' }),
  ...legacyIconShape,
  ...boxShape,
  ...iconViewShape,
  /** Responsive: space between the icon and the text. */
  icon_space: cssSize,
  /** Responsive. */
  icon_size: cssSize,
  hover_animation: hoverAnimation,
});
export type IconBoxSettings = z.infer<typeof iconBoxSchema>;
