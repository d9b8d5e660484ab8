// The benchmark report: Foyer beside the old stack, budgets marked.
import { describe, expect, it } from 'vitest';
import { formatResults } from '../../bench/report.ts';

const load = (url: string, requestsPerSecond: number) => ({ url, requestsPerSecond, p50: 1, p99: 4, failures: 0 });

describe('formatResults', () => {
  it('puts Foyer beside the old stack and marks the budgets', () => {
    const markdown = formatResults({
      heading: 'test run',
      throughput: {
        seconds: 10,
        staticRaw: load('http://x/assets/boot.js', 10_000),
        staticServed: load('http://x/assets/boot.js', 4_000),
        cached: load('http://x/', 6_000),
        uncached: load('http://x/', 200),
        uncachedRaw: load('http://x/', 1_000),
        single: { requests: 50, firstByte: 2, lastByte: 3 },
      },
      weight: {
        url: 'http://x/',
        html: 4000,
        onLoad: { js: { bytes: 4200, files: 1 }, css: { bytes: 3000, files: 0, inline: 1 } },
        afterScroll: { js: { bytes: 4200, files: 1 }, css: { bytes: 3000, files: 0, inline: 1 } },
        afterUse: {
          js: { bytes: 60_000, files: 3 },
          css: { bytes: 3000, files: 0, inline: 1 },
          react: { bytes: 67_000, files: 1 },
          islands: 1,
        },
        hydration: [],
      },
      lighthouse: { ok: false, error: 'NO_FCP: no paint' },
      coverage: undefined,
    });
    expect(markdown).toContain('## test run');
    expect(markdown).toContain('| Cached page `/`, compressed | 6,000 | 1.0 ms | 4.0 ms | 60% of the faster static row | ≥ 50% ✓ |');
    expect(markdown).toContain('8.5× the old stack');
    expect(markdown).toContain('≥ 10× ✗ over budget');
    // 58.6 KB fully used is over a fifth of the old stack's 179 KB.
    expect(markdown).toMatch(/≤ 35\.8 KB fully used, React apart ✗ over budget/);
    expect(markdown).toContain('_failed: NO_FCP: no paint_');
    expect(markdown).toMatch(/### Widget coverage\n\n_skipped_/);
  });
});
