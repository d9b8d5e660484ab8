import { describe, expect, it } from 'vitest';
import type { Post } from '../../db/repositories/posts.ts';
import { postSummary } from './sources.ts';

const post = (pageSettings: Record<string, unknown>): Post => ({
  id: 8,
  type: 'post',
  conditions: [],
  authorId: null,
  slug: 'market-morning',
  title: 'Market morning',
  status: 'published',
  templateType: null,
  elements: [],
  pageSettings,
  menuOrder: 0,
  createdAt: '2026-04-01T08:00:00.000Z',
  updatedAt: '2026-04-02T08:00:00.000Z',
});

describe('posts as loaders and dynamic tags see them', () => {
  it('carry a relative URL, the excerpt and dates, and a well-formed featured image', () => {
    const summary = postSummary(
      post({ excerpt: 'Espresso under the arcade.', featured_image: { url: '/uploads/market.jpg', id: 4, alt: 'Stalls' } }),
    );
    expect(summary).toEqual({
      id: 8,
      type: 'post',
      title: 'Market morning',
      slug: 'market-morning',
      url: '/market-morning/',
      excerpt: 'Espresso under the arcade.',
      date: '2026-04-01T08:00:00.000Z',
      modified: '2026-04-02T08:00:00.000Z',
      featuredImage: { url: '/uploads/market.jpg', id: 4, alt: 'Stalls' },
    });
    expect(postSummary(post({}), '/').url).toBe('/');
  });

  it('ignore an excerpt or featured image of the wrong shape', () => {
    const summary = postSummary(post({ excerpt: 42, featured_image: { url: 7 } }));
    expect(summary.excerpt).toBe('');
    expect(summary.featuredImage).toBeUndefined();
    expect(postSummary(post({ featured_image: 'market.jpg' })).featuredImage).toBeUndefined();
  });
});
