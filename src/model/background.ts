// Elementor's background group (classic colour and image, gradient) for any key prefix:
// `background` and `background_hover` on layouts, `background_overlay` for overlay layers,
// `_background` on widgets. Video and slideshow backgrounds print only their colour here.
import type { CssSink } from './css.ts';
import { colour, cssUrl, globalOr } from './values.ts';
import { LENGTH_UNITS, composite, length, mediaUrl, oneOf } from './css-values.ts';

export const BG_POSITIONS = [
  'center center',
  'center left',
  'center right',
  'top center',
  'top left',
  'top right',
  'bottom center',
  'bottom left',
  'bottom right',
] as const;
const REPEATS = ['no-repeat', 'repeat', 'repeat-x', 'repeat-y', 'round', 'space'] as const;
const SIZES = ['auto', 'cover', 'contain'] as const;
const TYPES = ['classic', 'gradient', 'video', 'slideshow'] as const;
const STOP_UNITS = ['%', 'px', 'em', 'rem', 'vw'];

type Settings = Record<string, unknown>;

export function backgroundType(settings: Settings, prefix: string): (typeof TYPES)[number] | undefined {
  return oneOf(settings[`${prefix}_background`], TYPES);
}

/** True when a classic background shows an image on some device (such elements load it lazily). */
export function hasBackgroundImage(settings: Settings, prefix: string): boolean {
  if (backgroundType(settings, prefix) !== 'classic') return false;
  const key = `${prefix}_image`;
  return Object.keys(settings).some((k) => (k === key || k.startsWith(`${key}_`)) && mediaUrl(settings[k]) !== undefined);
}

/** Prints the background group of `prefix` onto `selector`. */
export function backgroundCss(args: { css: CssSink; selector: string; settings: Settings; prefix: string }): void {
  const { css, selector, settings, prefix } = args;
  const type = backgroundType(settings, prefix);
  if (!type) return;
  if (type === 'gradient') {
    gradientCss(args);
    return;
  }
  css.add(selector, { 'background-color': colour(globalOr(settings, `${prefix}_color`)) });
  if (type !== 'classic') return;

  const k = (name: string) => `${prefix}_${name}`;
  css.responsive(selector, settings, k('image'), (v) => {
    const url = mediaUrl(v);
    return url ? { 'background-image': cssUrl(url) } : undefined;
  });
  if (!hasBackgroundImage(settings, prefix)) return;

  composite({
    css,
    selector,
    settings,
    keys: [k('position'), k('xpos'), k('ypos')],
    build: (v) => {
      const pos = v[k('position')];
      if (pos !== 'initial') return { 'background-position': oneOf(pos, BG_POSITIONS) };
      const axis = (value: unknown) => length(value ?? 0, { units: LENGTH_UNITS }) ?? '0';
      return { 'background-position': `${axis(v[k('xpos')])} ${axis(v[k('ypos')])}` };
    },
  });
  // Fixed backgrounds only on desktop, as Elementor: touch browsers handle them badly.
  const attachment = oneOf(settings[k('attachment')], ['scroll', 'fixed'] as const);
  if (attachment) {
    css.add(selector, { 'background-attachment': attachment });
    if (attachment === 'fixed') css.add(selector, { 'background-attachment': 'scroll' }, 'tablet');
  }
  css.responsive(selector, settings, k('repeat'), (v) => ({ 'background-repeat': oneOf(v, REPEATS) }));
  composite({
    css,
    selector,
    settings,
    keys: [k('size'), k('bg_width')],
    build: (v) => {
      const s = v[k('size')];
      if (s !== 'initial') return { 'background-size': oneOf(s, SIZES) };
      return { 'background-size': `${length(v[k('bg_width')] ?? { unit: '%', size: 100 }, { units: LENGTH_UNITS }) ?? '100%'} auto` };
    },
  });
}

function gradientCss(args: { css: CssSink; selector: string; settings: Settings; prefix: string }): void {
  const { css, selector, settings, prefix } = args;
  const k = (name: string) => `${prefix}_${name}`;
  const first = colour(globalOr(settings, k('color'))) ?? 'transparent';
  const rawSecond = globalOr(settings, k('color_b'));
  // A missing second colour is Elementor's default; an emptied one is transparent.
  const second = rawSecond === undefined ? '#f2295b' : (colour(rawSecond) ?? 'transparent');
  const radial = settings[k('gradient_type')] === 'radial';
  composite({
    css,
    selector,
    settings,
    alwaysDesktop: true,
    keys: [k('color_stop'), k('color_b_stop'), k('gradient_angle'), k('gradient_position')],
    build: (v) => {
      const s1 = length(v[k('color_stop')], { units: STOP_UNITS }) ?? '0%';
      const s2 = length(v[k('color_b_stop')], { units: STOP_UNITS }) ?? '100%';
      const head = radial
        ? `radial-gradient(at ${oneOf(v[k('gradient_position')], BG_POSITIONS) ?? 'center center'}`
        : `linear-gradient(${length(v[k('gradient_angle')], { defaultUnit: 'deg', units: ['deg', 'grad', 'rad', 'turn'] }) ?? '180deg'}`;
      return { 'background-color': 'transparent', 'background-image': `${head},${first} ${s1},${second} ${s2})` };
    },
  });
}
