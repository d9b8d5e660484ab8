// Zod building blocks for the setting shapes Elementor widgets share (links, icons, images, sizes, typography).
import { z } from 'zod';

// 'on' / '' in Elementor, booleans in some exports; anything else reads as off rather than losing the link.
const flag = z
  .unknown()
  .transform((v) => (typeof v === 'string' || typeof v === 'boolean' ? v : ''))
  .default('');

/** Elementor's URL control: `{url, is_external:'on'|'', nofollow:'on'|'', custom_attributes:'key|value,...'}`. */
export const linkSchema = z
  .looseObject({
    url: z.string().default(''),
    is_external: flag,
    nofollow: flag,
    custom_attributes: z
      .unknown()
      .transform((v) => (typeof v === 'string' ? v : ''))
      .default(''),
  })
  .default({ url: '', is_external: '', nofollow: '', custom_attributes: '' });
export type LinkValue = z.infer<typeof linkSchema>;

/**
 * Elementor's ICONS control: `{value:'fas fa-star', library:'fa-solid'}`, or for uploaded SVGs
 * `{value:{url, id}, library:'svg'}`. Empty when no icon was chosen.
 */
export const iconSchema = z
  .looseObject({
    // Checked where the icon is resolved (shared/icon.tsx): an odd value renders no icon.
    value: z.union([z.string(), z.looseObject({ url: z.unknown() }), z.array(z.unknown())]).default(''),
    library: z
      .unknown()
      .transform((v) => (typeof v === 'string' ? v : ''))
      .default(''),
  })
  .default({ value: '', library: '' });
export type IconValue = z.infer<typeof iconSchema>;

/**
 * Documents older than Elementor 2.6 hold a Font Awesome class string in `icon`; it wins over the
 * ICONS setting until `__fa4_migrated` records the migration (see shared/icon.tsx widgetIcon).
 */
export const legacyIconShape = {
  icon: z.string().default(''),
  __fa4_migrated: z.looseObject({}).optional(),
};

/** A positive number (also from a numeric string), else undefined. */
const positiveNumber = z
  .unknown()
  .transform((v) => {
    const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : NaN;
    return Number.isFinite(n) && n > 0 ? n : undefined;
  })
  .optional();

/**
 * Elementor's MEDIA control. Elementor stores `url`, `id`, sometimes `alt` and `size`; Foyer's media
 * library also stores the upload's intrinsic `width` and `height` (px) so pages can reserve space
 * and offer a srcset without reading the file at render time.
 */
export const imageSchema = z
  .looseObject({
    url: z.string().default(''),
    // Lenient inside: one odd field must not cost the whole image.
    id: z
      .unknown()
      .transform((v) => (typeof v === 'number' || typeof v === 'string' ? v : undefined))
      .optional(),
    alt: z
      .unknown()
      .transform((v) => (typeof v === 'string' ? v : undefined))
      .optional(),
    width: positiveNumber,
    height: positiveNumber,
  })
  .default({ url: '', id: undefined, alt: undefined, width: undefined, height: undefined });
export type ImageValue = z.infer<typeof imageSchema>;

/** Slider values (`{unit:'px', size:20}`), CSS only: no default, so nothing is emitted unless set. */
export const cssSize = z
  .union([
    z.looseObject({ unit: z.string().optional(), size: z.union([z.number(), z.string(), z.null()]).optional() }),
    z.number(),
    z.string(),
  ])
  .optional();

/** Dimension values (`{unit, top, right, bottom, left, isLinked}`), CSS only. */
export const cssDimensions = z.looseObject({ unit: z.string().optional() }).optional();

/** Colours and other free-text CSS values; validated where they become CSS. */
export const cssText = z.string().optional();

/** A group control's keys, typed as `{prefix}_{key}` so settings types keep them (values read as unknown). */
type GroupShape<P extends string, K extends string> = Record<`${P}_${K}`, z.ZodType<unknown>>;

function group<P extends string, K extends string>(prefix: P, parts: Record<K, z.ZodType<unknown>>): GroupShape<P, K> {
  return Object.fromEntries(Object.entries(parts).map(([k, v]) => [`${prefix}_${k}`, v])) as GroupShape<P, K>;
}

const optText = z.union([z.string(), z.number()]).optional();

/** The keys of a typography group control (`{prefix}_typography`, `_font_family`, ...). */
export function typographyShape<P extends string>(prefix: P) {
  return group(prefix, {
    typography: z.string().optional(),
    font_family: z.string().optional(),
    font_size: cssSize,
    font_weight: optText,
    text_transform: z.string().optional(),
    font_style: z.string().optional(),
    text_decoration: z.string().optional(),
    line_height: cssSize,
    letter_spacing: cssSize,
    word_spacing: cssSize,
  });
}

/** The keys of a border group control (`{prefix}_border`, `_width`, `_color`). */
export function borderShape<P extends string>(prefix: P) {
  return group(prefix, { border: z.string().optional(), width: cssDimensions, color: cssText });
}

/** The keys of a box-shadow group control. */
export function boxShadowShape<P extends string>(prefix: P) {
  return group(prefix, {
    box_shadow_type: z.string().optional(),
    box_shadow: z.looseObject({}).optional(),
    box_shadow_position: z.string().optional(),
  });
}

/** The keys of a text-shadow group control. */
export function textShadowShape<P extends string>(prefix: P) {
  return group(prefix, { text_shadow_type: z.string().optional(), text_shadow: z.looseObject({}).optional() });
}

/** The keys of a CSS-filters group control (`{prefix}_css_filter`, `_blur`, ...). */
export function cssFiltersShape<P extends string>(prefix: P) {
  return group(prefix, {
    css_filter: z.string().optional(),
    blur: cssSize,
    brightness: cssSize,
    contrast: cssSize,
    saturate: cssSize,
    hue: cssSize,
  });
}

/** Tags a title may be rendered in. */
export const titleTag = z.enum(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'div', 'span', 'p']);

/** Elementor hover animation names become `elementor-animation-{name}`; keep them class-safe. */
export const hoverAnimation = z
  .string()
  .regex(/^[a-z-]{0,30}$/)
  .default('');
