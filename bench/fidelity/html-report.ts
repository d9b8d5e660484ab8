// The fidelity report as HTML: an index of scores, and per document Foyer's and Elementor's full-page
// screenshots side by side at each width, with the boxes that do not match outlined on both (red:
// wrong size or place; hover for the deltas), so a person sees at a glance what is wrong.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MeasuredElement, ViewportScore } from './score.ts';
import { percent } from './score.ts';

export interface ReportShot {
  /** File name inside the report's shots/ folder. */
  file: string;
  width: number;
  height: number;
}

export interface ReportViewport {
  key: string;
  score: ViewportScore;
  reference: { elements: MeasuredElement[]; height: number; shot?: ReportShot };
  foyer: { elements: MeasuredElement[]; height: number; shot: ReportShot; pageErrors: string[] };
}

export interface ReportDocument {
  doc: string;
  viewports: ReportViewport[];
  /** Widgets of add-ons that neither Elementor nor Foyer render, by type. */
  unregistered: Record<string, number>;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const pct = (n: number) => `${n.toFixed(1)} %`;
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

const STYLE = `body{margin:0;font:14px/1.45 system-ui,sans-serif;color:#1b1f23;background:#f4f5f7}
main{padding:16px 24px}h1{font-size:20px;margin:8px 0 12px}h2{font-size:16px;margin:24px 0 8px}
table{border-collapse:collapse;background:#fff}td,th{padding:4px 10px;border-bottom:1px solid #e3e5e8;text-align:left}
td.n{text-align:right;font-variant-numeric:tabular-nums}.bad{color:#b3261e}.ok{color:#1a7f37}
.pair{display:grid;grid-template-columns:1fr 1fr;gap:16px;align-items:start}
.pair figure{margin:0;background:#fff;padding:8px;border:1px solid #d0d7de}
.pair figcaption{font-weight:600;margin-bottom:6px}
.shot{position:relative}.shot img{display:block;width:100%;height:auto}
.box{position:absolute;outline:2px solid rgba(211,35,35,.85);background:rgba(211,35,35,.06)}
.box.missing{outline-style:dashed;outline-color:rgba(130,40,200,.9)}
.box:hover{background:rgba(211,35,35,.25);z-index:2}
.w375 .pair{grid-template-columns:repeat(2,minmax(0,420px))}
.legend span{display:inline-block;width:14px;height:10px;margin:0 4px 0 12px;vertical-align:middle}`;

/** Outline divs for the given boxes, positioned in percent of the screenshot so they scale with it. */
function boxes(shot: ReportShot, list: Array<{ el: MeasuredElement; title: string; missing?: boolean }>): string {
  return list
    .filter(({ el }) => el.width > 0 && el.height > 0)
    .map(({ el, title, missing }) => {
      const style = `left:${((el.x / shot.width) * 100).toFixed(3)}%;top:${((el.y / shot.height) * 100).toFixed(3)}%;width:${((el.width / shot.width) * 100).toFixed(3)}%;height:${((el.height / shot.height) * 100).toFixed(3)}%`;
      return `<div class="box${missing ? ' missing' : ''}" style="${style}" title="${esc(title)}"></div>`;
    })
    .join('');
}

function viewportSection(v: ReportViewport): string {
  const refById = new Map(v.reference.elements.filter((e) => !e.sticky_spacer).map((e) => [e.id, e]));
  const foyerById = new Map(v.foyer.elements.filter((e) => !e.sticky_spacer && e.visible).map((e) => [e.id, e]));
  const misses = v.score.elements.filter((e) => !e.matched);
  const title = (m: (typeof misses)[number]) =>
    m.missing
      ? `${m.id} ${m.kind}: missing in Foyer`
      : `${m.id} ${m.kind}: Δw ${signed(m.deltas!.width)} Δh ${signed(m.deltas!.height)} Δx ${signed(m.deltas!.x)} Δy ${signed(m.deltas!.y)} px`;
  const refBoxes = misses.flatMap((m) => (refById.has(m.id) ? [{ el: refById.get(m.id)!, title: title(m), missing: m.missing }] : []));
  const foyerBoxes = misses.flatMap((m) => (foyerById.has(m.id) ? [{ el: foyerById.get(m.id)!, title: title(m) }] : []));
  const s = v.score;
  const figure = (caption: string, shot: ReportShot | undefined, list: string) =>
    shot
      ? `<figure><figcaption>${caption}</figcaption><div class="shot"><img src="shots/${esc(shot.file)}" alt="${esc(caption)}" loading="lazy">${list}</div></figure>`
      : `<figure><figcaption>${caption}</figcaption><p>No screenshot.</p></figure>`;
  const errors = v.foyer.pageErrors.length ? `<p class="bad">Page errors in Foyer: ${v.foyer.pageErrors.map(esc).join('; ')}</p>` : '';
  return `<section class="w${v.key}"><h2>${v.key} px: ${pct(percent(s.matched, s.total))} (${s.matched} of ${s.total} boxes; ${s.missing} missing) · page height Foyer ${v.foyer.height} px, Elementor ${v.reference.height} px</h2>${errors}
<div class="pair">${figure(`Foyer`, v.foyer.shot, boxes(v.foyer.shot, foyerBoxes))}${figure(`Elementor 3.30`, v.reference.shot, v.reference.shot ? boxes(v.reference.shot, refBoxes) : '')}</div></section>`;
}

function documentPage(d: ReportDocument): string {
  const addons = Object.entries(d.unregistered);
  const note = addons.length
    ? `<p>Widgets of add-ons that are not installed (neither renders them): ${addons.map(([t, n]) => `${esc(t)} ×${n}`).join(', ')}.</p>`
    : '';
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>${esc(d.doc)}: layout fidelity</title><style>${STYLE}</style><main>
<p><a href="index.html">← all documents</a></p><h1>${esc(d.doc)}</h1>
<p class="legend">Outlined: boxes whose width, height or position in their parent is off by more than max(4 px, 5 %).<span style="outline:2px solid #d32323"></span>off<span style="outline:2px dashed #8228c8"></span>missing in Foyer (on Elementor's side). Hover a box for its deltas.</p>${note}
${d.viewports.map(viewportSection).join('\n')}</main></html>`;
}

function indexPage(docs: ReportDocument[], heading: string): string {
  const rows = docs
    .map((d) => {
      const cells = d.viewports
        .map((v) => {
          const p = percent(v.score.matched, v.score.total);
          return `<td class="n ${p >= 90 ? 'ok' : p < 75 ? 'bad' : ''}">${pct(p)}</td><td class="n">${v.score.matched}/${v.score.total}</td>`;
        })
        .join('');
      return `<tr><td><a href="${esc(d.doc)}.html">${esc(d.doc)}</a></td>${cells}</tr>`;
    })
    .join('\n');
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Layout fidelity</title><style>${STYLE}</style><main>
<h1>Layout fidelity against Elementor 3.30</h1><p>${esc(heading)}</p>
<table><thead><tr><th>document</th><th colspan="2">1280 px</th><th colspan="2">375 px</th></tr></thead><tbody>${rows}</tbody></table></main></html>`;
}

/** Writes index.html and one page per document into `dir` (screenshots are already in dir/shots). */
export function writeHtmlReport(dir: string, docs: ReportDocument[], heading: string): string {
  mkdirSync(dir, { recursive: true });
  for (const d of docs) writeFileSync(join(dir, `${d.doc}.html`), documentPage(d));
  const index = join(dir, 'index.html');
  writeFileSync(index, indexPage(docs, heading));
  return index;
}
