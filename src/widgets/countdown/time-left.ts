// The numbers a countdown shows: the time left split into the units it shows. Larger units left out
// are carried by the largest one shown (no days: 52 hours), so the time left is never understated;
// Elementor drops them (2 days and 4 hours without days read "04").

export const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;
export type Unit = (typeof UNITS)[number];

const SECONDS: Record<Unit, number> = { days: 86_400, hours: 3_600, minutes: 60, seconds: 1 };

/** The time left (ms, 0 once past) in the shown units; units not shown get no entry. */
export function timeLeft(ms: number, shown: readonly Unit[]): Partial<Record<Unit, number>> {
  let rest = Math.max(0, Math.floor(ms / 1000));
  const parts: Partial<Record<Unit, number>> = {};
  for (const unit of UNITS) {
    if (!shown.includes(unit)) continue;
    parts[unit] = Math.floor(rest / SECONDS[unit]);
    rest %= SECONDS[unit];
  }
  return parts;
}

/** Two digits at least, as Elementor pads them ("07"); days may run to three. */
export function digits(n: number): string {
  return String(n).padStart(2, '0');
}
