import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EMPTY_SITE } from '../../contracts/render-context.ts';
import { EMPTY_REQUEST, EMPTY_SOURCES, type ListedPost, type PostListQuery } from '../../contracts/data.ts';
import { DEFAULT_KIT } from '../../model/kit.ts';
import { createCssSink } from '../../model/css.ts';
import { DEFAULT_BREAKPOINTS } from '../../model/breakpoints.ts';
import type { ElementNode } from '../../model/element.ts';
import { createTestContext } from '../../../test/helpers/render-context.ts';
import { parseSettings } from '../../contracts/settings.ts';
import { postDate, postsQuery, trimWords } from './query.ts';
import { posts, type PostsData } from './render.tsx';

const post = (id: number, title: string): ListedPost => ({
  id,
  type: 'post',
  title,
  slug: `p${id}`,
  url: `/p${id}/`,
  excerpt: 'One two three four five six seven eight nine ten eleven twelve.',
  date: '2026-03-05T14:07:00.000Z',
  modified: '2026-03-06T09:00:00.000Z',
  featuredImage: { url: `/uploads/p${id}.jpg`, alt: 'x' },
  author: 'Anna',
});

const element = (settings: Record<string, unknown>): ElementNode => ({
  id: 'ps1',
  elType: 'widget',
  widgetType: 'posts',
  settings,
  elements: [],
});

async function run(
  raw: Record<string, unknown>,
  list: ListedPost[] = [post(1, 'Market morning'), post(2, 'Harbour walk')],
  query: Record<string, string> = {},
) {
  const asked: PostListQuery[] = [];
  const sources = {
    ...EMPTY_SOURCES,
    posts: async (q: PostListQuery) => (asked.push(q), { posts: list.slice(q.offset, q.offset + q.perPage), total: list.length }),
  };
  const { settings } = parseSettings(posts.schema, raw);
  const request = { ...EMPTY_REQUEST, path: '/news/', query };
  const data = (await posts.data?.({ settings, element: element(raw), sources, request, site: EMPTY_SITE, kit: DEFAULT_KIT })) as PostsData;
  const css = createCssSink(DEFAULT_BREAKPOINTS);
  posts.css({ settings, selector: '.elementor-element-ps1', css });
  const ctx = createTestContext();
  const html = renderToStaticMarkup(<>{posts.Render({ settings, element: element(raw), ctx, data })}</>);
  return { html, css: css.toString(), asked, data, isEmpty: posts.isEmpty?.(settings, data), settings };
}

describe('posts widget', () => {
  it('queries newest published posts, six per page by default, classic skin', async () => {
    const { asked, html } = await run({});
    expect(asked).toEqual([{ postType: 'post', orderBy: 'date', order: 'desc', perPage: 6, offset: 0 }]);
    expect(html).toContain(
      '<div class="elementor-posts-container elementor-posts elementor-posts--skin-classic elementor-grid elementor-has-item-ratio elementor-posts--thumbnail-top">',
    );
    expect(html).toContain('<h3 class="elementor-post__title"><a href="/p1/">Market morning</a></h3>');
    expect(html).toContain('<span class="elementor-post-date">March 5, 2026</span><span class="elementor-post-avatar">No Comments</span>');
    expect(html).toContain(
      '<div class="elementor-post__excerpt"><p>One two three four five six seven eight nine ten eleven twelve.</p></div>',
    );
    // The link's name starts with its visible words, then names the post (WCAG 2.5.3).
    expect(html).toMatch(
      /<a class="elementor-post__read-more" href="\/p1\/"[^>]*><span>[^<]+<\/span><span class="elementor-screen-only">: Market morning<\/span><\/a>/,
    );
  });

  it('reads the cards skin controls: posts per page, title tag, excerpt length, badge and avatar', async () => {
    const { asked, html, css } = await run({
      _skin: 'cards',
      cards_posts_per_page: '1',
      cards_title_tag: 'h4',
      cards_excerpt_length: 3,
      cards_meta_data: ['author'],
    });
    expect(asked[0].perPage).toBe(1);
    expect(html).toContain('elementor-posts--skin-cards');
    expect(html).toContain('elementor-posts--show-avatar');
    expect(html).toContain('<div class="elementor-post__card"><a class="elementor-post__thumbnail__link" href="/p1/"');
    expect(html).toContain('<h4 class="elementor-post__title">');
    expect(html).toContain('<p>One two three…</p>');
    expect(html).toContain('<div class="elementor-post__meta-data"><span class="elementor-post-author">Anna</span></div>');
    expect(css).toContain('content:"•"');
    expect(html.match(/<article/g)).toHaveLength(1);
  });

  it('prints columns per device with Elementor’s defaults 3 / 2 / 1, and the skin’s gaps and ratio', async () => {
    const { css } = await run({ classic_columns: '4', classic_item_ratio: { unit: 'px', size: 0.5 } });
    expect(css).toContain('.elementor-element-ps1 .elementor-grid{grid-template-columns:repeat(4,1fr)}');
    const tablet = css.slice(css.indexOf('@media(max-width:1024px)'), css.indexOf('@media(max-width:767px)'));
    const mobile = css.slice(css.indexOf('@media(max-width:767px)'));
    expect(tablet).toContain('.elementor-element-ps1 .elementor-grid{grid-template-columns:repeat(2,1fr)}');
    expect(mobile).toContain('.elementor-element-ps1 .elementor-grid{grid-template-columns:repeat(1,1fr)}');
    // Elementor's phone default ratio, when the document sets none for phones.
    expect(mobile).toContain('.elementor-post__thumbnail{padding-bottom:calc(0.5 * 100%)}');
    expect(css).toContain('--grid-column-gap:30px');
    expect(css).toContain('padding-bottom:calc(0.5 * 100%)');
  });

  it('passes include, exclude, offset and order to the query', async () => {
    const request = { ...EMPTY_REQUEST, post: { ...post(9, 'Here'), author: undefined } };
    const q = postsQuery(
      {
        posts_include: ['terms'],
        posts_include_term_ids: ['16', 'x'],
        posts_exclude: ['current_post', 'manual_selection'],
        posts_exclude_ids: ['4'],
        posts_offset: 2,
        posts_orderby: 'post_title',
        posts_order: 'asc',
        classic_posts_per_page: -1,
      },
      request,
    );
    expect(q).toEqual({ postType: 'post', orderBy: 'title', order: 'asc', perPage: 100, offset: 2, termIds: [16], excludeIds: [9, 4] });
    expect(postsQuery({ posts_post_type: 'by_id', posts_posts_ids: [] }, EMPTY_REQUEST).perPage).toBe(0);
  });

  it('prints no element when nothing is found, or the message when one is set', async () => {
    const empty = await run({}, []);
    expect(empty.isEmpty).toBe(true);
    expect(empty.html).toBe('');
    const message = await run({ nothing_found_message: 'No news <b>yet</b>' }, []);
    expect(message.isEmpty).toBe(false);
    expect(message.html).toBe('<div class="elementor-posts-nothing-found">No news <b>yet</b></div>');
  });

  it('falls back to defaults for bad settings', async () => {
    const { html, asked } = await run({
      classic_posts_per_page: 'many',
      classic_title_tag: 'script',
      posts_orderby: 'evil',
      classic_columns: '99',
    });
    expect(asked[0]).toMatchObject({ perPage: 6, orderBy: 'date' });
    expect(html).toContain('<h3 class="elementor-post__title">');
  });

  it('links further pages with numbers and previous/next', async () => {
    const many = Array.from({ length: 5 }, (_, i) => post(i + 1, `P${i + 1}`));
    const { html } = await run({ classic_posts_per_page: 2, pagination_type: 'numbers_and_prev_next' }, many);
    expect(html).toContain('<nav class="elementor-pagination" aria-label="Pagination">');
    expect(html).toContain('<a class="page-numbers" href="/news/?e-page-ps1=3"><span class="elementor-screen-only">Page</span>3</a>');
    expect(html).toContain('<a class="page-numbers next" href="/news/?e-page-ps1=2">Next »</a>');
    // On the first page there is nowhere to go back to.
    expect(html).toContain('<span class="page-numbers prev">« Previous</span>');
  });

  it('shows the page the request asks for, and links back and on from it', async () => {
    const many = Array.from({ length: 5 }, (_, i) => post(i + 1, `P${i + 1}`));
    const settings = { classic_posts_per_page: 2, pagination_type: 'numbers_and_prev_next' };
    const second = await run(settings, many, { 'e-page-ps1': '2' });
    expect(second.asked[0]).toMatchObject({ perPage: 2, offset: 2 });
    expect(second.html).toContain('>P3</a>');
    expect(second.html).not.toContain('>P1</a>');
    expect(second.html).toContain(
      '<span aria-current="page" class="page-numbers current"><span class="elementor-screen-only">Page</span>2</span>',
    );
    expect(second.html).toContain('<a class="page-numbers prev" href="/news/">« Previous</a>');
    expect(second.html).toContain('<a class="page-numbers next" href="/news/?e-page-ps1=3">Next »</a>');
    const last = await run(settings, many, { 'e-page-ps1': '3' });
    expect(last.html).toContain('>P5</a>');
    expect(last.html).toContain('<span class="page-numbers next">Next »</span>');
    // Another widget's page, or a page that is not a number, leaves this list on its first page.
    const others: Record<string, string>[] = [{ 'e-page-other': '2' }, { 'e-page-ps1': 'x' }, { 'e-page-ps1': '0' }];
    for (const query of others) {
      expect((await run(settings, many, query)).asked[0]).toMatchObject({ offset: 0 });
    }
    // Without pagination the parameter means nothing.
    expect((await run({ classic_posts_per_page: 2 }, many, { 'e-page-ps1': '2' })).asked[0]).toMatchObject({ offset: 0 });
  });

  it('trims words and formats dates as WordPress does', () => {
    expect(trimWords('<p>a b  c</p>', 2)).toBe('a b…');
    expect(trimWords('a b', 5)).toBe('a b');
    expect(postDate('2026-11-02T00:05:00Z')).toEqual({ date: 'November 2, 2026', time: '12:05 am' });
  });
});
