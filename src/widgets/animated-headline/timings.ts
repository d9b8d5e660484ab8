// The animated headline's timings, from Elementor Pro's: every rotation step is a fixed share of the
// "rotate_iteration_delay" (2500 ms by default), so one setting slows or speeds the whole headline.
// Plain numbers, shared by the server (what it sends the browser) and the behaviour.
import type { AnimationType } from './schema.ts';

export interface RotateTimings {
  /** How long a word stays before it goes (the setting). */
  wordDelay: number;
  /** Between two letters of the letter styles (swirl, blinds, wave): 50 ms by default. */
  letters: number;
  /** Between two typed letters: 150 ms by default. */
  typing: number;
  /** How long a word stays selected before typing removes it: 500 ms by default. */
  selection: number;
  /** From the selection to the first typed letter of the next word: 1300 ms by default. */
  typeDelay: number;
  /** A clip's closing or opening: 600 ms by default. */
  reveal: number;
  /** A clipped word's stay, once open: 1500 ms by default. */
  clipDelay: number;
}

export function rotateTimings(wordDelay: number): RotateTimings {
  const selection = 0.2 * wordDelay;
  return {
    wordDelay,
    letters: 0.02 * wordDelay,
    typing: 0.06 * wordDelay,
    selection,
    typeDelay: selection + 800,
    reveal: 0.24 * wordDelay,
    clipDelay: 0.6 * wordDelay,
  };
}

/** The styles that move letter by letter (Elementor's `elementor-headline-letters`). */
export const LETTER_TYPES: ReadonlySet<AnimationType> = new Set(['typing', 'swirl', 'blinds', 'wave']);

/** A timing setting as a usable number of ms: non-negative and finite, else the default. */
export function msOr(value: unknown, fallback: number): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? Math.min(n, 600_000) : fallback;
}

/** The rotating words: one a line, trimmed, empty lines left out. */
export function wordsOf(text: unknown): string[] {
  if (typeof text !== 'string') return [];
  return text
    .split(/\r?\n/)
    .map((w) => w.trim())
    .filter(Boolean);
}
