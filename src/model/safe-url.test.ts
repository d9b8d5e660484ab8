import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeUrl, type UrlUse } from './safe-url.ts';

// The browser's own URL parser is the judge: what it would make of an accepted URL on a page of this site.
const PAGE = 'https://site.example/rooms/';
const ALLOWED: Record<UrlUse, string[]> = { link: ['http:', 'https:', 'mailto:', 'tel:'], image: ['http:', 'https:'] };

function browserReading(url: string): URL | undefined {
  try {
    return new URL(url, PAGE);
  } catch {
    return undefined; // a URL the browser cannot parse goes nowhere
  }
}

// Pieces that attackers combine: schemes, separators browsers ignore, slashes browsers swap.
const PIECES = ['java', 'script', 'JaVa', 'vbscript', 'data', 'file', ':', '\t', '\n', '\r', '\u0000', '\u001f', ' ', '\u00a0', '\u2028'];
const MORE = ['/', '\\', '//', 'evil.example', 'http', 's', 'mailto', 'tel', '#', '?', '&#58;', '%0a', '.', '@', 'x', '"', '<', '>'];
const crafted = fc.array(fc.constantFrom(...PIECES, ...MORE), { maxLength: 12 }).map((parts) => parts.join(''));
const anyText = fc.oneof(crafted, fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ maxLength: 40 }));
const use = fc.constantFrom<UrlUse>('link', 'image');

describe('safeUrl', () => {
  it('lets through only what a browser reads as an allowed scheme or a place on this site', () => {
    fc.assert(
      fc.property(anyText, use, (text, kind) => {
        const url = safeUrl(text, kind);
        if (url === undefined) return;
        expect(url).toBe(text.trim());
        const read = browserReading(url);
        if (!read) return;
        expect(ALLOWED[kind]).toContain(read.protocol);
        if (!/^[a-z][a-z0-9+.-]*:/i.test(url)) expect(read.host).toBe('site.example');
      }),
      { numRuns: 5000 },
    );
  });

  it('never accepts a script scheme, whatever is hidden inside or around it', () => {
    const noise = fc.array(fc.constantFrom('\t', '\n', '\r', '\u0000', '\u0001', '\u007f', '\u0085'), { maxLength: 3 });
    const disguised = fc
      .tuple(fc.mixedCase(fc.constantFrom('javascript', 'vbscript', 'data')), noise, fc.nat(), fc.string({ maxLength: 20 }))
      .map(([scheme, inner, at, payload]) => {
        const cut = at % (scheme.length + 1);
        return `${scheme.slice(0, cut)}${inner.join('')}${scheme.slice(cut)}:${payload}`;
      });
    fc.assert(
      fc.property(disguised, fc.constantFrom('', ' ', '\u0000 '), use, (url, lead, kind) => safeUrl(lead + url, kind) === undefined),
    );
  });

  it('accepts every ordinary web URL unchanged, and its own answers again', () => {
    const web = fc.webUrl({ withQueryParameters: true, withFragments: true });
    fc.assert(fc.property(web, use, (url, kind) => safeUrl(url, kind) === url));
    fc.assert(
      fc.property(anyText, use, (text, kind) => {
        const url = safeUrl(text, kind);
        return url === undefined || safeUrl(url, kind) === url;
      }),
    );
  });

  it('keeps image URLs free of what would end a CSS string or an inline style', () => {
    fc.assert(fc.property(anyText, (text) => !/[\s"<>\\]/.test(safeUrl(text, 'image') ?? '')));
  });

  it('allows web, mail, phone and on-site links', () => {
    for (const url of ['https://x.org', 'http://x.org/a?b#c', 'mailto:a@b.c', 'tel:+36 1', '/rooms', '#book', '?q=1', 'rooms.html']) {
      expect(safeUrl(url)).toBe(url);
    }
    expect(safeUrl('  /rooms/ \n')).toBe('/rooms/');
  });

  it('refuses script-capable, other-host and empty values, however spelt', () => {
    for (const url of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      ' java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'java\u0000script:x',
      '\u0001javascript:x',
      'vbscript:x',
      'data:text/html,x',
      '//evil.example',
      '\\\\evil.example',
      '/\\evil.example',
      '\\/evil.example',
      '',
      '   ',
      42,
      null,
    ]) {
      expect(safeUrl(url), String(url)).toBeUndefined();
    }
  });

  it('takes only web addresses and site paths as images, nothing that breaks out of url("…")', () => {
    expect(safeUrl('/uploads/a.jpg', 'image')).toBe('/uploads/a.jpg');
    expect(safeUrl('https://cdn.example/a(1).jpg', 'image')).toBe('https://cdn.example/a(1).jpg');
    for (const url of ['mailto:a@b.c', 'tel:1', 'data:image/png;base64,AAAA', '/a b.jpg', '/a".jpg', '/a</style>.jpg', '/a\\b.jpg']) {
      expect(safeUrl(url, 'image'), url).toBeUndefined();
    }
  });
});
