// Rewrites a stylesheet as one device sees it: width media queries that match a viewport width are
// unwrapped (their rules apply unconditionally), those that do not match are dropped, and queries on
// other features (reduced motion, hover, print) are kept with their width conditions resolved.
//
// It works on CSS text rather than on the CssSink because a page's stylesheet also holds the kit,
// theme, layout and widget base CSS, each with media queries of its own; text covers every source
// the same way. It understands the CSS Foyer generates (rules, at-rules, comments, strings), not
// every corner of the CSS grammar.

type Match = 'yes' | 'no' | 'unknown';

/** The stylesheet with width media queries resolved for `width` CSS pixels. */
export function flattenCssForWidth(css: string, width: number): string {
  let out = '';
  let start = 0; // start of the current statement's prelude
  let i = 0;
  while (i < css.length) {
    const ch = css[i];
    if (ch === '/' && css[i + 1] === '*') {
      i = skipComment(css, i);
      continue;
    }
    if (ch === '"' || ch === "'") {
      i = skipString(css, i);
      continue;
    }
    if (ch === ';' || ch === '}') {
      // a block-less statement (@import ...;) or a stray brace: copied as it is
      out += css.slice(start, i + 1);
      start = ++i;
      continue;
    }
    if (ch !== '{') {
      i++;
      continue;
    }
    const close = matchingBrace(css, i);
    const prelude = css.slice(start, i);
    const inner = flattenCssForWidth(css.slice(i + 1, close), width);
    const media = /^\s*@media\b/i.exec(prelude);
    if (media) {
      const { match, query } = resolveMediaQuery(prelude.slice(media[0].length), width);
      if (match === 'yes') out += inner;
      else if (match === 'unknown') out += `@media ${query}{${inner}}`;
    } else {
      out += `${prelude}{${inner}}`;
    }
    start = i = close + 1;
  }
  return out + css.slice(start);
}

function skipComment(css: string, i: number): number {
  const end = css.indexOf('*/', i + 2);
  return end < 0 ? css.length : end + 2;
}

function skipString(css: string, i: number): number {
  const quote = css[i];
  let j = i + 1;
  while (j < css.length && css[j] !== quote && css[j] !== '\n') j += css[j] === '\\' ? 2 : 1;
  return j + 1;
}

/** Index of the `}` closing the block opened at `open` (or the end of the text if unclosed). */
function matchingBrace(css: string, open: number): number {
  let depth = 0;
  let i = open;
  while (i < css.length) {
    const ch = css[i];
    if (ch === '/' && css[i + 1] === '*') i = skipComment(css, i);
    else if (ch === '"' || ch === "'") i = skipString(css, i);
    else {
      if (ch === '{') depth++;
      else if (ch === '}' && --depth === 0) return i;
      i++;
    }
  }
  return css.length;
}

/**
 * A media query list against a viewport width. `query` is what remains to be kept when the answer
 * depends on something other than width (the matching width conditions removed).
 */
export function resolveMediaQuery(list: string, width: number): { match: Match; query: string } {
  const kept: string[] = [];
  for (const part of list.split(',')) {
    const { match, rest } = resolveQuery(part.trim(), width);
    if (match === 'yes') return { match: 'yes', query: '' };
    if (match === 'unknown') kept.push(rest);
  }
  return kept.length ? { match: 'unknown', query: kept.join(',') } : { match: 'no', query: '' };
}

function resolveQuery(query: string, width: number): { match: Match; rest: string } {
  const q = query.replace(/^only\s+/i, '');
  // "not" inverts the whole query: leave it to the browser.
  if (/^not\s/i.test(q)) return { match: 'unknown', rest: query };
  const rest: string[] = [];
  for (const term of q.split(/\s+and\s+/i)) {
    const t = term.trim();
    if (/^(all|screen)$/i.test(t) || t === '') continue;
    if (/^print$/i.test(t)) return { match: 'no', rest: '' };
    const feature = widthFeature(t);
    if (feature === undefined) rest.push(t);
    else if (!feature(width)) return { match: 'no', rest: '' };
  }
  return rest.length ? { match: 'unknown', rest: rest.join(' and ') } : { match: 'yes', rest: '' };
}

/** A test for `(min-width:Npx)` / `(max-width:Npx)` (px or em), or undefined for any other feature. */
function widthFeature(term: string): ((width: number) => boolean) | undefined {
  const m = /^\(\s*(min|max)-width\s*:\s*([\d.]+)(px|em|rem)\s*\)$/i.exec(term);
  if (!m) return undefined;
  const limit = Number(m[2]) * (m[3].toLowerCase() === 'px' ? 1 : 16);
  return m[1].toLowerCase() === 'min' ? (w) => w >= limit : (w) => w <= limit;
}
