import { describe, expect, it } from 'vitest';
import { cssForStyleElement, scopeCustomCss } from './custom-css.ts';

const WRAP = '.elementor-12 .elementor-element.elementor-element-ab1';

describe('custom CSS', () => {
  it('replaces the selector keyword with the wrapper, and only the whole word', () => {
    expect(scopeCustomCss('selector .title{color:red} selector:hover{opacity:.8} .my-selector{top:0}', WRAP).css).toBe(
      `${WRAP} .title{color:red} ${WRAP}:hover{opacity:.8} .my-selector{top:0}`,
    );
  });

  it('keeps media queries, strings with escapes and plain urls', () => {
    const css =
      '@media (max-width:767px){selector{display:none}} selector::before{content:"\\201C"} selector{background:url(/uploads/a.jpg)}';
    expect(scopeCustomCss(css, '.x').css).toBe(css.replaceAll('selector', '.x'));
  });

  it('drops comments before checking', () => {
    expect(scopeCustomCss('/* a } comment */ selector{color:red}', '.x').css).toBe('.x{color:red}');
  });

  // What is refused, and why: everything that could leave the <style> element, run script, load
  // other stylesheets, or spill out of its own rules into the page's.
  it.each([
    ['</style><script>alert(1)</script>', 'an HTML tag'],
    ['selector{color:red}</STYLE >', 'an HTML tag'],
    ['@import url(https://evil.example/x.css);', '@import'],
    ['@charset "utf-8";', '@charset'],
    ['selector{width:expression(alert(1))}', 'expression()'],
    ['selector{background:url(javascript:alert(1))}', 'a script URL'],
    ['selector{background:url("java script:alert(1)")}', 'a script URL'],
    ['selector{behavior:url(x.htc)}', 'behavior'],
    ['selector{-moz-binding:url(x.xml#x)}', '-moz-binding'],
    ['selector{background:url(ftp://host/x.png)}', 'a url() with a scheme other than http(s)'],
    ['selector{background:url("data:text/html,<b>")}', 'a url() with a scheme other than http(s)'],
    ['selector{background:url(data:text/html;base64,AAAA)}', 'a url() with a scheme other than http(s)'],
    ['@\\69mport "x.css";', 'a backslash escape outside a string'],
    ['selector{color:red}} body{display:none', 'unbalanced braces'],
    ['selector{color:red', 'unbalanced braces'],
    ['selector{content:"open}', 'an unclosed string'],
    ['selector{background:url("java\\73 cript:x")}', 'an escape inside url()'],
  ])('refuses %s', (css, reason) => {
    const result = scopeCustomCss(css, '.x');
    expect(result.css).toBeUndefined();
    expect(result.refused).toBe(reason);
  });

  it('ignores what is not text and refuses what is too long', () => {
    expect(scopeCustomCss(42, '.x')).toEqual({});
    expect(scopeCustomCss('  ', '.x')).toEqual({});
    expect(scopeCustomCss(`selector{color:red}${' '.repeat(50_001)}`, '.x').refused).toMatch(/longer than/);
  });

  it('never lets CSS text close the style element', () => {
    expect(cssForStyleElement('a{content:"</style><img src=x>"}')).toBe('a{content:"<\\/style><img src=x>"}');
    expect(cssForStyleElement('a{color:red}')).toBe('a{color:red}');
  });
});
