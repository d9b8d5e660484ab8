import { describe, expect, it } from 'vitest';
import { sanitizeInline, sanitizeRichText, textOf } from './sanitize.ts';

describe('sanitizeRichText', () => {
  it('removes scripts, styles, frames and event handlers', () => {
    const dirty =
      '<p onclick="steal()">Hi</p><script>alert(1)</script><style>body{}</style><iframe src="https://x"></iframe><svg onload="x()"><circle/></svg>';
    expect(sanitizeRichText(dirty)).toBe('<p>Hi</p>');
  });

  it('refuses javascript:, data: and protocol-relative URLs, also when obfuscated', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java&#x09;script:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<b>x',
      '//evil.example/',
    ]) {
      expect(sanitizeRichText(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
    }
    expect(sanitizeRichText('<img src="data:image/png;base64,AAAA" alt="x">')).toBe('');
  });

  it('keeps safe links and adds noopener to new-tab links', () => {
    expect(sanitizeRichText('<a href="mailto:desk@hotel.test">m</a> <a href="tel:+361">t</a> <a href="/rooms#sea">r</a>')).toBe(
      '<a href="mailto:desk@hotel.test">m</a> <a href="tel:+361">t</a> <a href="/rooms#sea">r</a>',
    );
    expect(sanitizeRichText('<a href="https://x.org" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://x.org" target="_blank" rel="noopener">x</a>',
    );
  });

  it('keeps only text-align and colours as styles', () => {
    expect(sanitizeRichText('<p style="text-align:right;background:url(javascript:x)">a</p>')).toBe('<p style="text-align:right">a</p>');
    expect(sanitizeRichText('<span style="color:#F29219;font-size:99px">a</span>')).toBe('<span style="color:#F29219">a</span>');
    expect(sanitizeRichText('<span style="color:expression(alert(1))">a</span>')).toBe('<span>a</span>');
    // The same colour validator as the CSS generator: named colours and modern rgb() pass, url() never.
    expect(sanitizeRichText('<span style="color:rebeccapurple">a</span>')).toBe('<span style="color:rebeccapurple">a</span>');
    expect(sanitizeRichText('<span style="color:rgb(0 0 0 / 50%)">a</span>')).toBe('<span style="color:rgb(0 0 0 / 50%)">a</span>');
    expect(sanitizeRichText('<span style="color:url(x.png)">a</span>')).toBe('<span>a</span>');
  });

  it('lazy-loads images and keeps only numeric sizes', () => {
    expect(sanitizeRichText('<img src="https://x.org/a.jpg" width="300" height="auto" alt="A">')).toBe(
      '<img src="https://x.org/a.jpg" width="300" alt="A" loading="lazy" decoding="async" />',
    );
  });

  it('returns empty for non-strings', () => {
    expect(sanitizeRichText(undefined)).toBe('');
    expect(sanitizeRichText(42)).toBe('');
  });
});

describe('sanitizeInline', () => {
  it('keeps phrasing tags and drops blocks, keeping their text', () => {
    expect(sanitizeInline('<h1>Big</h1> <b>bold</b><br><p>para</p>')).toBe('Big <b>bold</b><br />para');
  });

  it('drops links when asked (the text goes inside a link of its own)', () => {
    expect(sanitizeInline('<a href="/x">x</a>', { allowLinks: false })).toBe('x');
    expect(sanitizeInline('<a href="/x" onclick="y()">x</a>')).toBe('<a href="/x">x</a>');
  });
});

describe('textOf', () => {
  it('gives the plain text of HTML, entities decoded', () => {
    expect(textOf('Fish &amp; <b>chips</b><br>today')).toBe('Fish & chips today');
  });
});
