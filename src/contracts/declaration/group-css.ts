// How each group control prints (border, shadows, filters here; typography and background are shared
// with the kit and layouts, so they live in model/values.ts and model/background.ts).
import { backgroundCss } from '../../model/background.ts';
import type { CssSink } from '../../model/css.ts';
import { oneOf } from '../../model/css-values.ts';
import { colour, dimensions, globalOr, sizeNumber, typography } from '../../model/values.ts';
import type { GroupKind } from './types.ts';

const BORDER_STYLES = ['solid', 'double', 'dotted', 'dashed', 'groove', 'none'] as const;

/** Border group: `{prefix}_border` (style), `{prefix}_width` (dimensions), `{prefix}_color`. */
export function border(css: CssSink, selector: string, settings: Record<string, unknown>, prefix: string): void {
  const style = oneOf(settings[`${prefix}_border`], BORDER_STYLES);
  if (!style) return;
  css.add(selector, { 'border-style': style });
  if (style === 'none') return;
  css.responsive(selector, settings, `${prefix}_width`, (v) => ({ 'border-width': dimensions(v) }));
  css.add(selector, { 'border-color': colour(globalOr(settings, `${prefix}_color`)) });
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

type Printer = (args: { css: CssSink; selector: string; settings: Record<string, unknown>; prefix: string }) => void;

export const GROUP_PRINTERS: Readonly<Record<GroupKind, Printer>> = {
  typography: ({ css, selector, settings, prefix }) => typography(css, selector, settings, prefix),
  'text-shadow': ({ css, selector, settings, prefix }) => textShadow(css, selector, settings, prefix),
  'box-shadow': ({ css, selector, settings, prefix }) => boxShadow(css, selector, settings, prefix),
  border: ({ css, selector, settings, prefix }) => border(css, selector, settings, prefix),
  'css-filters': ({ css, selector, settings, prefix }) => css.add(selector, { filter: cssFilters(settings, prefix) }),
  background: ({ css, selector, settings, prefix }) => backgroundCss({ css, selector, settings, prefix }),
};
