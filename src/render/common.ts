// Settings every element shares (Elementor's Advanced tab): flex-item sizing, custom position,
// z-index, visibility per device, CSS id/classes, entrance animation; widgets' own box settings
// are in widget-box.ts. Motion effects and sticky are separate behaviours (not handled here).
import { DEVICES, deviceSuffix } from '../model/breakpoints.ts';
import type { CssSink } from '../model/css.ts';
import type { ElementNode } from '../model/element.ts';
import { suffixedKeys } from '../model/responsive.ts';
import { composite, integer, length, num, oneOf } from '../model/css-values.ts';
import { flatControls } from '../contracts/declaration/flatten.ts';
import { advancedDeclaration } from '../elements/advanced-controls.ts';
import { ALIGN_SELF, widgetBoxCss } from './widget-box.ts';
import { motionBehaviours, motionClientSettings, motionCss } from '../elements/motion.tsx';

type Settings = Record<string, unknown>;

const ANIMATION_KEYS = ['_animation', 'animation'];

/** Keys handled here for any element, from the shared Advanced declaration. */
const COMMON_KEYS = new Set(flatControls(advancedDeclaration.controls).map((c) => c.name));

export function isCommonSetting(key: string): boolean {
  return COMMON_KEYS.has(key);
}

/** Per settings object: classes, behaviours and client settings each ask, for every element compiled. */
const animationsOf = new WeakMap<Settings, Record<string, string>>();

/** Entrance animation names per device suffix ('' = desktop), only real ones. */
function animations(settings: Settings): Record<string, string> {
  let known = animationsOf.get(settings);
  if (!known) animationsOf.set(settings, (known = findAnimations(settings)));
  return known;
}

function findAnimations(settings: Settings): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of ANIMATION_KEYS) {
    for (const { device, key: full } of suffixedKeys(key)) {
      const v = settings[full];
      const suffix = deviceSuffix(device);
      if (!(suffix in out) && typeof v === 'string' && /^[a-zA-Z][\w-]{0,40}$/.test(v)) out[suffix] = v;
    }
  }
  return out;
}

/** The entrance animations an element plays on some device: their keyframes are printed for the page. */
export function entranceAnimations(settings: Settings): string[] {
  return Object.values(animations(settings)).filter((a) => a !== 'none');
}

function hasAnimation(settings: Settings): boolean {
  return Object.values(animations(settings)).some((a) => a !== 'none');
}

export function commonClasses(settings: Settings): string[] {
  const out: string[] = [];
  for (const device of DEVICES) if (settings[`hide_${device}`]) out.push(`elementor-hidden-${device}`);
  for (const key of ['_css_classes', 'css_classes']) {
    const extra = settings[key];
    if (typeof extra === 'string') out.push(...extra.split(/\s+/).filter((c) => /^-?[_a-zA-Z][\w-]*$/.test(c)));
  }
  if (hasAnimation(settings)) {
    out.push('elementor-invisible');
    const speed = oneOf(settings.animation_duration, ['slow', 'fast'] as const);
    if (speed) out.push(`animated-${speed}`);
  }
  for (const device of DEVICES) {
    const width = oneOf(settings[`_element_width${deviceSuffix(device)}`], ['inherit', 'auto', 'initial'] as const);
    if (width) out.push(`elementor-widget${device === 'desktop' ? '' : `-${device}`}__width-${width}`);
  }
  const position = oneOf(settings._position, ['absolute', 'fixed'] as const);
  if (position) out.push(`elementor-${position}`);
  return out;
}

export function commonCss(args: { settings: Settings; selector: string; css: CssSink; element: ElementNode }): void {
  const { settings, selector: s, css, element } = args;
  const isWidget = element.elType === 'widget';
  flexItemCss(css, s, settings);
  // Containers name these without the underscore; sections and columns have no custom position.
  const positionKey = isWidget ? '_position' : element.elType === 'container' ? 'position' : '';
  const position = positionKey ? oneOf(settings[positionKey], ['absolute', 'fixed'] as const) : undefined;
  if (position) offsetsCss(css, s, settings, position);
  css.responsive(s, settings, isWidget ? '_z_index' : 'z_index', (v) => ({ 'z-index': integer(v) }));
  if (isWidget) widgetBoxCss(css, s, settings);
  motionCss({ settings, selector: s, css, element });
}

function flexItemCss(css: CssSink, s: string, settings: Settings): void {
  css.responsive(s, settings, '_flex_align_self', (v) => ({ 'align-self': oneOf(v, ALIGN_SELF) }));
  composite({
    css,
    selector: s,
    settings,
    keys: ['_flex_order', '_flex_order_custom'],
    build: (v) => {
      const o = v._flex_order;
      return { order: o === 'start' ? '-99999' : o === 'end' ? '99999' : o === 'custom' ? integer(v._flex_order_custom) : undefined };
    },
  });
  composite({
    css,
    selector: s,
    settings,
    keys: ['_flex_size', '_flex_grow', '_flex_shrink'],
    build: (v) => {
      const size = v._flex_size;
      if (size === 'none') return { 'flex-grow': '0', 'flex-shrink': '0' };
      if (size === 'grow') return { 'flex-grow': '1', 'flex-shrink': '0' };
      if (size === 'shrink') return { 'flex-grow': '0', 'flex-shrink': '1' };
      if (size !== 'custom') return undefined;
      const n = (x: unknown) => (num(x) !== undefined && num(x)! >= 0 ? String(num(x)) : undefined);
      return { 'flex-grow': n(v._flex_grow), 'flex-shrink': n(v._flex_shrink) };
    },
  });
}

function offsetsCss(css: CssSink, s: string, settings: Settings, position: 'absolute' | 'fixed'): void {
  css.add(s, { position });
  const end = (key: string) => settings[key] === 'end';
  const sides: Array<[string, string]> = [
    [end('_offset_orientation_h') ? '_offset_x_end' : '_offset_x', end('_offset_orientation_h') ? 'right' : 'left'],
    [end('_offset_orientation_v') ? '_offset_y_end' : '_offset_y', end('_offset_orientation_v') ? 'bottom' : 'top'],
  ];
  for (const [key, prop] of sides) {
    // Elementor's offsets default to 0, so an absolute element that never set one sits in the
    // corner; one stored empty (`size: ''`) prints nothing and keeps its static place.
    if (!(key in settings)) css.add(s, { [prop]: '0' });
    css.responsive(s, settings, key, (v) => ({ [prop]: length(v) }));
  }
}

/** Behaviours any element can ask for. */
export function commonBehaviours(settings: Settings): string[] {
  return [...(hasAnimation(settings) ? ['entrance-animation'] : []), ...motionBehaviours(settings)];
}

/**
 * What the browser needs of the common settings: the animation (desktop value as `animation`,
 * other devices as `animation_tablet`, ...) and its delay in ms.
 */
export function commonClientSettings(settings: Settings): Record<string, unknown> | undefined {
  const motion = motionClientSettings(settings);
  if (!hasAnimation(settings)) return motion;
  const byDevice = animations(settings);
  const out: Record<string, unknown> = { animation: byDevice[''] ?? '' };
  for (const [suffix, name] of Object.entries(byDevice)) if (suffix) out[`animation${suffix}`] = name;
  const delay = num(settings._animation_delay ?? settings.animation_delay);
  out.animation_delay = delay !== undefined && delay > 0 ? delay : 0;
  return { ...out, ...motion };
}
