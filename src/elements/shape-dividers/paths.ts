// Shape divider drawings (our own simple paths under Elementor's shape names). Each shape is drawn
// hanging from the top edge; its "negative" is the complement, so both fill the same box.
export interface ShapeLayer {
  /** The lower edge, from the left side (x = 0) to the right side (x = width), as path commands after `M`. */
  edge: string;
  opacity?: number;
}

export interface Shape {
  width: number;
  height: number;
  layers: ShapeLayer[];
  /** Elementor offers the negative variant only for some shapes. */
  hasNegative: boolean;
}

/** A polyline edge through points. */
const poly = (points: Array<[number, number]>) => points.map(([x, y], i) => `${i ? 'L' : ''}${x} ${y}`).join('');

/** A wavy edge y = base + amp·sin(turns) with a deterministic ragged "brush" jitter. */
function brush(base: number, amp: number, turns: number, jitter: number): string {
  const points: Array<[number, number]> = [];
  for (let x = 0; x <= 1000; x += 20) {
    const ragged = ((x * 7919) % 13) / 13 - 0.5;
    points.push([x, Math.round(base + amp * Math.sin((x / 1000) * turns * 2 * Math.PI) + ragged * jitter)]);
  }
  return poly(points);
}

/** A row of `count` even waves around `base`: one quadratic arc, then its reflections. */
function ripples(base: number, amp: number, count: number): string {
  const half = 1000 / count / 2;
  let d = `0 ${base}Q${half / 2} ${base - 2 * amp} ${half} ${base}`;
  for (let i = 2; i <= count * 2; i++) d += `T${half * i} ${base}`;
  return d;
}

function drops(): string {
  let d = '0 30';
  for (const [x, w, depth] of [
    [90, 22, 45],
    [230, 16, 30],
    [380, 26, 65],
    [520, 14, 28],
    [690, 24, 55],
    [860, 18, 38],
  ]) {
    d += `L${x - w} 30C${x - w} ${30 + depth} ${x + w} ${30 + depth} ${x + w} 30`;
  }
  return `${d}L1000 30`;
}

function clouds(): string {
  let d = '0 45';
  let x = 0;
  const bumps = [
    [70, 30],
    [110, 45],
    [60, 25],
    [140, 50],
    [90, 35],
    [120, 48],
    [70, 28],
    [130, 42],
    [110, 38],
    [100, 30],
  ];
  for (const [w, h] of bumps) {
    x += w;
    d += `A${w / 2} ${h} 0 0 0 ${x} 45`;
  }
  return d;
}

function zigzag(): string {
  const points: Array<[number, number]> = [];
  for (let x = 0; x <= 1000; x += 20) points.push([x, x % 40 === 0 ? 0 : 10]);
  return poly(points);
}

/** A shape 1000 wide from its layers' edges, back to front; `[edge, opacity]` for see-through layers. */
function shape(hasNegative: boolean, layers: Array<string | [string, number]>, height = 100): Shape {
  return {
    width: 1000,
    height,
    hasNegative,
    layers: layers.map((l) => (typeof l === 'string' ? { edge: l } : { edge: l[0], opacity: l[1] })),
  };
}

export const SHAPES: Record<string, Shape> = {
  mountains: shape(false, [
    ['0 60L120 95L260 50L420 90L560 40L720 85L860 45L1000 75', 0.33],
    ['0 40L150 75L300 30L470 70L620 25L780 65L1000 35', 0.66],
    '0 20L180 50L350 15L500 45L680 10L850 40L1000 15',
  ]),
  drops: shape(true, [drops()]),
  clouds: shape(true, [clouds()]),
  zigzag: shape(false, [zigzag()], 10),
  pyramids: shape(true, ['0 0L180 60L320 20L500 100L680 20L820 60L1000 0']),
  triangle: shape(true, ['0 0L500 100L1000 0']),
  'triangle-asymmetrical': shape(true, ['0 0L700 100L1000 0']),
  tilt: shape(false, ['0 0L1000 100']),
  'opacity-tilt': shape(false, [['0 0L1000 100', 0.5], '0 0L1000 60']),
  'opacity-fan': shape(false, [['0 100L1000 0', 0.33], ['0 0L1000 100', 0.33], '0 45L500 0L1000 45']),
  curve: shape(true, ['0 0C300 133 700 133 1000 0']),
  'curve-asymmetrical': shape(true, ['0 0C100 135 450 120 1000 0']),
  waves: shape(true, ['0 45Q125 -5 250 45T500 45T750 45T1000 45']),
  'wave-brush': shape(false, [brush(50, 30, 1.5, 8)]),
  // Three rows of small even waves, the back ones see-through.
  'waves-pattern': shape(false, [[ripples(72, 9, 16), 0.33], [ripples(50, 9, 16), 0.66], ripples(28, 9, 16)]),
  arrow: shape(true, ['0 0L485 0L500 20L515 0L1000 0'], 20),
  split: shape(true, ['0 20L470 20C490 20 500 10 500 0C500 10 510 20 530 20L1000 20'], 20),
  book: shape(true, ['0 0C200 0 420 25 500 100C580 25 800 0 1000 0']),
};

/** Path data of a layer: the area above its edge, or below it for the negative variant. */
export function layerPath(shape: Shape, layer: ShapeLayer, negative: boolean): string {
  const y = negative ? shape.height : 0;
  return `M0 ${y}L${layer.edge}L${shape.width} ${y}Z`;
}

/** The shape when it exists (and has that variant), else undefined. */
export function findShape(name: unknown, negative: boolean): Shape | undefined {
  if (typeof name !== 'string' || !Object.hasOwn(SHAPES, name)) return undefined;
  const shape = SHAPES[name];
  return negative && !shape.hasNegative ? undefined : shape;
}

/** The standalone SVG file served at /assets/shapes/{shape}[-negative].svg, or undefined. */
export function shapeSvg(name: string, negative: boolean): string | undefined {
  const shape = findShape(name, negative);
  if (!shape) return undefined;
  const paths = shape.layers
    .map(
      (l) =>
        `<path class="elementor-shape-fill"${l.opacity === undefined ? '' : ` opacity="${l.opacity}"`} d="${layerPath(shape, l, negative)}"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${shape.width} ${shape.height}" preserveAspectRatio="none">${paths}</svg>`;
}

/** The SVG for a file name of the shapes route (`waves.svg`, `curve-negative.svg`), or undefined. */
export function shapeSvgForFile(file: string): string | undefined {
  const m = /^([a-z-]+?)(-negative)?\.svg$/.exec(file);
  return m ? shapeSvg(m[1], Boolean(m[2])) : undefined;
}
