// Button widget settings (Elementor's names and defaults).
import { z } from 'zod';
import {
  borderShape,
  boxShadowShape,
  cssDimensions,
  cssSize,
  cssText,
  hoverAnimation,
  iconSchema,
  legacyIconShape,
  linkSchema,
  textShadowShape,
  typographyShape,
} from '../shared/schema-parts.ts';

export const buttonSchema = z.looseObject({
  text: z.string().default('Click here'),
  link: linkSchema,
  size: z.enum(['xs', 'sm', 'md', 'lg', 'xl']).default('sm'),
  /** Responsive: left, center, right, justify (full width). */
  align: z.string().default(''),
  selected_icon: iconSchema,
  ...legacyIconShape,
  /** Icon before the text ('left', Elementor 3.20+: 'row') or after it ('right' / 'row-reverse'). */
  icon_align: z.enum(['left', 'right', 'row', 'row-reverse']).default('left'),
  icon_indent: cssSize,
  button_type: z.enum(['', 'info', 'success', 'warning', 'danger']).default(''),
  button_css_id: z
    .string()
    .regex(/^[\w-]*$/)
    .default(''),
  hover_animation: hoverAnimation,
  button_text_color: cssText,
  background_color: cssText,
  hover_color: cssText,
  button_background_hover_color: cssText,
  button_hover_border_color: cssText,
  ...borderShape('border'),
  border_radius: cssDimensions,
  text_padding: cssDimensions,
  ...typographyShape('typography'),
  ...textShadowShape('text_shadow'),
  ...boxShadowShape('button_box_shadow'),
  ...boxShadowShape('button_hover_box_shadow'),
});
export type ButtonSettings = z.infer<typeof buttonSchema>;
