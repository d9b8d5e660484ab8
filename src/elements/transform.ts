// The basics of Elementor's Transform settings (rotate, translate, scale; normal and hover), each
// only when its popover toggle is on, as Elementor prints them. Flip, skew and 3D rotation are not done.
import type { CssSink } from '../model/css.ts';
import { composite, fmt, length, sizeNum } from '../model/css-values.ts';

type Settings = Record<string, unknown>;

const PARTS = ['rotateZ', 'translateX', 'translateY', 'scale', 'scaleX', 'scaleY'] as const;

function hasTransform(settings: Settings, hover: string): boolean {
  return ['rotate', 'translate', 'scale'].some((p) => Boolean(settings[`_transform_${p}_popover${hover}`]));
}

function build(settings: Settings, values: Record<string, unknown>, hover: string): string | undefined {
  const v = (part: string) => values[`_transform_${part}_effect${hover}`];
  const out: string[] = [];
  if (settings[`_transform_rotate_popover${hover}`]) {
    // Stored with unit 'px' although the value is in degrees.
    const r = sizeNum(v('rotateZ'));
    if (r) out.push(`rotate(${fmt(r)}deg)`);
  }
  if (settings[`_transform_translate_popover${hover}`]) {
    const x = length(v('translateX')) ?? '0';
    const y = length(v('translateY')) ?? '0';
    if (x !== '0' || y !== '0') out.push(`translate(${x},${y})`);
  }
  if (settings[`_transform_scale_popover${hover}`]) {
    const keep = settings[`_transform_keep_proportions${hover}`] !== '';
    if (keep) {
      const s = sizeNum(v('scale'));
      if (s !== undefined) out.push(`scale(${fmt(s)})`);
    } else {
      const sx = sizeNum(v('scaleX'));
      const sy = sizeNum(v('scaleY'));
      if (sx !== undefined || sy !== undefined) out.push(`scale(${fmt(sx ?? 1)},${fmt(sy ?? 1)})`);
    }
  }
  return out.length ? out.join(' ') : 'none';
}

/**
 * Prints transforms onto `selector` and `hoverSelector`; returns the transition to merge into the
 * element's `transition` when a hover transform exists.
 */
export function transformCss(args: { css: CssSink; selector: string; hoverSelector: string; settings: Settings }): string | undefined {
  const { css, selector, hoverSelector, settings } = args;
  for (const [hover, target] of [
    ['', selector],
    ['_hover', hoverSelector],
  ] as const) {
    if (!hasTransform(settings, hover)) continue;
    composite({
      css,
      selector: target,
      settings,
      alwaysDesktop: true,
      keys: PARTS.map((p) => `_transform_${p}_effect${hover}`),
      build: (values) => ({ transform: build(settings, values, hover) }),
    });
  }
  if (!hasTransform(settings, '_hover')) return undefined;
  const ms = sizeNum(settings._transform_transition_hover);
  return `transform ${ms === undefined ? '.4s' : `${fmt(ms)}ms`}`;
}
