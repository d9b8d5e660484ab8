// Drawing primitives for the demo artwork: seeded randomness, gradients, hills, sun, water, trees.
// Every scene is 1920×1080 SVG built from these, so the whole set shares one hand and one palette.

export const W = 1920;
export const H = 1080;

/** The warm golden-hour palette every scene draws from. */
export const P = {
  night: '#1f2a40',
  dusk: '#3b4a6b',
  mauve: '#8a5a6e',
  rose: '#c9786a',
  apricot: '#f0b27a',
  honey: '#f7d29c',
  cream: '#f6ecdc',
  linen: '#efe2cc',
  sand: '#e2c9a2',
  stone: '#cdb593',
  clay: '#b5603f',
  terracotta: '#9c4a30',
  umber: '#5a3a2a',
  olive: '#6f7a45',
  oliveDark: '#4b5531',
  sage: '#9aa37a',
  cypress: '#2f3a2b',
  sea: '#2f4d66',
  seaDeep: '#1f354a',
  teal: '#3f7480',
  pool: '#5fa3a8',
  ink: '#222a33',
} as const;

/** Mulberry32: a tiny seeded generator so the artwork is identical on every run. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n: number) => Math.round(n * 10) / 10;

/** A vertical linear gradient definition. */
export function vGradient(id: string, stops: Array<[number, string, number?]>): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
    .join('')}</linearGradient>`;
}

/** A horizontal linear gradient definition. */
export function hGradient(id: string, stops: Array<[number, string, number?]>): string {
  return vGradient(id, stops).replace('x2="0" y2="1"', 'x2="1" y2="0"');
}

/** A radial glow definition: colour at the centre fading to transparent. */
export function glow(id: string, colour: string, opacity = 0.8): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;
}

export function svgDoc(defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`;
}

/**
 * A hill or headland silhouette: a smooth curve through points around `y` (summed sines with a seed),
 * closed down to the bottom of the frame.
 */
export function ridge(opts: {
  y: number;
  amp: number;
  seed: number;
  fill: string;
  x0?: number;
  x1?: number;
  bottom?: number;
  waves?: number;
  taper?: boolean;
}): string {
  const { y, amp, seed, fill } = opts;
  const x0 = opts.x0 ?? -20;
  const x1 = opts.x1 ?? W + 20;
  const bottom = opts.bottom ?? H;
  const rand = rng(seed);
  const phases = [rand() * 6.28, rand() * 6.28, rand() * 6.28];
  const waves = opts.waves ?? 1;
  const steps = 48;
  const pts: Array<[number, number]> = [];
  for (let i = 0; i <= steps; i++) {
    const x = x0 + ((x1 - x0) * i) / steps;
    const t = (i / steps) * Math.PI * 2 * waves;
    const dy = Math.sin(t + phases[0]) * 0.6 + Math.sin(t * 2.3 + phases[1]) * 0.28 + Math.sin(t * 5.1 + phases[2]) * 0.12;
    // A tapered ridge (an island, a headland inside a frame) meets `bottom` at both ends.
    const env = opts.taper ? Math.pow(Math.sin((Math.PI * i) / steps), 0.6) : 1;
    pts.push([x, opts.taper ? bottom - env * (bottom - y + amp * (1 + dy) * 0.5) : y - dy * amp]);
  }
  return `<path fill="${fill}" d="${smoothPath(pts)} L${x1} ${bottom} L${x0} ${bottom} Z"/>`;
}

/** A smooth path through points (quadratic midpoints). */
export function smoothPath(pts: Array<[number, number]>): string {
  let d = `M${r1(pts[0][0])} ${r1(pts[0][1])}`;
  for (let i = 1; i < pts.length - 1; i++) {
    const mx = (pts[i][0] + pts[i + 1][0]) / 2;
    const my = (pts[i][1] + pts[i + 1][1]) / 2;
    d += ` Q${r1(pts[i][0])} ${r1(pts[i][1])} ${r1(mx)} ${r1(my)}`;
  }
  const last = pts[pts.length - 1];
  return `${d} L${r1(last[0])} ${r1(last[1])}`;
}

/** A low sun with a soft halo. */
export function sun(cx: number, cy: number, r: number, glowId: string, colour: string = P.honey): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r * 5}" fill="url(#${glowId})"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}"/>`;
}

/** Glints on water: short rounded strokes thinning out away from `cx`. */
export function glints(opts: {
  cx: number;
  y0: number;
  y1: number;
  spread: number;
  seed: number;
  colour?: string;
  count?: number;
}): string {
  const rand = rng(opts.seed);
  const count = opts.count ?? 46;
  let out = '';
  for (let i = 0; i < count; i++) {
    const t = rand();
    const y = opts.y0 + (opts.y1 - opts.y0) * t;
    const w = (20 + rand() * 90) * (0.4 + t);
    const x = opts.cx + (rand() - 0.5) * opts.spread * (0.3 + t);
    out += `<rect x="${r1(x - w / 2)}" y="${r1(y)}" width="${r1(w)}" height="${r1(2 + t * 4)}" rx="2" fill="${opts.colour ?? P.honey}" opacity="${r1(0.25 + rand() * 0.5)}"/>`;
  }
  return out;
}

/** An olive tree: a leaning trunk and clusters of silvery-green leaves. */
export function oliveTree(x: number, y: number, s: number, seed: number): string {
  const rand = rng(seed);
  const trunk = `<path fill="${P.umber}" d="M${x - 14 * s} ${y} C${x - 10 * s} ${y - 60 * s} ${x - 30 * s} ${y - 110 * s} ${x - 8 * s} ${y - 170 * s} L${x + 8 * s} ${y - 165 * s} C${x - 6 * s} ${y - 110 * s} ${x + 16 * s} ${y - 60 * s} ${x + 14 * s} ${y} Z"/>`;
  let leaves = '';
  for (let i = 0; i < 14; i++) {
    const a = rand() * Math.PI;
    const d = 50 + rand() * 90;
    const cx = x + Math.cos(a) * d * 1.4 * s;
    const cy = y - 190 * s - Math.sin(a) * d * 0.8 * s;
    const fill = [P.olive, P.oliveDark, P.sage][i % 3];
    leaves += `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1((60 + rand() * 40) * s)}" ry="${r1((34 + rand() * 20) * s)}" fill="${fill}" opacity=".92"/>`;
  }
  return trunk + leaves;
}

/** A cypress: a tall flame-shaped evergreen. */
export function cypress(x: number, y: number, h: number, fill: string = P.cypress): string {
  const w = h * 0.14;
  return `<path fill="${fill}" d="M${x} ${y - h} C${x + w * 0.9} ${y - h * 0.7} ${x + w} ${y - h * 0.2} ${x + w * 0.4} ${y} L${x - w * 0.4} ${y} C${x - w} ${y - h * 0.2} ${x - w * 0.9} ${y - h * 0.7} ${x} ${y - h} Z"/>`;
}

/** A palm: curved trunk and a crown of fronds. */
export function palm(x: number, y: number, h: number, fill: string = P.oliveDark): string {
  const top: [number, number] = [x + h * 0.12, y - h];
  let fronds = '';
  for (const [dx, dy] of [
    [-1, 0.15],
    [-0.7, -0.35],
    [0, -0.5],
    [0.7, -0.35],
    [1, 0.15],
    [-0.45, 0.45],
    [0.5, 0.45],
  ]) {
    const ex = top[0] + dx * h * 0.42;
    const ey = top[1] + dy * h * 0.3;
    fronds += `<path fill="${fill}" d="M${top[0]} ${top[1]} Q${r1((top[0] + ex) / 2)} ${r1(Math.min(top[1], ey) - h * 0.12)} ${r1(ex)} ${r1(ey)} Q${r1((top[0] + ex) / 2)} ${r1(Math.min(top[1], ey) - h * 0.02)} ${top[0]} ${top[1] + 6} Z"/>`;
  }
  const trunk = `<path fill="none" stroke="${P.umber}" stroke-width="${r1(h * 0.035)}" stroke-linecap="round" d="M${x} ${y} Q${x - h * 0.05} ${y - h * 0.55} ${top[0]} ${top[1]}"/>`;
  return trunk + fronds;
}

/** An arched opening (door or window) as a path. */
export function archPath(x: number, y: number, w: number, h: number): string {
  const r = w / 2;
  return `M${x} ${y + h} L${x} ${y + r} A${r} ${r} 0 0 1 ${x + w} ${y + r} L${x + w} ${y + h} Z`;
}
