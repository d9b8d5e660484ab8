// Kit-level styles (Elementor's Site Settings: body text, links, headings, buttons, form fields,
// widget spacing), printed under `.elementor-kit-{id}` so they apply to every document on the page
// and lose to any element's own rules, as in Elementor.
import { backgroundCss } from '../model/background.ts';
import type { CssSink } from '../model/css.ts';
import { box, oneOf } from '../model/css-values.ts';
import type { Kit } from '../model/kit.ts';
import { kitSelector } from '../model/kit-css.ts';
import { colour, globalOr, size, typography } from '../model/values.ts';

type Settings = Record<string, unknown>;
const BORDER_STYLES = ['solid', 'double', 'dotted', 'dashed', 'groove', 'none'] as const;
const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

const under = (kit: Kit, selectors: string[]) => selectors.map((s) => `${kitSelector(kit)} ${s}`).join(',');
const BUTTONS = ['button', 'input[type="button"]', 'input[type="submit"]', '.elementor-button'];
const FIELDS = ['input:not([type="button"]):not([type="submit"])', 'textarea', '.elementor-field-textual'];

/** Colour, typography, border, radius and padding of one kit style group (`prefix` = `button`, `h1`…). */
function group(css: CssSink, selector: string, s: Settings, prefix: string, parts: { text?: string; background?: string }): void {
  css.add(selector, {
    color: parts.text ? colour(globalOr(s, parts.text)) : undefined,
    'background-color': parts.background ? colour(globalOr(s, parts.background)) : undefined,
  });
  typography(css, selector, s, `${prefix}_typography`);
  const style = oneOf(s[`${prefix}_border_border`], BORDER_STYLES);
  if (style) {
    css.add(selector, { 'border-style': style, 'border-color': colour(globalOr(s, `${prefix}_border_color`)) });
    css.responsive(selector, s, `${prefix}_border_width`, (v) => ({ 'border-width': box(v) }));
  }
  css.responsive(selector, s, `${prefix}_border_radius`, (v) => ({ 'border-radius': box(v) }));
  css.responsive(selector, s, `${prefix}_padding`, (v) => ({ padding: box(v) }));
}

export function kitStyles(kit: Kit, css: CssSink): void {
  const s = kit.styles;
  const root = kitSelector(kit);
  css.add(root, { color: colour(globalOr(s, 'body_color')) });
  typography(css, root, s, 'body_typography');
  backgroundCss({ css, selector: root, settings: s, prefix: 'body_background' });
  css.add(under(kit, ['a']), { color: colour(globalOr(s, 'link_normal_color')) });
  typography(css, under(kit, ['a']), s, 'link_normal_typography');
  css.add(under(kit, ['a:hover']), { color: colour(globalOr(s, 'link_hover_color')) });
  typography(css, under(kit, ['a:hover']), s, 'link_hover_typography');
  for (const h of HEADINGS) {
    css.add(under(kit, [h]), { color: colour(globalOr(s, `${h}_color`)) });
    typography(css, under(kit, [h]), s, `${h}_typography`);
  }
  group(css, under(kit, BUTTONS), s, 'button', { text: 'button_text_color', background: 'button_background_color' });
  css.add(
    under(
      kit,
      BUTTONS.map((b) => `${b}:hover`),
    ),
    {
      color: colour(globalOr(s, 'button_hover_text_color')),
      'background-color': colour(globalOr(s, 'button_hover_background_color')),
      'border-color': colour(globalOr(s, 'button_hover_border_color')),
    },
  );
  css.add(under(kit, ['label']), { color: colour(globalOr(s, 'form_label_color')) });
  typography(css, under(kit, ['label']), s, 'form_label_typography');
  group(css, under(kit, FIELDS), s, 'form_field', { text: 'form_field_text_color', background: 'form_field_background_color' });
  // Widget spacing and container padding feed the layout CSS's variables (elements/base-css.ts).
  css.responsive(root, s, 'space_between_widgets', (v) => {
    const o = (v && typeof v === 'object' ? v : {}) as Record<string, unknown>;
    const unit = typeof o.unit === 'string' ? o.unit : 'px';
    // Unitless 0 would break the calc() that adds the spacing to a widget's own margin.
    const withUnit = (n: string | undefined) => (n === '0' ? '0px' : n);
    const row = withUnit(size({ unit, size: o.row ?? o.size }, unit));
    const column = withUnit(size({ unit, size: o.column ?? o.size }, unit));
    return row && column
      ? { '--widgets-spacing': `${row} ${column}`, '--widgets-spacing-row': row, '--widgets-spacing-column': column }
      : undefined;
  });
  css.responsive(root, s, 'container_padding', (v) => ({ '--container-default-padding': box(v) }));
}
