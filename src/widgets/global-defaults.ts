// Elementor's global defaults per widget type: a heading is in the kit's Primary typography and
// colour, a text editor in Text, a button on Accent… unless the element sets its own. Elementor
// prints them once per widget type (`.elementor-widget-heading .elementor-heading-title{…}`), one
// class weaker than any element's own rule, and only for what the kit's global defines, so a kit
// whose Primary has no family leaves the family to the theme. Layout depends on these: the family
// and weight decide how text wraps.
import type { Kit, KitTypography } from '../model/kit.ts';
import { kitTypographyProperties } from '../model/kit-typography.ts';

type GlobalId = 'primary' | 'secondary' | 'text' | 'accent';

interface Part {
  /** Inside the widget (`''`: the widget itself). */
  selector: string;
  typography?: GlobalId;
  /** CSS property -> kit colour. */
  colors?: Record<string, GlobalId>;
}

/** From Elementor's widget controls (`global: { default: … }`), for the widgets Foyer renders. */
export const WIDGET_GLOBAL_DEFAULTS: Record<string, Part[]> = {
  heading: [{ selector: ' .elementor-heading-title', typography: 'primary', colors: { color: 'primary' } }],
  'text-editor': [{ selector: '', typography: 'text', colors: { color: 'text' } }],
  button: [{ selector: ' .elementor-button', typography: 'accent', colors: { 'background-color': 'accent' } }],
  'icon-box': [
    { selector: ' .elementor-icon-box-title', typography: 'primary', colors: { color: 'primary' } },
    { selector: ' .elementor-icon-box-description', typography: 'text', colors: { color: 'text' } },
  ],
  'image-box': [
    { selector: ' .elementor-image-box-title', typography: 'primary', colors: { color: 'primary' } },
    { selector: ' .elementor-image-box-description', typography: 'text', colors: { color: 'text' } },
  ],
  'icon-list': [
    {
      selector: ' .elementor-icon-list-item>.elementor-icon-list-text,.elementor-widget-icon-list .elementor-icon-list-item>a',
      typography: 'text',
    },
    { selector: ' .elementor-icon-list-text', colors: { color: 'secondary' } },
  ],
  counter: [
    { selector: ' .elementor-counter-number-wrapper', typography: 'primary', colors: { color: 'primary' } },
    { selector: ' .elementor-counter-title', typography: 'secondary', colors: { color: 'secondary' } },
  ],
  progress: [{ selector: ' .elementor-title', typography: 'text', colors: { color: 'primary' } }],
  posts: [
    {
      selector: ' .elementor-post__title,.elementor-widget-posts .elementor-post__title a',
      typography: 'primary',
      colors: { color: 'secondary' },
    },
    { selector: ' .elementor-post__meta-data', typography: 'secondary' },
    { selector: ' .elementor-post__excerpt p', typography: 'text' },
    { selector: ' .elementor-post__read-more', typography: 'accent', colors: { color: 'accent' } },
    { selector: ' .elementor-post__card .elementor-post__badge', typography: 'accent', colors: { 'background-color': 'accent' } },
  ],
  'price-table': [
    { selector: ' .elementor-price-table__heading', typography: 'primary' },
    { selector: ' .elementor-price-table__subheading', typography: 'secondary' },
    { selector: ' .elementor-price-table .elementor-price-table__price', typography: 'primary' },
    { selector: ' .elementor-price-table__period', typography: 'secondary' },
    { selector: ' .elementor-price-table__features-list', colors: { '--e-price-table-features-list-color': 'text' } },
    { selector: ' .elementor-price-table__features-list li', typography: 'text' },
    { selector: ' .elementor-price-table .elementor-price-table__button', typography: 'accent', colors: { 'background-color': 'accent' } },
    { selector: ' .elementor-price-table__additional_info', typography: 'text', colors: { color: 'text' } },
    { selector: ' .elementor-price-table__ribbon-inner', typography: 'accent', colors: { 'background-color': 'accent' } },
  ],
  'price-list': [
    { selector: ' .elementor-price-list-header', typography: 'primary', colors: { color: 'primary' } },
    { selector: ' .elementor-price-list-price', typography: 'primary', colors: { color: 'primary' } },
    { selector: ' .elementor-price-list-description', typography: 'text', colors: { color: 'text' } },
    { selector: ' .elementor-price-list-separator', colors: { 'border-bottom-color': 'secondary' } },
  ],
  testimonial: [
    { selector: ' .elementor-testimonial-content', typography: 'text', colors: { color: 'text' } },
    { selector: ' .elementor-testimonial-name', typography: 'primary', colors: { color: 'primary' } },
    { selector: ' .elementor-testimonial-job', typography: 'secondary', colors: { color: 'secondary' } },
  ],
  tabs: [
    { selector: ' .elementor-tab-title', typography: 'primary', colors: { color: 'primary' } },
    { selector: ' .elementor-tab-content', typography: 'text', colors: { color: 'text' } },
  ],
  accordion: [
    { selector: ' .elementor-tab-title', typography: 'primary', colors: { color: 'primary' } },
    { selector: ' .elementor-tab-content', typography: 'text', colors: { color: 'text' } },
  ],
  toggle: [
    { selector: ' .elementor-tab-title', typography: 'primary', colors: { color: 'primary' } },
    { selector: ' .elementor-tab-content', typography: 'text', colors: { color: 'text' } },
  ],
  image: [{ selector: ' .widget-image-caption', typography: 'text', colors: { color: 'text' } }],
  'star-rating': [{ selector: ' .elementor-star-rating__title', typography: 'text', colors: { color: 'text' } }],
  divider: [{ selector: ' .elementor-divider__text', typography: 'secondary', colors: { color: 'secondary' } }],
};

/** The declarations of one kit typography: a var() for each property the kit defines (any device). */
function typographyDeclarations(t: KitTypography | undefined): string[] {
  if (!t) return [];
  const p = `--e-global-typography-${t._id}`;
  return kitTypographyProperties(t).map((prop) =>
    prop === 'font-family' ? `${prop}:var(${p}-${prop}),Sans-serif` : `${prop}:var(${p}-${prop})`,
  );
}

/** Printed defaults by kit and widget types: every uncached render asks again for the same few sets. */
const printed = new WeakMap<Kit, Map<string, string>>();
const SETS_PER_KIT = 256;

/** The type-level defaults of the given widget types, for this kit (only what its globals define). */
export function widgetGlobalDefaultsCss(kit: Kit, types: Iterable<string>): string {
  const sorted = [...new Set(types)].sort();
  const key = sorted.join(',');
  let byTypes = printed.get(kit);
  if (!byTypes) printed.set(kit, (byTypes = new Map()));
  let css = byTypes.get(key);
  if (css === undefined) {
    css = printDefaults(kit, sorted);
    if (byTypes.size < SETS_PER_KIT) byTypes.set(key, css);
  }
  return css;
}

function printDefaults(kit: Kit, sortedTypes: readonly string[]): string {
  const typography = new Map(kit.system_typography.map((t) => [t._id, t]));
  const colours = new Set(kit.system_colors.filter((c) => c.color).map((c) => c._id));
  let css = '';
  for (const type of sortedTypes) {
    for (const part of WIDGET_GLOBAL_DEFAULTS[type] ?? []) {
      const declarations = [
        ...(part.typography ? typographyDeclarations(typography.get(part.typography)) : []),
        ...Object.entries(part.colors ?? {})
          .filter(([, id]) => colours.has(id))
          .map(([prop, id]) => `${prop}:var(--e-global-color-${id})`),
      ];
      if (declarations.length) css += `.elementor-widget-${type}${part.selector}{${declarations.join(';')}}`;
    }
  }
  return css;
}
