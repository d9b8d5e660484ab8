// The one check for URLs that come from documents and settings before they reach href, src or CSS
// url(). Plain code without zod or DOM, so server renders and browser islands share it.

/**
 * - `link`: http(s), mailto and tel links, and references on this site (`/x`, `x.html`, `#x`, `?x`).
 * - `image`: http(s) and references on this site, with none of the characters (whitespace, quotes,
 *   backslash, angle brackets) that would have to be escaped inside CSS `url("…")` or an inline style.
 */
export type UrlUse = 'link' | 'image';

const SCHEMES: Record<UrlUse, ReadonlySet<string>> = {
  link: new Set(['http', 'https', 'mailto', 'tel']),
  image: new Set(['http', 'https']),
};

// Browsers drop tabs and line breaks anywhere in a URL and skip other control characters before
// the scheme, so `java\tscript:` runs as `javascript:`. No real link holds one: refuse, never repair.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
// Browsers read `\` as `/` in web URLs, so `\\host` and `/\host` are `//host`: another site.
const OTHER_HOST = /^[/\\]{2}/;
const NOT_IN_CSS = /[\s"<>\\]/;

/** The URL, trimmed, when it is safe for `use`; undefined when it is empty, not a string or unsafe. */
export function safeUrl(value: unknown, use: UrlUse = 'link'): string | undefined {
  if (typeof value !== 'string') return undefined;
  const url = value.trim();
  if (!url || CONTROL.test(url)) return undefined;
  if (use === 'image' && NOT_IN_CSS.test(url)) return undefined;
  const scheme = SCHEME.exec(url);
  if (scheme) return SCHEMES[use].has(scheme[1].toLowerCase()) ? url : undefined;
  return OTHER_HOST.test(url) ? undefined : url;
}
