// How much of each star a rating fills: the rating and star-rating widgets share the arithmetic.

/** The rating clamped to 0..scale, with at most one decimal (Elementor's step). */
export function clampRating(rating: unknown, scale: number): number {
  const value = typeof rating === 'number' ? rating : Number(rating);
  if (!Number.isFinite(value)) return 0;
  return Math.round(Math.min(Math.max(value, 0), scale) * 10) / 10;
}

/** One entry per star: 1 full, 0 empty, or the tenths of the partly filled star (0.1 .. 0.9). */
export function starFills(rating: number, scale: number): number[] {
  return Array.from({ length: scale }, (_, i) => Math.round(Math.min(Math.max(rating - i, 0), 1) * 10) / 10);
}

/** What a screen reader hears: "Rated 4.5 out of 5". */
export function ratingLabel(rating: number, scale: number): string {
  return `Rated ${rating} out of ${scale}`;
}
