// Coastal scenes of the demo hotel: the sea view at dusk (the hero), the harbour and the beach.
import { H, P, W, cypress, glints, glow, oliveTree, ridge, rng, sun, svgDoc, vGradient } from './svg.ts';

const duskSky = (id: string) =>
  vGradient(id, [
    [0, P.night],
    [0.38, P.dusk],
    [0.62, P.mauve],
    [0.8, P.rose],
    [1, P.apricot],
  ]);

const duskSea = (id: string) =>
  vGradient(id, [
    [0, '#9a6f78'],
    [0.18, '#5a5670'],
    [0.5, P.sea],
    [1, P.seaDeep],
  ]);

/** Thin horizontal clouds lit from below. */
function clouds(seed: number, y0: number, y1: number, colour: string): string {
  const rand = rng(seed);
  let out = '';
  for (let i = 0; i < 7; i++) {
    const w = 180 + rand() * 420;
    out += `<rect x="${Math.round(rand() * (W - w))}" y="${Math.round(y0 + rand() * (y1 - y0))}" width="${Math.round(w)}" height="${Math.round(6 + rand() * 12)}" rx="9" fill="${colour}" opacity="${(0.25 + rand() * 0.35).toFixed(2)}"/>`;
  }
  return out;
}

/** White cubic houses climbing a slope, with warm lit windows. */
function village(seed: number, x0: number, x1: number, yAt: (x: number) => number, lit: number): string {
  const rand = rng(seed);
  let out = '';
  for (let x = x0; x < x1; x += 34 + rand() * 40) {
    const w = 46 + rand() * 46;
    const h = 34 + rand() * 40;
    const base = yAt(x) + 16 + rand() * 10;
    out += `<rect x="${x.toFixed(0)}" y="${(base - h).toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" fill="${rand() > 0.3 ? '#e9dccb' : '#d8b99a'}"/>`;
    out += `<rect x="${(x + w * 0.62).toFixed(0)}" y="${(base - h).toFixed(0)}" width="${(w * 0.38).toFixed(0)}" height="${h.toFixed(0)}" fill="#b9a6a0" opacity=".55"/>`;
    if (rand() < lit)
      out += `<rect x="${(x + w * 0.2).toFixed(0)}" y="${(base - h * 0.6).toFixed(0)}" width="9" height="12" fill="${P.honey}"/>`;
  }
  return out;
}

export function seaViewSuite(): string {
  const defs =
    duskSky('sky') +
    duskSea('sea') +
    glow('halo', P.honey, 0.55) +
    vGradient('hill', [
      [0, '#5a4d45'],
      [1, '#2e2a26'],
    ]) +
    vGradient('ledge', [
      [0, '#d9bc95'],
      [1, '#a8835f'],
    ]);
  const slope = (x: number) => 690 - (x - 1300) * 0.45;
  const body = [
    `<rect width="${W}" height="650" fill="url(#sky)"/>`,
    clouds(3, 180, 520, P.apricot),
    sun(1180, 612, 44, 'halo'),
    `<rect y="640" width="${W}" height="${H - 640}" fill="url(#sea)"/>`,
    ridge({ y: 632, amp: 30, seed: 11, fill: '#6a5872', x0: -20, x1: 760, bottom: 646, waves: 1.2 }),
    ridge({ y: 640, amp: 14, seed: 5, fill: '#574a62', x0: 500, x1: 980, bottom: 648, waves: 0.8 }),
    glints({ cx: 1180, y0: 652, y1: 1000, spread: 520, seed: 7 }),
    village(21, 1320, 1900, slope, 0.45),
    `<path fill="url(#hill)" d="M1250 ${H} L1280 712 Q1300 690 1340 690 L1940 ${slope(1940) + 14} L1940 ${H} Z"/>`,
    cypress(1370, 760, 190),
    cypress(1430, 770, 240),
    cypress(1860, 560, 260),
    `<rect y="960" width="${W}" height="120" fill="url(#ledge)"/>`,
    `<rect y="952" width="${W}" height="16" fill="#ecd6b4"/>`,
    oliveTree(225, 956, 0.62, 17),
    `<path fill="${P.clay}" d="M150 962 L300 962 L282 1080 L168 1080 Z"/>`,
    `<rect x="140" y="948" width="170" height="22" rx="4" fill="${P.terracotta}"/>`,
  ].join('');
  return svgDoc(defs, body);
}

export function harbour(): string {
  const defs = duskSky('sky') + duskSea('sea') + glow('halo', P.honey, 0.5) + glow('lamp', P.honey, 0.9);
  const rand = rng(41);
  const facades = ['#e9dccb', '#d9a55b', '#d49a88', '#efe2cc', '#c98f62', '#e6cfb0'];
  let front = '';
  let reflections = '';
  for (let x = -10, i = 0; x < 1500; i++) {
    const w = 70 + rand() * 60;
    const h = 90 + rand() * 70;
    const colour = facades[i % facades.length];
    front += `<rect x="${x.toFixed(0)}" y="${(700 - h).toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" fill="${colour}"/>`;
    front += `<path fill="${P.terracotta}" d="M${x - 4} ${700 - h} L${x + w / 2} ${700 - h - 18} L${x + w + 4} ${700 - h} Z"/>`;
    for (let wy = 700 - h + 22; wy < 680; wy += 30) {
      for (let wx = x + 14; wx < x + w - 18; wx += 26) {
        front += `<rect x="${wx.toFixed(0)}" y="${wy.toFixed(0)}" width="11" height="15" fill="${rand() < 0.35 ? P.honey : '#5f6f5a'}"/>`;
      }
    }
    reflections += `<rect x="${x.toFixed(0)}" y="712" width="${w.toFixed(0)}" height="${(h * 0.8).toFixed(0)}" fill="${colour}" opacity=".18"/>`;
    x += w + 4;
  }
  let boats = '';
  for (const [bx, by, s, hull] of [
    [240, 880, 1.3, '#e9dccb'],
    [640, 830, 1, P.clay],
    [980, 940, 1.6, '#dfe6e4'],
    [1320, 820, 0.9, P.teal],
  ] as const) {
    boats += `<line x1="${bx + 70 * s}" y1="${by}" x2="${bx + 70 * s}" y2="${by - 190 * s}" stroke="${P.ink}" stroke-width="${3 * s}"/>`;
    boats += `<path fill="${hull}" d="M${bx} ${by} L${bx + 170 * s} ${by} Q${bx + 160 * s} ${by + 34 * s} ${bx + 120 * s} ${by + 40 * s} L${bx + 36 * s} ${by + 40 * s} Q${bx + 10 * s} ${by + 30 * s} ${bx} ${by} Z"/>`;
    boats += `<rect x="${bx + 50 * s}" y="${by - 28 * s}" width="${56 * s}" height="${28 * s}" fill="#f6ecdc"/>`;
    boats += `<rect x="${bx + 14 * s}" y="${by + 46 * s}" width="${140 * s}" height="${6 * s}" rx="3" fill="${hull}" opacity=".3"/>`;
  }
  const body = [
    `<rect width="${W}" height="720" fill="url(#sky)"/>`,
    clouds(9, 160, 460, P.apricot),
    sun(420, 560, 38, 'halo'),
    ridge({ y: 520, amp: 60, seed: 8, fill: '#5e5068', x0: -20, x1: 1500, bottom: 704, waves: 0.9 }),
    `<path fill="#4a4456" d="M-20 704 L-20 560 Q300 470 520 540 T1100 520 T1500 600 L1500 704 Z" opacity=".7"/>`,
    front,
    `<rect y="700" width="${W}" height="${H - 700}" fill="url(#sea)"/>`,
    reflections,
    glints({ cx: 420, y0: 710, y1: 1040, spread: 420, seed: 13, count: 36 }),
    `<path fill="${P.stone}" d="M1450 720 L1940 680 L1940 740 L1450 740 Z"/>`,
    `<rect x="1730" y="470" width="56" height="230" fill="#f3ece2"/><rect x="1730" y="530" width="56" height="30" fill="${P.clay}"/><rect x="1730" y="610" width="56" height="30" fill="${P.clay}"/>`,
    `<rect x="1722" y="448" width="72" height="24" fill="${P.ink}"/><circle cx="1758" cy="440" r="80" fill="url(#lamp)"/><rect x="1742" y="426" width="32" height="22" fill="${P.honey}"/>`,
    boats,
    `<path fill="#8a7662" d="M-20 ${H} L-20 990 L560 1010 L620 ${H} Z"/><rect x="-20" y="980" width="590" height="16" fill="#b39a7c"/>`,
    `<rect x="380" y="948" width="34" height="40" rx="8" fill="${P.ink}"/>`,
  ].join('');
  return svgDoc(defs, body);
}

export function beach(): string {
  const defs =
    vGradient('sky', [
      [0, '#9fb8c2'],
      [0.55, '#e9cfae'],
      [1, P.honey],
    ]) +
    vGradient('sea', [
      [0, '#6f9aa3'],
      [0.5, P.teal],
      [1, '#2f5f6c'],
    ]) +
    vGradient('sand', [
      [0, '#ead4b0'],
      [1, '#d7b68a'],
    ]) +
    glow('halo', '#fff3dc', 0.7);
  let umbrellas = '';
  for (const [x, y, s, c] of [
    [520, 880, 1, P.clay],
    [900, 810, 0.8, P.teal],
    [1200, 770, 0.66, P.clay],
    [1430, 745, 0.55, P.teal],
  ] as const) {
    umbrellas += `<line x1="${x}" y1="${y}" x2="${x}" y2="${y - 200 * s}" stroke="${P.umber}" stroke-width="${6 * s}"/>`;
    umbrellas += `<path fill="${c}" d="M${x - 150 * s} ${y - 170 * s} Q${x} ${y - 290 * s} ${x + 150 * s} ${y - 170 * s} Z"/>`;
    umbrellas += `<path fill="#f6ecdc" d="M${x - 50 * s} ${y - 196 * s} Q${x} ${y - 284 * s} ${x + 50 * s} ${y - 196 * s} Z" opacity=".9"/>`;
    umbrellas += `<path fill="none" stroke="${c}" stroke-width="${4 * s}" d="M${x - 150 * s} ${y - 170 * s} Q${x} ${y - 150 * s} ${x + 150 * s} ${y - 170 * s}"/>`;
    umbrellas += `<rect x="${x + 20 * s}" y="${y - 26 * s}" width="${210 * s}" height="${16 * s}" rx="${6 * s}" fill="#f6ecdc"/><rect x="${x + 160 * s}" y="${y - 58 * s}" width="${70 * s}" height="${14 * s}" rx="6" fill="#f6ecdc" transform="rotate(-24 ${x + 160 * s} ${y - 46 * s})"/>`;
    umbrellas += `<ellipse cx="${x + 60 * s}" cy="${y + 6 * s}" rx="${190 * s}" ry="${16 * s}" fill="${P.umber}" opacity=".15"/>`;
  }
  let foam = '';
  for (let i = 0; i < 5; i++) {
    const y = 640 + i * 26;
    foam += `<path fill="none" stroke="#f6ecdc" stroke-width="${3 + i}" stroke-linecap="round" opacity="${0.35 + i * 0.1}" d="M${-20 + i * 60} ${y} Q${480} ${y - 12} ${960} ${y + 4} T${1940} ${y - 6}"/>`;
  }
  const body = [
    `<rect width="${W}" height="560" fill="url(#sky)"/>`,
    sun(1500, 330, 40, 'halo', '#fff1d6'),
    `<rect y="540" width="${W}" height="220" fill="url(#sea)"/>`,
    ridge({ y: 520, amp: 50, seed: 31, fill: '#7b8d86', x0: 1200, x1: 1940, bottom: 548 }),
    glints({ cx: 1500, y0: 552, y1: 700, spread: 600, seed: 4, colour: '#fff6e6', count: 30 }),
    foam,
    `<path fill="url(#sand)" d="M-20 ${H} L-20 740 Q500 700 960 730 T1940 700 L1940 ${H} Z"/>`,
    `<path fill="#9a7b62" d="M-20 770 L-20 640 L60 600 L150 612 L230 660 L300 700 L330 770 Z"/><path fill="#7d604b" d="M150 612 L230 660 L300 700 L330 770 L170 770 L190 690 Z"/>`,
    umbrellas,
  ].join('');
  return svgDoc(defs, body);
}
