// The arithmetic of motion effects, as Elementor Pro computes it: scroll progress in %, the move
// point of a fading effect over its viewport range, and each effect's value. Pure, so it is unit tested.
import type { Direction, MotionOptions, Range } from '../model/motion-fx-options.ts';

/** What a frame writes: transform parts in a fixed order, opacity and blur. */
export interface FxValues {
  translateY?: number;
  translateX?: number;
  rotateX?: number;
  rotateY?: number;
  rotateZ?: number;
  scale?: number;
  opacity?: number;
  blur?: number;
}

/** How moves are measured: an element moves by speed px per % from the middle; a background layer within its spare size. */
export type Mover = { type: 'element' } | { type: 'background'; movableX: number; movableY: number };

const round2 = (n: number) => Math.round(n * 100) / 100;
const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** How far the element has travelled through the viewport, 0 (entering at the bottom) to 100 (gone at the top). */
export function viewportProgress(top: number, height: number, viewportHeight: number): number {
  const total = viewportHeight + height;
  return total > 0 ? round2(clamp((viewportHeight - top) / total, 0, 1) * 100) : 0;
}

/** How far the page is scrolled, 0–100. */
export function pageProgress(scrollTop: number, scrollHeight: number, viewportHeight: number): number {
  const range = scrollHeight - viewportHeight;
  return range > 0 ? clamp((scrollTop / range) * 100, 0, 100) : 0;
}

function movePointFrom(range: number, passed: number): number {
  return range > 0 ? round2((passed / range) * 100) : 100;
}

/**
 * Where a fading effect is, 0–100, at `passed` % for its direction and viewport range: out-in rises
 * to 100 across the range and stays; in-out falls; in-out-in and out-in-out hold inside the range.
 */
export function directionMovePoint(passed: number, direction: Direction, range: Range): number {
  if (passed < range.start) {
    if (direction === 'out-in') return 0;
    if (direction === 'in-out') return 100;
    const point = movePointFrom(range.start, passed);
    return direction === 'in-out-in' ? 100 - point : point;
  }
  if (passed < range.end) {
    if (direction === 'in-out-in') return 0;
    if (direction === 'out-in-out') return 100;
    const point = movePointFrom(range.end - range.start, passed - range.start);
    return direction === 'in-out' ? 100 - point : point;
  }
  if (direction === 'in-out') return 0;
  if (direction === 'out-in') return 100;
  const point = movePointFrom(100 - range.end, 100 - passed);
  return direction === 'in-out-in' ? 100 - point : point;
}

/** A move along an axis at `passed` %: the direction flips the progress; elements move around their middle. */
function step(passed: number, negative: boolean, speed: number, mover: Mover, axis: 'x' | 'y'): number {
  const p = negative ? 100 - passed : passed;
  if (mover.type === 'element') return round2(-(p - 50) * speed);
  return round2(-((axis === 'x' ? mover.movableX : mover.movableY) * p) / 100);
}

/** The scroll effects' values at `passed` % (translate and rotate held within their affected range). */
export function scrollValues(scroll: MotionOptions['scroll'], passed: number, mover: Mover): FxValues {
  const out: FxValues = {};
  const within = (r: Range) => clamp(passed, r.start, r.end);
  if (scroll.translateY) {
    const e = scroll.translateY;
    out.translateY = step(within(e.affectedRange), e.negative, e.speed, mover, 'y');
  }
  if (scroll.translateX) {
    const e = scroll.translateX;
    out.translateX = step(within(e.affectedRange), e.negative, e.speed, mover, 'x');
  }
  if (scroll.rotateZ) {
    const e = scroll.rotateZ;
    out.rotateZ = step(within(e.affectedRange), e.negative, e.speed, { type: 'element' }, 'x');
  }
  if (scroll.opacity) {
    const e = scroll.opacity;
    const level = e.level / 10;
    out.opacity = round2(1 - level + (level * directionMovePoint(passed, e.direction, e.range)) / 100);
  }
  if (scroll.blur) {
    const e = scroll.blur;
    out.blur = round2(e.level - (e.level * directionMovePoint(passed, e.direction, e.range)) / 100);
  }
  if (scroll.scale) {
    const e = scroll.scale;
    out.scale = round2(1 + (e.level * directionMovePoint(passed, e.direction, e.range)) / 1000);
  }
  return out;
}

/** The mouse effects' values for a pointer at (`x`, `y`) % of the viewport. Tilt turns by speed ÷ 10 degrees per %. */
export function mouseValues(mouse: MotionOptions['mouse'], x: number, y: number, mover: Mover): FxValues {
  const out: FxValues = {};
  if (mouse.mouseTrack) {
    // Elementor's default ('') is "opposite": moving left as the pointer goes right; 'negative' follows it.
    const { speed, negative } = mouse.mouseTrack;
    out.translateX = step(x, negative, speed, mover, 'x');
    out.translateY = step(y, negative, speed, mover, 'y');
  }
  if (mouse.tilt) {
    const speed = mouse.tilt.speed / 10;
    out.rotateX = step(y, mouse.tilt.negative, speed, { type: 'element' }, 'x');
    out.rotateY = step(100 - x, mouse.tilt.negative, speed, { type: 'element' }, 'x');
  }
  return out;
}

const UNITS: Array<[keyof FxValues, string]> = [
  ['translateY', 'px'],
  ['translateX', 'px'],
  ['rotateX', 'deg'],
  ['rotateY', 'deg'],
  ['rotateZ', 'deg'],
  ['scale', ''],
];

/** CSS for the values: a transform (after the element's own `base` transform), opacity and filter. */
export function fxStyle(values: FxValues, base = ''): { transform: string; opacity: string; filter: string } {
  const parts = UNITS.filter(([k]) => values[k] !== undefined).map(([k, unit]) => `${k}(${values[k]}${unit})`);
  const transform = parts.length ? [base, ...parts].filter(Boolean).join(' ') : '';
  return {
    transform,
    opacity: values.opacity === undefined ? '' : String(values.opacity),
    filter: values.blur === undefined ? '' : `blur(${values.blur}px)`,
  };
}
