// Server side of motion effects and sticky: which behaviours an element needs, the settings they
// read (Elementor's keys, in data-settings), and for background motion the layer Elementor's
// script would add (`elementor-motion-effects-container` > `elementor-motion-effects-layer`),
// rendered here so the background never jumps or flashes when the script arrives.
import type { ReactNode } from 'react';
import type { CssSink } from '../model/css.ts';
import type { ElementNode } from '../model/element.ts';
import { backgroundCss } from '../model/background.ts';
import { backgroundLayerSize, readMotionOptions } from '../model/motion-fx-options.ts';
import { overlayCss } from './overlay.ts';

type Settings = Record<string, unknown>;

export const MOTION_BEHAVIOUR = 'motion-fx';
export const STICKY_BEHAVIOUR = 'sticky';
const LAYER = '.elementor-motion-effects-container>.elementor-motion-effects-layer';

const ORIGIN_X = ['left', 'center', 'right'];
const ORIGIN_Y = ['top', 'center', 'bottom'];

function hasSticky(settings: Settings): boolean {
  return settings.sticky === 'top' || settings.sticky === 'bottom';
}

/** Behaviours for motion effects (element or background) and sticky. */
export function motionBehaviours(settings: Settings): string[] {
  const out: string[] = [];
  if (readMotionOptions(settings, 'motion_fx') || readMotionOptions(settings, 'background_motion_fx')) out.push(MOTION_BEHAVIOUR);
  if (hasSticky(settings)) out.push(STICKY_BEHAVIOUR);
  return out;
}

/** The settings the behaviours read, under Elementor's names: only the groups that are on. */
export function motionClientSettings(settings: Settings): Settings | undefined {
  const prefixes: string[] = [];
  if (readMotionOptions(settings, 'motion_fx')) prefixes.push('motion_fx_');
  if (readMotionOptions(settings, 'background_motion_fx')) prefixes.push('background_motion_fx_');
  if (hasSticky(settings)) prefixes.push('sticky');
  if (!prefixes.length) return undefined;
  const out: Settings = {};
  for (const [key, value] of Object.entries(settings)) {
    if (value === '' || value === undefined || value === null) continue;
    if (prefixes.some((p) => key.startsWith(p)) && (key.startsWith('sticky') ? /^sticky(_|$)/.test(key) : true)) out[key] = value;
  }
  return out;
}

/** Whether a layout element moves its background in a layer of its own. */
export function hasBackgroundMotion(settings: Settings): boolean {
  return readMotionOptions(settings, 'background_motion_fx') !== undefined;
}

/** Elementor's classes of an element whose background moves (the script keeps or drops them per device). */
export function backgroundMotionClasses(settings: Settings): string[] {
  return hasBackgroundMotion(settings) ? ['elementor-motion-effects-element', 'elementor-motion-effects-element-type-background'] : [];
}

/**
 * Rules of the motion effects: the transform origin of rotate and scale, and for a moving background
 * the layer's size (enlarged by 10 × speed %) and the background and overlay painted on the layer.
 */
export function motionCss(args: { settings: Settings; selector: string; css: CssSink; element: ElementNode }): void {
  const { settings, selector: s, css, element } = args;
  if (hasSticky(settings)) sharedCss(css, 'sticky');
  const own = readMotionOptions(settings, 'motion_fx');
  if (own) sharedCss(css, 'element');
  if (own && (own.scroll.rotateZ || own.scroll.scale)) {
    const x = ORIGIN_X.includes(settings.motion_fx_transform_origin_x as string) ? settings.motion_fx_transform_origin_x : 'center';
    const y = ORIGIN_Y.includes(settings.motion_fx_transform_origin_y as string) ? settings.motion_fx_transform_origin_y : 'center';
    const target =
      element.elType === 'widget' ? `${s}>.elementor-widget-container` : element.elType === 'column' ? `${s}>.elementor-widget-wrap` : s;
    css.add(target, { 'transform-origin': `${x} ${y}` });
  }
  const background = element.elType === 'widget' ? undefined : readMotionOptions(settings, 'background_motion_fx');
  if (!background) return;
  sharedCss(css, 'background');
  const box = element.elType === 'column' ? `${s}>.elementor-widget-wrap` : s;
  const layer = `${box}>${LAYER}`;
  const size = backgroundLayerSize(background);
  css.add(layer, { width: `${size.width}%`, height: `${size.height}%` });
  backgroundCss({ css, selector: layer, settings, prefix: 'background' });
  // The overlay is drawn over the layer (the element's own ::before would sit under it).
  overlayCss({
    css,
    settings,
    layer: `${box}>.elementor-motion-effects-container::after`,
    hoverLayer: `${box}:hover>.elementor-motion-effects-container::after`,
  });
}

/** The background layer, first inside the element (a column: inside its widget wrap). */
export function MotionFxLayer({ settings }: { settings: Settings }): ReactNode {
  if (!hasBackgroundMotion(settings)) return null;
  return (
    <div className="elementor-motion-effects-container" aria-hidden="true">
      <div className="elementor-motion-effects-layer" />
    </div>
  );
}

/**
 * The shared rules of Elementor Pro's motion-fx and sticky CSS, printed through the page's sink by
 * the elements that need them (the sink keeps one copy), so pages without motion carry none: the
 * layer fills and clips to its element, the element's own background and overlay give way to the
 * layer's while it moves, lazy backgrounds stay empty until near, and movement eases as in Elementor.
 */
function sharedCss(css: CssSink, kind: 'element' | 'background' | 'sticky'): void {
  if (kind === 'sticky') {
    css.add('.elementor-sticky--active', { 'z-index': '99' });
    css.add('.elementor-sticky__spacer', { visibility: 'hidden', 'pointer-events': 'none' });
    return;
  }
  css.add('.elementor-motion-effects-element,.elementor-motion-effects-layer', {
    'transition-property': 'transform,opacity',
    'transition-timing-function': 'cubic-bezier(0,.33,.07,1.03)',
    'transition-duration': '1s',
  });
  if (kind === 'element') {
    css.add('.elementor-motion-effects-perspective', { perspective: '1200px' });
    return;
  }
  const typed = '.elementor-motion-effects-element-type-background';
  css.add('.elementor-motion-effects-container', {
    position: 'absolute',
    inset: '0',
    overflow: 'hidden',
    'border-radius': 'inherit',
    'pointer-events': 'none',
  });
  css.add('.elementor-motion-effects-layer', {
    position: 'absolute',
    top: '0',
    left: '0',
    'background-repeat': 'no-repeat',
    'background-size': 'cover',
  });
  css.add(`${typed},${typed}>.elementor-widget-wrap`, { 'background-image': 'none!important' });
  css.add(`${typed}.e-overlay::before,${typed}.e-overlay>.elementor-widget-wrap::before`, { content: 'none' });
  css.add('.e-overlay .elementor-motion-effects-container::after', {
    content: '""',
    position: 'absolute',
    inset: '0',
    'pointer-events': 'none',
  });
  // A layer the script turned off on this device (or before it runs on one): the element paints its own background.
  css.add(`:not(${typed})>.elementor-motion-effects-container,:not(${typed})>.elementor-widget-wrap>.elementor-motion-effects-container`, {
    display: 'none',
  });
  css.add('.e-lazy-bg:not(.e-lazyloaded) .elementor-motion-effects-layer', { 'background-image': 'none!important' });
}
