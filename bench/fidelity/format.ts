// The fidelity results as text for the terminal and as a markdown section for bench/RESULTS.md.
import type { FidelityResult } from './run.ts';
import { percent } from './score.ts';

const pct = (matched: number, total: number) => `${percent(matched, total).toFixed(1)} %`;
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

function cells(d: FidelityResult['documents'][number]): string[] {
  return ['1280', '375'].map((key) => {
    const v = d.viewports.find((x) => x.key === key);
    return v ? `${pct(v.score.matched, v.score.total)} (${v.score.matched}/${v.score.total})` : '—';
  });
}

function heights(d: FidelityResult['documents'][number]): string {
  return d.viewports.map((v) => `${v.foyerHeight}/${v.referenceHeight}`).join(' · ');
}

export function fidelityText(r: FidelityResult): string {
  const width = Math.max(8, ...r.documents.map((d) => d.doc.length));
  const row = (a: string, b: string, c: string, d = '') => `${a.padEnd(width)}  ${b.padEnd(18)}  ${c.padEnd(18)}  ${d}`;
  const lines = [
    'Layout fidelity against Elementor 3.30 (a box matches when its width, height and position in its parent are within max(4 px, 5 %))',
    '',
    row('document', '1280 px', '375 px', 'page height Foyer/Elementor (1280 · 375)'),
    ...r.documents.map((d) => {
      const [a, b] = cells(d);
      return row(d.doc, a, b, d.error ? `not measured: ${d.error}` : heights(d));
    }),
    row('overall', pct(r.overall['1280'].matched, r.overall['1280'].total), pct(r.overall['375'].matched, r.overall['375'].total)),
    '',
    `The ${r.worst.length} elements furthest off (Foyer minus Elementor, px; x and y relative to the parent):`,
    ...r.worst.map(
      (e) =>
        `  ${e.doc} @${e.viewport}  ${e.id} ${e.kind}  Δw ${signed(e.deltas!.width)}  Δh ${signed(e.deltas!.height)}  Δx ${signed(e.deltas!.x)}  Δy ${signed(e.deltas!.y)}`,
    ),
    '',
    `HTML report: ${r.report}`,
  ];
  return `${lines.join('\n')}\n`;
}

/** The bench's section: overall and per document, both widths. */
export function fidelityTable(r: FidelityResult): string[] {
  return [
    `Element boxes within max(4 px, 5 %) of Elementor 3.30's layout (default kit, Canvas template, system fonts), over ${r.documents.length} documents.`,
    '',
    '| Document | 1280 px | 375 px |',
    '|---|---|---|',
    ...r.documents.map((d) => {
      const [a, b] = cells(d);
      return `| ${d.doc}${d.error ? ` (not measured: ${d.error})` : ''} | ${a} | ${b} |`;
    }),
    `| **overall** | **${pct(r.overall['1280'].matched, r.overall['1280'].total)}** | **${pct(r.overall['375'].matched, r.overall['375'].total)}** |`,
  ];
}
