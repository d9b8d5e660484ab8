// The benchmark's results as a markdown section: one table per measure, with the old stack and the budget beside Foyer.
import type { CoverageResult } from './coverage.ts';
import type { LighthouseResult } from './lighthouse.ts';
import type { PageWeight, WeightPhase } from './page-weight.ts';
import { BUDGET, OLD_STACK } from './reference.ts';
import { throughputTable } from './report-throughput.ts';
import type { ThroughputResults } from './throughput.ts';

export type Section<T> = T | { error: string } | undefined;

export interface BenchResults {
  heading: string;
  /** Said under the heading, e.g. that other processes competed for the CPUs. */
  warning?: string;
  throughput: Section<ThroughputResults>;
  weight: Section<PageWeight>;
  lighthouse: Section<LighthouseResult>;
  coverage: Section<CoverageResult>;
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
  const [jsFull, cssFull] = weightCells(w.afterScroll);
  const jsOk = w.onLoad.js.bytes / 1024 <= BUDGET.jsOnLoadKb && w.afterScroll.js.bytes / 1024 <= BUDGET.jsFullKb;
  const cssOk = w.afterScroll.css.bytes / 1024 <= BUDGET.cssKb;
  return [
    `${path(w.url)} in Chromium at 412×823 (mobile); every JS and CSS response and inline <style> gzipped at level 9; HTML document ${kb(w.html)}.`,
    '',
    '| When | JavaScript | CSS |',
    '|---|---|---|',
    `| On load, before any scrolling or input | ${jsLoad} | ${cssLoad} |`,
    `| After scrolling slowly to the end (all islands near the viewport) | ${jsFull} | ${cssFull} |`,
    `| Old stack, comparable page | ${OLD_STACK.js.kb} KB in ${OLD_STACK.js.files} files | ${OLD_STACK.css.kb} KB in ${OLD_STACK.css.files} files |`,
    `| Budget | ≤ ${BUDGET.jsOnLoadKb} KB on load, ≤ ${BUDGET.jsFullKb.toFixed(1)} KB fully used ${mark(jsOk)} | ≤ ${BUDGET.cssKb} KB ${mark(cssOk)} |`,
  ];
}

function lighthouseTable(l: Extract<LighthouseResult, { ok: true }>): string[] {
  return [
    `Lighthouse 12, default mobile settings (simulated throttling), home page; median of ${l.runs} run${l.runs === 1 ? '' : 's'}.`,
    '',
    '| | Performance | Accessibility | LCP | TBT | CLS |',
    '|---|--:|--:|--:|--:|--:|',
    `| Foyer | ${l.performance} | ${l.accessibility} | ${(l.lcpMs / 1000).toFixed(2)} s | ${ms(l.tbtMs)} | ${l.cls.toFixed(3)} |`,
    `| Budget | ≥ ${BUDGET.performance} ${mark(l.performance >= BUDGET.performance)} | ${BUDGET.accessibility} ${mark(l.accessibility >= BUDGET.accessibility)} | ≤ 1.5 s ${mark(l.lcpMs <= BUDGET.lcpMs)} | ≤ ${BUDGET.tbtMs} ms ${mark(l.tbtMs <= BUDGET.tbtMs)} | ≤ ${BUDGET.cls} ${mark(l.cls <= BUDGET.cls)} |`,
    `| Old stack | ${OLD_STACK.lighthouse.performance} | ${OLD_STACK.lighthouse.accessibility} | ${OLD_STACK.lighthouse.lcp} | — | — |`,
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
  ];
}

function section<T>(title: string, value: Section<T>, table: (v: T) => string[]): string[] {
  const problem = failed(value);
  return [`### ${title}`, '', ...(problem ? [`_${problem}_`] : table(value as T)), ''];
}

export function formatResults(r: BenchResults): string {
  const lighthouse: Section<Extract<LighthouseResult, { ok: true }>> =
    r.lighthouse && 'ok' in r.lighthouse && !r.lighthouse.ok
      ? { error: r.lighthouse.error }
      : (r.lighthouse as Section<Extract<LighthouseResult, { ok: true }>>);
  return [
    `## ${r.heading}`,
    '',
    ...(r.warning ? [`> **${r.warning}**`, ''] : []),
    ...section('Server throughput', r.throughput, throughputTable),
    ...section('Page weight (home page, mobile)', r.weight, weightTable),
    ...section('Lighthouse mobile', lighthouse, lighthouseTable),
    ...section('Widget coverage', r.coverage, coverageTable),
  ].join('\n');
}
