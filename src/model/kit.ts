// The site kit: global colours, fonts, breakpoints, kit-level styles, lightbox and theme options,
// stored as one setting. Real kit exports store sizes as strings and add per-device values, so
// typography entries keep every `typography_*` key and are validated when turned into CSS.
// Elementor's settings take their defaults from the kit's declaration (kit-declaration.ts); the
// fields after `styles` are Foyer's own theme base, which Elementor's kit does not have.
import { z } from 'zod';
import { DEFAULT_BREAKPOINTS } from './breakpoints.ts';
import { breakpointsSchema } from './breakpoints-schema.ts';
import { num } from './css-values.ts';
import { kitControl } from './kit-declaration.ts';
import { kitTypographyProperties } from './kit-typography.ts';

const globalId = z.string().regex(/^[\w-]{1,64}$/);
const colourEntry = z.object({ _id: globalId, title: z.string().default(''), color: z.string().default('') });
const typographyEntry = z.looseObject({ _id: globalId, title: z.string().default('') });
export type KitColour = z.infer<typeof colourEntry>;
export type KitTypography = z.infer<typeof typographyEntry> & Record<string, unknown>;

/** Elementor stores the container width as `{unit, size}`; Foyer keeps the pixel number. */
const containerWidth = z.preprocess(
  (v) => (v && typeof v === 'object' && 'size' in v ? num((v as { size: unknown }).size) : v),
  z.number().int().min(300).max(3000),
);

/** A declared default as a fresh mutable value (the declaration is deeply readonly). */
const fresh = <T>(value: T): T => structuredClone(value) as T;

/** The kit's lightbox switches (Foyer stores them as true/false), each with its declared default. */
const LIGHTBOX = [
  'global_image_lightbox',
  'lightbox_enable_counter',
  'lightbox_enable_fullscreen',
  'lightbox_enable_zoom',
  'lightbox_enable_share',
] as const;
const lightboxShape = Object.fromEntries(LIGHTBOX.map((name) => [name, z.boolean().default(kitControl(name).default)])) as Record<
  (typeof LIGHTBOX)[number],
  z.ZodDefault<z.ZodBoolean>
>;

/** Where the lightbox's title and description come from (Elementor's kit selects): an image's title, caption, alt or description, or none. */
const LIGHTBOX_TEXT_SOURCES = ['', 'title', 'caption', 'alt', 'description'] as const;
export type LightboxTextSource = (typeof LIGHTBOX_TEXT_SOURCES)[number];
const lightboxText = (name: 'lightbox_title_src' | 'lightbox_description_src') =>
  z.enum(LIGHTBOX_TEXT_SOURCES).catch(kitControl(name).default as LightboxTextSource);

export const kitSchema = z.object({
  /** The kit's document id: the body carries `elementor-kit-{id}`, which scopes its variables and styles. */
  id: z.number().int().positive().default(1),
  site_name: z.string().default(kitControl('site_name').default),
  site_description: z.string().default(kitControl('site_description').default),
  /** Elementor's site logo (kit `site_logo`), for the site-logo dynamic tag. */
  site_logo: z.object({ url: z.string().max(2000), id: z.number().int().optional(), alt: z.string().optional() }).optional(),
  breakpoints: breakpointsSchema.default(DEFAULT_BREAKPOINTS),
  system_colors: z.array(colourEntry).default(() => fresh(kitControl('system_colors').default) as unknown as KitColour[]),
  custom_colors: z.array(colourEntry).default(() => []),
  system_typography: z.array(typographyEntry).default(() => fresh(kitControl('system_typography').default) as unknown as KitTypography[]),
  custom_typography: z.array(typographyEntry).default(() => []),
  /**
   * Kit-level styles under Elementor's names (body_color, body_typography_*, link_normal_color,
   * h1_color…h6_typography_*, button_*, form_field_*, form_label_*, space_between_widgets,
   * container_padding, __globals__): validated key by key when imported (kit-styles.ts).
   */
  styles: z.record(z.string(), z.unknown()).default({}),
  /**
   * The theme's base type: `elementor` is Elementor's Hello theme (16 px body at 1.5, headings in the
   * body font, Hello's sizes and spacing), what documents imported from Elementor sites were laid out
   * with; `foyer` is Foyer's own (serif headings, larger steps), which the demo hotel uses.
   */
  base_typography: z.enum(['elementor', 'foyer']).default('elementor'),
  /** Font stacks used by the page body and headings when no widget sets its own (Hello's system stack). */
  body_font_family: z
    .string()
    .default('-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif'),
  heading_font_family: z.string().default('Georgia, "Times New Roman", serif'),
  body_color: z.string().default('#333333'),
  body_background: z.string().default('#ffffff'),
  /** Boxed content width of containers and sections, in px. */
  container_width: containerWidth.default(kitControl('container_width').default.size),
  /** Global lightbox: image links open in the lightbox unless a link says no. */
  ...lightboxShape,
  lightbox_title_src: lightboxText('lightbox_title_src'),
  lightbox_description_src: lightboxText('lightbox_description_src'),
  /** Theme (Astra) options. */
  theme: z
    .object({
      scroll_to_top: z.boolean().default(true),
      scroll_to_top_devices: z.enum(['both', 'desktop', 'mobile']).default('both'),
      header_breakpoint: z.number().int().default(921),
    })
    .prefault({}),
});
export type Kit = z.infer<typeof kitSchema>;

export const DEFAULT_KIT: Kit = kitSchema.parse({});

/** The kit's global colour and typography ids, and the properties each typography defines. */
export function kitGlobalIds(kit: Kit): {
  colors: Set<string>;
  typography: Set<string>;
  typographyProperties: Map<string, string[]>;
} {
  const typography = [...kit.system_typography, ...kit.custom_typography];
  return {
    colors: new Set([...kit.system_colors, ...kit.custom_colors].map((c) => c._id)),
    typography: new Set(typography.map((t) => t._id)),
    typographyProperties: new Map(typography.map((t) => [t._id, kitTypographyProperties(t)])),
  };
}
