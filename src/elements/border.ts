// Elementor's border, border-radius and box-shadow settings, normal and hover. Layouts use
// `border_border`, `border_radius`, `box_shadow_box_shadow`; widgets the same names with a leading `_`.
import type { CssSink } from '../model/css.ts';
import { colour, globalOr } from '../model/values.ts';
import { box, fmt, num, oneOf, sizeNum } from '../model/css-values.ts';

type Settings = Record<string, unknown>;

const STYLES = ['none', 'solid', 'double', 'dotted', 'dashed', 'groove', 'ridge', 'inset', 'outset'] as const;

/** Setting names for one state: lead is '' (layouts) or '_' (widgets), hover '' or '_hover'. */
function names(lead: string, hover: string) {
  return {
    style: `${lead}border${hover}_border`,
    width: `${lead}border${hover}_width`,
    color: `${lead}border${hover}_color`,
    radius: `${lead}border_radius${hover}`,
    shadowOn: `${lead}box_shadow${hover}_box_shadow_type`,
    shadow: `${lead}box_shadow${hover}_box_shadow`,
    shadowPosition: `${lead}box_shadow${hover}_box_shadow_position`,
  };
}

/** `{horizontal, vertical, blur, spread, color}` -> a box-shadow value, with Elementor's defaults. */
export function boxShadow(value: unknown, position?: unknown): string | undefined {
  const v = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const n = (key: string, fallback: number) => {
    const x = v[key] === undefined || v[key] === '' ? fallback : num(v[key]);
    return x === undefined ? undefined : x === 0 ? '0' : `${fmt(x)}px`;
  };
  const parts = [n('horizontal', 0), n('vertical', 0), n('blur', 10), n('spread', 0)];
  const c = v.color === undefined ? 'rgba(0,0,0,.5)' : colour(v.color);
  if (parts.some((p) => p === undefined) || !c) return undefined;
  return `${parts.join(' ')} ${c}${position === 'inset' ? ' inset' : ''}`;
}

function stateCss(css: CssSink, selector: string, settings: Settings, keys: ReturnType<typeof names>): void {
  const style = oneOf(settings[keys.style], STYLES);
  if (style) {
    css.add(selector, { 'border-style': style, 'border-color': colour(globalOr(settings, keys.color)) });
    if (style !== 'none') css.responsive(selector, settings, keys.width, (v) => ({ 'border-width': box(v) }));
  }
  css.responsive(selector, settings, keys.radius, (v) => ({ 'border-radius': box(v) }));
  if (settings[keys.shadowOn] === 'yes') {
    css.add(selector, { 'box-shadow': boxShadow(settings[keys.shadow], settings[keys.shadowPosition]) });
  }
}

/** True when any hover border/shadow setting is in use. */
export function hasHoverBorder(settings: Settings, lead: '' | '_'): boolean {
  const h = names(lead, '_hover');
  return Boolean(oneOf(settings[h.style], STYLES) || settings[h.shadowOn] === 'yes' || box(settings[h.radius]));
}

/** Prints border, radius and shadow onto `selector`, and their hover state onto `hoverSelector`. */
export function borderCss(args: { css: CssSink; selector: string; hoverSelector: string; settings: Settings; lead: '' | '_' }): void {
  const { css, selector, hoverSelector, settings, lead } = args;
  stateCss(css, selector, settings, names(lead, ''));
  stateCss(css, hoverSelector, settings, names(lead, '_hover'));
}

/**
 * The `transition` for hover backgrounds and borders (seconds, default .3 each), or undefined when
 * nothing changes on hover.
 */
export function hoverTransition(settings: Settings, lead: '' | '_'): string | undefined {
  const hasBg = Boolean(oneOf(settings[`${lead}background_hover_background`], ['classic', 'gradient'] as const));
  const hasBorder = hasHoverBorder(settings, lead);
  if (!hasBg && !hasBorder) return undefined;
  const secs = (key: string) => fmt(sizeNum(settings[key]) ?? 0.3);
  const bg = secs(`${lead}background_hover_transition`);
  const border = secs(`${lead}border_hover_transition`);
  return `background ${bg}s,border ${border}s,border-radius ${border}s,box-shadow ${border}s`;
}
