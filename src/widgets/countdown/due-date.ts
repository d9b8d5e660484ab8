// The countdown's end as the server knows it: a due date (Elementor's `Y-m-d H:i`, read in UTC: the
// render context carries no site timezone), or an evergreen interval that starts per visitor in the
// browser. The server prints only these, never numbers: a cached page would show them stale.

const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Epoch ms of a stored due date, or undefined when it is not a real date and time. */
export function parseDueDate(value: string): number | undefined {
  const m = DATE.exec(value.trim());
  if (!m) return undefined;
  const [year, month, day, hour = 0, minute = 0, second = 0] = m.slice(1).map((part) => (part === undefined ? undefined : Number(part)));
  const ms = Date.UTC(year!, month! - 1, day!, hour, minute, second);
  const date = new Date(ms);
  // 2027-02-31 or 25:00 roll over in Date.UTC: only a date that reads back the same is real.
  const readsBack = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), date.getUTCHours(), date.getUTCMinutes()];
  const isReal = readsBack.every((n, i) => n === [year, month, day, hour, minute][i]) && second! < 60;
  return isReal ? ms : undefined;
}

/** Elementor's default due date: a month after now (the day clamped to the month's last). */
export function aMonthAfter(now: number): number {
  const d = new Date(now);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1, d.getUTCHours(), d.getUTCMinutes()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return target.getTime();
}

/** The due date in epoch ms: the stored one, else (empty or not a date) a month after `now`, as Elementor's default. */
export function dueDateMs(value: unknown, now: number): number {
  return (typeof value === 'string' ? parseDueDate(value) : undefined) ?? aMonthAfter(now);
}

/** Seconds an evergreen countdown runs (hours and minutes; a missing or negative part counts 0). */
export function evergreenSeconds(hours: unknown, minutes: unknown): number {
  const part = (v: unknown) => {
    const n = Number(v);
    return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
  };
  return part(hours) * 3600 + part(minutes) * 60;
}

/** "15 March 2027, 23:59 UTC": the due date as words, for screen readers and pages without scripts. */
export function dueDateText(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} UTC`;
}
