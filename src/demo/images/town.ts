// Town scenes of the demo hotel: an old-town lane in perspective and the market quarter.
import { H, P, W, archPath, cypress, glow, oliveTree, rng, svgDoc, vGradient } from './svg.ts';

const VX = 960;
const VY = 600;
const f = (n: number) => n.toFixed(1);

/** Screen point on a side wall: `u` along the street (x), `v` up the wall (0 ground, 1 = height hN). */
function wallPoint(side: 'left' | 'right', x: number, v: number, hN: number): [number, number] {
  const k = side === 'left' ? (VX - x) / VX : (x - VX) / (W - VX);
  const ground = VY + (1140 - VY) * k;
  return [x, ground - v * hN * k];
}

function quad(side: 'left' | 'right', x0: number, x1: number, v0: number, v1: number, hN: number, fill: string, extra = ''): string {
  const a = wallPoint(side, x0, v0, hN);
  const b = wallPoint(side, x1, v0, hN);
  const c = wallPoint(side, x1, v1, hN);
  const d = wallPoint(side, x0, v1, hN);
  return `<path fill="${fill}"${extra} d="M${f(a[0])} ${f(a[1])} L${f(b[0])} ${f(b[1])} L${f(c[0])} ${f(c[1])} L${f(d[0])} ${f(d[1])} Z"/>`;
}

/** One side of the lane: houses of different colours and heights with shuttered windows and doors. */
function streetSide(side: 'left' | 'right', seed: number): string {
  const rand = rng(seed);
  const colours = ['#efe2cc', '#d9a55b', '#e3b9a4', '#f3ece2', '#cf9a72', '#e8d3b0'];
  const edges = side === 'left' ? [-10, 230, 420, 570, 680, 760, 820] : [1930, 1690, 1500, 1350, 1240, 1160, 1100];
  let out = '';
  for (let i = 0; i < edges.length - 1; i++) {
    const [x0, x1] = [edges[i], edges[i + 1]];
    const hN = 560 + rand() * 260;
    out += quad(side, x0, x1, 0, 1, hN, colours[(i + seed) % colours.length]);
    out += quad(side, x0, x1, 1, 1.06, hN, P.terracotta);
    const span = x1 - x0;
    for (const v of [0.42, 0.72]) {
      for (const u of [0.22, 0.62]) {
        const a = x0 + span * u;
        out += quad(side, a, a + span * 0.2, v, v + 0.16, hN, '#5f7356');
        out += quad(side, a + span * 0.09, a + span * 0.11, v, v + 0.16, hN, '#3e4a3a');
      }
    }
    out += quad(side, x0 + span * 0.35, x0 + span * 0.6, 0, 0.26, hN, i % 2 ? P.umber : '#6b4a36');
    if (rand() < 0.6) {
      const [px, py] = wallPoint(side, x0 + span * 0.7, 0, hN);
      const s = Math.abs(side === 'left' ? (VX - px) / VX : (px - VX) / (W - VX));
      out += `<path fill="${P.clay}" d="M${f(px - 26 * s)} ${f(py - 50 * s)} L${f(px + 26 * s)} ${f(py - 50 * s)} L${f(px + 18 * s)} ${f(py)} L${f(px - 18 * s)} ${f(py)} Z"/><ellipse cx="${f(px)}" cy="${f(py - 66 * s)}" rx="${f(40 * s)}" ry="${f(28 * s)}" fill="${P.olive}"/>`;
    }
  }
  return out;
}

export function oldTown(): string {
  const defs =
    vGradient('sky', [
      [0, '#e9b98c'],
      [1, P.honey],
    ]) +
    vGradient('cobble', [
      [0, '#bfa485'],
      [1, '#8f765d'],
    ]) +
    glow('lamp', P.honey, 0.85);
  let cobbles = '';
  for (let i = -8; i <= 8; i++)
    cobbles += `<line x1="${VX}" y1="${VY}" x2="${VX + i * 160}" y2="${H}" stroke="#7d6650" stroke-width="2" opacity=".35"/>`;
  for (let y = 640; y < H; y += (y - VY) * 0.18)
    cobbles += `<line x1="0" y1="${f(y)}" x2="${W}" y2="${f(y)}" stroke="#7d6650" stroke-width="2" opacity=".3"/>`;
  const rand = rng(3);
  let linen = '';
  for (let i = 0; i < 6; i++) {
    const x = 790 + i * 55 + rand() * 10;
    linen += `<rect x="${f(x)}" y="${f(330 + Math.sin(i / 1.6) * 14)}" width="${f(30 + rand() * 14)}" height="${f(40 + rand() * 30)}" fill="${['#f6ecdc', '#c9786a', '#9fb8c2', '#f6ecdc'][i % 4]}"/>`;
  }
  const body = [
    `<rect width="${W}" height="${VY + 40}" fill="url(#sky)"/>`,
    `<path fill="#e3c79f" d="M820 ${VY + 30} L820 380 L1100 380 L1100 ${VY + 30} Z"/>`,
    `<rect x="900" y="170" width="120" height="300" fill="#f3ece2"/><path fill="${P.terracotta}" d="M890 175 L960 100 L1030 175 Z"/>`,
    `<path fill="${P.umber}" d="${archPath(930, 220, 60, 80)}"/><circle cx="960" cy="250" r="10" fill="${P.honey}"/>`,
    `<path fill="${P.umber}" opacity=".7" d="${archPath(880, 470, 80, 130)}"/><path fill="${P.umber}" opacity=".7" d="${archPath(960, 470, 80, 130)}"/>`,
    `<path fill="url(#cobble)" d="M0 ${H} L0 1140 L${VX} ${VY} L${W} 1140 L${W} ${H} Z"/>`,
    `<path fill="url(#cobble)" d="M-10 ${H} L820 640 L1100 640 L1930 ${H} Z"/>`,
    cobbles,
    ...[0, 1, 2, 3].map(
      (i) => `<rect x="${820 - i * 40}" y="${VY + 40 + i * 16}" width="${280 + i * 80}" height="14" fill="#d2bb98" opacity=".8"/>`,
    ),
    streetSide('left', 2),
    streetSide('right', 5),
    `<path fill="none" stroke="${P.ink}" stroke-width="2" d="M770 320 Q960 370 1150 320"/>`,
    linen,
    `<circle cx="470" cy="440" r="70" fill="url(#lamp)"/><rect x="455" y="420" width="30" height="44" rx="4" fill="${P.honey}" stroke="${P.ink}" stroke-width="4"/><path stroke="${P.ink}" stroke-width="5" fill="none" d="M470 420 L470 390 L410 390"/>`,
    ...Array.from(
      { length: 22 },
      (_, i) =>
        `<circle cx="${f(1700 + (i % 6) * 36 + ((i * 13) % 20))}" cy="${f(400 + Math.floor(i / 6) * 50 + ((i * 7) % 18) + (i % 6) * 6)}" r="${18 + (i % 3) * 5}" fill="${i % 3 ? '#b4506a' : '#c9786a'}" opacity=".92"/>`,
    ),
  ].join('');
  return svgDoc(defs, body);
}

/** A striped market awning with a scalloped edge. */
function awning(x: number, y: number, w: number, colour: string): string {
  const stripes = 8;
  const sw = w / stripes;
  let out = `<path fill="#f6ecdc" d="M${x} ${y} L${x + w} ${y} L${x + w + 30} ${y + 90} L${x - 30} ${y + 90} Z"/>`;
  for (let i = 0; i < stripes; i += 2) {
    const a = x + i * sw;
    out += `<path fill="${colour}" d="M${f(a)} ${y} L${f(a + sw)} ${y} L${f(a + sw + (30 * (2 * (i + 1) - stripes)) / stripes)} ${y + 90} L${f(a + (30 * (2 * i - stripes)) / stripes)} ${y + 90} Z"/>`;
  }
  const span = (w + 60) / stripes;
  for (let i = 0; i < stripes; i++)
    out += `<path fill="${i % 2 ? '#f6ecdc' : colour}" d="M${f(x - 30 + i * span)} ${y + 89} a${f(span / 2)} ${f(span / 2.4)} 0 0 0 ${f(span)} 0 Z"/>`;
  return out;
}

/** A crate heaped with round fruit. */
function crate(x: number, y: number, fruit: string, seed: number): string {
  const rand = rng(seed);
  let out = '';
  for (let i = 0; i < 16; i++)
    out += `<circle cx="${f(x + 20 + rand() * 150)}" cy="${f(y - 4 - rand() * 30)}" r="${f(15 + rand() * 6)}" fill="${fruit}"/>`;
  return `${out}<rect x="${x}" y="${y}" width="190" height="70" fill="#a87a52"/><rect x="${x}" y="${y + 28}" width="190" height="6" fill="#8a6040"/>`;
}

export function market(): string {
  const defs =
    vGradient('sky', [
      [0, '#e9b98c'],
      [1, P.honey],
    ]) +
    vGradient('ground', [
      [0, '#cdb593'],
      [1, '#a88c6c'],
    ]);
  let arcade = '';
  for (let i = 0; i < 7; i++) arcade += `<path fill="#8a6a55" d="${archPath(60 + i * 270, 360, 200, 300)}"/>`;
  let windows = '';
  for (let i = 0; i < 7; i++)
    windows += `<rect x="${110 + i * 270}" y="150" width="100" height="130" fill="#5f7356"/><rect x="${100 + i * 270}" y="280" width="120" height="12" fill="${P.umber}"/>`;
  let bulbs = '';
  for (let i = 0; i <= 24; i++) {
    const x = i * 80;
    bulbs += `<circle cx="${x}" cy="${f(330 + Math.sin((i / 24) * Math.PI * 3) * 26)}" r="8" fill="${P.honey}"/>`;
  }
  const body = [
    `<rect width="${W}" height="120" fill="url(#sky)"/>`,
    `<rect y="90" width="${W}" height="620" fill="#ecdcc2"/><rect y="90" width="${W}" height="24" fill="${P.terracotta}"/>`,
    windows,
    arcade,
    `<path fill="none" stroke="${P.umber}" stroke-width="3" d="M0 330 Q240 356 480 330 T960 330 T1440 330 T1920 330"/>`,
    bulbs,
    `<rect y="700" width="${W}" height="${H - 700}" fill="url(#ground)"/>`,
    awning(120, 520, 520, P.clay),
    awning(760, 520, 440, P.teal),
    awning(1320, 520, 480, P.clay),
    ...[
      [150, 820, '#e08a3c'],
      [360, 820, '#e8c547'],
      [790, 820, '#c0452f'],
      [1000, 820, P.olive],
      [1350, 820, '#e8c547'],
      [1560, 820, '#e08a3c'],
    ].map(([x, y, c], i) => crate(x as number, y as number, c as string, 40 + i)),
    `<rect x="100" y="890" width="580" height="16" fill="${P.umber}"/><rect x="740" y="890" width="480" height="16" fill="${P.umber}"/><rect x="1300" y="890" width="520" height="16" fill="${P.umber}"/>`,
    ...[
      [120, 906],
      [650, 906],
      [760, 906],
      [1190, 906],
      [1320, 906],
      [1790, 906],
    ].map(([x, y]) => `<rect x="${x}" y="${y}" width="14" height="150" fill="${P.umber}"/>`),
    `<ellipse cx="960" cy="1050" rx="900" ry="30" fill="${P.umber}" opacity=".12"/>`,
    cypress(30, 700, 300),
    oliveTree(1880, 720, 0.7, 9),
  ].join('');
  return svgDoc(defs, body);
}
