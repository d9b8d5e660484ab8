// The hotel's grounds: the olive-tree courtyard and the pool above the sea.
import { H, P, W, archPath, cypress, glints, glow, oliveTree, ridge, rng, sun, svgDoc, vGradient } from './svg.ts';

/** A terracotta pot with a round shrub. */
function pot(x: number, y: number, s: number, leaf: string = P.olive): string {
  return `<ellipse cx="${x}" cy="${y - 95 * s}" rx="${62 * s}" ry="${54 * s}" fill="${leaf}"/><path fill="${P.clay}" d="M${x - 50 * s} ${y - 80 * s} L${x + 50 * s} ${y - 80 * s} L${x + 38 * s} ${y} L${x - 38 * s} ${y} Z"/><rect x="${x - 56 * s}" y="${y - 90 * s}" width="${112 * s}" height="${16 * s}" rx="4" fill="${P.terracotta}"/>`;
}

export function courtyard(): string {
  const defs =
    vGradient('sky', [
      [0, '#e9b98c'],
      [1, P.honey],
    ]) +
    vGradient('back', [
      [0, '#f3e9da'],
      [1, '#e6d5bb'],
    ]) +
    vGradient('paving', [
      [0, '#d8c2a0'],
      [1, '#b89b77'],
    ]) +
    vGradient('arch', [
      [0, '#6f5544'],
      [1, '#9a7a62'],
    ]);
  const vx = 960;
  let joints = '';
  for (let i = -9; i <= 9; i++)
    joints += `<line x1="${vx + i * 90}" y1="760" x2="${vx + i * 330}" y2="${H}" stroke="#9c8364" stroke-width="2" opacity=".4"/>`;
  for (const y of [790, 830, 890, 970, 1060])
    joints += `<line x1="0" y1="${y}" x2="${W}" y2="${y}" stroke="#9c8364" stroke-width="2" opacity=".4"/>`;
  let arcade = '';
  for (let i = 0; i < 5; i++) arcade += `<path fill="url(#arch)" d="${archPath(420 + i * 220, 470, 150, 290)}"/>`;
  let tiles = '';
  for (let x = 380; x < 1540; x += 28) tiles += `<rect x="${x}" y="226" width="24" height="30" rx="10" fill="${P.clay}"/>`;
  const rand = rng(14);
  let flowers = '';
  for (let i = 0; i < 40; i++) {
    flowers += `<circle cx="${(1610 + rand() * 260).toFixed(0)}" cy="${(150 + rand() * 380 + (i % 5) * 12).toFixed(0)}" r="${(14 + rand() * 14).toFixed(0)}" fill="${i % 3 ? '#b4506a' : '#c9786a'}" opacity=".92"/>`;
  }
  let shadowLeaves = '';
  for (let i = 0; i < 6; i++)
    shadowLeaves += `<ellipse cx="${(700 + rand() * 520).toFixed(0)}" cy="${(950 + rand() * 90).toFixed(0)}" rx="${(60 + rand() * 60).toFixed(0)}" ry="${(14 + rand() * 10).toFixed(0)}" fill="${P.umber}" opacity=".07"/>`;
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    `<rect x="380" y="240" width="1160" height="540" fill="url(#back)"/>`,
    tiles,
    ...[0, 1, 2, 3, 4].map(
      (i) =>
        `<rect x="${450 + i * 220}" y="310" width="90" height="110" fill="#5f7356"/><rect x="${444 + i * 220}" y="420" width="102" height="10" fill="${P.umber}"/>`,
    ),
    arcade,
    `<path fill="#efe2cc" d="M0 0 L380 200 L380 780 L0 ${H} Z"/><path fill="#e2d0b4" d="M${W} 0 L1540 200 L1540 780 L${W} ${H} Z"/>`,
    `<path fill="#5f7356" d="M120 300 L250 330 L250 520 L120 520 Z"/><path fill="#5f7356" d="M1800 300 L1670 330 L1670 520 L1800 520 Z"/>`,
    flowers,
    `<path fill="url(#paving)" d="M0 ${H} L380 780 L1540 780 L${W} ${H} Z"/>`,
    joints,
    `<path fill="${P.umber}" opacity=".1" d="M380 780 L900 780 L620 ${H} L0 ${H} Z"/>`,
    shadowLeaves,
    `<ellipse cx="${vx}" cy="930" rx="230" ry="48" fill="#cdb593"/><rect x="${vx - 230}" y="880" width="460" height="50" fill="#d8c2a0"/><ellipse cx="${vx}" cy="880" rx="230" ry="48" fill="#e6d5bb"/><ellipse cx="${vx}" cy="880" rx="196" ry="36" fill="#8a6a4f"/>`,
    oliveTree(vx, 890, 1.75, 4),
    pot(300, 1020, 1.3),
    pot(1640, 1010, 1.2, P.sage),
    pot(470, 800, 0.7),
    pot(1450, 800, 0.7, P.sage),
  ].join('');
  return svgDoc(defs, body);
}

export function pool(): string {
  const defs =
    vGradient('sky', [
      [0, '#c98f7e'],
      [0.55, P.apricot],
      [1, P.honey],
    ]) +
    vGradient('sea', [
      [0, '#a08a8c'],
      [0.4, '#6f8496'],
      [1, P.sea],
    ]) +
    vGradient('water', [
      [0, '#7fb8b6'],
      [1, '#3f8a90'],
    ]) +
    vGradient('deck', [
      [0, '#e6d2b2'],
      [1, '#cdb08a'],
    ]) +
    glow('halo', P.honey, 0.6);
  const rand = rng(27);
  let caustics = '';
  for (let i = 0; i < 26; i++) {
    const y = 640 + rand() * 380;
    const x = 40 + rand() * 900;
    caustics += `<path fill="none" stroke="#d8f0ea" stroke-width="${(2 + (y - 600) / 120).toFixed(1)}" stroke-linecap="round" opacity=".45" d="M${x.toFixed(0)} ${y.toFixed(0)} q${(20 + rand() * 30).toFixed(0)} -8 ${(50 + rand() * 60).toFixed(0)} 0 t${(50 + rand() * 60).toFixed(0)} 0"/>`;
  }
  let loungers = '';
  for (const [x, y, s] of [
    [1330, 1010, 1],
    [1450, 850, 0.72],
    [1530, 730, 0.5],
  ] as const) {
    loungers += `<ellipse cx="${x + 100 * s}" cy="${y + 24 * s}" rx="${200 * s}" ry="${20 * s}" fill="${P.umber}" opacity=".15"/>`;
    loungers += `<rect x="${x - 60 * s}" y="${y - 30 * s}" width="${260 * s}" height="${22 * s}" rx="${8 * s}" fill="#fbf5ea"/><path fill="#fbf5ea" d="M${x - 60 * s} ${y - 30 * s} L${x - 110 * s} ${y - 120 * s} L${x - 88 * s} ${y - 128 * s} L${x - 34 * s} ${y - 28 * s} Z"/>`;
    loungers += `<line x1="${x + 250 * s}" y1="${y}" x2="${x + 250 * s}" y2="${y - 280 * s}" stroke="${P.umber}" stroke-width="${7 * s}"/><path fill="#f6ecdc" d="M${x + 120 * s} ${y - 260 * s} Q${x + 250 * s} ${y - 350 * s} ${x + 380 * s} ${y - 260 * s} Z"/><path fill="none" stroke="${P.clay}" stroke-width="${6 * s}" d="M${x + 120 * s} ${y - 260 * s} Q${x + 250 * s} ${y - 245 * s} ${x + 380 * s} ${y - 260 * s}"/>`;
  }
  const body = [
    `<rect width="${W}" height="600" fill="url(#sky)"/>`,
    sun(640, 470, 40, 'halo'),
    `<rect y="560" width="${W}" height="140" fill="url(#sea)"/>`,
    ridge({ y: 548, amp: 40, seed: 2, fill: '#8a6f7a', x0: 1100, x1: 1940, bottom: 566 }),
    glints({ cx: 640, y0: 566, y1: 690, spread: 380, seed: 3, count: 24 }),
    `<path fill="url(#deck)" d="M-20 ${H} L-20 620 L${W} 620 L${W} ${H} Z"/>`,
    `<path fill="url(#water)" d="M-20 ${H} L-20 640 L1080 640 L1140 ${H} Z"/>`,
    `<rect x="-20" y="632" width="1100" height="10" fill="#dfe9e4"/>`,
    caustics,
    `<path fill="#f1e4cf" d="M1140 ${H} L1080 640 L1106 640 L1174 ${H} Z"/>`,
    loungers,
    cypress(1840, 640, 360),
    cypress(1900, 650, 280),
  ].join('');
  return svgDoc(defs, body);
}
