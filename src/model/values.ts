// Turning Elementor setting values (sizes, dimensions, colours, typography) into CSS values.
import type { Device } from './breakpoints.ts';
import { safeColour } from './colour.ts';
import type { CssSink, Declarations } from './css.ts';
import { box, length, sizeNum } from './css-values.ts';

/**
 * `{unit:'px', size:40}` -> '40px'; a bare number gets `defaultUnit`. The strict converter of
 * css-values.ts does the work, so widgets and layout elements accept and refuse the same values.
 */
export function size(value: unknown, defaultUnit = 'px'): string | undefined {
  return length(value, { defaultUnit });
}

/** The number in a size value, or undefined. */
export const sizeNumber = sizeNum;

/** `{unit:'px', top:'1', right:'2', ...}` -> '1px 2px 0 0' (unset sides become 0, as Elementor). */
export const dimensions = box;

/** A CSS colour if the value is a safe one, else undefined (never lets arbitrary CSS through). */
export const colour = (value: unknown): string | undefined => safeColour(value);

/**
 * A setting's value with `__globals__` applied: `globals/colors?id=accent` becomes
 * `var(--e-global-color-accent)`, and wins over the local value as in Elementor.
 */
export function globalOr(settings: Record<string, unknown>, key: string): unknown {
  const globals = settings.__globals__;
  if (globals && typeof globals === 'object') {
    const ref = (globals as Record<string, unknown>)[key];
    if (typeof ref === 'string' && ref) {
      const m = /^globals\/(colors|typography)\?id=([\w-]+)$/.exec(ref);
      if (m && m[1] === 'colors') return `var(--e-global-color-${m[2]})`;
    }
  }
  return settings[key];
}

const TYPOGRAPHY_REFERENCE = /^globals\/typography\?id=([\w-]+)(?:&props=([\w+-]*))?$/;

/** The global typography a `typography_typography` group points at, if any. */
function globalTypography(settings: Record<string, unknown>, prefix: string): { id: string; properties?: string[] } | undefined {
  const globals = settings.__globals__;
  if (!globals || typeof globals !== 'object') return undefined;
  const ref = (globals as Record<string, unknown>)[`${prefix}_typography`];
  const m = typeof ref === 'string' ? TYPOGRAPHY_REFERENCE.exec(ref) : null;
  if (!m) return undefined;
  return { id: m[1], properties: m[2] === undefined ? undefined : m[2].split('+').filter(Boolean) };
}

/** The global typography id a `typography_typography` group points at, if any. */
export function globalTypographyId(settings: Record<string, unknown>, prefix: string): string | undefined {
  return globalTypography(settings, prefix)?.id;
}

const FONT_FAMILY = /^[\w\s'"-]{1,60}$/;
const GLOBAL_PROPERTIES = [
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'letter-spacing',
  'word-spacing',
  'text-transform',
  'font-style',
  'text-decoration',
];

/**
 * Emits a typography group (`{prefix}_font_family`, `_font_size`, `_font_weight`, `_line_height`,
 * `_letter_spacing`, `_text_transform`, `_font_style`, `_text_decoration`, responsive sizes) for a
 * selector. A global typography reference becomes CSS variables, only for the properties its global
 * defines when the reference says (as Elementor: an undefined variable would unset the property).
 */
export function typography(css: CssSink, selector: string, settings: Record<string, unknown>, prefix = 'typography'): void {
  const global = globalTypography(settings, prefix);
  if (global) {
    const properties = global.properties ?? ['font-family', 'font-size', 'font-weight', 'line-height', 'letter-spacing', 'text-transform'];
    const v = (p: string) => `var(--e-global-typography-${global.id}-${p})`;
    css.add(
      selector,
      Object.fromEntries(
        GLOBAL_PROPERTIES.filter((p) => properties.includes(p)).map((p) => [p, p === 'font-family' ? `${v(p)}, Sans-serif` : v(p)]),
      ),
    );
    return;
  }
  if (settings[`${prefix}_typography`] !== 'custom') return;
  const family = settings[`${prefix}_font_family`];
  const keyword = (v: unknown) => (typeof v === 'string' && /^[a-z0-9-]{1,20}$/i.test(v) ? v : undefined);
  css.add(selector, {
    'font-family': typeof family === 'string' && FONT_FAMILY.test(family) ? `"${family.replace(/["']/g, '')}", sans-serif` : undefined,
    'font-weight': keyword(settings[`${prefix}_font_weight`]),
    'text-transform': keyword(settings[`${prefix}_text_transform`]),
    'font-style': keyword(settings[`${prefix}_font_style`]),
    'text-decoration': keyword(settings[`${prefix}_text_decoration`]),
  });
  const sizeKey = (key: string, prop: string, unit: string) =>
    css.responsive(selector, settings, `${prefix}_${key}`, (v) => ({ [prop]: size(v, unit) }));
  sizeKey('font_size', 'font-size', 'px');
  sizeKey('line_height', 'line-height', 'em');
  sizeKey('letter_spacing', 'letter-spacing', 'px');
  sizeKey('word_spacing', 'word-spacing', 'px');
}

/** Shorthand for `css.responsive` with a single property and a value mapper. */
export function responsiveProp(
  css: CssSink,
  selector: string,
  settings: Record<string, unknown>,
  key: string,
  prop: string,
  map: (value: unknown, device: Device) => string | undefined,
): void {
  css.responsive(selector, settings, key, (v, d): Declarations => ({ [prop]: map(v, d) }));
}

/** Escapes a URL for use inside CSS `url("...")`. */
export function cssUrl(url: string): string {
  return `url("${url.replace(/["\\\n\r]/g, (c) => encodeURIComponent(c))}")`;
}
