// CSS for the group controls several widgets share (border, shadows, filters) and common value checks.
import type { CssSink } from '../../model/css.ts';
import { colour, dimensions, globalOr, size, sizeNumber } from '../../model/values.ts';

/** A lowercase CSS keyword from a fixed list, else undefined. */
export function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** A colour setting with its `__globals__` reference applied. */
export function colourOf(settings: Record<string, unknown>, key: string): string | undefined {
  return colour(globalOr(settings, key));
}

const TEXT_ALIGN = ['left', 'center', 'right', 'justify', 'start', 'end'] as const;

/** `text-align` for an alignment setting value. */
export function textAlign(value: unknown): string | undefined {
  return oneOf(value, TEXT_ALIGN);
}

/** left/center/right as flexbox main-axis alignment. */
export function flexAlign(value: unknown): string | undefined {
  const map: Record<string, string> = {
    left: 'flex-start',
    start: 'flex-start',
    center: 'center',
    right: 'flex-end',
    end: 'flex-end',
    justify: 'stretch',
  };
  return typeof value === 'string' ? map[value] : undefined;
}

const BORDER_STYLES = ['solid', 'double', 'dotted', 'dashed', 'groove', 'none'] as const;

/** Border group: `{prefix}_border` (style), `{prefix}_width` (dimensions), `{prefix}_color`. */
export function border(css: CssSink, selector: string, settings: Record<string, unknown>, prefix: string): void {
  const style = oneOf(settings[`${prefix}_border`], BORDER_STYLES);
  if (!style) return;
  css.add(selector, { 'border-style': style });
  if (style === 'none') return;
  css.responsive(selector, settings, `${prefix}_width`, (v) => ({ 'border-width': dimensions(v) }));
  css.add(selector, { 'border-color': colourOf(settings, `${prefix}_color`) });
}

/** `{horizontal, vertical, blur, spread, color}` -> a box-shadow value. */
export function shadowValue(value: unknown, withSpread = true): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const v = value as Record<string, unknown>;
  const px = (n: unknown) => `${sizeNumber(n) ?? 0}px`;
  const c = colour(v.color) ?? 'rgba(0,0,0,.5)';
  return [px(v.horizontal), px(v.vertical), px(v.blur), ...(withSpread ? [px(v.spread)] : []), c].join(' ');
}

/** Box-shadow group; Elementor applies it only when the popover toggle (`_box_shadow_type`) is on. */
export function boxShadow(css: CssSink, selector: string, settings: Record<string, unknown>, prefix: string): void {
  if (settings[`${prefix}_box_shadow_type`] !== 'yes') return;
  const shadow = shadowValue(settings[`${prefix}_box_shadow`]);
  if (!shadow) return;
  const inset = settings[`${prefix}_box_shadow_position`] === 'inset' ? 'inset ' : '';
  css.add(selector, { 'box-shadow': inset + shadow });
}

/** Text-shadow group. */
export function textShadow(css: CssSink, selector: string, settings: Record<string, unknown>, prefix: string): void {
  if (settings[`${prefix}_text_shadow_type`] !== 'yes') return;
  css.add(selector, { 'text-shadow': shadowValue(settings[`${prefix}_text_shadow`], false) });
}

/** CSS-filters group (`{prefix}_css_filter: 'custom'` with blur/brightness/contrast/saturate/hue). */
export function cssFilters(settings: Record<string, unknown>, prefix: string): string | undefined {
  if (settings[`${prefix}_css_filter`] !== 'custom') return undefined;
  const n = (key: string, fallback: number) => sizeNumber(settings[`${prefix}_${key}`]) ?? fallback;
  return `brightness(${n('brightness', 100)}%) contrast(${n('contrast', 100)}%) saturate(${n('saturate', 100)}%) blur(${n('blur', 0)}px) hue-rotate(${n('hue', 0)}deg)`;
}

/** Responsive size setting as one property. */
export function sizeProp(css: CssSink, selector: string, settings: Record<string, unknown>, key: string, prop: string, unit = 'px'): void {
  css.responsive(selector, settings, key, (v) => ({ [prop]: size(v, unit) }));
}

/** `elementor-animation-{name}` for a hover animation setting, or nothing. */
export function hoverAnimationClass(name: unknown): string[] {
  return typeof name === 'string' && /^[a-z-]{1,30}$/.test(name) ? [`elementor-animation-${name}`] : [];
}

/** Joins class names, skipping empty ones. */
export function cx(...names: Array<string | false | undefined | null | string[]>): string {
  return names.flat().filter(Boolean).join(' ');
}
