// The static layout CSS every page shares: containers, sections, columns, widget spacing,
// per-device hiding, overlays, lazy backgrounds and entrance animations. Rules that element
// settings may override are wrapped in :where() so any per-element rule (one class) wins
// whatever the order; the page's own CSS should still come after this.
import { type Breakpoints, type Device, activeDevices } from '../model/breakpoints.ts';
import { animationCss } from './animations.ts';

/** min/max width of each active device, from the kit's breakpoints. */
export function deviceRanges(bps: Breakpoints): Array<{ device: Device; min?: number; max?: number }> {
  const active = activeDevices(bps);
  const narrow = active.filter((d) => d !== 'desktop' && d !== 'widescreen').reverse(); // smallest first
  const out: Array<{ device: Device; min?: number; max?: number }> = [];
  let min: number | undefined;
  for (const d of narrow) {
    out.push({ device: d, min, max: bps[d].value });
    min = bps[d].value + 1;
  }
  const wide = active.includes('widescreen') ? bps.widescreen.value : undefined;
  out.push({ device: 'desktop', min, max: wide === undefined ? undefined : wide - 1 });
  if (wide !== undefined) out.push({ device: 'widescreen', min: wide });
  return out;
}

function media(min?: number, max?: number): string {
  return [min === undefined ? '' : `(min-width:${min}px)`, max === undefined ? '' : `(max-width:${max}px)`].filter(Boolean).join(' and ');
}

const CONTAINER =
  ':where(.e-con){--flex-direction:column;--flex-wrap:initial;--justify-content:initial;--align-items:initial;' +
  '--align-content:initial;--gap:var(--widgets-spacing,20px);--width:100%;--content-width:min(100%,var(--container-max-width,1140px));' +
  '--container-widget-width:100%;--container-widget-height:initial;--container-widget-flex-grow:0;' +
  '--container-widget-align-self:initial;position:relative;display:flex;flex-direction:column;width:var(--width);' +
  'min-width:0;flex:0 1 auto;padding:var(--container-default-padding,10px)}' +
  ':where(.e-con-full,.e-con-inner){flex-direction:var(--flex-direction);flex-wrap:var(--flex-wrap);' +
  'justify-content:var(--justify-content);align-items:var(--align-items);align-content:var(--align-content);gap:var(--gap)}' +
  ':where(.e-con-inner){display:flex;width:100%;max-width:var(--content-width);margin:0 auto;flex-grow:1}' +
  ':where(.e-grid){--e-con-grid-template-columns:repeat(3,1fr);--e-con-grid-template-rows:repeat(2,1fr);' +
  '--grid-auto-flow:row;--justify-items:initial;--grid-justify-content:initial;--grid-align-content:initial}' +
  ':where(.e-grid.e-con-full,.e-grid>.e-con-inner){display:grid;grid-template-columns:var(--e-con-grid-template-columns);' +
  'grid-template-rows:var(--e-con-grid-template-rows);grid-auto-flow:var(--grid-auto-flow);justify-items:var(--justify-items);' +
  'justify-content:var(--grid-justify-content);align-content:var(--grid-align-content)}' +
  ':where(.e-parent){margin-left:auto;margin-right:auto;max-width:min(100%,var(--width))}' +
  ':where(.e-con .elementor-widget){min-width:0}';

const SECTION =
  ':where(.elementor-section){position:relative}' +
  ':where(.elementor-section>.elementor-container){display:flex;margin-left:auto;margin-right:auto;position:relative}' +
  ':where(.elementor-section-boxed>.elementor-container){max-width:var(--container-max-width,1140px)}' +
  ':where(.elementor-section-height-full){height:100vh}:where(.elementor-section-height-full>.elementor-container){height:100%}' +
  ':where(.elementor-section-items-top>.elementor-container){align-items:flex-start}' +
  ':where(.elementor-section-items-middle>.elementor-container){align-items:center}' +
  ':where(.elementor-section-items-bottom>.elementor-container){align-items:flex-end}' +
  ['top:flex-start', 'middle:center', 'bottom:flex-end']
    .map((p) => p.split(':'))
    .map(
      ([k, v]) =>
        `:where(.elementor-section-content-${k}>.elementor-container>.elementor-column>.elementor-widget-wrap){align-content:${v};align-items:${v}}`,
    )
    .join('') +
  Object.entries({ narrow: 5, default: 10, extended: 15, wide: 20, wider: 30 })
    .map(([k, v]) => `:where(.elementor-column-gap-${k}>.elementor-column>.elementor-element-populated){padding:${v}px}`)
    .join('');

const COLUMN =
  ':where(.elementor-column){position:relative;min-height:1px;display:flex;width:100%}' +
  ':where(.elementor-widget-wrap){--e-ws:var(--widgets-spacing-row,20px);position:relative;width:100%;display:flex;flex-wrap:wrap;align-content:flex-start}' +
  ':where(.elementor-widget-wrap>.elementor-element){width:100%}' +
  // Elementor 3.30 (optimized markup): the spacing is a variable on every widget but the last of
  // a column, used as its bottom margin; a widget's own margin adds its bottom to it (widget-box.ts).
  // The column's own spacing skips inline, custom-width and absolute widgets, which keep the kit's
  // (and no default margin). Widgets elsewhere (containers space with gap) keep it at 0.
  ':where(.elementor-widget){--kit-widget-spacing:0px}' +
  ':where(.elementor-widget-wrap>.elementor-widget:not(:last-child)){--kit-widget-spacing:var(--e-ws);margin-bottom:var(--kit-widget-spacing)}' +
  ':where(.elementor-widget-wrap>.elementor-widget:not(:last-child):is(.elementor-absolute,.elementor-widget__width-auto,.elementor-widget__width-initial))' +
  '{--kit-widget-spacing:var(--widgets-spacing-row,20px);margin-bottom:0}';

const WIDGET_AND_LAYERS =
  '.elementor-element,.elementor-element *{box-sizing:border-box}' +
  '.elementor-element img{max-width:100%;height:auto}' +
  ':where(.elementor-widget){position:relative;max-width:100%}' +
  ':where(.elementor-absolute,.elementor-fixed){z-index:1}' +
  '.e-overlay::before,.e-overlay>.elementor-widget-wrap::before{content:"";position:absolute;inset:0;border-radius:inherit;pointer-events:none}' +
  '.e-lazy-bg:not(.e-lazyloaded),.e-lazy-bg:not(.e-lazyloaded)::before,.e-lazy-bg:not(.e-lazyloaded)>.elementor-widget-wrap,' +
  '.e-lazy-bg:not(.e-lazyloaded)>.elementor-widget-wrap::before{background-image:none!important}';

interface LayoutOptions {
  containerWidth?: number;
  /** Whether the page has sections and columns (the old layout): their rules are printed only then. */
  sections?: boolean;
}

/** Printed once per breakpoints object, container width (from the kit) and layout kind, not per render. */
const printedLayoutCss = new WeakMap<Breakpoints, Map<string, string>>();

/**
 * Static CSS for the layout elements, generated for the kit's breakpoints (column stacking,
 * mobile wrapping, per-device hiding). `containerWidth` is the kit's boxed width in px; `sections`
 * false leaves out the section and column rules (a page built of containers only);
 * `animations` the entrance animations the page plays (all when left out, none when empty).
 */
export function baseLayoutCss(breakpoints: Breakpoints, options: LayoutOptions & { animations?: Iterable<string> } = {}): string {
  let byOptions = printedLayoutCss.get(breakpoints);
  if (!byOptions) printedLayoutCss.set(breakpoints, (byOptions = new Map()));
  const key = `${options.containerWidth}|${options.sections !== false}`;
  let css = byOptions.get(key);
  if (css === undefined) byOptions.set(key, (css = printLayoutCss(breakpoints, options)));
  return css + animationCss(options.animations);
}

function printLayoutCss(breakpoints: Breakpoints, options: LayoutOptions): string {
  const sections = options.sections !== false;
  const active = activeDevices(breakpoints);
  const mobile = active.includes('mobile') ? breakpoints.mobile.value : undefined;
  const tablet = active.includes('tablet') ? breakpoints.tablet.value : undefined;
  let css = '';
  if (options.containerWidth && Number.isInteger(options.containerWidth)) {
    css += `:root{--container-max-width:${options.containerWidth}px}`;
  }
  // Sections after columns: a section's content position must win over the wrap's default.
  css += CONTAINER + (sections ? COLUMN + SECTION : '') + WIDGET_AND_LAYERS;
  if (tablet !== undefined && sections)
    css += `@media(max-width:${tablet}px){:where(.elementor-section>.elementor-container){flex-wrap:wrap}}`;
  if (mobile !== undefined) {
    // Columns stack on mobile; above it they take the width the plan printed as --e-col.
    if (sections) css += `@media(min-width:${mobile + 1}px){:where(.elementor-column){width:var(--e-col,100%)}}`;
    css += `@media(max-width:${mobile}px){:where(.e-con){--flex-wrap:wrap}}`;
  }
  for (const { device, min, max } of deviceRanges(breakpoints)) {
    const rule = `.elementor-element.elementor-hidden-${device}{display:none}`;
    const query = media(min, max);
    css += query ? `@media${query}{${rule}}` : rule;
  }
  return css;
}
