// Theme options (Astra's customizer settings that Foyer keeps), stored as the `theme` site setting.
// Every field has a default and falls back to it on its own when the stored value is invalid, so a
// bad value never takes the header down and never throws away the other options.
import { z } from 'zod';

export { HEADER_BREAKPOINT, SCROLL_TOP_DEVICE_MARKER } from './breakpoints.ts';

const bool = (value: boolean) => z.boolean().catch(value);
const text = (value: string, max = 200) => z.string().max(max).catch(value);
/** A group of options: anything but an object counts as "nothing set", so each field takes its default. */
const group = <T extends z.ZodRawShape>(shape: T) =>
  z.preprocess((v) => (v && typeof v === 'object' && !Array.isArray(v) ? v : {}), z.object(shape));

export const themeOptionsSchema = z.object({
  header: group({
    /** The theme location whose menu the header shows. */
    menu: z
      .string()
      .regex(/^[a-z0-9_-]{1,40}$/)
      .catch('primary'),
    /** The brand: title (empty = the site name) and a smaller line under it (empty = none). */
    title: text(''),
    tagline: text(''),
    sticky: bool(false),
    /** Scroll distance, in px, past which the header sticks. */
    stickyThreshold: z.number().int().min(0).max(5000).catch(100),
    mobileMenu: z.enum(['dropdown', 'off-canvas']).catch('dropdown'),
    search: bool(true),
    account: bool(true),
    /** The header button (Astra's "button" element); no label, no button. */
    buttonLabel: text('', 60),
    buttonUrl: text('', 500),
  }),
  scrollToTop: group({
    enabled: bool(false),
    devices: z.enum(['desktop', 'mobile', 'both']).catch('both'),
  }),
});

export type ThemeOptions = z.infer<typeof themeOptionsSchema>;
/** What may be stored (each group and field optional); `parseThemeOptions` fills in the rest. */
export interface ThemeOptionsInput {
  header?: Partial<ThemeOptions['header']>;
  scrollToTop?: Partial<ThemeOptions['scrollToTop']>;
}

/** The stored options with defaults; anything invalid falls back field by field. */
export function parseThemeOptions(stored: unknown): ThemeOptions {
  const parsed = themeOptionsSchema.safeParse(stored && typeof stored === 'object' && !Array.isArray(stored) ? stored : {});
  return parsed.success ? parsed.data : themeOptionsSchema.parse({});
}
