// A visitor's search words as plain tokens, for both databases' full-text queries and for highlighting.
// Only letters and digits survive, so nothing a visitor types (quotes, `*`, `NEAR(`, `:`, `&`, `!`)
// can reach FTS5's or PostgreSQL's query syntax: the queries are built from these tokens alone.

/** Longer searches are cut here: WordPress has no limit, but nobody types more, and each term costs a lookup. */
export const MAX_SEARCH_CHARS = 200;
export const MAX_SEARCH_TERMS = 8;
const MAX_TERM_CHARS = 40;

/** Lower case without accents: `Café` and `cafe` are one word, as the tokenizers of both databases see it. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** The distinct words of a search, in order, at most MAX_SEARCH_TERMS of them. */
export function searchTerms(raw: string): string[] {
  const words = foldText(raw.slice(0, MAX_SEARCH_CHARS)).match(/[\p{L}\p{N}]+/gu) ?? [];
  const out: string[] = [];
  for (const word of words) {
    const term = word.slice(0, MAX_TERM_CHARS);
    if (!out.includes(term)) out.push(term);
    if (out.length === MAX_SEARCH_TERMS) break;
  }
  return out;
}

/** The search as the visitor typed it, trimmed and cut to MAX_SEARCH_CHARS (shown back on the page). */
export function normaliseSearch(raw: string): string {
  return raw.slice(0, MAX_SEARCH_CHARS).replace(/\s+/g, ' ').trim();
}
