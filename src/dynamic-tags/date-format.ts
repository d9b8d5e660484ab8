// Formats a date with WordPress's (PHP's) date format letters, the ones Elementor's date tags offer.
// Dates are shown in UTC: Foyer stores UTC timestamps and has no site time zone yet.

const MONTHS = 'January February March April May June July August September October November December'.split(' ');
const DAYS = 'Sunday Monday Tuesday Wednesday Thursday Friday Saturday'.split(' ');
const pad = (n: number) => String(n).padStart(2, '0');

function ordinal(day: number): string {
  if (day % 100 >= 11 && day % 100 <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][day % 10] ?? 'th';
}

const LETTERS: Record<string, (d: Date) => string> = {
  d: (d) => pad(d.getUTCDate()),
  j: (d) => String(d.getUTCDate()),
  S: (d) => ordinal(d.getUTCDate()),
  D: (d) => DAYS[d.getUTCDay()].slice(0, 3),
  l: (d) => DAYS[d.getUTCDay()],
  F: (d) => MONTHS[d.getUTCMonth()],
  M: (d) => MONTHS[d.getUTCMonth()].slice(0, 3),
  m: (d) => pad(d.getUTCMonth() + 1),
  n: (d) => String(d.getUTCMonth() + 1),
  Y: (d) => String(d.getUTCFullYear()),
  y: (d) => pad(d.getUTCFullYear() % 100),
  a: (d) => (d.getUTCHours() < 12 ? 'am' : 'pm'),
  A: (d) => (d.getUTCHours() < 12 ? 'AM' : 'PM'),
  g: (d) => String(d.getUTCHours() % 12 || 12),
  G: (d) => String(d.getUTCHours()),
  h: (d) => pad(d.getUTCHours() % 12 || 12),
  H: (d) => pad(d.getUTCHours()),
  i: (d) => pad(d.getUTCMinutes()),
  s: (d) => pad(d.getUTCSeconds()),
};

/** WordPress's default `date_format`. */
export const DEFAULT_DATE_FORMAT = 'F j, Y';

/** `format` letters become date parts; a backslash makes the next letter literal, as in PHP. */
export function formatDate(iso: string, format: string): string | undefined {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  let out = '';
  for (let i = 0; i < format.length; i++) {
    const ch = format[i];
    if (ch === '\\' && i + 1 < format.length) out += format[++i];
    else out += LETTERS[ch]?.(date) ?? ch;
  }
  return out;
}
