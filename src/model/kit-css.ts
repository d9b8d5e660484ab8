// The kit as CSS custom properties on `.elementor-kit-{id}` (the body), as Elementor prints them:
// `--e-global-color-{id}` and `--e-global-typography-{id}-{property}`, font sizes per device.
// `__globals__` references in documents render as `var(...)` of these, so a kit change restyles
// every page without re-rendering a document.
import type { CssSink, Declarations } from './css.ts';
import { colour, size } from './values.ts';
import type { Kit, KitTypography } from './kit.ts';
import { FONT_FAMILY_NAME, KEYWORD } from './kit-typography.ts';

export function kitSelector(kit: Kit): string {
  return `.elementor-kit-${kit.id}`;
}

/** Adds the kit's variables to `css` (which prints media queries for the active devices). */
export function kitVariables(kit: Kit, css: CssSink): void {
  const selector = kitSelector(kit);
  const colours: Declarations = {};
  for (const c of [...kit.system_colors, ...kit.custom_colors]) colours[`--e-global-color-${c._id}`] = colour(c.color);
  css.add(selector, colours);
  for (const t of [...kit.system_typography, ...kit.custom_typography]) typographyVariables(css, selector, t);
}

function typographyVariables(css: CssSink, selector: string, t: KitTypography): void {
  const p = `--e-global-typography-${t._id}`;
  const family = t.typography_font_family;
  const keyword = (key: string) => {
    const v = t[`typography_${key}`];
    return typeof v === 'string' && KEYWORD.test(v) ? v : undefined;
  };
  css.add(selector, {
    [`${p}-font-family`]: typeof family === 'string' && FONT_FAMILY_NAME.test(family.trim()) ? `"${family.trim()}"` : undefined,
    [`${p}-font-weight`]: keyword('font_weight'),
    [`${p}-text-transform`]: keyword('text_transform'),
    [`${p}-font-style`]: keyword('font_style'),
    [`${p}-text-decoration`]: keyword('text_decoration'),
  });
  const sized = (key: string, unit: string) =>
    css.responsive(selector, t, `typography_${key}`, (v) => ({ [`${p}-${key.replace('_', '-')}`]: size(v, unit) }));
  sized('font_size', 'px');
  sized('line_height', 'em');
  sized('letter_spacing', 'px');
  sized('word_spacing', 'px');
}
