import { describe, expect, it } from 'vitest';
import { pageInfo, withPage } from './pagination.ts';

const base = { collectionUrl: 'http://h/wp-json/wp/v2/area' };

describe('pageInfo', () => {
  it('links to the previous and next pages, keeping the other parameters as sent', () => {
    const info = pageInfo({ ...base, total: 25, perPage: 10, offset: 10, search: 'search=a%20b&page=2&include[]=1' });
    expect(info).toEqual({
      total: 25,
      totalPages: 3,
      links: [
        '<http://h/wp-json/wp/v2/area?search=a%20b&page=1&include[]=1>; rel="prev"',
        '<http://h/wp-json/wp/v2/area?search=a%20b&page=3&include[]=1>; rel="next"',
      ],
    });
  });

  it('has no links for a single page, and points "prev" at the last page when past the end', () => {
    expect(pageInfo({ ...base, total: 3, perPage: 10, offset: 0, search: '' }).links).toEqual([]);
    expect(pageInfo({ ...base, total: 25, perPage: 10, offset: 80, search: 'page=9' }).links).toEqual([
      '<http://h/wp-json/wp/v2/area?page=3>; rel="prev"',
    ]);
    expect(pageInfo({ ...base, total: 0, perPage: 10, offset: 10, search: 'page=2' })).toEqual({
      total: 0,
      totalPages: 0,
      links: ['<http://h/wp-json/wp/v2/area?page=1>; rel="prev"'],
    });
  });

  // As in WordPress: the links carry the offset on, which then still wins over the page.
  it('derives the page from an explicit offset', () => {
    expect(pageInfo({ ...base, total: 30, perPage: 10, offset: 5, search: 'offset=5' }).links).toEqual([
      '<http://h/wp-json/wp/v2/area?offset=5&page=1>; rel="prev"',
      '<http://h/wp-json/wp/v2/area?offset=5&page=3>; rel="next"',
    ]);
  });

  it('sets page in place or appends it', () => {
    expect(withPage('', 2)).toBe('?page=2');
    expect(withPage('a=1&page=7&page[]=8&b=2', 3)).toBe('?a=1&page=3&b=2');
  });
});
