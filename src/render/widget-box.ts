// The Advanced-tab settings of widgets that style their box: margin and padding, background,
// border and transform of `.elementor-widget-container`, and the widget's width.
import type { CssSink } from '../model/css.ts';
import { resolveResponsive } from '../model/responsive.ts';
import { backgroundCss } from '../model/background.ts';
import { borderCss, hoverTransition } from '../elements/border.ts';
import { box, composite, length, oneOf } from '../model/css-values.ts';
import { transformCss } from '../elements/transform.ts';

type Settings = Record<string, unknown>;

export const ALIGN_SELF = ['flex-start', 'center', 'flex-end', 'stretch', 'start', 'end', 'baseline'] as const;

/** A `_margin` value whose bottom adds `--kit-widget-spacing` (0 outside a column), as Elementor's. */
export function marginWithSpacing(value: unknown): string | undefined {
  const margin = box(value);
  if (!margin) return undefined;
  const parts = margin.split(' ');
  // A custom-unit side may itself hold spaces; such a margin is kept as given.
  if (parts.length > 4 || (value as { unit?: unknown }).unit === 'custom') return margin;
  const [t, r = t, b = t, l = r] = parts;
  // calc() refuses a unitless 0 beside a length.
  return `${t} ${r} calc(var(--kit-widget-spacing,0px) + ${b === '0' ? '0px' : b}) ${l}`;
}

export function widgetBoxCss(css: CssSink, s: string, settings: Settings): void {
  const inner = `${s}>.elementor-widget-container`;
  const innerHover = `${s}:hover>.elementor-widget-container`;
  // Elementor 3.30 puts the margin on the widget itself, outside its box (it used to be inside, on
  // the container), and adds the column's widget spacing to its bottom; the padding stays on the
  // container.
  css.responsive(s, settings, '_margin', (v) => ({ margin: marginWithSpacing(v) }));
  css.responsive(inner, settings, '_padding', (v) => ({ padding: box(v) }));
  css.responsive(s, settings, '_element_width', (v) =>
    v === 'inherit' ? { width: '100%', 'max-width': '100%' } : v === 'auto' ? { width: 'auto' } : undefined,
  );
  composite({
    css,
    selector: s,
    settings,
    keys: ['_element_width', '_element_custom_width'],
    build: (v) => {
      if (v._element_width !== 'initial') return undefined;
      const w = length(v._element_custom_width, { defaultUnit: '%' });
      return w ? { '--container-widget-width': w, '--container-widget-flex-grow': '0', width: w } : undefined;
    },
  });
  if (!settings._position && resolveResponsive(settings, '_element_width', 'desktop')) {
    css.responsive(s, settings, '_element_vertical_align', (v) => ({ 'align-self': oneOf(v, ALIGN_SELF) }));
  }
  backgroundCss({ css, selector: inner, settings, prefix: '_background' });
  backgroundCss({ css, selector: innerHover, settings, prefix: '_background_hover' });
  borderCss({ css, selector: inner, hoverSelector: innerHover, settings, lead: '_' });
  const transitions = [hoverTransition(settings, '_'), transformCss({ css, selector: inner, hoverSelector: innerHover, settings })];
  const transition = transitions.filter(Boolean).join(',');
  if (transition) css.add(inner, { transition });
}
