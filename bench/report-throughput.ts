// The throughput section of the benchmark report: Foyer beside nginx's static ceiling, the old stack
// (measured in this run, or its dated reference figures, labelled so), and the budgets.
import { BUDGET, OLD_STACK } from './reference.ts';
import type { LoadResult } from './load-result.ts';
import type { CachedComparison, ThroughputResults } from './throughput.ts';

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

function cachedRows(rows: CachedComparison[]): string[] {
  return rows.flatMap(({ page, encoding, ceiling, cached }) => {
    const how = encoding === 'gzip' ? 'gzip' : 'uncompressed';
    const nginx = isError(ceiling)
      ? `| nginx, static copy of ${path(cached.url)} (${page}), ${how} | — | — | — | failed: ${ceiling.error} | — |`
      : row(`nginx, static copy of ${path(cached.url)} (${page}), ${how}: the ceiling`, ceiling, '—', '—');
    const share = isError(ceiling) ? undefined : cached.requestsPerSecond / ceiling.requestsPerSecond;
    const budget = `≥ ${pct(BUDGET.cachedShareOfStatic)}`;
    return [
      nginx,
      row(
        `Cached page ${path(cached.url)} (${page}), ${how}`,
        cached,
        share === undefined ? 'no nginx row' : `${pct(share)} of nginx's static copy`,
        share === undefined ? `${budget} of nginx: not measured` : `${budget} ${mark(share >= BUDGET.cachedShareOfStatic)}`,
      ),
    ];
  });
}

export function throughputTable(t: ThroughputResults): string[] {
  const old = oldStackBasis(t);
  const homeGzip = t.cachedRows.find((r) => r.encoding === 'gzip')?.ceiling;
  const ceiling = !homeGzip || isError(homeGzip) ? undefined : homeGzip;
  const ratio = (r: LoadResult) => r.requestsPerSecond / old.requestsPerSecond;
  const timesOld = (r: LoadResult) => `${ratio(r).toFixed(1)}× the old stack's ${rate(old.requestsPerSecond)} req/s`;
  const atLeast = (r: LoadResult, times: number) => `≥ ${times}× ${mark(ratio(r) >= times)}`;
  const roundsOf = (rps: number[]) => `rounds ${rps.map(int).join(', ')} req/s`;
  const tail = t.tail;
  const tailOk = tail.requests > 0 && tail.p99 <= 3 * tail.p50 && tail.over1s === 0 && tail.timeouts === 0;
  const measured = [
    ...t.cachedRows.flatMap((r) => [r.ceiling, r.cached]),
    t.staticFile,
    t.uncachedWarm.median,
    t.uncachedCold.median,
    t.uncachedRaw,
    t.tail,
    t.realUncached,
  ];
  const failures = measured.reduce((n, r) => n + (!r || isError(r) ? 0 : r.failures), 0);
  const tool =
    t.tool === 'wrk'
      ? 'wrk (Debian package) in a separate process'
      : `autocannon in the bench's own process, because wrk could not be had (${t.fallbackReason ?? 'unknown reason'}); it competes with the server for the CPUs`;
  const real = 'pages' in t.realPages ? t.realPages.pages[0] : undefined;
  return [
    `Foyer as \`foyer serve\` child processes (NODE_ENV=production, SQLite, demo content${real ? ` and the real page \`${real.name}\` from the fixtures corpus` : ''}, one worker per core); load from ${tool};`,
    `${t.seconds} s per row after a 2 s warm-up, 10 connections unless said. "Compressed" rows send a browser's \`accept-encoding: gzip, deflate, br\`;`,
    'each cached page is measured beside nginx serving the same bytes from a file, both with `accept-encoding: gzip` (both answer with a body compressed once) and both uncompressed. Uncached rows run with PAGE_CACHE=0;',
    '"warm" keeps the compiled documents between requests, "cold" clears every compile cache before each request (bench/cold-compile.js).',
    ...('absent' in t.realPages ? ['', `**The real pages are not measured: ${t.realPages.absent}.** Only the demo home is.`] : []),
    '',
    '| Request | req/s | p50 | p99 | Compared with | Budget |',
    '|---|--:|--:|--:|---|---|',
    ...cachedRows(t.cachedRows),
    row(
      `Foyer static file ${path(t.staticFile.url)}, compressed`,
      t.staticFile,
      ceiling ? `${pct(t.staticFile.requestsPerSecond / ceiling.requestsPerSecond)} of nginx's gzip copy of the home` : '—',
      '—',
    ),
    row(
      `Uncached render ${path(t.uncachedWarm.median.url)}, warm, compressed (median of ${t.uncachedWarm.requestsPerSecond.length}: ${roundsOf(t.uncachedWarm.requestsPerSecond)})`,
      t.uncachedWarm.median,
      timesOld(t.uncachedWarm.median),
      atLeast(t.uncachedWarm.median, BUDGET.uncachedWarmTimesOld),
    ),
    row(
      `Uncached render ${path(t.uncachedCold.median.url)}, cold, compressed (median of ${t.uncachedCold.requestsPerSecond.length}: ${roundsOf(t.uncachedCold.requestsPerSecond)})`,
      t.uncachedCold.median,
      timesOld(t.uncachedCold.median),
      atLeast(t.uncachedCold.median, BUDGET.uncachedColdTimesOld),
    ),
    row('Same warm render, uncompressed', t.uncachedRaw, timesOld(t.uncachedRaw), '—'),
    ...(t.realUncached
      ? [
          row(
            `Uncached render ${path(t.realUncached.url)} (the real page), warm, compressed`,
            t.realUncached,
            timesOld(t.realUncached),
            '—',
          ),
        ]
      : []),
    `| One visitor, warm uncached render, compressed (mean of ${t.single.requests}) | — | first byte ${ms(t.single.firstByte)} | last byte ${ms(t.single.lastByte)} | old stack: first byte ${ms(old.ttfb)}, ${(old.ttfb / t.single.firstByte).toFixed(1)}× Foyer's | first byte < ${BUDGET.uncachedPageMs} ms ${mark(t.single.firstByte < BUDGET.uncachedPageMs)} |`,
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
