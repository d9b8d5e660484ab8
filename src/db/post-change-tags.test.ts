import { describe, expect, it } from 'vitest';
import { savedPostTags, type PostIdentity } from './post-change-tags.ts';

const page = (over: Partial<PostIdentity> = {}): PostIdentity => ({
  id: 7,
  type: 'page',
  slug: 'rooms',
  status: 'published',
  template_type: null,
  ...over,
});

describe('savedPostTags', () => {
  it('names nothing for a draft that stays a draft, new or old', () => {
    expect(savedPostTags(undefined, page({ status: 'draft' }), [3])).toEqual([]);
    expect(savedPostTags(page({ status: 'draft' }), page({ status: 'draft', slug: 'other' }), [3])).toEqual([]);
    expect(savedPostTags(undefined, page({ type: 'template', template_type: 'header', status: 'draft' }), [])).toEqual([]);
  });

  it('names the post and its address when published content is edited', () => {
    expect(savedPostTags(page(), page(), [3])).toEqual(['post:7', 'slug:rooms', 'posts:page']);
  });

  it('names both addresses and its links when the slug changes', () => {
    expect(savedPostTags(page(), page({ slug: 'suites' }), [])).toEqual(['post:7', 'slug:suites', 'slug:rooms', 'link:7', 'posts:page']);
  });

  it('names its terms when it is published or unpublished, as archives list published posts only', () => {
    expect(savedPostTags(page({ status: 'draft' }), page(), [3, 4])).toEqual(['post:7', 'slug:rooms', 'term:3', 'term:4', 'posts:page']);
    expect(savedPostTags(page(), page({ status: 'draft' }), [3])).toEqual(['post:7', 'slug:rooms', 'term:3', 'posts:page']);
    expect(savedPostTags(undefined, page(), [])).toEqual(['post:7', 'slug:rooms', 'link:7', 'posts:page']);
  });

  it('names the list of published posts of its type, which posts widgets show', () => {
    expect(savedPostTags(undefined, page({ type: 'post', slug: 'market' }), [])).toContain('posts:post');
    expect(savedPostTags(undefined, page({ type: 'template', template_type: 'header' }), [])).not.toContain('posts:template');
  });

  it('names the set of templates of its kind, before and after, for templates and popups', () => {
    const header = page({ type: 'template', template_type: 'header', slug: 'site-header' });
    expect(savedPostTags(header, { ...header, template_type: 'footer' }, [])).toEqual([
      'post:7',
      'slug:site-header',
      'templates:header',
      'templates:footer',
    ]);
    expect(savedPostTags(page({ type: 'popup' }), page({ type: 'popup' }), [])).toContain('templates:popup');
  });
});
