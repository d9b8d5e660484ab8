// Rounds of the same measure: the median round is reported, so one disturbed round does not decide.

/** The median of the numbers (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median: values is empty');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * The round whose `key` is the median (the lower middle one for an even count), so every figure
 * reported for it comes from one real round rather than a mix of rounds.
 */
export function medianRound<T>(rounds: readonly T[], key: (round: T) => number): T {
  if (rounds.length === 0) throw new Error('medianRound: rounds is empty');
  const sorted = [...rounds].sort((a, b) => key(a) - key(b));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}
