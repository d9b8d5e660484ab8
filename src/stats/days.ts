// Site days: statistics are counted per calendar day in the site's timezone (`YYYY-MM-DD`).
import type { Kysely } from 'kysely';
import { getSetting } from '../db/repositories/settings.ts';
import type { Database } from '../db/schema.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();
/** Each timezone's last answer, by minute: ingestion asks for the same minute thousands of times a second. */
const lastMinute = new Map<string, { minute: number; day: string }>();

/** The site day a moment falls on, in `timezone` (an IANA name). */
export function dayOf(at: Date | number, timezone: string): string {
  // Every zone's offset is a whole number of minutes, so a day always changes on a minute boundary.
  const minute = Math.floor(Number(at) / 60_000);
  const last = lastMinute.get(timezone);
  if (last?.minute === minute) return last.day;
  let format = formatters.get(timezone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timezone, format);
  }
  const day = format.format(at);
  lastMinute.set(timezone, { minute, day });
  return day;
}

const DAY_MS = 86_400_000;

function toUtc(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return Date.UTC(y!, m! - 1, d!);
}

function fromUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return fromUtc(toUtc(day) + days * DAY_MS);
}

/** Days from `from` to `to`, both included (0 when `to` is before `from`). */
export function dayCount(from: string, to: string): number {
  return Math.max(0, Math.round((toUtc(to) - toUtc(from)) / DAY_MS) + 1);
}

export function eachDay(from: string, to: string): string[] {
  const out: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) out.push(day);
  return out;
}

export function isDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && fromUtc(toUtc(value)) === value;
}

export function isTimezone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The site's timezone: WordPress's `timezone_string` setting when it names a real zone, else UTC. */
export async function siteTimezone(db: Kysely<Database>): Promise<string> {
  const stored = await getSetting<unknown>(db, 'timezone_string');
  return typeof stored === 'string' && stored && isTimezone(stored) ? stored : 'UTC';
}
