import { describe, expect, it } from 'vitest';
import { pageCacheControl } from './cache-control.ts';

describe('pageCacheControl', () => {
  it('keeps pages out of every cache when they are not cacheable', () => {
    expect(pageCacheControl({ isCacheable: false, cdnMaxAge: 600 })).toBe('no-store');
  });

  it('makes browsers and CDNs revalidate every time by default', () => {
    expect(pageCacheControl({ isCacheable: true, cdnMaxAge: 0 })).toBe('public, max-age=0, must-revalidate');
  });

  it('lets a CDN keep a page for CDN_MAX_AGE and serve it stale while it refetches', () => {
    expect(pageCacheControl({ isCacheable: true, cdnMaxAge: 120 })).toBe('public, max-age=0, s-maxage=120, stale-while-revalidate=120');
  });
});
