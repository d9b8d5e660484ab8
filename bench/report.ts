// The benchmark's results as a markdown section: one table per measure, with the old stack and the budget beside Foyer.
import { fidelityTable } from './fidelity/format.ts';
import type { FidelityResult } from './fidelity/run.ts';
import type { AdminBundleResult, ClientModulesResult } from './client-modules.ts';
import type { CoverageResult } from './coverage.ts';
import { DECLARATIONS_BUDGET_KB, type DeclarationsWeight, WIDGET_DECLARATION_BUDGET_KB } from './declarations-weight.ts';
import type { LighthousePage } from './lighthouse.ts';
import type { PageWeight, WeightPhase } from './page-weight.ts';
import type { ScrollResult } from './scroll-presentation.ts';
import { BUDGET, OLD_STACK } from './reference.ts';
import { adminTable, modulesTable } from './report-modules.ts';
import { ingestTable } from './report-ingest.ts';
import type { IngestResults } from './ingest.ts';
import { throughputTable } from './report-throughput.ts';
import type { ThroughputResults } from './throughput.ts';

export type Section<T> = T | { error: string } | undefined;

export interface BenchResults {
  heading: string;
  /** Said under the heading, e.g. that other processes competed for the CPUs. */
  warning?: string;
  throughput: Section<ThroughputResults>;
  weight: Section<PageWeight>;
  lighthouse: Section<LighthousePage[]>;
  scroll?: Section<ScrollResult>;
  coverage: Section<CoverageResult>;
  modules?: Section<ClientModulesResult>;
  fidelity?: Section<FidelityResult>;
  admin?: Section<AdminBundleResult>;
  ingest?: Section<IngestResults>;
}

const mark = (ok: boolean) => (ok ? '✓' : '✗ over budget');
const int = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => `${n < 10 ? n.toFixed(1) : Math.round(n)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const files = (n: number) => `${n} file${n === 1 ? '' : 's'}`;
const path = (url: string) => `\`${new URL(url).pathname}\``;

function failed(section: Section<unknown>): string | undefined {
  if (section === undefined) return 'skipped';
  return typeof section === 'object' && section !== null && 'error' in section ? `failed: ${String(section.error)}` : undefined;
}

function weightCells(p: WeightPhase): [string, string] {
  const inline = p.css.inline ? ` + ${p.css.inline} inline <style>` : '';
  return [`${kb(p.js.bytes)} in ${files(p.js.files)}`, `${kb(p.css.bytes)} in ${files(p.css.files)}${inline}`];
}

function weightTable(w: PageWeight): string[] {
  const [jsLoad, cssLoad] = weightCells(w.onLoad);
  const [jsScroll, cssScroll] = weightCells(w.afterScroll);
  const [jsUse, cssUse] = weightCells(w.afterUse);
  const within = (bytes: number, budgetKb: number) => mark(bytes / 1024 <= budgetKb);
  const react = w.afterUse.react.files ? ` + React's client ${kb(w.afterUse.react.bytes)}` : '';
  const islands = `${w.afterUse.islands} island${w.afterUse.islands === 1 ? '' : 's'}`;
  return [
    `${path(w.url)} in Chromium at 412×823 (mobile); every JS and CSS response and inline <style> gzipped at level 9; HTML document ${kb(w.html)}.`,
    '',
    '| When | JavaScript | CSS | JavaScript budget |',
    '|---|---|---|---|',
    `| On load, before any scrolling or input | ${jsLoad} | ${cssLoad} | ≤ ${BUDGET.jsOnLoadKb} KB ${within(w.onLoad.js.bytes, BUDGET.jsOnLoadKb)} |`,
    `| After scrolling the whole page, no tap, focus or key | ${jsScroll} | ${cssScroll} | ≤ ${BUDGET.jsOnLoadKb} KB ${within(w.afterScroll.js.bytes, BUDGET.jsOnLoadKb)} |`,
    `| After using every island (${islands}) | ${jsUse}${react} | ${cssUse} | ≤ ${BUDGET.jsFullKb.toFixed(1)} KB fully used, React apart ${within(w.afterUse.js.bytes, BUDGET.jsFullKb)} |`,
    `| Old stack, comparable page | ${OLD_STACK.js.kb} KB in ${OLD_STACK.js.files} files | ${OLD_STACK.css.kb} KB in ${OLD_STACK.css.files} files | — |`,
    ...(w.declarations ? [declarationsRow(w.declarations)] : []),
    '',
    `CSS budget ≤ ${BUDGET.cssKb} KB per page: ${mark(w.afterUse.css.bytes / 1024 <= BUDGET.cssKb)}.`,
    ...hydrationTable(w),
  ];
}

/** What the editor's panel downloads: not part of a visitor's page, budgeted on its own. */
function declarationsRow(d: DeclarationsWeight): string {
  const what =
    `Editor: the panel's first download (loaders, ${d.elements} elements and groups, the index of ${d.widgets} widgets: ${kb(d.indexGzipped)}); ` +
    `each widget's declaration on demand (all ${kb(d.widgetsGzipped)}, heaviest ${d.largestWidget.type} ${kb(d.largestWidget.gzipped)}); ${kb(d.bytes)} minified in all`;
  const first = `first ${kb(d.firstGzipped)} ≤ ${DECLARATIONS_BUDGET_KB} KB ${mark(d.firstGzipped / 1024 <= DECLARATIONS_BUDGET_KB)}`;
  const widget = `a widget ≤ ${WIDGET_DECLARATION_BUDGET_KB} KB ${mark(d.largestWidget.gzipped / 1024 <= WIDGET_DECLARATION_BUDGET_KB)}`;
  return `| ${what} | ${kb(d.firstGzipped)} first | — | ${first}; ${widget} |`;
}

function hydrationTable(w: PageWeight): string[] {
  if (!w.hydration.length) return [];
  return [
    '',
    `Islands hydrate on the first tap, focus or key. First tap on the page's first island → its answer on screen, median of ${w.hydration[0].rounds} rounds:`,
    '',
    '| Visitor, network and CPU | Code fetched on the tap | Code already in the HTTP cache | Live island (React alone) |',
    '|---|--:|--:|--:|',
    ...w.hydration.map((h) => `| ${h.profile} | ${ms(h.coldMs)} | ${ms(h.cachedMs)} | ${ms(h.liveMs)} |`),
  ];
}

function lighthouseRow({ page, result: l }: LighthousePage): string {
  if (!l.ok) return `| ${page} | failed: ${l.error} | | | | | | |`;
  const canonical = l.canonical === null ? '—' : l.canonical ? 'passes ✓' : 'fails ✗';
  return `| ${page} | ${l.performance} | ${l.accessibility} | ${(l.lcpMs / 1000).toFixed(2)} s | ${ms(l.tbtMs)} | ${l.cls.toFixed(3)} ${mark(l.cls <= BUDGET.cls)} | ${canonical} |`;
}

function lighthouseTable(pages: LighthousePage[]): string[] {
  const runs = pages.find((p) => p.result.ok)?.result;
  const count = runs && runs.ok ? runs.runs : 0;
  return [
    `Lighthouse 12, default mobile settings (simulated throttling); median of ${count} run${count === 1 ? '' : 's'} per page.`,
    '',
    '| | Performance | Accessibility | LCP | TBT | CLS | Canonical link |',
    '|---|--:|--:|--:|--:|--:|---|',
    ...pages.map(lighthouseRow),
    `| Budget | ≥ ${BUDGET.performance} | ${BUDGET.accessibility} | ≤ 1.5 s | ≤ ${BUDGET.tbtMs} ms | ≤ ${BUDGET.cls} | passes |`,
    `| Old stack | ${OLD_STACK.lighthouse.performance} | ${OLD_STACK.lighthouse.accessibility} | ${OLD_STACK.lighthouse.lcp} | — | — | — |`,
  ];
}

function coverageTable(c: CoverageResult): string[] {
  const pct = (n: number, of: number) => (of ? `${((n / of) * 100).toFixed(1)}%` : '—');
  const top = c.unsupportedCore.slice(0, 15).map(([type, n]) => `\`${type}\` ${n}`);
  return [
    `Widget instances in the ${c.documents} real Elementor documents of the fixtures; core = Elementor and Elementor Pro's own widgets (bench/core-widgets.ts).`,
    'An instance counts as rendered only when its element is in the rendered HTML (its `data-id`), not when its type is registered.',
    '',
    '| | Instances | Rendered by Foyer | Share |',
    '|---|--:|--:|--:|',
    `| Core widgets | ${int(c.coreInstances)} | ${int(c.coreRendered)} | ${pct(c.coreRendered, c.coreInstances)} |`,
    `| All widgets, add-ons included | ${int(c.allInstances)} | ${int(c.allRendered)} | ${pct(c.allRendered, c.allInstances)} |`,
    '',
    top.length
      ? `Core types with instances not rendered, by instances: ${top.join(', ')}${c.unsupportedCore.length > top.length ? `, and ${c.unsupportedCore.length - top.length} more` : ''}.`
      : 'Every core widget instance is rendered.',
    '',
    ...documentUseTable(c),
  ];
}

/** What the documents set that reaches the page: image URLs (goal ≥ 98 %) and widget settings. */
function documentUseTable(c: CoverageResult): string[] {
  const pct = (n: number, of: number) => (of ? `${((n / of) * 100).toFixed(1)}%` : '—');
  const { images: i, settings: s } = c;
  const list = (entries: [string, number][]) =>
    entries
      .slice(0, 8)
      .map(([k, n]) => `\`${k}\` ${n}`)
      .join(', ');
  return [
    '| What the documents set | Set | Reaches the page | Share |',
    '|---|--:|--:|--:|',
    `| Image URLs on layout elements and supported widgets (goal ≥ 98%) | ${int(i.references)} | ${int(i.rendered)} | ${pct(i.rendered, i.references)} ${mark(i.rendered >= 0.98 * i.references)} |`,
    `| Declared settings of supported widgets: change the output | ${int(s.checked)} | ${int(s.changesOutput)} | ${pct(s.changesOutput, s.checked)} |`,
    `| … or have no visual effect, with a listed reason (bench/no-visual-effect.ts) | | ${int(s.noVisualEffect)} | ${pct(s.noVisualEffect, s.checked)} |`,
    `| … ignored by Foyer | | ${int(s.ignored)} | ${pct(s.ignored, s.checked)} |`,
    '',
    ...(i.missing.length ? [`Images not shown, by setting: ${list(i.missing)}.`] : []),
    ...(s.topIgnored.length ? [`Settings ignored, by instances: ${list(s.topIgnored)}.`] : []),
  ];
}

function scrollTable(s: ScrollResult): string[] {
  const sizes = Object.entries(s.moduleSizes).map(([name, bytes]) => `\`${name}\` ${bytes === undefined ? 'not built' : kb(bytes)}`);
  return [
    `Scrolling ${path(s.url)} down and up with the wheel at 1280 × 800, moving the pointer (${int(s.frames)} frames).`,
    '',
    '| measure | Foyer | budget | |',
    '| --- | --- | --- | --- |',
    `| longest task while scrolling | ${s.longTasks ? ms(s.longestTask) : 'none over 50 ms'} | 50 ms | ${mark(s.longestTask <= 50)} |`,
    `| layout shift while scrolling | ${s.layoutShift.toFixed(3)} | 0.02 | ${mark(s.layoutShift <= 0.02)} |`,
    '',
    `Behaviour modules (gzipped): ${sizes.join(', ')}.`,
  ];
}

function section<T>(title: string, value: Section<T>, table: (v: T) => string[]): string[] {
  const problem = failed(value);
  return [`### ${title}`, '', ...(problem ? [`_${problem}_`] : table(value as T)), ''];
}

export function formatResults(r: BenchResults): string {
  return [
    `## ${r.heading}`,
    '',
    ...(r.warning ? [`> **${r.warning}**`, ''] : []),
    ...section('Server throughput', r.throughput, throughputTable),
    ...section('Page weight (home page, mobile)', r.weight, weightTable),
    ...section('Lighthouse mobile', r.lighthouse, lighthouseTable),
    ...(r.scroll === undefined ? [] : section('Scrolling the presentation page', r.scroll, scrollTable)),
    ...section('Widget coverage', r.coverage, coverageTable),
    ...(r.modules === undefined ? [] : section('Client module chunks', r.modules, modulesTable)),
    ...(r.fidelity === undefined ? [] : section('Layout fidelity against Elementor', r.fidelity, fidelityTable)),
    ...(r.admin === undefined ? [] : section('Back-office bundle (/admin)', r.admin, adminTable)),
    ...(r.ingest === undefined ? [] : section('Statistics ingestion', r.ingest, ingestTable)),
  ].join('\n');
}
