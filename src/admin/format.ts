// How the dashboard writes its figures: counts, rates, durations, changes against the previous
// period and day ranges. Pure, so each rule is tested on its own.
import type { DayRange, RangeKey } from '../stats/report-types.ts';

export const RANGE_LABELS: Record<RangeKey, string> = {
  today: 'Today',
  yesterday: 'Yesterday',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  this_month: 'This month',
  last_month: 'Last month',
  this_year: 'This year',
  custom: 'Custom range',
};

const integer = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

export const formatCount = (n: number): string => integer.format(Math.round(n));

/** A share 0..1 as a percentage with one decimal, "0%" for none. */
export function formatRate(rate: number): string {
  const percent = Math.round(rate * 1000) / 10;
  return `${percent % 1 === 0 ? percent.toFixed(0) : percent.toFixed(1)}%`;
}

/** Seconds as "45s", "2m 05s" or "1h 02m". */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s}s`;
  const pad = (n: number) => String(n).padStart(2, '0');
  if (s < 3600) return `${Math.floor(s / 60)}m ${pad(s % 60)}s`;
  return `${Math.floor(s / 3600)}h ${pad(Math.floor((s % 3600) / 60))}m`;
}

export interface Change {
  direction: 'up' | 'down' | 'same';
  /** Relative change in percent, rounded; undefined when the previous period had nothing to compare with. */
  percent?: number;
}

export function changeOf(current: number, previous: number): Change {
  if (current === previous) return { direction: 'same', percent: 0 };
  const direction = current > previous ? 'up' : 'down';
  if (previous === 0) return { direction };
  return { direction, percent: Math.round((Math.abs(current - previous) / previous) * 100) };
}

/** A change as words, for the card's visible badge and for screen readers. */
export function changeText(change: Change): string {
  if (change.direction === 'same') return 'no change';
  if (change.percent === undefined) return change.direction === 'up' ? 'up from none' : 'down';
  return `${change.direction} ${change.percent === 0 ? '<1' : change.percent}%`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2026-11-03` as "3 Nov 2026" (or "3 Nov" without the year). */
export function formatDay(day: string, withYear = true): string {
  const [y, m, d] = day.split('-').map(Number);
  return `${d} ${MONTHS[m - 1]}${withYear ? ` ${y}` : ''}`;
}

/** "3 Nov 2026", "1 – 22 Nov 2026", "28 Oct – 3 Nov 2026" or "28 Dec 2025 – 3 Jan 2026". */
export function formatRange(range: DayRange): string {
  if (range.from === range.to) return formatDay(range.from);
  const sameYear = range.from.slice(0, 4) === range.to.slice(0, 4);
  const sameMonth = sameYear && range.from.slice(5, 7) === range.to.slice(5, 7);
  const start = sameMonth ? String(Number(range.from.slice(8))) : formatDay(range.from, !sameYear);
  return `${start} – ${formatDay(range.to)}`;
}
