// The highlight shapes, drawn for Foyer (not Elementor's path data): strokes in a 500 × 150 box that
// the base CSS stretches over the highlighted words (preserveAspectRatio none), so each shape fits
// a word of any length. The box's middle band (about y 30–120) is where the letters sit.
export const MARKERS = [
  'circle',
  'curly',
  'underline',
  'double',
  'double_underline',
  'underline_zigzag',
  'diagonal',
  'strikethrough',
  'x',
] as const;
export type Marker = (typeof MARKERS)[number];

/** A wavy line of `waves` crests from x 4 to x 496 at height y. */
function waves(y: number, waves: number): string {
  const step = 492 / waves;
  return `M4 ${y}q${step / 2} -16 ${step} 0` + ` t${step} 0`.repeat(waves - 1);
}

/** Each shape's strokes, drawn in order (a second stroke follows the first). */
export const MARKER_PATHS: Readonly<Record<Marker, readonly string[]>> = {
  // An open loop by hand: starts top right, runs round anticlockwise and overshoots its start.
  circle: ['M335 14C225 1 92 9 42 38C2 62 6 108 60 127C132 151 372 148 442 127C500 108 503 55 449 31C398 9 262 3 148 21'],
  curly: [waves(140, 10)],
  underline: ['M6 138C122 126 362 121 494 134'],
  double: ['M8 17C152 9 352 9 492 20', 'M8 140C160 130 342 132 494 142'],
  double_underline: ['M6 127C152 119 352 119 494 127', 'M32 146C172 138 332 140 470 146'],
  underline_zigzag: ['M8 128L492 121L32 138L488 134L72 148L468 146'],
  diagonal: ['M12 12C180 40 342 90 490 140'],
  strikethrough: ['M4 77C170 70 332 72 496 72'],
  x: ['M12 12C170 50 332 100 488 142', 'M490 10C332 50 170 100 10 140'],
};

export function isMarker(value: unknown): value is Marker {
  return typeof value === 'string' && Object.hasOwn(MARKER_PATHS, value);
}
