// The benchmark report: Foyer beside nginx's ceiling and the old stack, budgets marked, and the old
// stack's figures labelled as measured in this run or not.
import { describe, expect, it } from 'vitest';
import type { LoadResult } from '../../bench/load-result.ts';
import { formatResults } from '../../bench/report.ts';
import type { CachedComparison, ThroughputResults } from '../../bench/throughput.ts';

const load = (url: string, requestsPerSecond: number, extra: Partial<LoadResult> = {}): LoadResult => ({
  url,
  tool: 'wrk',
  connections: 10,
  requests: requestsPerSecond * 10,
  requestsPerSecond,
  p50: 1,
  p99: 4,
  max: 9,
  over1s: 0,
  timeouts: 0,
  failures: 0,
  ...extra,
});

function throughput(overrides: Partial<ThroughputResults> = {}): ThroughputResults {
  return {
    tool: 'wrk',
    seconds: 10,
    cachedRows: [
      { page: 'demo home', encoding: 'gzip', ceiling: load('http://127.0.0.1:1/', 20_000), cached: load('http://x/', 12_000) },
      { page: 'demo home', encoding: 'identity', ceiling: load('http://127.0.0.1:1/', 10_000), cached: load('http://x/', 8_000) },
    ],
    realPages: { absent: 'no 039-marko-marketing-agency-home.json in the corpus folder /nowhere' },
    staticFile: load('http://x/assets/boot.js', 8_000),
    uncachedWarm: { median: load('http://x/', 300), requestsPerSecond: [310, 300, 290] },
    uncachedCold: { median: load('http://x/', 150), requestsPerSecond: [150, 140, 160] },
    uncachedRaw: load('http://x/', 500),
    tail: load('http://x/', 320, { connections: 50, requests: 3200, p50: 140, p99: 1200, max: 2300, over1s: 41, timeouts: 2, failures: 2 }),
    single: { requests: 50, firstByte: 2, lastByte: 3 },
    ...overrides,
  };
}

const report = (t: ThroughputResults) =>
  formatResults({ heading: 'test run', throughput: t, weight: undefined, lighthouse: undefined, coverage: undefined });

describe('formatResults', () => {
  it('gives each cached page as a share of nginx, gzip and uncompressed, and warm and cold renders with their rounds', () => {
    const markdown = report(throughput());
    expect(markdown).toContain('## test run');
    expect(markdown).toContain('| nginx, static copy of `/` (demo home), gzip: the ceiling | 20,000 |');
    expect(markdown).toContain(
      "| Cached page `/` (demo home), gzip | 12,000 | 1.0 ms | 4.0 ms | 60% of nginx's static copy | ≥ 75% ✗ over budget |",
    );
    expect(markdown).toContain(
      "| Cached page `/` (demo home), uncompressed | 8,000 | 1.0 ms | 4.0 ms | 80% of nginx's static copy | ≥ 75% ✓ |",
    );
    expect(markdown).toMatch(
      /Uncached render `\/`, warm, compressed \(median of 3: rounds 310, 300, 290 req\/s\) \| 300 .*12\.8× the old stack's 23\.5 req\/s \| ≥ 20× ✗ over budget/,
    );
    expect(markdown).toMatch(
      /cold, compressed \(median of 3: rounds 150, 140, 160 req\/s\) \| 150 .*6\.4× the old stack's 23\.5 req\/s \| ≥ 10× ✗ over budget/,
    );
    expect(markdown).toContain('40% of nginx');
  });

  it('marks a tail over budget with p99, the ratio to the median and the requests over 1 s', () => {
    const markdown = report(throughput());
    expect(markdown).toContain(
      '| Uncached render `/`, 50 connections | 320 | 140 ms | 1200 ms | 8.6 | 2300 ms | 41 of 3,200 | 2 | p99 ≤ 3× p50, none over 1 s ✗ over budget |',
    );
    expect(markdown).toContain('**2 requests failed, timed out or answered non-2xx during the runs.**');
  });

  it('passes a tail within 3× the median with nothing over 1 s', () => {
    const tail = load('http://x/', 330, { connections: 50, p50: 140, p99: 300, max: 420 });
    expect(report(throughput({ tail }))).toMatch(/\| 2\.1 \| 420 ms \| 0 of 3,300 \| 0 \| p99 ≤ 3× p50, none over 1 s ✓ \|/);
  });

  it('says that no request completed rather than printing zero latencies', () => {
    const none = load('http://x/', 0, { requests: 0, p50: 0, p99: 0, max: 0 });
    const markdown = report(
      throughput({ uncachedCold: { median: none, requestsPerSecond: [0, 0, 0] }, tail: { ...none, connections: 50 } }),
    );
    expect(markdown).toMatch(
      /cold, compressed \(median of 3: rounds 0, 0, 0 req\/s\) \| 0 \| — \| — \| no request completed in 10 connections \| ≥ 10× ✗ over budget \|/,
    );
    expect(markdown).toMatch(
      /50 connections \| 0 \| 0\.0 ms \| 0\.0 ms \| — \| 0\.0 ms \| 0 of 0 \| 0 \| p99 ≤ 3× p50, none over 1 s ✗ over budget \|/,
    );
  });

  it('labels the old stack as not measured in this run when OLD_STACK_URL was not given', () => {
    const markdown = report(throughput());
    expect(markdown).toMatch(
      /Old stack \(WordPress \+ Elementor Pro\): 23\.5 req\/s .*reference from DESIGN\.md as of 2026-11-21, not measured in this run/,
    );
    expect(markdown).toContain('OLD_STACK_URL=http://…');
  });

  it('takes every ratio against the old stack measured in the same run', () => {
    const oldStack = {
      page: load('http://127.0.0.1:8080/', 30, { p50: 300, p99: 600 }),
      single: { requests: 50, firstByte: 60, lastByte: 80 },
    };
    const markdown = report(throughput({ oldStack }));
    expect(markdown).toContain("10.0× the old stack's 30 req/s");
    expect(markdown).toContain("5.0× the old stack's 30 req/s");
    expect(markdown).toContain("old stack: first byte 60 ms, 30.0× Foyer's");
    expect(markdown).toMatch(/Old stack at `http:\/\/127\.0\.0\.1:8080\/`, measured in this run: 30 req\/s/);
    expect(markdown).not.toContain('not measured in this run');
  });

  it('says when nginx could not run, and leaves the cached share unmeasured', () => {
    const failed: CachedComparison = {
      page: 'demo home',
      encoding: 'gzip',
      ceiling: { error: 'nginx exited (1) before answering' },
      cached: load('http://x/', 12_000),
    };
    const markdown = report(throughput({ cachedRows: [failed] }));
    expect(markdown).toContain('failed: nginx exited (1) before answering');
    expect(markdown).toContain('| no nginx row | ≥ 75% of nginx: not measured |');
  });

  it('says clearly when the real page could not be imported, and measures it beside the demo when it was', () => {
    expect(report(throughput())).toContain(
      '**The real pages are not measured: no 039-marko-marketing-agency-home.json in the corpus folder /nowhere.** Only the demo home is.',
    );
    const real: CachedComparison = {
      page: '039-marko',
      encoding: 'gzip',
      ceiling: load('http://127.0.0.1:2/', 10_000),
      cached: load('http://x/real/', 9_000),
    };
    const markdown = report(
      throughput({
        realPages: { pages: [{ path: '/real/', name: '039-marko' }] },
        cachedRows: [...throughput().cachedRows, real],
        realUncached: load('http://x/real/', 600),
      }),
    );
    expect(markdown).not.toContain('The real pages are not measured');
    expect(markdown).toContain('and the real page `039-marko` from the fixtures corpus');
    expect(markdown).toContain(
      "| Cached page `/real/` (039-marko), gzip | 9,000 | 1.0 ms | 4.0 ms | 90% of nginx's static copy | ≥ 75% ✓ |",
    );
    expect(markdown).toContain(
      "| Uncached render `/real/` (the real page), warm, compressed | 600 | 1.0 ms | 4.0 ms | 25.5× the old stack's 23.5 req/s | — |",
    );
  });

  it('names the fallback load generator and why', () => {
    const markdown = report(throughput({ tool: 'autocannon', fallbackReason: 'not a Debian system' }));
    expect(markdown).toContain("autocannon in the bench's own process, because wrk could not be had (not a Debian system)");
  });

  it('counts failed requests across the rows', () => {
    const cachedRows = throughput().cachedRows.map((r, i) => (i === 0 ? { ...r, cached: load('http://x/', 12_000, { failures: 3 }) } : r));
    const markdown = report(throughput({ cachedRows }));
    expect(markdown).toContain('**5 requests failed, timed out or answered non-2xx during the runs.**');
  });

  it('reports sections that were skipped or failed', () => {
    const markdown = formatResults({
      heading: 'x',
      throughput: { error: 'server did not start' },
      weight: undefined,
      lighthouse: { error: 'Chromium did not start' },
      coverage: undefined,
    });
    expect(markdown).toContain('_failed: server did not start_');
    expect(markdown).toContain('_failed: Chromium did not start_');
    expect(markdown).toMatch(/### Widget coverage\n\n_skipped_/);
  });

  it('gives Lighthouse per page with its layout shift budget and canonical check, and a page that failed', () => {
    const scores = { ok: true as const, runs: 3, performance: 99, accessibility: 100, lcpMs: 1200, tbtMs: 10 };
    const markdown = formatResults({
      heading: 'x',
      throughput: undefined,
      weight: undefined,
      lighthouse: [
        { page: 'demo home', url: 'http://x/', result: { ...scores, cls: 0.001, canonical: true } },
        { page: '039-marko', url: 'http://x/real/', result: { ...scores, cls: 0.159, canonical: false } },
        { page: 'other', url: 'http://x/o/', result: { ok: false, error: 'NO_FCP: no paint' } },
      ],
      coverage: undefined,
    });
    expect(markdown).toContain('| demo home | 99 | 100 | 1.20 s | 10 ms | 0.001 ✓ | passes ✓ |');
    expect(markdown).toContain('| 039-marko | 99 | 100 | 1.20 s | 10 ms | 0.159 ✗ over budget | fails ✗ |');
    expect(markdown).toContain('| other | failed: NO_FCP: no paint |');
  });
});
