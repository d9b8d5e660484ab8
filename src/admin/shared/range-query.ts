// The dashboard's range as it travels in addresses (`?range=7d`, `?range=custom&from=…&to=…`): read
// from a query string with a message for each mistake, and written back. The server and the app
// share it, so an address the app writes is always one the API accepts.
import { type DayRange, RANGE_KEYS, type RangeKey } from '../../stats/report-types.ts';

export const DEFAULT_RANGE: RangeKey = '30d';
/** The longest custom range: ten years of days is more than any retention keeps. */
export const MAX_CUSTOM_DAYS = 3660;

export interface RangeChoice {
  key: RangeKey;
  /** Set only for `custom`. */
  custom?: DayRange;
}

export type RangeParse = { ok: true; choice: RangeChoice } | { ok: false; message: string };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a real calendar day `YYYY-MM-DD`, else undefined. */
export function dayNumber(day: string): number | undefined {
  const m = DAY.exec(day);
  if (!m) return undefined;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const back = new Date(ms);
  if (back.getUTCFullYear() !== Number(m[1]) || back.getUTCMonth() !== Number(m[2]) - 1 || back.getUTCDate() !== Number(m[3]))
    return undefined;
  return ms / 86_400_000;
}

export const isRangeKey = (value: string): value is RangeKey => (RANGE_KEYS as readonly string[]).includes(value);

/** Reads `range`, `from` and `to`; anything else in the query is not this function's business. */
export function parseRangeQuery(query: Record<string, unknown>): RangeParse {
  const { range, from, to } = query;
  if (range !== undefined && typeof range !== 'string') return { ok: false, message: 'Give range once.' };
  const key = range === undefined || range === '' ? DEFAULT_RANGE : range;
  if (!isRangeKey(key)) return { ok: false, message: `range must be one of: ${RANGE_KEYS.join(', ')}.` };
  if (key !== 'custom') {
    if (from !== undefined || to !== undefined) return { ok: false, message: 'from and to are only for range=custom.' };
    return { ok: true, choice: { key } };
  }
  if (typeof from !== 'string' || typeof to !== 'string') return { ok: false, message: 'A custom range needs from and to (YYYY-MM-DD).' };
  const start = dayNumber(from);
  const end = dayNumber(to);
  if (start === undefined) return { ok: false, message: `from is not a date (YYYY-MM-DD): ${from.slice(0, 20)}` };
  if (end === undefined) return { ok: false, message: `to is not a date (YYYY-MM-DD): ${to.slice(0, 20)}` };
  if (start > end) return { ok: false, message: 'from must be on or before to.' };
  if (end - start + 1 > MAX_CUSTOM_DAYS) return { ok: false, message: `A custom range may span at most ${MAX_CUSTOM_DAYS} days.` };
  return { ok: true, choice: { key, custom: { from, to } } };
}

/** The query string of a range (without `?`). */
export function rangeQueryString(choice: RangeChoice): string {
  const params = new URLSearchParams({ range: choice.key });
  if (choice.key === 'custom' && choice.custom) {
    params.set('from', choice.custom.from);
    params.set('to', choice.custom.to);
  }
  return params.toString();
}
