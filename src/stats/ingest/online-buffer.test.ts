import { describe, expect, it } from 'vitest';
import type { StatsOnlineTable } from '../../db/schema.ts';
import { createOnlineBuffer } from './online-buffer.ts';

const row = (visitor: string, at: string, page = '/'): StatsOnlineTable => ({
  visitor_hash: visitor,
  page_uri: page,
  source_type: 'page',
  source_id: 1,
  started_at: at,
  last_seen: at,
});

describe('online buffer', () => {
  it('keeps one row per visitor, the latest page and the first start, and gives them all out at once', () => {
    const buffer = createOnlineBuffer();
    buffer.add(row('a', 't1', '/'));
    buffer.add(row('a', 't2', '/spa/'));
    buffer.add(row('b', 't2'));
    expect(buffer.size()).toBe(2);
    expect(buffer.take()).toEqual([{ ...row('a', 't2', '/spa/'), started_at: 't1' }, row('b', 't2')]);
    expect(buffer.size()).toBe(0);
    expect(buffer.take()).toEqual([]);
  });

  it('puts back rows whose write failed, unless the visitor has a newer one', () => {
    const buffer = createOnlineBuffer();
    buffer.add(row('a', 't1'));
    buffer.add(row('b', 't1'));
    const taken = buffer.take();
    buffer.add(row('a', 't2', '/spa/'));
    buffer.restore(taken);
    expect(buffer.take()).toEqual([row('a', 't2', '/spa/'), row('b', 't1')]);
  });
});
