// Staff-written custom CSS (an element's or a document's `custom_css`), as Elementor Pro takes it:
// the word `selector` stands for the element or document wrapper. It is staff input printed into
// the page's one <style>, so anything that could close that element, load script or other
// stylesheets, or spill out of its own rules into the rest of the page is refused.

export interface CustomCssResult {
  css?: string;
  /** Why the CSS was refused, when it was. */
  refused?: string;
}

const MAX_LENGTH = 50_000;

/** Constructs that can run script or fetch other stylesheets; none has a place in page styling. */
const FORBIDDEN: Array<[RegExp, string]> = [
  [/<\/?\s*(style|script)/i, 'an HTML tag'],
  [/@import/i, '@import'],
  [/@charset/i, '@charset'],
  [/expression\s*\(/i, 'expression()'],
  [/(java|vb)\s*script\s*:/i, 'a script URL'],
  [/behavior\s*:/i, 'behavior'],
  [/-moz-binding/i, '-moz-binding'],
  [/url\(\s*['"]?\s*(?!https?:|\/|data:image\/(png|gif|jpe?g|webp|avif);)[\w+.-]+:/i, 'a url() with a scheme other than http(s)'],
];

/**
 * What is wrong with the CSS's structure, if anything: braces must balance outside strings (so it
 * cannot close rules around it), and escapes may appear only inside strings (outside, `@\69mport`
 * would spell a forbidden word the checks cannot see).
 */
function structureProblem(css: string): string | undefined {
  let depth = 0;
  let quote: string | undefined;
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = undefined;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '\\') return 'a backslash escape outside a string';
    else if (c === '{') depth++;
    else if (c === '}' && --depth < 0) return 'unbalanced braces';
  }
  if (quote) return 'an unclosed string';
  return depth === 0 ? undefined : 'unbalanced braces';
}

/** Scopes and checks custom CSS: `selector` becomes `wrapper`; unsafe CSS is refused whole. */
export function scopeCustomCss(input: unknown, wrapper: string): CustomCssResult {
  if (typeof input !== 'string' || !input.trim()) return {};
  if (input.length > MAX_LENGTH) return { refused: `longer than ${MAX_LENGTH} characters` };
  // Comments go first: they could hide a forbidden word from the checks below, or a brace.
  const css = input.replace(/\/\*[\s\S]*?(\*\/|$)/g, '').trim();
  const problem = structureProblem(css);
  if (problem) return { refused: problem };
  for (const [pattern, what] of FORBIDDEN) if (pattern.test(css)) return { refused: what };
  if (/url\([^)]*\\/i.test(css)) return { refused: 'an escape inside url()' };
  return { css: css.replace(/(?<![\w-])selector(?![\w-])/g, wrapper) };
}

/**
 * The last guard before CSS text goes into an HTML <style> element: the only way out of raw text is
 * `</`, which no valid CSS outside a string needs; inside a string `\/` still means `/`.
 */
export function cssForStyleElement(css: string): string {
  return css.replace(/<\//g, '<\\/');
}
