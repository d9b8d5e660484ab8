// Strict conversion of layout setting values to CSS: anything unexpected gives undefined (no CSS),
// never a throw, so a bad document can neither break a page nor inject rules.
import type { Device } from './breakpoints.ts';
import { activeDevices, deviceSuffix } from './breakpoints.ts';
import type { CssSink, Declarations } from './css.ts';
import { isSet, resolveResponsive } from './responsive.ts';
import { safeUrl } from './safe-url.ts';

export const LENGTH_UNITS = ['px', '%', 'em', 'rem', 'vw', 'vh', 'vmin', 'vmax', 'ch'] as const;
const ALL_UNITS = new Set<string>([...LENGTH_UNITS, 'fr', 'deg', 'grad', 'rad', 'turn', 's', 'ms']);
/** Words allowed in Elementor's free-text "custom" unit: lengths and maths, nothing that fetches. */
const CUSTOM_WORDS = new Set(['px', 'em', 'rem', 'vw', 'vh', 'vmin', 'vmax', 'ch', 'fr', 'calc', 'min', 'max', 'clamp', 'auto']);

/** A finite number from a number or a numeric string. */
export function num(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const v = value.trim();
  return /^-?(\d+\.?\d*|\.\d+)$/.test(v) ? Number(v) : undefined;
}

/** Short number text: 33.3333333 -> '33.333', -0 -> '0'. */
export function fmt(n: number): string {
  const r = Math.round(n * 1000) / 1000;
  return String(r === 0 ? 0 : r);
}

/** Elementor's "custom" unit holds free CSS text; only plain lengths and maths pass. */
export function customCss(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.trim();
  if (!v || v.length > 80 || !/^[-\w\s.%()+*/,]+$/.test(v)) return undefined;
  const words = v.match(/[a-z]+/gi) ?? [];
  return words.every((w) => CUSTOM_WORDS.has(w.toLowerCase())) ? v : undefined;
}

interface LengthOptions {
  /** Unit for bare numbers and for `{size}` without a unit. */
  defaultUnit?: string;
  /** Units accepted; defaults to every known unit. */
  units?: readonly string[];
}

/** `{unit:'px', size:40}` or `40` -> '40px'. Unknown units and non-numbers give undefined. */
export function length(value: unknown, options: LengthOptions = {}): string | undefined {
  const defaultUnit = options.defaultUnit ?? 'px';
  if (typeof value === 'number' || typeof value === 'string') {
    const n = num(value);
    return n === undefined ? undefined : withUnit(n, defaultUnit);
  }
  if (!value || typeof value !== 'object') return undefined;
  const v = value as { unit?: unknown; size?: unknown };
  const unit = v.unit === undefined || v.unit === '' ? defaultUnit : v.unit;
  if (unit === 'custom') return customCss(v.size);
  if (typeof unit !== 'string' || !ALL_UNITS.has(unit)) return undefined;
  if (options.units && !options.units.includes(unit)) return undefined;
  const n = num(v.size);
  return n === undefined ? undefined : withUnit(n, unit);
}

function withUnit(n: number, unit: string): string {
  return n === 0 && (LENGTH_UNITS as readonly string[]).includes(unit) ? '0' : `${fmt(n)}${unit}`;
}

/** The number of a `{size}` value or a bare number. */
export function sizeNum(value: unknown): number | undefined {
  if (value && typeof value === 'object') return num((value as { size?: unknown }).size);
  return num(value);
}

/**
 * A dimensions value (`{unit, top, right, bottom, left}`) as a shorthand: unset sides are 0 when
 * any side is set (as Elementor prints them); nothing at all when no side is set or the unit is unknown.
 */
export function box(value: unknown): string | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const v = value as Record<string, unknown>;
  const unit = v.unit === undefined || v.unit === '' ? 'px' : v.unit;
  if (typeof unit !== 'string' || (unit !== 'custom' && !(LENGTH_UNITS as readonly string[]).includes(unit))) return undefined;
  const sides = (['top', 'right', 'bottom', 'left'] as const).map((k) => v[k]);
  if (!sides.some((s) => s !== '' && s !== undefined && s !== null)) return undefined;
  const out: string[] = [];
  for (const s of sides) {
    if (s === '' || s === undefined || s === null) out.push('0');
    else if (unit === 'custom') {
      const c = customCss(String(s));
      if (!c) return undefined;
      out.push(c);
    } else {
      const n = num(s);
      if (n === undefined) return undefined;
      out.push(withUnit(n, unit));
    }
  }
  return shorthand(out);
}

function shorthand([t, r, b, l]: string[]): string {
  if (r === l && t === b && t === r) return t;
  if (r === l && t === b) return `${t} ${r}`;
  if (r === l) return `${t} ${r} ${b}`;
  return `${t} ${r} ${b} ${l}`;
}

/** The value if it is one of `allowed`, else undefined. */
export function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** An integer for z-index / order, from a number or a numeric string. */
export function integer(value: unknown): string | undefined {
  const n = num(value);
  return n !== undefined && Number.isInteger(n) ? String(n) : undefined;
}

/**
 * For settings that combine several keys into one declaration (gradient, custom position,
 * transform): on each active device where any key sets its own value, resolves all keys for that
 * device (inheriting from larger devices) and adds `build`'s declarations.
 */
export function composite(args: {
  css: CssSink;
  selector: string;
  settings: Record<string, unknown>;
  keys: string[];
  build: (values: Record<string, unknown>, device: Device) => Declarations | undefined;
  /** Also build on desktop when no key is set there (for settings whose defaults print CSS). */
  alwaysDesktop?: boolean;
}): void {
  const { css, selector, settings, keys, build } = args;
  for (const device of activeDevices(css.breakpoints)) {
    const own = keys.some((k) => isSet(settings[`${k}${deviceSuffix(device)}`]));
    if (!own && !(args.alwaysDesktop && device === 'desktop')) continue;
    const values: Record<string, unknown> = {};
    for (const k of keys) values[k] = resolveResponsive(settings, k, device, css.breakpoints);
    const decls = build(values, device);
    if (decls) css.add(selector, decls, device);
  }
}

/** Whether a responsive setting has a value on any device. */
export function setOnAnyDevice(settings: Record<string, unknown>, key: string): boolean {
  if (isSet(settings[key])) return true;
  return activeDeviceSuffixes.some((s) => isSet(settings[`${key}${s}`]));
}
const activeDeviceSuffixes = ['_widescreen', '_laptop', '_tablet_extra', '_tablet', '_mobile_extra', '_mobile'];

/** `{url}` from a media setting when it is safe as an image (http(s) or on this site). */
export function mediaUrl(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  return safeUrl((value as { url?: unknown }).url, 'image');
}

/** CSS mix-blend-mode keywords (Elementor's blend-mode controls). */
export const BLEND_MODES = [
  'normal',
  'multiply',
  'screen',
  'overlay',
  'darken',
  'lighten',
  'color-dodge',
  'saturation',
  'color',
  'difference',
  'exclusion',
  'hue',
  'luminosity',
] as const;
