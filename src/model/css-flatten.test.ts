import { describe, expect, it } from 'vitest';
import { createCssSink } from './css.ts';
import { DEFAULT_BREAKPOINTS } from './breakpoints.ts';
import { flattenCssForWidth, resolveMediaQuery } from './css-flatten.ts';

describe('flattenCssForWidth', () => {
  const sink = createCssSink(DEFAULT_BREAKPOINTS);
  sink.add('.a', { color: 'red', padding: '10px' });
  sink.add('.a', { padding: '5px' }, 'tablet');
  sink.add('.a', { padding: '2px' }, 'mobile');
  const css = sink.toString();

  it('keeps only desktop rules for a desktop width', () => {
    expect(flattenCssForWidth(css, 1280)).toBe('.a{color:red;padding:10px}');
  });

  it('applies desktop then tablet rules, unwrapped, for a tablet width', () => {
    expect(flattenCssForWidth(css, 768)).toBe('.a{color:red;padding:10px}.a{padding:5px}');
  });

  it('applies the whole chain down to mobile for a phone width', () => {
    expect(flattenCssForWidth(css, 360)).toBe('.a{color:red;padding:10px}.a{padding:5px}.a{padding:2px}');
  });

  it('keeps queries on other features, with matching width conditions removed', () => {
    const input =
      '@media (prefers-reduced-motion:reduce){.b{transition:none}}@media screen and (max-width:767px) and (hover:hover){.c:hover{color:blue}}';
    expect(flattenCssForWidth(input, 360)).toBe(
      '@media (prefers-reduced-motion:reduce){.b{transition:none}}@media (hover:hover){.c:hover{color:blue}}',
    );
    expect(flattenCssForWidth(input, 1280)).toBe('@media (prefers-reduced-motion:reduce){.b{transition:none}}');
  });

  it('leaves strings, comments, keyframes and block-less at-rules intact', () => {
    const input = '@charset "utf-8";/* {not a block} */.d::before{content:"}{"}@keyframes k{from{opacity:0}to{opacity:1}}';
    expect(flattenCssForWidth(input, 360)).toBe(input);
  });

  it('drops print rules and resolves min-width and em queries', () => {
    expect(flattenCssForWidth('@media print{.e{display:none}}@media (min-width:48em){.f{float:left}}', 1000)).toBe('.f{float:left}');
    expect(flattenCssForWidth('@media (min-width:48em){.f{float:left}}', 700)).toBe('');
  });
});

describe('resolveMediaQuery', () => {
  it('matches when any query of a list matches', () => {
    expect(resolveMediaQuery('(max-width:500px), (min-width:2000px)', 2400).match).toBe('yes');
    expect(resolveMediaQuery('(max-width:500px), (min-width:2000px)', 1000).match).toBe('no');
  });

  it('leaves negated queries to the browser', () => {
    expect(resolveMediaQuery('not all and (max-width:500px)', 300)).toEqual({ match: 'unknown', query: 'not all and (max-width:500px)' });
  });
});
