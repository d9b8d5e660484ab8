import { afterEach, describe, expect, it, vi } from 'vitest';
import { scheduleRule, wallClock, wallClockSetting, zoneOffset } from './schedule.ts';
import { fakeContext } from '../../../test/helpers/popup-rules.ts';

afterEach(() => vi.restoreAllMocks());

const at = (iso: string) => Date.parse(iso);

describe('schedule helpers', () => {
  it('reads Elementor’s date-time values', () => {
    expect(wallClockSetting('2026-12-01 08:30', 'start')).toBe('2026-12-01 08:30:00');
    expect(wallClockSetting('2026-12-01T08:30:15', 'end')).toBe('2026-12-01 08:30:15');
    expect(wallClockSetting('2026-12-31', 'end')).toBe('2026-12-31 23:59:59');
    expect(wallClockSetting('2026-12-31', 'start')).toBe('2026-12-31 00:00:00');
    expect(wallClockSetting('next tuesday', 'start')).toBeUndefined();
  });

  it('finds timezone offsets, with daylight saving time', () => {
    expect(zoneOffset('Europe/Madrid', at('2026-01-15T12:00:00Z'))).toBe(60);
    expect(zoneOffset('Europe/Madrid', at('2026-07-15T12:00:00Z'))).toBe(120);
    expect(zoneOffset('America/New_York', at('2026-01-15T12:00:00Z'))).toBe(-300);
    expect(zoneOffset('Asia/Kolkata', at('2026-01-15T12:00:00Z'))).toBe(330);
    expect(zoneOffset('+02:00', 0)).toBe(120);
    expect(zoneOffset('UTC-3', 0)).toBe(-180);
    expect(zoneOffset('UTC+5:30', 0)).toBe(330);
    expect(zoneOffset('', 0)).toBe(0);
    expect(zoneOffset(undefined, 0)).toBe(0);
    expect(zoneOffset('Mars/Olympus', 0)).toBeUndefined();
    expect(wallClock(at('2026-07-15T22:30:00Z'), 120)).toBe('2026-07-16 00:30:00');
  });
});

describe('schedule', () => {
  const december = { schedule: 'yes', schedule_start_date: '2026-12-01 00:00', schedule_end_date: '2026-12-31 23:59' };

  it('shows between the dates in the site’s timezone', () => {
    const site = (iso: string) => fakeContext({ now: () => at(iso), timezone: 'Europe/Madrid' });
    expect(scheduleRule(december, site('2026-11-30T22:59:59Z')), '23:59:59 in Madrid on 30 November').toBe(false);
    expect(scheduleRule(december, site('2026-11-30T23:00:00Z')), 'midnight in Madrid').toBe(true);
    expect(scheduleRule(december, site('2026-12-31T22:59:00Z'))).toBe(true);
    expect(scheduleRule(december, site('2026-12-31T23:00:00Z')), 'the new year in Madrid').toBe(false);
  });

  it('in the visitor’s timezone, each visitor’s own wall clock counts', () => {
    const timing = { ...december, schedule_timezone: 'visitor' };
    const tokyo = fakeContext({ now: () => at('2026-11-30T15:00:00Z'), visitorOffset: () => 540, timezone: 'Europe/Madrid' });
    const lima = fakeContext({ now: () => at('2026-11-30T15:00:00Z'), visitorOffset: () => -300, timezone: 'Europe/Madrid' });
    expect(scheduleRule(timing, tokyo), 'already 1 December 00:00 in Tokyo').toBe(true);
    expect(scheduleRule(timing, lima)).toBe(false);
  });

  it('never takes a time before the server rendered the page', () => {
    const slowClock = fakeContext({ now: () => at('2026-11-01T00:00:00Z'), serverTime: at('2026-12-02T00:00:00Z'), timezone: 'UTC' });
    expect(scheduleRule(december, slowClock)).toBe(true);
    const cachedPage = fakeContext({ now: () => at('2027-01-05T00:00:00Z'), serverTime: at('2026-12-02T00:00:00Z'), timezone: 'UTC' });
    expect(scheduleRule(december, cachedPage), 'a page cached in December, viewed in January').toBe(false);
  });

  it('either end may be open', () => {
    const ctx = fakeContext({ now: () => at('2030-01-01T00:00:00Z') });
    expect(scheduleRule({ schedule_start_date: '2026-12-01 00:00' }, ctx)).toBe(true);
    expect(scheduleRule({ schedule_end_date: '2026-12-01 00:00' }, ctx)).toBe(false);
    expect(scheduleRule({}, ctx)).toBe(true);
  });

  it('a date that does not parse fails; an unknown site timezone is UTC, with a warning', () => {
    expect(scheduleRule({ schedule_start_date: 'soon' }, fakeContext())).toBe(false);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const ctx = fakeContext({ now: () => at('2026-12-01T00:30:00Z'), timezone: 'Mars/Olympus' });
    expect(scheduleRule(december, ctx)).toBe(true);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Mars/Olympus'));
  });
});
