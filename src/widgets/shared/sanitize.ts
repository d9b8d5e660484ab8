// Stored HTML made safe: rich text (text editor) and inline text (titles), applied on save and on render.
import sanitizeHtml from 'sanitize-html';
import { COLOUR_PATTERN } from '../../model/colour.ts';
import { registerCompileCache } from '../../model/compile-caches.ts';

// Only values that cannot carry url() or expressions: colours and alignment keywords.
const COLOUR = [COLOUR_PATTERN];
const ALIGN = [/^(left|right|center|justify|start|end)$/];
const INLINE_TAGS = ['br', 'span', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'small', 'mark', 'abbr', 'code'];
const COLOURED = ['span', 'strong', 'b', 'em', 'i', 'u', 'mark'];
const BLOCK_TAGS = [
  'p',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'q',
  'cite',
  'hr',
  'pre',
  'figure',
  'figcaption',
  'img',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
];
const ALIGNABLE = ['p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'blockquote', 'figure', 'figcaption', 'th', 'td'];
const REL_WORDS = new Set(['nofollow', 'noopener', 'noreferrer', 'sponsored', 'ugc']);

const safeLink: sanitizeHtml.Transformer = (tagName, attribs) => {
  const out: sanitizeHtml.Attributes = { ...attribs };
  const rel = new Set((attribs.rel ?? '').split(/\s+/).filter((w) => REL_WORDS.has(w)));
  if (attribs.target && attribs.target !== '_blank') delete out.target;
  if (out.target === '_blank') rel.add('noopener');
  if (rel.size) out.rel = [...rel].join(' ');
  else delete out.rel;
  return { tagName, attribs: out };
};

const lazyImage: sanitizeHtml.Transformer = (tagName, attribs) => {
  const out: sanitizeHtml.Attributes = { ...attribs, loading: 'lazy', decoding: 'async' };
  for (const dim of ['width', 'height']) if (out[dim] !== undefined && !/^\d{1,5}$/.test(out[dim])) delete out[dim];
  return { tagName, attribs: out };
};

const common: sanitizeHtml.IOptions = {
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

function styles(tags: string[], rule: Record<string, RegExp[]>): Record<string, Record<string, RegExp[]>> {
  return Object.fromEntries(tags.map((t) => [t, rule]));
}

const RICH: sanitizeHtml.IOptions = {
  ...common,
  allowedTags: [...BLOCK_TAGS, ...INLINE_TAGS, 'a'],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'width', 'height', 'title', 'loading', 'decoding'],
    th: ['colspan', 'rowspan', 'scope', 'style'],
    td: ['colspan', 'rowspan', 'style'],
    ol: ['start', 'reversed'],
    abbr: ['title'],
    ...Object.fromEntries([...ALIGNABLE, ...COLOURED].map((t) => [t, ['style']])),
  },
  allowedStyles: { ...styles(ALIGNABLE, { 'text-align': ALIGN }), ...styles(COLOURED, { color: COLOUR }) },
  transformTags: { a: safeLink, img: lazyImage },
  // An image whose src was unsafe is left with nothing to show.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

function inlineOptions(allowLinks: boolean): sanitizeHtml.IOptions {
  return {
    ...common,
    allowedTags: allowLinks ? [...INLINE_TAGS, 'a'] : INLINE_TAGS,
    allowedAttributes: {
      a: ['href', 'target', 'rel', 'title'],
      abbr: ['title'],
      ...Object.fromEntries(COLOURED.map((t) => [t, ['style']])),
    },
    allowedStyles: styles(COLOURED, { color: COLOUR }),
    transformTags: { a: safeLink },
  };
}
const INLINE = inlineOptions(true);
const INLINE_NO_LINKS = inlineOptions(false);

// Pages render the same stored strings again and again: remember recent results (bounded).
const cache = new Map<string, string>();
const CACHE_LIMIT = 2000;
registerCompileCache(() => cache.clear());

function cached(kind: string, html: string, options: sanitizeHtml.IOptions): string {
  const key = `${kind}\u0000${html}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const clean = sanitizeHtml(html, options);
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(key, clean);
  return clean;
}

/**
 * Rich text (the text editor's `editor` setting): paragraphs, headings, lists, quotes, tables, safe
 * links and images; only `text-align` and colours survive as styles. Scripts, event handlers and
 * `javascript:` URLs are removed. Call it when saving and again when rendering.
 */
export function sanitizeRichText(html: unknown): string {
  return typeof html === 'string' && html ? cached('rich', html, RICH) : '';
}

/**
 * Inline text (titles, list items, descriptions): line breaks and phrasing tags only.
 * `allowLinks: false` when the result goes inside a link of its own (nested links are invalid).
 */
export function sanitizeInline(html: unknown, options: { allowLinks?: boolean } = {}): string {
  if (typeof html !== 'string' || !html) return '';
  return options.allowLinks === false ? cached('inline-nolink', html, INLINE_NO_LINKS) : cached('inline', html, INLINE);
}

/** Plain text of a stored HTML string (for labels). */
export function textOf(html: unknown): string {
  if (typeof html !== 'string' || !html) return '';
  const text = sanitizeHtml(html.replace(/<br\s*\/?>/gi, ' '), { allowedTags: [], allowedAttributes: {} });
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
  return text
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => entities[e])
    .replace(/\s+/g, ' ')
    .trim();
}
