// Highlighted excerpts for search results, as plain-text segments: the page renders each match in a
// <mark> through React, which escapes every character, so stored text can never become markup.
// Matching mirrors the index's prefix search loosely (a word matches a term it starts with, or the
// term's stem: "suites" marks "suite"); it only decides what is marked, never what is found.
import type { TextSegment } from '../../contracts/data.ts';
import { foldText } from '../../model/search-terms.ts';

export const EXCERPT_CHARS = 220;
/** How much text the excerpt keeps before the first match, so it reads as a sentence. */
const LEAD_CHARS = 60;

/** A crude English stem, so a plural or -ing search still marks the base word. */
function stem(term: string): string {
  const cut = /(ies|es|s|ed|ing|ly)$/.exec(term);
  const base = cut ? term.slice(0, -cut[1].length) : term;
  return base.length >= 3 ? base : term;
}

function matcher(terms: readonly string[]): (word: string) => boolean {
  const prefixes = [...new Set(terms.flatMap((t) => [t, stem(t)]))];
  return (word) => {
    const folded = foldText(word);
    return prefixes.some((p) => folded.startsWith(p));
  };
}

/** Splits text into segments, marking every matching word. */
export function highlight(text: string, terms: readonly string[]): TextSegment[] {
  const isMatch = matcher(terms);
  const out: TextSegment[] = [];
  let last = 0;
  for (const m of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    if (!terms.length || !isMatch(m[0])) continue;
    const start = m.index;
    if (start > last) out.push({ text: text.slice(last, start), isMatch: false });
    out.push({ text: m[0], isMatch: true });
    last = start + m[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last), isMatch: false });
  // Adjacent marks separated only by spaces read as one phrase: join them.
  return out.reduce<TextSegment[]>((acc, seg) => {
    const prev = acc[acc.length - 1];
    const beforePrev = acc[acc.length - 2];
    if (seg.isMatch && prev && !prev.isMatch && /^\s+$/.test(prev.text) && beforePrev?.isMatch) {
      acc.pop();
      beforePrev.text += prev.text + seg.text;
    } else acc.push({ ...seg });
    return acc;
  }, []);
}

/** About EXCERPT_CHARS of the text around its first match (or its start), highlighted, with ellipses where cut. */
export function excerpt(text: string, terms: readonly string[], size = EXCERPT_CHARS): TextSegment[] {
  if (!text) return [];
  const isMatch = matcher(terms);
  let first = 0;
  for (const m of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    if (isMatch(m[0])) {
      first = m.index;
      break;
    }
  }
  let start = Math.max(0, first - LEAD_CHARS);
  // Start and end on word boundaries.
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + size);
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  const piece = text.slice(start, end).trim();
  const segments = highlight(piece, terms);
  if (start > 0) segments.unshift({ text: '… ', isMatch: false });
  if (end < text.length) segments.push({ text: ' …', isMatch: false });
  return segments;
}
