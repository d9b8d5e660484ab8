// Inland scenes of the demo hotel: the hills and vineyards, and the botanical gardens' palm house.
import { H, P, W, cypress, glow, palm, ridge, rng, sun, svgDoc, vGradient } from './svg.ts';

export function hills(): string {
  const defs =
    vGradient('sky', [
      [0, '#d99a80'],
      [0.5, P.apricot],
      [1, P.honey],
    ]) +
    vGradient('field', [
      [0, '#a3a36a'],
      [1, '#6f7a45'],
    ]) +
    glow('halo', P.honey, 0.6);
  let rows = '';
  // Vine rows converge towards a point on the horizon, as seen from the end of a field.
  for (let i = -14; i <= 14; i++) {
    const x = 960 + i * 150;
    rows += `<path fill="none" stroke="${P.oliveDark}" stroke-width="${(14 - Math.abs(i) * 0.3).toFixed(1)}" stroke-dasharray="26 10" stroke-linecap="round" d="M${960 + i * 18} 700 Q${960 + i * 60} 860 ${x} ${H + 20}"/>`;
  }
  let avenue = '';
  for (let i = 0; i < 7; i++) avenue += cypress(1180 + i * 46, 560 - i * 9, 120 - i * 8, '#3a4530');
  const rand = rng(55);
  let farRows = '';
  for (let i = 0; i < 14; i++) {
    const y = 560 + i * 9;
    farRows += `<path fill="none" stroke="#7d8a52" stroke-width="3" opacity=".6" d="M${200 + rand() * 40} ${y} Q600 ${y - 30} ${980 + rand() * 60} ${y + 6}"/>`;
  }
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    sun(1500, 360, 46, 'halo'),
    ridge({ y: 420, amp: 60, seed: 1, fill: '#b08a8a' }),
    ridge({ y: 480, amp: 70, seed: 2, fill: '#95807a' }),
    ridge({ y: 560, amp: 60, seed: 4, fill: '#8a8a5c' }),
    farRows,
    `<rect x="1440" y="470" width="170" height="90" fill="#e3c79f"/><path fill="${P.terracotta}" d="M1425 474 L1525 430 L1625 474 Z"/><rect x="1580" y="440" width="50" height="120" fill="#d9b98c"/><path fill="${P.terracotta}" d="M1572 444 L1605 425 L1638 444 Z"/>`,
    `<rect x="1470" y="500" width="20" height="26" fill="#5f7356"/><rect x="1520" y="500" width="20" height="26" fill="#5f7356"/>`,
    avenue,
    cypress(1700, 570, 160),
    cypress(1740, 572, 120),
    ridge({ y: 680, amp: 26, seed: 6, fill: 'url(#field)' }),
    rows,
    `<rect y="1040" width="${W}" height="40" fill="${P.oliveDark}" opacity=".35"/>`,
  ].join('');
  return svgDoc(defs, body);
}

/** The glass palm house: a ribbed central dome between two wings. */
function palmHouse(): string {
  const glass = '#c9d9cf';
  let ribs = '';
  for (let i = 1; i < 12; i++) {
    const x = 700 + i * (520 / 12);
    ribs += `<line x1="${x.toFixed(0)}" y1="${(300 + Math.abs(i - 6) ** 2 * 5.5).toFixed(0)}" x2="${x.toFixed(0)}" y2="720" stroke="#f6f1e8" stroke-width="5"/>`;
  }
  for (const y of [420, 520, 620]) ribs += `<line x1="690" y1="${y}" x2="1230" y2="${y}" stroke="#f6f1e8" stroke-width="4"/>`;
  let wings = '';
  for (const [x0, x1] of [
    [260, 700],
    [1220, 1660],
  ]) {
    wings += `<path fill="${glass}" opacity=".85" d="M${x0} 720 L${x0} 520 Q${(x0 + x1) / 2} 440 ${x1} 520 L${x1} 720 Z"/>`;
    for (let x = x0 + 40; x < x1; x += 40)
      wings += `<line x1="${x}" y1="${x0 < 700 ? 480 + (x1 - x) * 0.02 : 480 + (x - x0) * 0.02}" x2="${x}" y2="720" stroke="#f6f1e8" stroke-width="4"/>`;
    wings += `<line x1="${x0}" y1="620" x2="${x1}" y2="620" stroke="#f6f1e8" stroke-width="4"/>`;
  }
  return `${wings}<path fill="${glass}" d="M700 720 L700 420 Q700 240 960 230 Q1220 240 1220 420 L1220 720 Z"/>${ribs}<path fill="none" stroke="#f6f1e8" stroke-width="8" d="M700 720 L700 420 Q700 240 960 230 Q1220 240 1220 420 L1220 720"/><rect x="944" y="180" width="32" height="52" fill="#f6f1e8"/><circle cx="960" cy="172" r="14" fill="#f6f1e8"/>`;
}

/** An agave: a rosette of pointed leaves. */
function agave(x: number, y: number, s: number): string {
  let out = '';
  for (const a of [-80, -55, -30, -10, 10, 30, 55, 80]) {
    const rad = ((a - 90) * Math.PI) / 180;
    const ex = x + Math.cos(rad) * 170 * s;
    const ey = y + Math.sin(rad) * 170 * s;
    out += `<path fill="${Math.abs(a) > 40 ? '#7f9a86' : '#93ad98'}" d="M${x - 16 * s} ${y} Q${(x + ex) / 2 - 10 * s} ${(y + ey) / 2} ${ex.toFixed(0)} ${ey.toFixed(0)} Q${(x + ex) / 2 + 10 * s} ${(y + ey) / 2} ${x + 16 * s} ${y} Z"/>`;
  }
  return out;
}

export function gardens(): string {
  const defs =
    vGradient('sky', [
      [0, '#b9c9c4'],
      [0.6, '#eedcc0'],
      [1, P.honey],
    ]) +
    vGradient('lawn', [
      [0, '#9aa37a'],
      [1, '#6f7a45'],
    ]) +
    vGradient('pond', [
      [0, '#8fb3b0'],
      [1, '#5f8f92'],
    ]);
  const rand = rng(77);
  let pads = '';
  for (let i = 0; i < 9; i++)
    pads += `<ellipse cx="${(760 + rand() * 420).toFixed(0)}" cy="${(900 + rand() * 90).toFixed(0)}" rx="${(26 + rand() * 16).toFixed(0)}" ry="10" fill="${P.olive}"/>`;
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    ridge({ y: 640, amp: 40, seed: 12, fill: '#8a9a80' }),
    palmHouse(),
    `<rect y="715" width="${W}" height="${H - 715}" fill="url(#lawn)"/>`,
    `<path fill="#e2c9a2" d="M900 720 L1020 720 Q1080 860 1500 ${H} L380 ${H} Q880 860 900 720 Z"/>`,
    `<ellipse cx="960" cy="940" rx="330" ry="80" fill="url(#pond)"/><ellipse cx="960" cy="940" rx="330" ry="80" fill="none" stroke="#d8c2a0" stroke-width="14"/>`,
    pads,
    `<circle cx="880" cy="915" r="9" fill="#f3d3dc"/><circle cx="1050" cy="960" r="9" fill="#f3d3dc"/>`,
    palm(180, 860, 560),
    palm(360, 800, 380, P.olive),
    palm(1700, 880, 600),
    palm(1540, 790, 360, P.olive),
    agave(560, 1040, 0.9),
    agave(1360, 1060, 1.1),
    cypress(640, 720, 220),
    cypress(1280, 720, 220),
  ].join('');
  return svgDoc(defs, body);
}
