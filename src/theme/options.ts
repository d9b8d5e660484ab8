// Theme options (Astra's customizer settings that Foyer keeps), stored as the `theme` site setting.
// What each option is and its default come from the declaration (src/contracts/settings/theme-options.ts);
// stored grouped by section. Every field falls back to its default on its own when the stored value
// is invalid, so a bad value never takes the header down and never throws away the other options.
import { z } from 'zod';
import { storedSettingsSchema } from '../contracts/settings/parse.ts';
import { type ThemeOptions, themeOptionControls } from '../contracts/settings/theme-options.ts';

export { HEADER_BREAKPOINT, SCROLL_TOP_DEVICE_MARKER } from './breakpoints.ts';
export type { ThemeOptions } from '../contracts/settings/theme-options.ts';

/** A group that is not an object counts as "nothing set", so each of its fields takes its default. */
export const themeOptionsSchema: z.ZodType<ThemeOptions> = z.object({
  header: storedSettingsSchema<ThemeOptions['header']>(themeOptionControls('header')),
  scrollToTop: storedSettingsSchema<ThemeOptions['scrollToTop']>(themeOptionControls('scrollToTop')),
});

/** What may be stored (each group and field optional); `parseThemeOptions` fills in the rest. */
export interface ThemeOptionsInput {
  header?: Partial<ThemeOptions['header']>;
  scrollToTop?: Partial<ThemeOptions['scrollToTop']>;
}

/** The stored options with defaults; anything invalid falls back field by field. */
export function parseThemeOptions(stored: unknown): ThemeOptions {
  return themeOptionsSchema.parse(stored && typeof stored === 'object' && !Array.isArray(stored) ? stored : {});
}
