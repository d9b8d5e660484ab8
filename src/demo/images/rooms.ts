// Interior scenes of the demo hotel: a suite's bedroom at dusk and the breakfast terrace.
import { H, P, W, archPath, glints, glow, hGradient, ridge, rng, svgDoc, vGradient } from './svg.ts';

/** A small seascape for windows and views: sky, sun, sea, headland. */
function view(x: number, y: number, w: number, h: number, morning: boolean): string {
  const horizon = y + h * 0.58;
  return [
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#vsky)"/>`,
    `<circle cx="${x + w * 0.62}" cy="${horizon - h * 0.08}" r="${h * 0.05}" fill="${morning ? '#fff3dc' : P.honey}"/>`,
    ridge({
      y: horizon - 6,
      amp: 16,
      seed: 19,
      fill: morning ? '#8fa3a0' : '#6a5872',
      x0: x - w * 0.1,
      x1: x + w * 0.45,
      bottom: horizon + 2,
      taper: true,
    }),
    `<rect x="${x}" y="${horizon}" width="${w}" height="${y + h - horizon}" fill="url(#vsea)"/>`,
    glints({
      cx: x + w * 0.62,
      y0: horizon + 8,
      y1: y + h - 10,
      spread: w * 0.5,
      seed: 23,
      count: 20,
      colour: morning ? '#fff6e6' : P.honey,
    }),
  ].join('');
}

export function bedroom(): string {
  const defs =
    vGradient('wall', [
      [0, '#ead9bf'],
      [1, '#dcc5a3'],
    ]) +
    vGradient('floor', [
      [0, '#b68a62'],
      [1, '#8f6647'],
    ]) +
    vGradient('vsky', [
      [0, P.dusk],
      [0.5, P.mauve],
      [0.8, P.rose],
      [1, P.apricot],
    ]) +
    vGradient('vsea', [
      [0, '#7a6478'],
      [1, P.seaDeep],
    ]) +
    glow('lamp', '#ffd79a', 0.75) +
    hGradient('sheer', [
      [0, '#fbf5ea', 0.95],
      [1, '#fbf5ea', 0.55],
    ]);
  const win = { x: 1060, y: 170, w: 560, h: 640 };
  let planks = '';
  for (let i = -10; i <= 10; i++)
    planks += `<line x1="${960 + i * 30}" y1="860" x2="${960 + i * 260}" y2="${H}" stroke="#7a5438" stroke-width="2" opacity=".35"/>`;
  let rattan = '';
  for (let x = 200; x <= 900; x += 18)
    rattan += `<line x1="${x}" y1="430" x2="${x}" y2="700" stroke="#a97f55" stroke-width="4" opacity=".55"/>`;
  const rand = rng(6);
  let fronds = '';
  for (let i = 0; i < 9; i++) {
    const a = -Math.PI / 2 + (rand() - 0.5) * 2.4;
    const len = 170 + rand() * 120;
    const ex = 1790 + Math.cos(a) * len;
    const ey = 760 + Math.sin(a) * len;
    fronds += `<path fill="${i % 2 ? P.olive : P.oliveDark}" d="M1790 760 Q${(1790 + ex) / 2 + 40} ${(760 + ey) / 2 - 30} ${ex.toFixed(0)} ${ey.toFixed(0)} Q${(1790 + ex) / 2 - 20} ${(760 + ey) / 2 + 10} 1790 760 Z"/>`;
  }
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#wall)"/>`,
    `<path fill="#cfb58f" d="${archPath(win.x - 40, win.y - 40, win.w + 80, win.h + 80)}"/>`,
    `<clipPath id="win"><path d="${archPath(win.x, win.y, win.w, win.h)}"/></clipPath>`,
    `<g clip-path="url(#win)">${view(win.x, win.y, win.w, win.h, false)}<rect x="${win.x + win.w / 2 - 5}" y="${win.y}" width="10" height="${win.h}" fill="#efe2cc"/><rect x="${win.x}" y="${win.y + win.h * 0.55}" width="${win.w}" height="10" fill="#efe2cc" opacity=".0"/></g>`,
    `<rect x="${win.x - 60}" y="${win.y + win.h + 36}" width="${win.w + 120}" height="20" fill="#f3e7d4"/>`,
    `<path fill="url(#sheer)" d="M${win.x - 70} 120 L${win.x + 80} 120 Q${win.x + 40} 500 ${win.x + 120} 860 L${win.x - 70} 860 Z"/>`,
    `<rect x="${win.x - 110}" y="110" width="${win.w + 220}" height="10" rx="5" fill="${P.umber}"/>`,
    `<rect y="860" width="${W}" height="${H - 860}" fill="url(#floor)"/>`,
    planks,
    `<path fill="#c9a77f" d="M120 1080 L300 930 L1100 930 L1300 1080 Z"/><path fill="none" stroke="${P.clay}" stroke-width="6" d="M170 1060 L320 944 L1080 944 L1240 1060 Z" opacity=".6"/>`,
    `<path fill="#c89f6e" d="M180 700 L180 470 Q180 420 240 420 L860 420 Q920 420 920 470 L920 700 Z"/>`,
    rattan,
    `<rect x="140" y="690" width="820" height="200" rx="26" fill="#f8f3ea"/>`,
    `<rect x="140" y="770" width="820" height="70" fill="${P.clay}"/><rect x="140" y="782" width="820" height="6" fill="#d8926f"/>`,
    `<rect x="140" y="880" width="820" height="40" fill="#e6dccb"/><rect x="160" y="918" width="26" height="40" fill="${P.umber}"/><rect x="914" y="918" width="26" height="40" fill="${P.umber}"/>`,
    `<rect x="230" y="600" width="300" height="120" rx="40" fill="#fffaf2"/><rect x="570" y="600" width="300" height="120" rx="40" fill="#fffaf2"/><rect x="420" y="650" width="260" height="90" rx="30" fill="${P.sand}"/>`,
    `<circle cx="1010" cy="560" r="260" fill="url(#lamp)"/>`,
    `<rect x="950" y="760" width="130" height="120" fill="${P.umber}"/><rect x="950" y="800" width="130" height="6" fill="#7a5438"/>`,
    `<path fill="#e2c9a2" d="M990 760 Q985 700 1015 690 Q1045 700 1040 760 Z"/><path fill="#fbf0dc" d="M970 600 L1060 600 L1085 690 L945 690 Z"/>`,
    `<path fill="${P.clay}" d="M1730 760 L1850 760 L1835 880 L1745 880 Z"/>`,
    fronds,
  ].join('');
  return svgDoc(defs, body);
}

export function breakfastTerrace(): string {
  const defs =
    vGradient('vsky', [
      [0, '#a9c4c6'],
      [0.7, '#eedcc0'],
      [1, P.honey],
    ]) +
    vGradient('vsea', [
      [0, '#7fa6ab'],
      [1, P.teal],
    ]) +
    vGradient('tiles', [
      [0, '#c77f5c'],
      [1, '#9c5a3c'],
    ]) +
    vGradient('cloth', [
      [0, '#fffaf2'],
      [1, '#eadfcd'],
    ]);
  let tiles = '';
  for (let i = -12; i <= 12; i++)
    tiles += `<line x1="${960 + i * 60}" y1="760" x2="${960 + i * 200}" y2="${H}" stroke="#874a30" stroke-width="2" opacity=".35"/>`;
  for (const y of [790, 830, 885, 955, 1040])
    tiles += `<line x1="0" y1="${y}" x2="${W}" y2="${y}" stroke="#874a30" stroke-width="2" opacity=".35"/>`;
  let balusters = '';
  for (let x = 10; x < W; x += 64)
    balusters += `<path fill="#efe4d3" d="M${x} 760 L${x} 740 Q${x - 8} 700 ${x + 8} 672 Q${x - 6} 650 ${x} 640 L${x + 28} 640 Q${x + 34} 650 ${x + 20} 672 Q${x + 36} 700 ${x + 28} 740 L${x + 28} 760 Z"/>`;
  const rand = rng(12);
  let vine = '';
  for (let i = 0; i < 70; i++)
    vine += `<ellipse cx="${(rand() * W).toFixed(0)}" cy="${(60 + rand() * 110).toFixed(0)}" rx="${(20 + rand() * 26).toFixed(0)}" ry="${(12 + rand() * 12).toFixed(0)}" fill="${[P.olive, P.oliveDark, P.sage][i % 3]}"/>`;
  const chair = (x: number, flip: number) =>
    `<g transform="translate(${x} 0) scale(${flip} 1)"><path fill="none" stroke="${P.umber}" stroke-width="12" stroke-linecap="round" d="M0 700 L0 1040 M0 880 L150 880 L150 1040 M0 720 Q40 690 80 720"/><rect x="-10" y="860" width="170" height="22" rx="8" fill="#b8895c"/></g>`;
  const body = [
    view(0, 0, W, 760, true),
    `<rect y="620" width="${W}" height="22" fill="#f6eee2"/>`,
    balusters,
    `<rect y="756" width="${W}" height="${H - 756}" fill="url(#tiles)"/>`,
    tiles,
    `<rect y="0" width="${W}" height="40" fill="${P.umber}"/>`,
    ...[120, 520, 920, 1320, 1720].map((x) => `<rect x="${x}" y="0" width="46" height="180" fill="#6b4a36"/>`),
    `<rect y="150" width="${W}" height="30" fill="#6b4a36"/>`,
    vine,
    chair(560, 1),
    chair(1360, -1),
    `<ellipse cx="960" cy="1010" rx="420" ry="40" fill="${P.umber}" opacity=".2"/>`,
    `<path fill="url(#cloth)" d="M600 800 L1320 800 L1360 960 L560 960 Z"/><rect x="560" y="780" width="800" height="26" rx="10" fill="#fffaf2"/>`,
    `<rect x="940" y="960" width="40" height="90" fill="${P.umber}"/>`,
    `<ellipse cx="760" cy="778" rx="86" ry="18" fill="#f3ece2"/><ellipse cx="760" cy="772" rx="50" ry="10" fill="#e2c9a2"/>`,
    `<ellipse cx="1150" cy="778" rx="86" ry="18" fill="#f3ece2"/>`,
    `<path fill="#f6ecdc" d="M1120 720 L1180 720 L1172 770 L1128 770 Z"/><path fill="none" stroke="#f6ecdc" stroke-width="8" d="M1180 730 Q1205 745 1176 760"/>`,
    `<path fill="#f7b955" opacity=".9" d="M915 700 L955 700 L962 780 L908 780 Z"/><path fill="none" stroke="#fff" stroke-width="4" opacity=".7" d="M915 700 L908 780 L962 780 L955 700"/>`,
    ...[
      [1010, 760, '#e08a3c'],
      [1040, 768, '#e8c547'],
      [1070, 760, '#e08a3c'],
      [1030, 742, '#c0452f'],
    ].map(([x, y, c]) => `<circle cx="${x}" cy="${y}" r="20" fill="${c}"/>`),
    `<ellipse cx="1040" cy="782" rx="70" ry="12" fill="#f3ece2"/>`,
    `<rect x="790" y="700" width="26" height="80" rx="10" fill="#dfe6e4"/><circle cx="795" cy="690" r="18" fill="#c9786a"/><circle cx="815" cy="680" r="16" fill="#f0b27a"/>`,
  ].join('');
  return svgDoc(defs, body);
}
