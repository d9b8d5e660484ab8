import { describe, expect, it } from 'vitest';
import { createKnownPages } from './known-pages.ts';

const row = (uri: string, id = 1) => ({ uri, source_type: 'page', source_id: id });

describe('known pages', () => {
  it('knows a page only as remembered, with the same post', () => {
    const known = createKnownPages();
    expect(known.has(row('/'))).toBe(false);
    known.remember([row('/'), row('/spa/', 2)]);
    expect([
      known.has(row('/')),
      known.has(row('/spa/', 2)),
      known.has(row('/spa/', 3)),
      known.has({ ...row('/'), source_type: 'post' }),
    ]).toEqual([true, true, false, false]);
  });

  it('starts over when full, so its memory stays bounded', () => {
    const known = createKnownPages(2);
    known.remember([row('/a/'), row('/b/')]);
    known.remember([row('/b/', 5)]); // an update of a known page does not grow it
    expect(known.has(row('/a/'))).toBe(true);
    known.remember([row('/c/')]);
    expect([known.has(row('/a/')), known.has(row('/c/'))]).toEqual([false, true]);
  });
});
