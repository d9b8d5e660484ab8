// The zod schemas of the control kinds whose values have structure (url, icons, media, slider,
// dimensions): what declaration schemas (zod.ts) are built from. Server side only.
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
