// What containers, sections and columns share: their Style-tab decoration (background, hover
// background, overlay, border, shadow) and lazy background images. Their controls: layout-controls.ts.
import type { CssSink } from '../model/css.ts';
import type { RenderContext } from '../contracts/render-context.ts';
import { backgroundCss, hasBackgroundImage } from '../model/background.ts';
import { borderCss, hoverTransition } from './border.ts';
import { hasOverlay, overlayCss } from './overlay.ts';
import { backgroundMotionClasses } from './motion.tsx';
import { backgroundLayerBehaviours, backgroundLayerClientSettings, backgroundLayerCss } from './background-layers/layers.tsx';

type Settings = Record<string, unknown>;

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
  out.push(...backgroundMotionClasses(settings));
  return out;
}

export function decorationBehaviours(settings: Settings): string[] {
  return [...(hasLazyBackground(settings) ? [LAZY_BEHAVIOUR] : []), ...backgroundLayerBehaviours(settings)];
}

/** What the decoration behaviours (slideshow, video) read in the browser. */
export function decorationClientSettings(settings: Settings): Record<string, unknown> | undefined {
  return backgroundLayerClientSettings(settings);
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
  backgroundLayerCss({ css, settings, surface });
  backgroundCss({ css, selector: hover, settings, prefix: 'background_hover' });
  overlayCss({ css, settings, layer: `${surface}::before`, hoverLayer: `${hover}::before` });
  borderCss({ css, selector: surface, hoverSelector: hover, settings, lead: '' });
  const transition = [hoverTransition(settings, ''), args.transition].filter(Boolean).join(',');
  if (transition) css.add(surface, { transition });
}
