import { describe, expect, it } from 'vitest';
import { changeOf, changeText, formatCount, formatDuration, formatRange, formatRate } from './format.ts';

describe('dashboard figures', () => {
  it('writes counts, rates and durations', () => {
    expect(formatCount(14768)).toBe('14,768');
    expect(formatCount(0)).toBe('0');
    expect(formatRate(0.4173)).toBe('41.7%');
    expect(formatRate(0.5)).toBe('50%');
    expect(formatRate(0)).toBe('0%');
    expect(formatDuration(45.4)).toBe('45s');
    expect(formatDuration(125)).toBe('2m 05s');
    expect(formatDuration(3720)).toBe('1h 02m');
    expect(formatDuration(-3)).toBe('0s');
  });

  it('compares with the previous period', () => {
    expect(changeOf(110, 100)).toEqual({ direction: 'up', percent: 10 });
    expect(changeOf(75, 100)).toEqual({ direction: 'down', percent: 25 });
    expect(changeOf(5, 5)).toEqual({ direction: 'same', percent: 0 });
    expect(changeOf(5, 0)).toEqual({ direction: 'up' });
    expect(changeText(changeOf(110, 100))).toBe('up 10%');
    expect(changeText(changeOf(0.4171, 0.417))).toBe('up <1%');
    expect(changeText(changeOf(5, 0))).toBe('up from none');
    expect(changeText(changeOf(5, 5))).toBe('no change');
  });

  it('writes day ranges as briefly as they stay clear', () => {
    expect(formatRange({ from: '2026-11-03', to: '2026-11-03' })).toBe('3 Nov 2026');
    expect(formatRange({ from: '2026-11-01', to: '2026-11-22' })).toBe('1 – 22 Nov 2026');
    expect(formatRange({ from: '2026-10-28', to: '2026-11-03' })).toBe('28 Oct – 3 Nov 2026');
    expect(formatRange({ from: '2025-12-28', to: '2026-01-03' })).toBe('28 Dec 2025 – 3 Jan 2026');
  });
});
