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

  it('gives the editor declarations a row of their own: the first download and the heaviest widget against their budgets', () => {
    const declarations = {
      firstGzipped: 8_400,
      indexGzipped: 1_800,
      widgetsGzipped: 67_000,
      largestWidget: { type: 'call-to-action', gzipped: 7_100 },
      bytes: 256_000,
      widgets: 63,
      elements: 4,
      inputs: [],
    };
    const within = report({ ...weight(5_700, 7_500), declarations });
    expect(within).toContain(
      "| Editor: the panel's first download (loaders, 4 elements and groups, the index of 63 widgets: 1.8 KB); each widget's declaration on demand (all 65.4 KB, heaviest call-to-action 6.9 KB); 250.0 KB minified in all | 8.2 KB first | — | first 8.2 KB ≤ 40 KB ✓; a widget ≤ 12 KB ✓ |",
    );
    const over = report({ ...weight(5_700, 7_500), declarations: { ...declarations, largestWidget: { type: 'form', gzipped: 13_000 } } });
    expect(over).toMatch(/heaviest form 12\.7 KB[^\n]*a widget ≤ 12 KB ✗ over budget \|/);
    expect(report(weight(5_700, 7_500))).not.toContain("panel's first download");
  });
});
