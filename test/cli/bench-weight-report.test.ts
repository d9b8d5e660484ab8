// The page-weight part of the benchmark report: three phases, React's client apart, hydration delays.
import { describe, expect, it } from 'vitest';
import type { PageWeight } from '../../bench/page-weight.ts';
import { formatResults } from '../../bench/report.ts';

const css = { bytes: 9_000, files: 0, inline: 1 };

function report(weight: PageWeight): string {
  return formatResults({ heading: 'weight', throughput: undefined, weight, lighthouse: undefined, coverage: undefined });
}

const weight = (scrolledJs: number, usedJs: number): PageWeight => ({
  url: 'http://x/',
  html: 18_000,
  onLoad: { js: { bytes: 5_700, files: 4 }, css },
  afterScroll: { js: { bytes: scrolledJs, files: 4 }, css },
  afterUse: { js: { bytes: usedJs, files: 6 }, css, react: { bytes: 67_400, files: 1 }, islands: 1 },
  hydration: [
    { profile: 'this machine, no throttling', coldMs: 61.2, cachedMs: 24, liveMs: 3.1, rounds: 3 },
    { profile: 'Lighthouse mobile throttling', coldMs: 912, cachedMs: 140, liveMs: 12, rounds: 3 },
  ],
});

describe('page weight report', () => {
  it('reports the three phases with React apart and every budget met', () => {
    const markdown = report(weight(5_700, 7_500));
    expect(markdown).toContain(
      '| On load, before any scrolling or input | 5.6 KB in 4 files | 8.8 KB in 0 files + 1 inline <style> | ≤ 15 KB ✓ |',
    );
    expect(markdown).toContain('| After scrolling the whole page, no tap, focus or key | 5.6 KB in 4 files |');
    expect(markdown).toContain("| After using every island (1 island) | 7.3 KB in 6 files + React's client 65.8 KB |");
    expect(markdown).toContain('≤ 35.8 KB fully used, React apart ✓');
    expect(markdown).not.toContain('over budget');
  });

  it('marks a page whose scrolling alone loads more than 15 KB', () => {
    const markdown = report(weight(80_000, 7_500));
    expect(markdown).toMatch(/no tap, focus or key \| 78\.1 KB in 4 files \|[^\n]*≤ 15 KB ✗ over budget/);
  });

  it('gives the delay between the first tap and the answer, cold, cached and live', () => {
    const markdown = report(weight(5_700, 7_500));
    expect(markdown).toContain('median of 3 rounds');
    expect(markdown).toContain('| this machine, no throttling | 61 ms | 24 ms | 3.1 ms |');
    expect(markdown).toContain('| Lighthouse mobile throttling | 912 ms | 140 ms | 12 ms |');
  });

  it('gives the editor declarations registry a row of its own, its widgets against their 40 KB budget', () => {
    const declarations = { bytes: 178_000, gzipped: 32_600, widgetsGzipped: 28_000, widgets: 52, elements: 4, inputs: [] };
    const within = report({ ...weight(5_700, 7_500), declarations });
    expect(within).toContain(
      '| Editor: the declarations registry (52 widgets, 4 elements and groups), minified, 173.8 KB before gzip | 31.8 KB in 1 file | — | widgets 27.3 KB ≤ 40 KB ✓ |',
    );
    const over = report({ ...weight(5_700, 7_500), declarations: { ...declarations, gzipped: 46_000, widgetsGzipped: 41_500 } });
    expect(over).toMatch(/declarations registry[^\n]*44\.9 KB in 1 file \| — \| widgets 40\.5 KB ≤ 40 KB ✗ over budget \|/);
    expect(report(weight(5_700, 7_500))).not.toContain('declarations registry');
  });
});
