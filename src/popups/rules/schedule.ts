// `schedule`: show between `schedule_start_date` and `schedule_end_date` (either may be empty), read
// as wall-clock times in the site's timezone (`schedule_timezone: site`, the default) or in the
// visitor's own (any other value). "Now" is the visitor's clock, but never earlier than the server
// time the page carries (`popups.serverTime`): a page cannot be viewed before it was rendered, so a
// visitor clock that runs behind cannot show an offer early. A date that does not parse fails.
import { stringSetting, type GroupSettings, type TimingContext } from './context.ts';

const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** `YYYY-MM-DD HH:MM:SS`, comparable as text; a date alone starts (or, for an end, ends) its day. */
export function wallClockSetting(value: string, edge: 'start' | 'end'): string | undefined {
  const m = DATE.exec(value.trim());
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s] = m;
  if (h === undefined) return `${y}-${mo}-${d} ${edge === 'start' ? '00:00:00' : '23:59:59'}`;
  return `${y}-${mo}-${d} ${h}:${mi}:${s ?? (edge === 'start' ? '00' : '59')}`;
}

/** The wall clock at a UTC offset (minutes), in the same text form. */
export function wallClock(instant: number, offsetMinutes: number): string {
  return new Date(instant + offsetMinutes * 60_000).toISOString().slice(0, 19).replace('T', ' ');
}

const OFFSET = /^(?:UTC|GMT)?\s*([+-])(\d{1,2})(?::?(\d{2}))?$/i;

/** A timezone's UTC offset in minutes at an instant: an IANA name or `+02:00`/`UTC+2`; undefined if unknown. */
export function zoneOffset(zone: string | undefined, instant: number): number | undefined {
  const name = (zone ?? '').trim();
  if (!name || /^(?:UTC|GMT|Z)$/i.test(name)) return 0;
  const m = OFFSET.exec(name);
  if (m) return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0));
  try {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: name,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    }).formatToParts(instant);
    const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
    return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
  } catch {
    return undefined; // RangeError: not a timezone this browser knows
  }
}

export function scheduleRule(timing: GroupSettings, ctx: TimingContext): boolean {
  const startText = stringSetting(timing, 'schedule_start_date', '').trim();
  const endText = stringSetting(timing, 'schedule_end_date', '').trim();
  const start = startText ? wallClockSetting(startText, 'start') : '';
  const end = endText ? wallClockSetting(endText, 'end') : '';
  if (start === undefined || end === undefined) return false;
  const now = Math.max(ctx.now(), ctx.serverTime ?? -Infinity);
  const inSiteZone = stringSetting(timing, 'schedule_timezone', 'site') === 'site';
  let offset: number;
  if (inSiteZone) {
    const site = zoneOffset(ctx.timezone, now);
    if (site === undefined) console.warn(`Popup ${ctx.popupId}: unknown site timezone "${ctx.timezone}"; using UTC.`);
    offset = site ?? 0;
  } else {
    offset = ctx.visitorOffset ? ctx.visitorOffset(now) : -new Date(now).getTimezoneOffset();
  }
  const current = wallClock(now, offset);
  return (!start || current >= start) && (!end || current <= end);
}
