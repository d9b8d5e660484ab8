// The image widget's CSS that no single control states: clamped opacities, the transition in
// seconds, a free object-position, and the aspect ratio of a custom size (two values in one rule).
import type { ControlCssArgs } from '../../contracts/declaration/types.ts';
import { sizeNumber } from '../../model/values.ts';
import { oneOf } from '../shared/css-parts.ts';

export const FITS = ['fill', 'cover', 'contain', 'none', 'scale-down'] as const;

const opacity = (v: unknown) => {
  const n = sizeNumber(v);
  return n === undefined ? undefined : String(Math.min(1, Math.max(0, n)));
};

export function objectPositionCss({ settings: s, selector, css }: ControlCssArgs): void {
  css.responsive(`${selector} img`, s, 'object-position', (v) => ({
    'object-position': typeof v === 'string' && /^[a-z ]{1,30}$/.test(v) ? v : undefined,
  }));
}

/** Elementor crops a custom size on upload; we show the original cropped to the same shape. */
export function customSizeCss({ settings: s, selector, css }: ControlCssArgs): void {
  if (s.image_size !== 'custom') return;
  const dimension = s.image_custom_dimension as { width?: unknown; height?: unknown } | undefined;
  const w = Number(dimension?.width);
  const h = Number(dimension?.height);
  if (w > 0 && h > 0) css.add(`${selector} img`, { 'aspect-ratio': `${w}/${h}`, 'object-fit': oneOf(s['object-fit'], FITS) ?? 'cover' });
}

export function opacityCss({ settings: s, selector, css }: ControlCssArgs): void {
  css.add(`${selector} img`, { opacity: opacity(s.opacity) });
}

export function hoverOpacityCss({ settings: s, selector, css }: ControlCssArgs): void {
  css.add(`${selector}:hover img`, { opacity: opacity(s.opacity_hover) });
}

export function transitionCss({ settings: s, selector, css }: ControlCssArgs): void {
  const transition = sizeNumber(s.background_hover_transition);
  if (transition !== undefined) css.add(`${selector} img`, { 'transition-duration': `${transition}s` });
}
