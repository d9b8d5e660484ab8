import { describe, expect, it } from 'vitest';
import { tagsOfNotification } from './change-relay.ts';

describe('tagsOfNotification', () => {
  it('reads the origin and tags the change log trigger sends', () => {
    expect(tagsOfNotification(JSON.stringify({ origin: 'p1', tags: '["post:7","slug:rooms"]' }))).toEqual({
      origin: 'p1',
      tags: ['post:7', 'slug:rooms'],
    });
  });

  it('treats anything else as "everything may have changed"', () => {
    for (const payload of [undefined, '', 'another-server', '{"tags":"[]"}', JSON.stringify({ origin: 'p', tags: 'nope' })]) {
      expect(tagsOfNotification(payload).tags, String(payload)).toEqual(['*']);
    }
  });
});
