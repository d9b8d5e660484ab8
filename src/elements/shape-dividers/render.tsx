// Shape dividers of sections and containers: the markup Elementor prints (an absolutely placed
// `.elementor-shape` with an inline SVG) and its CSS. Shared rules are added to the page CSS only
// when a page has a divider.
import type { ReactNode } from 'react';
import type { CssSink } from '../../model/css.ts';
import { colour, globalOr } from '../../model/values.ts';
import { length } from '../../model/css-values.ts';
import { findShape, layerPath } from './paths.ts';

type Settings = Record<string, unknown>;
const SIDES = ['top', 'bottom'] as const;
type Side = (typeof SIDES)[number];

function isNegative(settings: Settings, side: Side): boolean {
  return settings[`shape_divider_${side}_negative`] === 'yes';
}

/** The drawn shape of a side, falling back to the positive drawing when no negative exists. */
function sideShape(settings: Settings, side: Side) {
  const name = settings[`shape_divider_${side}`];
  const negative = isNegative(settings, side) && Boolean(findShape(name, true));
  const shape = findShape(name, negative);
  return shape ? { shape, negative } : undefined;
}

export function ShapeDivider({ settings, side }: { settings: Settings; side: Side }): ReactNode {
  const found = sideShape(settings, side);
  if (!found) return null;
  const { shape, negative } = found;
  return (
    <div className={`elementor-shape elementor-shape-${side}`} aria-hidden="true" data-negative={String(negative)}>
      <svg xmlns="http://www.w3.org/2000/svg" viewBox={`0 0 ${shape.width} ${shape.height}`} preserveAspectRatio="none">
        {shape.layers.map((layer, i) => (
          <path key={i} className="elementor-shape-fill" opacity={layer.opacity} d={layerPath(shape, layer, negative)} />
        ))}
      </svg>
    </div>
  );
}

/** Both dividers, top first, as Elementor orders them before the content. */
export function ShapeDividers({ settings }: { settings: Settings }): ReactNode {
  return SIDES.map((side) => <ShapeDivider key={side} settings={settings} side={side} />);
}

const SHARED_RULES: Array<[string, Record<string, string>]> = [
  [
    '.elementor-shape',
    { overflow: 'hidden', position: 'absolute', left: '0', width: '100%', 'line-height': '0', direction: 'ltr', 'pointer-events': 'none' },
  ],
  ['.elementor-shape-top', { top: '-1px' }],
  ['.elementor-shape-bottom', { bottom: '-1px' }],
  // Drawings hang from the top; a bottom divider turns them over, and so does a negative top one.
  ['.elementor-shape-bottom[data-negative=false],.elementor-shape-top[data-negative=true]', { transform: 'rotate(180deg)' }],
  [
    '.elementor-shape svg',
    { display: 'block', width: 'calc(100% + 1.3px)', position: 'relative', left: '50%', transform: 'translateX(-50%)' },
  ],
  ['.elementor-shape-fill', { fill: '#fff' }],
];

export function shapeDividerCss(args: { css: CssSink; selector: string; settings: Settings }): void {
  const { css, selector, settings } = args;
  let shared = false;
  for (const side of SIDES) {
    if (!sideShape(settings, side)) continue;
    if (!shared) for (const [sel, decls] of SHARED_RULES) css.add(sel, decls);
    shared = true;
    const box = `${selector}>.elementor-shape-${side}`;
    const k = (name: string) => `shape_divider_${side}_${name}`;
    css.add(`${box} .elementor-shape-fill`, { fill: colour(globalOr(settings, k('color'))) });
    css.responsive(`${box} svg`, settings, k('width'), (v) => {
      const w = length(v, { defaultUnit: '%', units: ['%'] });
      return w ? { width: `calc(${w} + 1.3px)` } : undefined;
    });
    css.responsive(`${box} svg`, settings, k('height'), (v) => ({ height: length(v, { units: ['px', 'em', 'rem', 'vh'] }) }));
    if (settings[k('flip')] === 'yes') css.add(`${box} svg`, { transform: 'translateX(-50%) rotateY(180deg)' });
    if (settings[k('above_content')] === 'yes') css.add(box, { 'z-index': '2', 'pointer-events': 'none' });
  }
}
