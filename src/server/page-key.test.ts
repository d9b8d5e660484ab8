import { describe, expect, it } from 'vitest';
import { pageKey } from './page-key.ts';

describe('page cache keys', () => {
  it('keys a page by its path and the posts pages it asks for, nothing else', () => {
    expect(pageKey('/news/', {})).toBe('/news/');
    expect(pageKey('/news/', { utm_source: 'newsletter', fbclid: 'x' })).toBe('/news/');
    expect(pageKey('/news/', { 'e-page-a1b2c3d': '2' })).toBe('/news/?e-page-a1b2c3d=2');
    // Page 1 is the page itself; order does not split the cache.
    expect(pageKey('/news/', { 'e-page-a1b2c3d': '1' })).toBe('/news/');
    expect(pageKey('/', { 'e-page-b': '3', 'e-page-a': '2', utm_medium: 'x' })).toBe('/?e-page-a=2&e-page-b=3');
  });

  it('ignores what is not a page number', () => {
    for (const value of ['0', '-1', '2x', '', '99999', ['2', '3']]) expect(pageKey('/news/', { 'e-page-a1': value })).toBe('/news/');
    expect(pageKey('/news/', { 'e-page-<script>': '2' })).toBe('/news/');
    expect(pageKey('/news/', undefined)).toBe('/news/');
  });
});
