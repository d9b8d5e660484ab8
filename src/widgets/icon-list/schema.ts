// Icon list widget settings (Elementor's names and defaults).
import { z } from 'zod';
import { cssSize, cssText, iconSchema, linkSchema, textShadowShape, typographyShape } from '../shared/schema-parts.ts';

export const iconListItemSchema = z.looseObject({
  /** May hold inline HTML: sanitised when rendered. */
  text: z.string().default(''),
  selected_icon: iconSchema,
  /** Legacy Font Awesome class string (documents older than Elementor 2.6). */
  icon: z.string().optional(),
  link: linkSchema,
  _id: z.string().optional(),
});
export type IconListItem = z.infer<typeof iconListItemSchema>;

const fa = (value: string) => ({ value, library: 'fa-solid' });
const DEFAULT_ITEMS: IconListItem[] = [
  { text: 'List Item #1', selected_icon: fa('fas fa-check'), link: { url: '', is_external: '', nofollow: '', custom_attributes: '' } },
  { text: 'List Item #2', selected_icon: fa('fas fa-times'), link: { url: '', is_external: '', nofollow: '', custom_attributes: '' } },
  { text: 'List Item #3', selected_icon: fa('fas fa-dot-circle'), link: { url: '', is_external: '', nofollow: '', custom_attributes: '' } },
];

export const iconListSchema = z.looseObject({
  /** Repeater: an item that does not validate is dropped; the others still render. */
  icon_list: z
    .array(z.unknown())
    .transform((items) =>
      items.flatMap((item) => {
        const parsed = iconListItemSchema.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      }),
    )
    .default(DEFAULT_ITEMS),
  view: z.enum(['traditional', 'inline']).default('traditional'),
  /** Responsive. */
  space_between: cssSize,
  /** Responsive: left, center, right. */
  icon_align: z.string().default(''),
  divider: z.enum(['', 'yes']).default(''),
  divider_style: z.enum(['solid', 'double', 'dotted', 'dashed']).default('solid'),
  divider_weight: cssSize,
  divider_width: cssSize,
  divider_height: cssSize,
  divider_color: cssText,
  icon_color: cssText,
  icon_color_hover: cssText,
  /** Responsive. */
  icon_size: cssSize,
  text_color: cssText,
  text_color_hover: cssText,
  text_indent: cssSize,
  ...typographyShape('icon_typography'),
  ...textShadowShape('text_shadow'),
});
export type IconListSettings = z.infer<typeof iconListSchema>;
