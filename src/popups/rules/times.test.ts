import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeContext, fakeStorage, refusingStorage } from '../../../test/helpers/popup-rules.ts';
import { countImpression, countsOnClose, impressions, PERIOD_SECONDS, timesPeriod, timesRule } from './times.ts';

const DAY = 86_400_000;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-06-01T09:00:00Z'));
});
afterEach(() => vi.useRealTimers());

/** Shows the popup (counting one impression) whenever the rule lets it; returns how many times it showed. */
function visit(timing: Record<string, unknown>, ctx: ReturnType<typeof fakeContext>): boolean {
  if (!timesRule(timing, ctx)) return false;
  countImpression(ctx.storage, ctx.popupId, timesPeriod(timing), ctx.now());
  return true;
}

describe('times', () => {
  it('uses the spec’s periods', () => {
    expect(PERIOD_SECONDS).toEqual({ day: 86400, week: 604800, month: 2628288 });
    expect(timesPeriod({ times_period: 'week' })).toBe('week');
    expect(timesPeriod({ times_period: 'session' })).toBe('session');
    expect(timesPeriod({ times_period: '' })).toBe('ever');
    expect(timesPeriod({})).toBe('ever');
    expect(countsOnClose({ times_count: 'close' })).toBe(true);
    expect(countsOnClose({ times_count: '' })).toBe(false);
    expect(countsOnClose({})).toBe(false);
  });

  it('at most N times per day, counted again the next day', () => {
    const ctx = fakeContext();
    const timing = { times: 'yes', times_times: 2, times_period: 'day' };
    expect([visit(timing, ctx), visit(timing, ctx), visit(timing, ctx)]).toEqual([true, true, false]);
    vi.advanceTimersByTime(DAY - 1);
    expect(visit(timing, ctx), 'the day is not over').toBe(false);
    vi.advanceTimersByTime(1);
    expect(visit(timing, ctx), 'a new day').toBe(true);
    expect(impressions(ctx.storage, 12, 'day', Date.now())).toBe(1);
  });

  it('the window starts at the first impression and later ones keep its end', () => {
    const ctx = fakeContext();
    const timing = { times_times: 2, times_period: 'week' };
    visit(timing, ctx);
    vi.advanceTimersByTime(6 * DAY);
    expect(visit(timing, ctx)).toBe(true);
    expect(visit(timing, ctx)).toBe(false);
    vi.advanceTimersByTime(DAY); // a week after the first impression
    expect(visit(timing, ctx)).toBe(true);
  });

  it('a month is 2628288 seconds', () => {
    const ctx = fakeContext();
    const timing = { times_times: 1, times_period: 'month' };
    visit(timing, ctx);
    vi.advanceTimersByTime(2_628_288_000 - 1);
    expect(visit(timing, ctx)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(visit(timing, ctx)).toBe(true);
  });

  it('per session: the count lives in session storage', () => {
    const storage = fakeStorage();
    const ctx = fakeContext({ storage });
    const timing = { times_times: 1, times_period: 'session' };
    expect([visit(timing, ctx), visit(timing, ctx)]).toEqual([true, false]);
    vi.advanceTimersByTime(400 * DAY);
    expect(visit(timing, ctx), 'still the same tab').toBe(false);
    storage.tab.clear();
    expect(visit(timing, ctx), 'a new session').toBe(true);
  });

  it('ever (no period) uses popup_{id}_times and never forgets', () => {
    const storage = fakeStorage();
    const ctx = fakeContext({ storage });
    const timing = { times_times: '3' };
    expect([1, 2, 3, 4].map(() => visit(timing, ctx))).toEqual([true, true, true, false]);
    vi.advanceTimersByTime(400 * DAY);
    expect(visit(timing, ctx)).toBe(false);
    expect(JSON.parse(storage.local.getItem('foyer:popup_12_times')!)).toEqual({ value: 3, expires: null });
  });

  it('defaults to 3 times; counts are per popup', () => {
    const ctx = fakeContext();
    for (let i = 0; i < 3; i++) visit({}, ctx);
    expect(timesRule({}, ctx)).toBe(false);
    expect(timesRule({}, { ...ctx, popupId: 13 })).toBe(true);
  });

  it('keeps showing when storage is refused (nothing can be counted)', () => {
    const ctx = fakeContext({ storage: refusingStorage() });
    expect([visit({ times_times: 1 }, ctx), visit({ times_times: 1, times_period: 'day' }, ctx)]).toEqual([true, true]);
  });
});
