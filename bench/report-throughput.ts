// The throughput section of the benchmark report: Foyer beside nginx's static ceiling, the old stack
// (measured in this run, or its dated reference figures, labelled so), and the budgets.
import { BUDGET, OLD_STACK } from './reference.ts';
import type { LoadResult } from './load-result.ts';
import type { ThroughputResults } from './throughput.ts';

const mark = (ok: boolean) => (ok ? '✓' : '✗ over budget');
const int = (n: number) => Math.round(n).toLocaleString('en-US');
/** Small rates keep a decimal (the old stack's 23.5 req/s), large ones do not. */
const rate = (n: number) => (n < 100 ? String(Number(n.toFixed(1))) : int(n));
const ms = (n: number) => `${n < 10 ? n.toFixed(1) : Math.round(n)} ms`;
const pct = (n: number) => `${(n * 100).toFixed(0)}%`;
const path = (url: string) => `\`${new URL(url).pathname}\``;
const isError = <T extends object>(v: T | { error: string } | undefined): v is { error: string } => !!v && 'error' in v;

/** The old stack's figures every ratio is taken against: this run's measurement when there is one. */
function oldStackBasis(t: ThroughputResults) {
  if (t.oldStack && !isError(t.oldStack)) {
    return { requestsPerSecond: t.oldStack.page.requestsPerSecond, ttfb: t.oldStack.single.firstByte, label: 'measured in this run' };
  }
  return {
    requestsPerSecond: OLD_STACK.uncachedRequestsPerSecond,
    ttfb: OLD_STACK.ttfbMs,
    label: `reference from ${OLD_STACK.source}, not measured in this run`,
  };
}

function row(label: string, r: LoadResult, compared: string, budget: string): string {
  // Latency percentiles of no request are not zero: say that nothing came back.
  if (r.requests === 0) return `| ${label} | 0 | — | — | no request completed in ${r.connections} connections | ${budget} |`;
  return `| ${label} | ${int(r.requestsPerSecond)} | ${ms(r.p50)} | ${ms(r.p99)} | ${compared} | ${budget} |`;
}

export function throughputTable(t: ThroughputResults): string[] {
  const old = oldStackBasis(t);
  const ceiling = isError(t.ceiling) ? undefined : t.ceiling;
  const timesOld = (r: LoadResult) =>
    `${(r.requestsPerSecond / old.requestsPerSecond).toFixed(1)}× the old stack's ${rate(old.requestsPerSecond)} req/s`;
  const tenTimes = (r: LoadResult) =>
    `≥ ${BUDGET.uncachedTimesOld}× ${mark(r.requestsPerSecond / old.requestsPerSecond >= BUDGET.uncachedTimesOld)}`;
  const cachedShare = ceiling ? t.cached.requestsPerSecond / ceiling.requestsPerSecond : undefined;
  const roundsOf = (rps: number[]) => `rounds ${rps.map(int).join(', ')} req/s`;
  const tail = t.tail;
  const tailOk = tail.requests > 0 && tail.p99 <= 3 * tail.p50 && tail.over1s === 0 && tail.timeouts === 0;
  const measured = [t.ceiling, t.staticFile, t.cached, t.uncachedWarm.median, t.uncachedCold.median, t.uncachedRaw, t.tail];
  const failures = measured.reduce((n, r) => n + (isError(r) ? 0 : r.failures), 0);
  const tool =
    t.tool === 'wrk'
      ? 'wrk (Debian package) in a separate process'
      : `autocannon in the bench's own process, because wrk could not be had (${t.fallbackReason ?? 'unknown reason'}); it competes with the server for the CPUs`;
  return [
    `Foyer as \`foyer serve\` child processes (NODE_ENV=production, SQLite, demo content, one worker per core); load from ${tool};`,
    `${t.seconds} s per row after a 2 s warm-up, 10 connections unless said. "Compressed" rows send a browser's \`accept-encoding: gzip, deflate, br\`;`,
    'the ceiling and the cached page both send `accept-encoding: gzip` and both answer with a body compressed once. Uncached rows run with PAGE_CACHE=0;',
    '"warm" keeps the compiled documents between requests, "cold" clears every compile cache before each request (bench/cold-compile.js).',
    '',
    '| Request | req/s | p50 | p99 | Compared with | Budget |',
    '|---|--:|--:|--:|---|---|',
    ceiling
      ? row(
          'nginx, static copy of `/` (gzip_static), the ceiling',
          ceiling,
          `old stack's static ceiling ${int(OLD_STACK.staticRequestsPerSecond)} (${OLD_STACK.source}, not this run)`,
          '—',
        )
      : `| nginx, static copy of \`/\`, the ceiling | — | — | — | failed: ${t.ceiling && isError(t.ceiling) ? t.ceiling.error : ''} | — |`,
    row(
      `Foyer static file ${path(t.staticFile.url)}, compressed`,
      t.staticFile,
      ceiling ? `${pct(t.staticFile.requestsPerSecond / ceiling.requestsPerSecond)} of nginx` : '—',
      '—',
    ),
    row(
      `Cached page ${path(t.cached.url)}, gzip`,
      t.cached,
      cachedShare === undefined
        ? `${pct(t.cached.requestsPerSecond / t.staticFile.requestsPerSecond)} of Foyer's static file (no nginx row)`
        : `${pct(cachedShare)} of nginx's static copy`,
      cachedShare === undefined ? '≥ 50% of nginx: not measured' : `≥ 50% ${mark(cachedShare >= BUDGET.cachedShareOfStatic)}`,
    ),
    row(
      `Uncached render ${path(t.uncachedWarm.median.url)}, warm, compressed (median of ${t.uncachedWarm.requestsPerSecond.length}: ${roundsOf(t.uncachedWarm.requestsPerSecond)})`,
      t.uncachedWarm.median,
      timesOld(t.uncachedWarm.median),
      tenTimes(t.uncachedWarm.median),
    ),
    row(
      `Uncached render ${path(t.uncachedCold.median.url)}, cold, compressed (median of ${t.uncachedCold.requestsPerSecond.length}: ${roundsOf(t.uncachedCold.requestsPerSecond)})`,
      t.uncachedCold.median,
      timesOld(t.uncachedCold.median),
      tenTimes(t.uncachedCold.median),
    ),
    row('Same warm render, uncompressed', t.uncachedRaw, timesOld(t.uncachedRaw), '—'),
    `| One visitor, warm uncached render, compressed (mean of ${t.single.requests}) | — | first byte ${ms(t.single.firstByte)} | last byte ${ms(t.single.lastByte)} | old stack: first byte ${ms(old.ttfb)}, ${(old.ttfb / t.single.firstByte).toFixed(1)}× Foyer's | < ${BUDGET.uncachedPageMs} ms ${mark(t.single.lastByte < BUDGET.uncachedPageMs)} |`,
    '',
    `Tail latency: the warm uncached render with ${tail.connections} connections.`,
    '',
    '| Request | req/s | p50 | p99 | p99 ÷ p50 | max | over 1 s | timeouts | Budget |',
    '|---|--:|--:|--:|--:|--:|--:|--:|---|',
    `| Uncached render ${path(tail.url)}, ${tail.connections} connections | ${int(tail.requestsPerSecond)} | ${ms(tail.p50)} | ${ms(tail.p99)} | ${tail.requests ? (tail.p99 / tail.p50).toFixed(1) : '—'} | ${ms(tail.max)} | ${int(tail.over1s)} of ${int(tail.requests)} | ${int(tail.timeouts)} | p99 ≤ 3× p50, none over 1 s ${mark(tailOk)} |`,
    '',
    ...oldStackLines(t, old.label),
    ...(failures ? ['', `**${failures} requests failed, timed out or answered non-2xx during the runs.**`] : []),
  ];
}

function oldStackLines(t: ThroughputResults, label: string): string[] {
  if (t.oldStack && !isError(t.oldStack)) {
    const { page, single } = t.oldStack;
    return [
      `Old stack at \`${page.url}\`, ${label}: ${rate(page.requestsPerSecond)} req/s (p50 ${ms(page.p50)}, p99 ${ms(page.p99)}, ${page.connections} connections, compressed); one visitor: first byte ${ms(single.firstByte)}. Every "× the old stack" above is against these figures.`,
    ];
  }
  const failed = isError(t.oldStack) ? ` Measuring OLD_STACK_URL failed: ${t.oldStack.error}.` : '';
  return [
    `Old stack (WordPress + Elementor Pro): ${OLD_STACK.uncachedRequestsPerSecond} req/s uncached (22–25), first byte ${OLD_STACK.ttfbMs} ms, static ceiling ~${int(OLD_STACK.staticRequestsPerSecond)} req/s — ${label}.${failed} Set \`OLD_STACK_URL=http://…\` to measure it in the same run.`,
  ];
}
