import { describe, expect, it } from 'vitest';
import { EMPTY_SITE } from '../contracts/render-context.ts';
import { EMPTY_SOURCES, type RequestContext } from '../contracts/data.ts';
import { DEFAULT_KIT } from '../model/kit.ts';
import { formatDate } from './date-format.ts';
import { dynamicTags } from './index.ts';
import { parseDynamicTag } from './parse.ts';
import { resolveDynamicSettings } from './resolve.ts';

/** Elementor's stored form of a tag, with its settings URL-encoded JSON. */
const tag = (name: string, settings: object = {}) =>
  `[elementor-tag id="1a2b" name="${name}" settings="${encodeURIComponent(JSON.stringify(settings))}"]`;

const POST_REQUEST: RequestContext = {
  path: '/sea-suite/',
  query: {},
  post: {
    id: 12,
    type: 'post',
    title: 'The Sea Suite',
    slug: 'sea-suite',
    url: '/sea-suite/',
    excerpt: 'A top-floor suite with a private terrace facing the sunset.',
    date: '2026-03-04T09:05:00.000Z',
    modified: '2026-05-21T18:30:00.000Z',
    featuredImage: { url: '/uploads/sea-suite.jpg', id: 40, alt: 'Terrace' },
  },
};
const ARCHIVE_REQUEST: RequestContext = {
  path: '/area/old-town/',
  query: {},
  archive: {
    taxonomy: 'area',
    id: 3,
    name: 'Old Town',
    slug: 'old-town',
    description: 'Lanes and squares.',
    url: '/area/old-town/',
    meta: {},
  },
};
const site = { ...EMPTY_SITE, name: 'Casa Alba', description: 'Suites by the sea' };
const kit = { ...DEFAULT_KIT, site_logo: { url: '/uploads/logo.svg', id: 7 } };

async function resolve(settings: Record<string, unknown>, request: RequestContext = POST_REQUEST) {
  return resolveDynamicSettings(settings, { request, sources: EMPTY_SOURCES, site, kit });
}

async function value(key: string, name: string, tagSettings: object = {}, request?: RequestContext, staticValue?: unknown) {
  const out = await resolve({ [key]: staticValue, __dynamic__: { [key]: tag(name, tagSettings) } }, request);
  return out.settings?.[key];
}

describe('dynamic tag shortcodes', () => {
  it('reads the name, id and URL-encoded settings of a stored tag', () => {
    expect(parseDynamicTag('[elementor-tag id="7d7b0db" name="popup" settings="%7B%22popup%22%3A%22915%22%7D"]')).toEqual({
      id: '7d7b0db',
      name: 'popup',
      settings: { popup: '915' },
    });
    expect(parseDynamicTag('[elementor-tag id="" name="site-logo" settings="%7B%7D"]')).toEqual({
      id: '',
      name: 'site-logo',
      settings: {},
    });
  });

  it('refuses what is not a tag, and reads broken settings as none', () => {
    expect(parseDynamicTag('Hello')).toBeUndefined();
    expect(parseDynamicTag(42)).toBeUndefined();
    expect(parseDynamicTag('[elementor-tag id="x" settings="%7B%7D"]')).toBeUndefined();
    expect(parseDynamicTag('[elementor-tag id="x" name="post-title" settings="%7Bnope"]')?.settings).toEqual({});
  });
});

describe('the dynamic tags', () => {
  it('registers every common tag once', () => {
    const names = dynamicTags.map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of ['post-title', 'post-excerpt', 'post-date', 'post-featured-image', 'post-url']) expect(names).toContain(name);
    for (const name of ['site-title', 'site-tagline', 'site-logo', 'archive-title']) expect(names).toContain(name);
  });

  it('post title, with the before, after and fallback texts Elementor offers', async () => {
    expect(await value('title', 'post-title')).toBe('The Sea Suite');
    expect(await value('title', 'post-title', { before: '« ', after: ' »' })).toBe('« The Sea Suite »');
    expect(await value('title', 'post-title', { fallback: 'Untitled' }, { path: '/', query: {} })).toBe('Untitled');
  });

  it('post excerpt, cut to a number of words when asked', async () => {
    expect(await value('editor', 'post-excerpt')).toBe('A top-floor suite with a private terrace facing the sunset.');
    expect(await value('editor', 'post-excerpt', { max_length: 3 })).toBe('A top-floor suite…');
  });

  it('post date in WordPress formats, published or modified', async () => {
    expect(await value('title', 'post-date')).toBe('March 4, 2026');
    expect(await value('title', 'post-date', { format: 'Y-m-d' })).toBe('2026-03-04');
    expect(await value('title', 'post-date', { type: 'post_modified', format: 'd/m/Y' })).toBe('21/05/2026');
    expect(await value('title', 'post-date', { format: 'custom', custom_format: 'l jS \\o\\f F, H:i' })).toBe(
      'Wednesday 4th of March, 09:05',
    );
    // "3 days ago" would go stale in the page cache.
    expect(await value('title', 'post-date', { format: 'human' })).toBe('March 4, 2026');
  });

  it('featured image replaces the media value, keeping what the tag does not give', async () => {
    expect(await value('image', 'post-featured-image', {}, undefined, { url: '/static.jpg', size: 'large' })).toEqual({
      url: '/uploads/sea-suite.jpg',
      id: 40,
      alt: 'Terrace',
      size: 'large',
    });
    const fallback = { url: '/uploads/placeholder.jpg', id: 2 };
    expect(await value('image', 'post-featured-image', { fallback }, { path: '/', query: {} })).toEqual(fallback);
  });

  it('site title, tagline and logo come from the site and its kit', async () => {
    expect(await value('title', 'site-title')).toBe('Casa Alba');
    expect(await value('title', 'site-tagline')).toBe('Suites by the sea');
    expect(await value('image', 'site-logo')).toEqual({ url: '/uploads/logo.svg', id: 7 });
  });

  it('current URL goes into the link object, keeping its other fields', async () => {
    expect(await value('link', 'post-url', {}, undefined, { url: '#', is_external: 'on' })).toEqual({
      url: '/sea-suite/',
      is_external: 'on',
    });
    expect(await value('link', 'post-url', {}, ARCHIVE_REQUEST)).toEqual({ url: '/area/old-town/' });
  });

  it('archive title names the taxonomy unless told not to', async () => {
    expect(await value('title', 'archive-title', {}, ARCHIVE_REQUEST)).toBe('Area: Old Town');
    expect(await value('title', 'archive-title', { include_context: '' }, ARCHIVE_REQUEST)).toBe('Old Town');
    expect(await value('editor', 'archive-description', {}, ARCHIVE_REQUEST)).toBe('Lanes and squares.');
  });

  it('keeps the static value where the request has nothing for the tag', async () => {
    const out = await resolve({ title: 'Static', __dynamic__: { title: tag('archive-title') } });
    expect(out).toEqual({ unknown: [] });
  });
});

describe('unknown tags', () => {
  it('keep the static value and are named for the report', async () => {
    const out = await resolve({
      title: 'Static title',
      link: { url: '/static/' },
      __dynamic__: { title: tag('acf-text', { key: 'field_1' }), link: tag('post-url'), image: 'not a tag' },
    });
    expect(out.unknown).toEqual(['acf-text', '(unreadable)']);
    expect(out.settings?.title).toBe('Static title');
    expect(out.settings?.link).toEqual({ url: '/sea-suite/' });
  });
});

describe('date formats', () => {
  it('escapes letters with a backslash and refuses a date that is not one', () => {
    expect(formatDate('2026-01-02T15:04:05Z', 'D, M j \\a\\t g:i A')).toBe('Fri, Jan 2 at 3:04 PM');
    expect(formatDate('', 'Y')).toBeUndefined();
  });
});
