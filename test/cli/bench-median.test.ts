// The benchmark reports the median of its rounds.
import { describe, expect, it } from 'vitest';
import { median, medianRound } from '../../bench/median.ts';

describe('median', () => {
  it('takes the middle value of an odd count, in any order', () => {
    expect(median([300, 100, 200])).toBe(200);
  });
  it('takes the mean of the middle two of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  it('refuses an empty list', () => {
    expect(() => median([])).toThrow(/empty/);
  });
});

describe('medianRound', () => {
  it('returns the whole round whose figure is the median', () => {
    const rounds = [
      { rps: 250, p99: 40 },
      { rps: 90, p99: 900 },
      { rps: 240, p99: 45 },
    ];
    expect(medianRound(rounds, (r) => r.rps)).toEqual({ rps: 240, p99: 45 });
  });
  it('does not reorder the rounds it is given', () => {
    const rounds = [3, 1, 2];
    medianRound(rounds, (r) => r);
    expect(rounds).toEqual([3, 1, 2]);
  });
});
