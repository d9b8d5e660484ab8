// Nav menu widget settings (Elementor Pro's names and defaults, the subset Foyer renders).
import { z } from 'zod';
import { cssDimensions, cssSize, cssText, typographyShape } from '../shared/schema-parts.ts';

export const navMenuSchema = z.looseObject({
  /** Which menu: a theme location ('primary', 'footer'), as Foyer's menus are keyed by location. */
  menu: z
    .string()
    .regex(/^[\w-]{1,60}$/)
    .default('primary'),
  /** Accessible name of the navigation landmark. */
  menu_name: z.string().max(80).default('Menu'),
  layout: z.enum(['horizontal', 'vertical', 'dropdown']).default('horizontal'),
  /** Responsive: start, center, end, justify. */
  align_items: z.string().default(''),
  pointer: z.enum(['none', 'underline', 'overline', 'double-line', 'framed', 'background', 'text']).default('underline'),
  /** The device from which the menu collapses behind the toggle button; 'none' never collapses. */
  dropdown: z.enum(['mobile', 'tablet', 'none']).default('tablet'),
  toggle: z.enum(['', 'burger']).default('burger'),
  /** Responsive: left, center, right. */
  toggle_align: z.string().default(''),
  text_align: z.enum(['aside', 'center']).default('aside'),
  // Main menu style.
  color_menu_item: cssText,
  color_menu_item_hover: cssText,
  color_menu_item_active: cssText,
  pointer_color_menu_item_hover: cssText,
  pointer_width: cssSize,
  padding_horizontal_menu_item: cssSize,
  padding_vertical_menu_item: cssSize,
  menu_space_between: cssSize,
  ...typographyShape('menu_typography'),
  // Dropdown (submenus, and the whole menu once collapsed).
  color_dropdown_item: cssText,
  background_color_dropdown_item: cssText,
  color_dropdown_item_hover: cssText,
  background_color_dropdown_item_hover: cssText,
  dropdown_border_radius: cssDimensions,
  padding_horizontal_dropdown_item: cssSize,
  padding_vertical_dropdown_item: cssSize,
  dropdown_top_distance: cssSize,
  ...typographyShape('dropdown_typography'),
  // Toggle button.
  toggle_color: cssText,
  toggle_background_color: cssText,
  toggle_size: cssSize,
  toggle_border_radius: cssSize,
});
export type NavMenuSettings = z.infer<typeof navMenuSchema>;
