// Per-section CSS: content width, custom column gap, height, reversed column order per device,
// spacing, decoration and shape dividers. Presets (gaps, heights, positions) are classes in base CSS.
import { DEVICES, activeDevices, deviceSuffix } from '../../model/breakpoints.ts';
import type { CssSink } from '../../model/css.ts';
import type { ElementNode } from '../../model/element.ts';
import { LENGTH_UNITS, box, length } from '../../model/css-values.ts';
import { decorationCss } from '../layout-common.ts';
import { shapeDividerCss } from '../shape-dividers/render.tsx';
import type { SectionSettings } from './schema.ts';
import { stretchCss } from './stretch.ts';

/** Inner sections keep their height settings under `_inner` names. */
export function sectionHeight(settings: SectionSettings, element: ElementNode): SectionSettings['height'] {
  return element.isInner ? settings.height_inner : settings.height;
}

/** Devices (smaller than desktop) on which the columns are shown in reverse order. */
export function reversedDevices(settings: SectionSettings): string[] {
  return DEVICES.filter((d) => d !== 'desktop' && d !== 'widescreen' && Boolean(settings[`reverse_order${deviceSuffix(d)}`]));
}

export function sectionCss(args: { settings: SectionSettings; selector: string; css: CssSink; element: ElementNode }): void {
  const { settings, selector: s, css, element } = args;
  const inner = `${s}>.elementor-container`;
  if (settings.layout === 'boxed') {
    css.responsive(inner, settings, 'content_width', (v) => ({ 'max-width': length(v, { units: LENGTH_UNITS }) }));
  }
  if (settings.gap === 'custom') {
    css.responsive(`${inner}>.elementor-column>.elementor-element-populated`, settings, 'gap_columns_custom', (v) => ({
      padding: length(v, { units: LENGTH_UNITS }),
    }));
  }
  if (sectionHeight(settings, element) === 'min-height') {
    const key = element.isInner ? 'custom_height_inner' : 'custom_height';
    // Elementor's default minimum height is 400px when none was ever stored.
    if (!(key in settings)) css.add(inner, { 'min-height': '400px' });
    css.responsive(inner, settings, key, (v) => ({ 'min-height': length(v, { units: LENGTH_UNITS }) }));
  }
  reverseOrderCss(css, inner, settings, element.elements.length);
  css.responsive(s, settings, 'padding', (v) => ({ padding: box(v) }));
  css.responsive(s, settings, 'margin', (v) => ({ margin: box(v) }));
  if (settings.overflow) css.add(s, { overflow: settings.overflow });
  decorationCss({ css, settings, surface: s, hover: `${s}:hover` });
  shapeDividerCss({ css, selector: s, settings });
  stretchCss(css, settings);
}

/** Reversal holds for its own device range only, so the next smaller device without it resets. */
function reverseOrderCss(css: CssSink, inner: string, settings: SectionSettings, count: number): void {
  const reversed = reversedDevices(settings);
  if (!reversed.length || count < 2) return;
  let previous = false;
  for (const device of activeDevices(css.breakpoints)) {
    if (device === 'desktop' || device === 'widescreen') continue;
    const on = reversed.includes(device);
    if (on || previous) {
      for (let i = 1; i <= count; i++) css.add(`${inner}>:nth-child(${i})`, { order: on ? String(count - i + 1) : '0' }, device);
    }
    previous = on;
  }
}
