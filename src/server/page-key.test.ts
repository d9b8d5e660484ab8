import { describe, expect, it } from 'vitest';
import type { ElementNode } from '../model/element.ts';
import { asksForPages, pageKey, pageParamsOf, variantBaseOf } from './page-key.ts';

const OWN = new Set(['e-page-a1b2c3d', 'e-page-a', 'e-page-b', 'e-page-a1']);

describe('page cache keys', () => {
  it('keys a page by its path and the pages it asks of its own lists, nothing else', () => {
    expect(pageKey('/news/', {}, OWN)).toBe('/news/');
    expect(pageKey('/news/', { utm_source: 'newsletter', fbclid: 'x' }, OWN)).toBe('/news/');
    expect(pageKey('/news/', { 'e-page-a1b2c3d': '2' }, OWN)).toBe('/news/?e-page-a1b2c3d=2');
    // Page 1 is the page itself; order does not split the cache.
    expect(pageKey('/news/', { 'e-page-a1b2c3d': '1' }, OWN)).toBe('/news/');
    expect(pageKey('/', { 'e-page-b': '3', 'e-page-a': '2', utm_medium: 'x' }, OWN)).toBe('/?e-page-a=2&e-page-b=3');
    expect(pageKey('/?p=7', { p: '7', 'e-page-a': '2' }, OWN)).toBe('/?p=7&e-page-a=2');
  });

  it('ignores page parameters of lists the page does not have, so made-up ones cannot split the cache', () => {
    expect(pageKey('/', { 'e-page-p1': '2' }, OWN)).toBe('/');
    expect(pageKey('/', { 'e-page-p1': '2', 'e-page-a': '3' }, OWN)).toBe('/?e-page-a=3');
    expect(pageKey('/', { 'e-page-a': '3' }, new Set())).toBe('/');
  });

  it('ignores what is not a page number', () => {
    for (const value of ['0', '-1', '2x', '', '99999', ['2', '3']]) expect(pageKey('/news/', { 'e-page-a1': value }, OWN)).toBe('/news/');
    expect(pageKey('/news/', { 'e-page-<script>': '2' }, OWN)).toBe('/news/');
    expect(pageKey('/news/', undefined, OWN)).toBe('/news/');
  });

  it('tells whether a request asks for a later page at all, before the page is loaded', () => {
    expect(asksForPages({ 'e-page-zz': '2' })).toBe(true);
    expect(asksForPages({ 'e-page-zz': '1', utm_source: 'x' })).toBe(false);
    expect(asksForPages(undefined)).toBe(false);
  });

  it('names a later page by the page it belongs to', () => {
    expect(variantBaseOf('/news/?e-page-a=2')).toBe('/news/');
    expect(variantBaseOf('/?p=7&e-page-a=2')).toBe('/?p=7');
    expect(variantBaseOf('/news/')).toBeUndefined();
    expect(variantBaseOf('/?p=7')).toBeUndefined();
  });
});

describe('pageParamsOf', () => {
  const widget = (id: string, settings: Record<string, unknown>): ElementNode => ({
    id,
    elType: 'widget',
    widgetType: 'posts',
    settings,
    elements: [],
  });

  it('finds the paginated posts widgets in every document, nested or not, and nothing else', () => {
    const content: ElementNode[] = [
      { id: 'c1', elType: 'container', settings: {}, elements: [widget('pg1', { pagination_type: 'numbers' }), widget('np', {})] },
      { id: 'h1', elType: 'widget', widgetType: 'heading', settings: { pagination_type: 'numbers' }, elements: [] },
    ];
    const footer = [widget('ft', { pagination_type: 'prev_next' })];
    expect([...pageParamsOf([content, undefined, footer])].sort()).toEqual(['e-page-ft', 'e-page-pg1']);
  });
});
