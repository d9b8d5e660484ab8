import { describe, expect, it } from 'vitest';
import { dayNumber, parseRangeQuery, rangeQueryString } from './range-query.ts';

describe('the dashboard range in a query string', () => {
  it('defaults to the last 30 days and accepts every named range', () => {
    expect(parseRangeQuery({})).toEqual({ ok: true, choice: { key: '30d' } });
    for (const key of ['today', 'yesterday', '7d', '30d', 'this_month', 'last_month', 'this_year'])
      expect(parseRangeQuery({ range: key })).toEqual({ ok: true, choice: { key } });
  });

  it('reads a custom range of real days, in order', () => {
    expect(parseRangeQuery({ range: 'custom', from: '2026-02-01', to: '2026-02-28' })).toEqual({
      ok: true,
      choice: { key: 'custom', custom: { from: '2026-02-01', to: '2026-02-28' } },
    });
    expect(parseRangeQuery({ range: 'custom', from: '2026-02-01', to: '2026-02-01' }).ok).toBe(true);
  });

  it('says what is wrong with a bad range', () => {
    const message = (q: Record<string, unknown>) => {
      const r = parseRangeQuery(q);
      return r.ok ? 'accepted' : r.message;
    };
    expect(message({ range: 'fortnight' })).toMatch(/^range must be one of: today, yesterday, 7d/);
    expect(message({ range: ['7d', '30d'] })).toBe('Give range once.');
    expect(message({ range: '7d', from: '2026-01-01' })).toBe('from and to are only for range=custom.');
    expect(message({ range: 'custom', from: '2026-01-01' })).toBe('A custom range needs from and to (YYYY-MM-DD).');
    expect(message({ range: 'custom', from: '2026-02-30', to: '2026-03-01' })).toBe('from is not a date (YYYY-MM-DD): 2026-02-30');
    expect(message({ range: 'custom', from: '2026-01-01', to: 'tomorrow' })).toBe('to is not a date (YYYY-MM-DD): tomorrow');
    expect(message({ range: 'custom', from: '2026-03-02', to: '2026-03-01' })).toBe('from must be on or before to.');
    expect(message({ range: 'custom', from: '2000-01-01', to: '2026-03-01' })).toBe('A custom range may span at most 3660 days.');
  });

  it('counts calendar days, leap years included', () => {
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('2024-02-29')! - dayNumber('2024-02-28')!).toBe(1);
    expect(dayNumber('2025-02-29')).toBeUndefined();
    expect(dayNumber('2025-1-2')).toBeUndefined();
  });

  it('writes back what it reads', () => {
    expect(rangeQueryString({ key: '7d' })).toBe('range=7d');
    const custom = { key: 'custom' as const, custom: { from: '2026-01-01', to: '2026-01-31' } };
    expect(rangeQueryString(custom)).toBe('range=custom&from=2026-01-01&to=2026-01-31');
    expect(parseRangeQuery(Object.fromEntries(new URLSearchParams(rangeQueryString(custom))))).toEqual({ ok: true, choice: custom });
  });
});
