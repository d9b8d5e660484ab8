// Which CSS properties a kit typography sets, and the shapes of its values. Apart from kit-css.ts so
// that kit.ts (which indexes these properties) and kit-css.ts (which prints them, and reads the Kit
// type) do not import each other.
import { size } from './values.ts';

/** A font family name as kit exports store it: letters, digits, spaces, hyphens. */
export const FONT_FAMILY_NAME = /^[\w][\w\s-]{0,59}$/;
export const KEYWORD = /^[a-z0-9-]{1,20}$/i;

const SIZED_UNITS: Record<string, string> = { font_size: 'px', line_height: 'em', letter_spacing: 'px', word_spacing: 'px' };

/**
 * The CSS properties a kit typography defines a variable for (on any device), as kit-css.ts prints them.
 * Elementor prints a global reference's var() only for these: the others keep the widget's own.
 */
export function kitTypographyProperties(t: Record<string, unknown>): string[] {
  const out: string[] = [];
  const family = t.typography_font_family;
  if (typeof family === 'string' && FONT_FAMILY_NAME.test(family.trim())) out.push('font-family');
  for (const key of ['font_weight', 'text_transform', 'font_style', 'text_decoration']) {
    const v = t[`typography_${key}`];
    if (typeof v === 'string' && KEYWORD.test(v)) out.push(key.replace('_', '-'));
  }
  for (const [key, unit] of Object.entries(SIZED_UNITS)) {
    const prefix = `typography_${key}`;
    const isSet = Object.keys(t).some((k) => (k === prefix || k.startsWith(`${prefix}_`)) && size(t[k], unit) !== undefined);
    if (isSet) out.push(key.replace('_', '-'));
  }
  return out;
}
