// Counter number formatting, shared by the server render (the final value) and the browser
// behaviour (each frame), so both print the same digits, separators and decimals.

/** Decimal places of a number as written (5.4 -> 1, 100 -> 0, 1e-7 -> 7). */
export function decimalsOf(value: number): number {
  if (!Number.isFinite(value) || Number.isInteger(value)) return 0;
  const [mantissa, exponent] = String(value).toLowerCase().split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, Math.min(20, fraction - Number(exponent ?? 0)));
}

/**
 * `value` with `decimals` places and `delimiter` between thousands. With '.' as the thousands
 * delimiter the decimal mark is ',' (1.234,5), as readers of dot-grouped numbers expect.
 */
export function formatNumber(value: number, decimals: number, delimiter: string): string {
  const fixed = Math.abs(value).toFixed(decimals);
  const [whole, fraction] = fixed.split('.');
  const grouped = delimiter ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, delimiter) : whole;
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : '';
  const mark = delimiter === '.' ? ',' : '.';
  return sign + grouped + (fraction ? mark + fraction : '');
}

/** jQuery's "swing" easing, which Elementor's counter used: slow start, slow end. */
export function swing(progress: number): number {
  return 0.5 - Math.cos(Math.min(1, Math.max(0, progress)) * Math.PI) / 2;
}

/** The counter's value `elapsed` ms into a run of `duration` ms from `from` to `to`. */
export function counterValueAt(options: { from: number; to: number; duration: number; elapsed: number }): number {
  const { from, to, duration, elapsed } = options;
  if (duration <= 0 || elapsed >= duration) return to;
  return from + (to - from) * swing(elapsed / duration);
}
