// The site kit: global colours, fonts, breakpoints, lightbox and theme options, stored as one setting.
import { z } from 'zod';
import { DEFAULT_BREAKPOINTS } from './breakpoints.ts';
import { breakpointsSchema } from './breakpoints-schema.ts';
import { safeColour } from './colour.ts';

const colourEntry = z.object({ _id: z.string().regex(/^[\w-]+$/), title: z.string(), color: z.string() });
const typographyEntry = z.object({
  _id: z.string().regex(/^[\w-]+$/),
  title: z.string(),
  typography_font_family: z.string().optional(),
  typography_font_weight: z.string().optional(),
  typography_font_size: z.object({ unit: z.string(), size: z.number() }).optional(),
  typography_line_height: z.object({ unit: z.string(), size: z.number() }).optional(),
  typography_letter_spacing: z.object({ unit: z.string(), size: z.number() }).optional(),
  typography_text_transform: z.string().optional(),
});

export const kitSchema = z.object({
  site_name: z.string().default('Foyer'),
  site_description: z.string().default(''),
  breakpoints: breakpointsSchema.default(DEFAULT_BREAKPOINTS),
  system_colors: z.array(colourEntry).default([]),
  custom_colors: z.array(colourEntry).default([]),
  system_typography: z.array(typographyEntry).default([]),
  custom_typography: z.array(typographyEntry).default([]),
  /** Font stacks used by the page body and headings when no widget sets its own. */
  body_font_family: z.string().default('system-ui, -apple-system, "Segoe UI", Roboto, sans-serif'),
  heading_font_family: z.string().default('Georgia, "Times New Roman", serif'),
  body_color: z.string().default('#3b3a36'),
  body_background: z.string().default('#ffffff'),
  /** Boxed content width of containers and sections, in px. */
  container_width: z.number().int().min(300).max(3000).default(1140),
  /** Global lightbox: image links open in the lightbox unless a link says no. */
  global_image_lightbox: z.boolean().default(true),
  lightbox_enable_counter: z.boolean().default(true),
  lightbox_enable_fullscreen: z.boolean().default(true),
  lightbox_enable_zoom: z.boolean().default(true),
  lightbox_enable_share: z.boolean().default(true),
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

/** `:root` custom properties for the kit's global colours and typography. */
export function kitCss(kit: Kit): string {
  const vars: string[] = [];
  for (const c of [...kit.system_colors, ...kit.custom_colors]) {
    const colour = safeColour(c.color);
    if (colour) vars.push(`--e-global-color-${c._id}:${colour}`);
  }
  for (const t of [...kit.system_typography, ...kit.custom_typography]) {
    const p = `--e-global-typography-${t._id}`;
    if (t.typography_font_family && /^[\w\s-]+$/.test(t.typography_font_family)) {
      vars.push(`${p}-font-family:"${t.typography_font_family}"`);
    }
    if (t.typography_font_weight && /^\w+$/.test(t.typography_font_weight)) vars.push(`${p}-font-weight:${t.typography_font_weight}`);
    if (t.typography_font_size) vars.push(`${p}-font-size:${t.typography_font_size.size}${t.typography_font_size.unit}`);
    if (t.typography_line_height) vars.push(`${p}-line-height:${t.typography_line_height.size}${t.typography_line_height.unit || ''}`);
    if (t.typography_letter_spacing)
      vars.push(`${p}-letter-spacing:${t.typography_letter_spacing.size}${t.typography_letter_spacing.unit}`);
    if (t.typography_text_transform && /^\w+$/.test(t.typography_text_transform))
      vars.push(`${p}-text-transform:${t.typography_text_transform}`);
  }
  return vars.length ? `:root{${vars.join(';')}}` : '';
}
