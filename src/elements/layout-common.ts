// What containers, sections and columns share: their Style-tab decoration (background, hover
// background, overlay, border, shadow), lazy background images, and setting names for the schemas.
import { z } from 'zod';
import type { CssSink } from '../model/css.ts';
import type { RenderContext } from '../contracts/render-context.ts';
import { backgroundCss, backgroundKeys, hasBackgroundImage } from './background.ts';
import { borderCss, borderKeys, hoverTransition } from './border.ts';
import { OVERLAY_KEYS, hasOverlay, overlayCss } from './overlay.ts';

type Settings = Record<string, unknown>;

/** Style and Advanced settings every layout element prints (validated when printing). */
export const LAYOUT_STYLE_KEYS = [
  'padding',
  'margin',
  'z_index',
  'css_classes',
  ...backgroundKeys('background'),
  ...backgroundKeys('background_hover'),
  'background_hover_transition',
  ...OVERLAY_KEYS,
  ...borderKeys(''),
];

/** Schema entries for keys whose values are checked by the CSS code rather than by zod. */
export function passthrough(keys: readonly string[]): Record<string, z.ZodOptional<z.ZodUnknown>> {
  return Object.fromEntries(keys.map((k) => [k, z.unknown().optional()]));
}

export const LAZY_CLASS = 'e-lazy-bg';
export const LAZY_BEHAVIOUR = 'lazy-background';

/** Background images load when near the viewport, unless the element is above the fold. */
export function hasLazyBackground(settings: Settings): boolean {
  return hasBackgroundImage(settings, 'background') || hasBackgroundImage(settings, 'background_overlay');
}

/** Classes for decoration: the overlay layer and the lazy-background marker. */
export function decorationClasses(settings: Settings): string[] {
  const out: string[] = [];
  if (hasOverlay(settings)) out.push('e-overlay');
  if (hasLazyBackground(settings)) out.push(LAZY_CLASS);
  return out;
}

export function decorationBehaviours(settings: Settings): string[] {
  return hasLazyBackground(settings) ? [LAZY_BEHAVIOUR] : [];
}

/**
 * Above-the-fold elements show their background at once: drops the lazy class and behaviour that
 * the plan gave every element with a background image (CSS runs before the fold is known).
 */
export function eagerIfAboveFold(
  attributes: Record<string, string | undefined>,
  ctx: RenderContext,
  elementId: string,
): Record<string, string | undefined> {
  if (!attributes.className?.includes(LAZY_CLASS) || !ctx.isAboveFold(elementId)) return attributes;
  const className = attributes.className
    .split(' ')
    .filter((c) => c !== LAZY_CLASS)
    .join(' ');
  const behaviours = (attributes['data-behaviours'] ?? '').split(' ').filter((b) => b && b !== LAZY_BEHAVIOUR);
  return { ...attributes, className, 'data-behaviours': behaviours.length ? behaviours.join(' ') : undefined };
}

/**
 * Prints background, hover background, overlay, border and shadow. `surface` is the box that
 * carries them (the element, or a column's widget wrap); `hover` its hover selector.
 */
export function decorationCss(args: {
  css: CssSink;
  settings: Settings;
  surface: string;
  hover: string;
  /** Extra transition to merge (transform), if any. */
  transition?: string;
}): void {
  const { css, settings, surface, hover } = args;
  backgroundCss({ css, selector: surface, settings, prefix: 'background' });
  backgroundCss({ css, selector: hover, settings, prefix: 'background_hover' });
  overlayCss({ css, settings, layer: `${surface}::before`, hoverLayer: `${hover}::before` });
  borderCss({ css, selector: surface, hoverSelector: hover, settings, lead: '' });
  const transition = [hoverTransition(settings, ''), args.transition].filter(Boolean).join(',');
  if (transition) css.add(surface, { transition });
}
