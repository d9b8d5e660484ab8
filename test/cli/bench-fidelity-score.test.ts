// The fidelity score: the max(4 px, 5 %) rule per quantity, positions relative to the nearest
// `[data-id]` ancestor, misses for missing or invisible elements, sticky copies and hidden elements
// left out, repeated ids paired in order, and the ranking of the worst elements.
import { describe, expect, it } from 'vitest';
import { overall, percent, scoreViewport, tolerance, worstElements } from '../../bench/fidelity/score.ts';
import type { MeasuredElement } from '../../bench/fidelity/score.ts';
import { selectDocuments } from '../../bench/fidelity/run.ts';
import { fidelityTable } from '../../bench/fidelity/format.ts';

const el = (
  id: string,
  parent: string | null,
  box: [number, number, number, number],
  extra: Partial<MeasuredElement> = {},
): MeasuredElement => ({
  id,
  element_type: parent === null ? 'container' : 'widget',
  parent,
  x: box[0],
  y: box[1],
  width: box[2],
  height: box[3],
  visible: true,
  ...extra,
});

describe('tolerance', () => {
  it('is 4 px for small values and 5 % of Elementor’s value above 80 px', () => {
    expect(tolerance(0)).toBe(4);
    expect(tolerance(80)).toBe(4);
    expect(tolerance(200)).toBe(10);
    expect(tolerance(-300)).toBe(15);
  });
});

describe('scoreViewport', () => {
  const reference = [el('top', null, [0, 0, 1280, 600]), el('child', 'top', [70, 100, 500, 200])];

  it('matches an identical layout', () => {
    const s = scoreViewport(reference, reference);
    expect(s).toMatchObject({ total: 2, matched: 2, missing: 0 });
  });

  it('matches within the tolerance and misses just beyond it, on each of the four quantities', () => {
    // child: width 500 → 25 px allowed; height 200 → 10 px; x 70 → 4 px; y 100 → 5 px.
    const within = [reference[0], el('child', 'top', [74, 105, 525, 210])];
    expect(scoreViewport(reference, within).matched).toBe(2);
    for (const box of [
      [70, 100, 526, 200],
      [70, 100, 500, 211],
      [75, 100, 500, 200],
      [70, 106, 500, 200],
    ] as const) {
      const s = scoreViewport(reference, [reference[0], el('child', 'top', [...box])]);
      expect(s.matched, JSON.stringify(box)).toBe(1);
    }
  });

  it('compares positions relative to the parent, so a parent moved down does not fail its children', () => {
    const moved = [el('top', null, [0, 300, 1280, 600]), el('child', 'top', [70, 400, 500, 200])];
    const s = scoreViewport(reference, moved);
    expect(s.elements.map((e) => [e.id, e.matched])).toEqual([
      ['top', false],
      ['child', true],
    ]);
    expect(s.elements[0].deltas).toEqual({ width: 0, height: 0, x: 0, y: 300 });
  });

  it('counts an element missing or invisible in Foyer as a miss', () => {
    const s = scoreViewport(reference, [reference[0]]);
    expect(s).toMatchObject({ total: 2, matched: 1, missing: 1 });
    const hidden = scoreViewport(reference, [reference[0], { ...reference[1], visible: false }]);
    expect(hidden.missing).toBe(1);
  });

  it('leaves out sticky copies and elements Elementor hides, and counts hidden ones Foyer shows', () => {
    const ref = [
      ...reference,
      el('tab', 'top', [0, 0, 0, 0], { visible: false }),
      el('child', 'top', [0, 0, 0, 0], { visible: false, sticky_spacer: true }),
    ];
    const foyer = [...reference, el('tab', 'top', [0, 300, 200, 50])];
    expect(scoreViewport(ref, foyer)).toMatchObject({ total: 2, matched: 2, shownButHidden: 1 });
  });

  it('pairs repeated ids in document order', () => {
    const ref = [el('top', null, [0, 0, 1280, 600]), el('a', 'top', [0, 0, 100, 100]), el('a', 'top', [0, 100, 100, 300])];
    const foyer = [el('top', null, [0, 0, 1280, 600]), el('a', 'top', [0, 0, 100, 100]), el('a', 'top', [0, 100, 100, 100])];
    expect(scoreViewport(ref, foyer).elements.map((e) => e.matched)).toEqual([true, true, false]);
  });
});

describe('overall and the worst elements', () => {
  it('weights every element equally across documents', () => {
    expect(
      overall([
        { matched: 9, total: 10 },
        { matched: 0, total: 90 },
      ]),
    ).toEqual({ matched: 9, total: 100, percent: 9 });
    expect(percent(0, 0)).toBe(100);
  });

  it('ranks by the largest size delta or position in a parent, leaving out missing elements and top-level positions', () => {
    const ref = [el('top', null, [0, 0, 1280, 600]), el('small', 'top', [0, 0, 100, 100]), el('gone', 'top', [0, 0, 10, 10])];
    const foyer = [el('top', null, [0, 900, 1280, 640]), el('small', 'top', [0, 950, 100, 150])];
    const worst = worstElements([{ doc: 'd', viewport: '1280', score: scoreViewport(ref, foyer) }], 5);
    expect(worst.map((w) => [w.id, w.offBy])).toEqual([
      ['small', 50],
      ['top', 40],
    ]);
  });
});

describe('the report', () => {
  it('selects documents by the start of their name and refuses a name that matches none', () => {
    const all = ['006-foodo-home', '058-pastilaris-home', '059-x'];
    expect(selectDocuments(all, undefined)).toEqual(all);
    expect(selectDocuments(all, ['058', '006'])).toEqual(['006-foodo-home', '058-pastilaris-home']);
    expect(() => selectDocuments(all, ['999'])).toThrow(/no reference document starts with 999/);
  });

  it('prints a row per document and the overall score at both widths for the bench', () => {
    const score = scoreViewport([el('t', null, [0, 0, 10, 10])], [el('t', null, [0, 0, 10, 10])]);
    const lines = fidelityTable({
      documents: [{ doc: '058-x', viewports: ['1280', '375'].map((key) => ({ key, score, foyerHeight: 10, referenceHeight: 10 })) }],
      overall: { '1280': { matched: 1, total: 1, percent: 100 }, '375': { matched: 1, total: 1, percent: 100 } },
      worst: [],
      report: '',
    });
    expect(lines).toContain('| 058-x | 100.0 % (1/1) | 100.0 % (1/1) |');
    expect(lines).toContain('| **overall** | **100.0 %** | **100.0 %** |');
  });
});
