// The text paths Elementor offers (wave, arc, circle, line, oval, spiral), drawn for Foyer at the
// sizes of Elementor's own SVG files, so a stored start point lands where its author put it: each
// path starts on the left and runs clockwise (over the top first), as theirs do.
export const PATH_NAMES = ['wave', 'arc', 'circle', 'line', 'oval', 'spiral'] as const;
export type PathName = (typeof PATH_NAMES)[number];

export interface TextPathShape {
  viewBox: string;
  d: string;
}

export const TEXT_PATHS: Readonly<Record<PathName, TextPathShape>> = {
  // One crest between two troughs.
  wave: { viewBox: '0 0 250 42.5', d: 'M0 42.25C62.5 42.25 62.5 .25 125 .25S187.5 42.25 250 42.25' },
  // The upper half of a circle of radius 125.
  arc: { viewBox: '0 0 250.5 125.25', d: 'M.25 125.25A125 125 0 0 1 250.25 125.25' },
  // A whole circle of radius 125, from its left point.
  circle: { viewBox: '0 0 250.5 250.5', d: 'M.25 125.25A125 125 0 1 1 250.25 125.25A125 125 0 1 1 .25 125.25' },
  // A gentle rise from left to right.
  line: { viewBox: '0 0 250 22', d: 'M0 21L250 1' },
  // An ellipse twice as wide as it is high, from its left point.
  oval: { viewBox: '0 0 250.5 125.75', d: 'M.25 62.875A125 62.625 0 1 1 250.25 62.875A125 62.625 0 1 1 .25 62.875' },
  // Four half-turns, each narrower, winding inwards.
  spiral: { viewBox: '0 0 260 240', d: 'M10 122A120 120 0 0 1 250 122A95 95 0 0 1 60 122A70 70 0 0 1 200 122A45 45 0 0 1 110 122' },
};

export function textPathShape(name: unknown): TextPathShape {
  return typeof name === 'string' && Object.hasOwn(TEXT_PATHS, name) ? TEXT_PATHS[name as PathName] : TEXT_PATHS.wave;
}
