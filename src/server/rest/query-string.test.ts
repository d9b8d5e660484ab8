import { describe, expect, it } from 'vitest';
import { parseQueryString, rewriteRestUrl } from './query-string.ts';

describe('parseQueryString', () => {
  it('reads PHP-style lists, repeated keys and keyed values', () => {
    expect({ ...parseQueryString('include[]=1&include[]=2&slug=a&slug=b&x[k]=v&n[0]=z') }).toEqual({
      include: ['1', '2'],
      slug: ['a', 'b'],
      x: { k: 'v' },
      n: ['z'],
    });
  });

  it('decodes plus signs and escapes, and keeps malformed escapes as written', () => {
    expect({ ...parseQueryString('search=sea+view&q=%E2%9C%93&bad=100%&flag') }).toEqual({
      search: 'sea view',
      q: '✓',
      bad: '100%',
      flag: '',
    });
  });

  it('ignores keys that could reach object prototypes', () => {
    const q = parseQueryString('__proto__[x]=1&constructor=2&a[__proto__]=3');
    expect(Object.keys(q)).toEqual([]);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});

describe('rewriteRestUrl', () => {
  it('maps plain-permalink REST URLs to /wp-json/', () => {
    expect(rewriteRestUrl('/?rest_route=/wp/v2/area&page=2')).toBe('/wp-json/wp/v2/area?page=2');
    expect(rewriteRestUrl('/index.php?per_page=1&rest_route=%2Fwp%2Fv2%2Farea%2F')).toBe('/wp-json/wp/v2/area?per_page=1');
    expect(rewriteRestUrl('/?rest_route=/')).toBe('/wp-json/');
  });

  it('normalises slashes the way WordPress routes them', () => {
    expect(rewriteRestUrl('/wp-json')).toBe('/wp-json/');
    expect(rewriteRestUrl('/wp-json?_fields=name')).toBe('/wp-json/?_fields=name');
    expect(rewriteRestUrl('/wp-json/wp/v2/area/?page=2')).toBe('/wp-json/wp/v2/area?page=2');
    expect(rewriteRestUrl('/wp-json/')).toBe('/wp-json/');
  });

  it('leaves every other URL alone', () => {
    for (const url of ['/', '/about/', '/?p=12', '/area/old-town/', '/search/?q=rest_route']) expect(rewriteRestUrl(url)).toBe(url);
  });
});
