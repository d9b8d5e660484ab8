import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ALL_CONTENT } from '../db/content-tags.ts';
import { createPageCache, MAX_VARIANTS_PER_PAGE } from './page-cache.ts';

const MB = 1024 * 1024;
const page = (text: string, tags: string[], generation = 0) => ({ status: 200, body: Buffer.from(text), tags, generation });

describe('page cache: tagged invalidation', () => {
  it('clears only the entries carrying a changed tag', () => {
    const cache = createPageCache({ maxBytes: MB });
    cache.set('/a/', page('A', ['post:1', 'setting:kit']));
    cache.set('/b/', page('B', ['post:2', 'setting:kit']));
    cache.invalidate(['post:1']);
    expect(cache.get('/a/')).toBeUndefined();
    expect(cache.get('/b/')?.body.toString()).toBe('B');
    cache.invalidate(['setting:kit']);
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('ignores tags no entry carries, and clears everything only for ALL_CONTENT', () => {
    const cache = createPageCache({ maxBytes: MB });
    cache.set('/a/', page('A', ['post:1']));
    cache.invalidate(['setting:stats_salt', 'post:99']);
    expect(cache.size).toBe(1);
    cache.invalidate([]);
    expect(cache.size).toBe(1);
    cache.invalidate([ALL_CONTENT]);
    expect(cache.size).toBe(0);
  });

  it('refuses a page rendered before a change to one of its tags, and keeps one rendered after', () => {
    const cache = createPageCache({ maxBytes: MB });
    const arrived = cache.generation;
    cache.invalidate(['post:1']);
    cache.set('/a/', page('old A', ['post:1'], arrived));
    expect(cache.get('/a/')).toBeUndefined();
    cache.set('/b/', page('B', ['post:2'], arrived)); // the change did not touch what B was built from
    expect(cache.get('/b/')).toBeDefined();
    cache.set('/a/', page('new A', ['post:1'], cache.generation));
    expect(cache.get('/a/')?.body.toString()).toBe('new A');
  });

  it('refuses every page rendered before a clear of everything', () => {
    const cache = createPageCache({ maxBytes: MB });
    const arrived = cache.generation;
    cache.invalidate([ALL_CONTENT]);
    cache.set('/a/', page('A', ['post:1'], arrived));
    expect(cache.size).toBe(0);
  });

  it('gives each stored page an ETag that changes with its body', () => {
    const cache = createPageCache({ maxBytes: MB });
    const a = cache.set('/a/', page('one', ['post:1']));
    const b = cache.set('/a/', page('two', ['post:1']));
    expect(a.etag).toMatch(/^"[\w-]{22}"$/);
    expect(b.etag).not.toBe(a.etag);
    expect(cache.size).toBe(1);
  });
});

describe('page cache: least recently used within a byte budget', () => {
  const body = (n: number) => 'x'.repeat(n);

  it('evicts the least recently used pages once the budget is passed', async () => {
    const cache = createPageCache({ maxBytes: 10_000 });
    cache.set('/a/', page(body(3000), ['post:1']));
    cache.set('/b/', page(body(3000), ['post:2']));
    await cache.idle();
    cache.get('/a/'); // now /b/ is the least recently used
    cache.set('/c/', page(body(3000), ['post:3']));
    await cache.idle();
    expect(cache.get('/b/')).toBeUndefined();
    expect(cache.get('/a/')).toBeDefined();
    expect(cache.get('/c/')).toBeDefined();
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
  });

  it('does not store a page larger than the whole budget', () => {
    const cache = createPageCache({ maxBytes: 1000 });
    cache.set('/small/', page('small', ['post:1']));
    const big = cache.set('/big/', page(body(2000), ['post:2']));
    expect(big.etag).toBeDefined();
    expect(cache.get('/big/')).toBeUndefined();
    expect(cache.get('/small/')).toBeDefined();
  });

  it('counts the compressed variants in the budget once they are ready', async () => {
    const cache = createPageCache({ maxBytes: MB });
    const html = `<!doctype html>${'<p>Sea view room with breakfast</p>'.repeat(500)}`;
    const stored = cache.set('/a/', page(html, ['post:1']));
    const before = cache.bytes;
    await cache.idle();
    expect(gunzipSync(stored.encoded.get('gzip') as Buffer).toString()).toBe(html);
    expect(brotliDecompressSync(stored.encoded.get('br') as Buffer).toString()).toBe(html);
    const variants = (stored.encoded.get('gzip')?.length ?? 0) + (stored.encoded.get('br')?.length ?? 0);
    expect(cache.bytes).toBe(before + variants);
  });

  it('does not resurrect a page dropped while it was being compressed', async () => {
    const cache = createPageCache({ maxBytes: MB });
    cache.set('/a/', page('<p>a</p>'.repeat(1000), ['post:1']));
    cache.invalidate(['post:1']);
    await cache.idle();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });
});

describe('page cache: later pages of lists', () => {
  it('keeps a bounded number of later pages per page, dropping the least recently used, and never the page itself', () => {
    const cache = createPageCache({ maxBytes: MB });
    cache.set('/news/', page('news', ['post:1']));
    cache.set('/about/', page('about', ['post:2']));
    cache.set('/news/?e-page-a=2', page('news 2', ['post:1']));
    for (let n = 3; n < 200; n++) {
      cache.set(`/news/?e-page-a=${n}`, page(`news ${n}`, ['post:1']));
      cache.get('/news/?e-page-a=2'); // read often: stays
    }
    expect(cache.size).toBe(2 + MAX_VARIANTS_PER_PAGE);
    expect(cache.get('/news/')).toBeDefined();
    expect(cache.get('/about/')).toBeDefined();
    expect(cache.get('/news/?e-page-a=2')).toBeDefined();
    expect(cache.get('/news/?e-page-a=199')).toBeDefined();
    expect(cache.get('/news/?e-page-a=3')).toBeUndefined();
    // Each page has its own bound; /?p=ID pages count as their own page.
    cache.set('/?p=7&e-page-b=2', page('p7 2', ['post:7']));
    expect(cache.get('/?p=7&e-page-b=2')).toBeDefined();
    cache.invalidate(['post:1']);
    expect(cache.size).toBe(2);
    expect(cache.bytes).toBeGreaterThan(0);
  });
});
