// Background overlay of containers, sections and columns: drawn as a ::before layer (class
// `e-overlay`, base CSS in base-css.ts) with its own background, opacity, blend mode and filters.
import type { CssSink } from '../model/css.ts';
import { backgroundCss, backgroundType } from '../model/background.ts';
import { BLEND_MODES, fmt, num, oneOf, sizeNum } from '../model/css-values.ts';

type Settings = Record<string, unknown>;

/** Whether the element draws an overlay layer (normal or on hover). */
export function hasOverlay(settings: Settings): boolean {
  const drawn = (prefix: string) => ['classic', 'gradient'].includes(backgroundType(settings, prefix) ?? '');
  return drawn('background_overlay') || drawn('background_overlay_hover');
}

/**
 * Prints the overlay onto `layer` (the ::before selector) and its hover state onto `hoverLayer`.
 * Opacity defaults to 0.5, as in Elementor.
 */
export function overlayCss(args: { css: CssSink; layer: string; hoverLayer: string; settings: Settings }): void {
  const { css, layer, hoverLayer, settings } = args;
  if (!hasOverlay(settings)) return;
  const opacity = (key: string) => {
    const n = sizeNum(settings[key]);
    return fmt(n === undefined ? 0.5 : Math.min(1, Math.max(0, n)));
  };
  if (backgroundType(settings, 'background_overlay')) {
    backgroundCss({ css, selector: layer, settings, prefix: 'background_overlay' });
    css.add(layer, { opacity: opacity('background_overlay_opacity') });
  } else {
    css.add(layer, { opacity: '0' });
  }
  css.add(layer, { 'mix-blend-mode': oneOf(settings.overlay_blend_mode, BLEND_MODES), filter: cssFilters(settings) });
  if (backgroundType(settings, 'background_overlay_hover')) {
    backgroundCss({ css, selector: hoverLayer, settings, prefix: 'background_overlay_hover' });
    css.add(hoverLayer, { opacity: opacity('background_overlay_hover_opacity') });
    const t = sizeNum(settings.background_overlay_hover_transition);
    css.add(layer, { transition: `background ${fmt(t ?? 0.3)}s,opacity ${fmt(t ?? 0.3)}s` });
  }
}

/** Elementor's CSS filters group (custom popover) as a `filter` value; defaults are left out. */
export function cssFilters(settings: Settings, prefix = 'css_filters'): string | undefined {
  if (settings[`${prefix}_css_filter`] !== 'custom') return undefined;
  const parts: string[] = [];
  const part = (key: string, fn: string, unit: string, neutral: number) => {
    const n = sizeNum(settings[`${prefix}_${key}`]);
    if (n !== undefined && n !== neutral && num(n) !== undefined) parts.push(`${fn}(${fmt(n)}${unit})`);
  };
  part('brightness', 'brightness', '%', 100);
  part('contrast', 'contrast', '%', 100);
  part('saturate', 'saturate', '%', 100);
  part('blur', 'blur', 'px', 0);
  part('hue', 'hue-rotate', 'deg', 0);
  return parts.length ? parts.join(' ') : undefined;
}
