// Posts widget (Elementor Pro, skins Classic and Cards): the site's published posts, queried in the
// data step, in Elementor's markup so documents' own CSS applies. Server-rendered; no browser part.
import type { ReactNode } from 'react';
import type { ListedPost } from '../../contracts/data.ts';
import type { RenderContext } from '../../contracts/render-context.ts';
import { defineWidget } from '../../contracts/widget.ts';
import { cx } from '../shared/css-parts.ts';
import { ResponsiveImage } from '../shared/responsive-image.tsx';
import { sanitizeInline } from '../shared/sanitize.ts';
import { POSTS_BASE_CSS } from './base-css.ts';
import { postsCss } from './css.ts';
import { hasPagination, Pagination } from './pagination.tsx';
import { pageNumberOf, pageParam } from '../../contracts/page-param.ts';
import { postDate, postsQuery, skinOf, skinSetting, trimWords } from './query.ts';
import { postsDeclaration } from './schema.ts';

export interface PostsData {
  posts: ListedPost[];
  total: number;
  perPage: number;
  /** The page's own path: pagination links start from it. */
  path: string;
  /** The page of the list shown (1 unless the request asks `?e-page-{id}=N`). */
  current: number;
}

type Settings = Record<string, unknown>;

const TITLE_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'div', 'span', 'p']);

export const posts = defineWidget({
  declaration: postsDeclaration,
  baseCss: POSTS_BASE_CSS,
  css: postsCss,
  data: async ({ settings, sources, request, element }): Promise<PostsData> => {
    const query = postsQuery(settings, request);
    const current = (hasPagination(settings) && pageNumberOf(request.query[pageParam(element.id)])) || 1;
    if (!query.perPage) return { posts: [], total: 0, perPage: 0, path: request.path, current: 1 };
    const result = await sources.posts({ ...query, offset: query.offset + (current - 1) * query.perPage });
    // Pages count what follows the offset, as Elementor Pro's do.
    return { posts: result.posts, total: Math.max(0, result.total - query.offset), perPage: query.perPage, path: request.path, current };
  },
  // Elementor prints no element at all for an empty query without a message.
  isEmpty: (settings, data) => !data?.posts.length && !sanitizeInline(settings.nothing_found_message),
  Render: ({ settings, element, ctx, data }) => {
    const s = settings as Settings;
    const list = data?.posts ?? [];
    if (!list.length) {
      const message = sanitizeInline(s.nothing_found_message);
      return message ? <div className="elementor-posts-nothing-found" dangerouslySetInnerHTML={{ __html: message }} /> : null;
    }
    const skin = skinOf(s);
    const thumbnail = String(skinSetting(s, 'thumbnail') ?? 'top');
    const isMasonry = skinSetting(s, 'masonry') === 'yes' && thumbnail !== 'none';
    const item = { s, skin, ctx, elementId: element.id, thumbnail };
    return (
      <>
        <div
          className={cx(
            'elementor-posts-container elementor-posts',
            `elementor-posts--skin-${skin}`,
            'elementor-grid',
            isMasonry ? 'elementor-posts-masonry' : 'elementor-has-item-ratio',
            `elementor-posts--thumbnail-${/^(top|left|right|none)$/.test(thumbnail) ? thumbnail : 'top'}`,
            skin === 'cards' && skinSetting(s, 'show_avatar') === 'show-avatar' && 'elementor-posts--show-avatar',
            skin === 'cards' && skinSetting(s, 'card_shadow') === 'yes' && 'elementor-card-shadow-yes',
            skin === 'cards' && skinSetting(s, 'hover_effect') === 'gradient' && 'elementor-posts__hover-gradient',
          )}
        >
          {list.map((post) =>
            skin === 'cards' ? <CardPost key={post.id} post={post} {...item} /> : <ClassicPost key={post.id} post={post} {...item} />,
          )}
        </div>
        {data && (
          <Pagination
            settings={s}
            total={data.total}
            perPage={data.perPage}
            path={data.path}
            current={data.current}
            elementId={element.id}
          />
        )}
      </>
    );
  },
});

interface ItemProps {
  post: ListedPost;
  s: Settings;
  skin: 'classic' | 'cards';
  ctx: RenderContext;
  elementId: string;
  thumbnail: string;
}

function articleClass(post: ListedPost): string {
  return cx(
    'elementor-post elementor-grid-item',
    `post-${post.id}`,
    post.type,
    `type-${post.type}`,
    'status-publish',
    post.featuredImage && 'has-post-thumbnail',
  );
}

function Thumbnail({ post, s, ctx, elementId, thumbnail }: ItemProps): ReactNode {
  if (thumbnail === 'none' || !post.featuredImage) return null;
  return (
    // The title links to the same post: the picture's link is skipped by keyboard and screen readers.
    <a className="elementor-post__thumbnail__link" href={post.url} tabIndex={-1} aria-hidden="true" {...newTab(s)}>
      <div className="elementor-post__thumbnail">
        <ResponsiveImage
          image={{ ...post.featuredImage }}
          sizeName={String(skinSetting(s, 'thumbnail_size_size') ?? 'medium')}
          ctx={ctx}
          elementId={elementId}
          alt=""
        />
      </div>
    </a>
  );
}

function newTab(s: Settings): { target?: string; rel?: string } {
  return skinSetting(s, 'open_new_tab') === 'yes' ? { target: '_blank', rel: 'noopener' } : {};
}

function Title({ post, s }: ItemProps): ReactNode {
  if (skinSetting(s, 'show_title') !== 'yes') return null;
  const tag = String(skinSetting(s, 'title_tag'));
  const Tag = (TITLE_TAGS.has(tag) ? tag : 'h3') as 'h3';
  return (
    <Tag className="elementor-post__title">
      <a href={post.url} {...newTab(s)}>
        {post.title}
      </a>
    </Tag>
  );
}

function Meta({ post, s }: ItemProps): ReactNode {
  const fields = skinSetting(s, 'meta_data');
  if (!Array.isArray(fields) || !fields.length) return null;
  const { date, time } = postDate(post.date);
  const part = (field: unknown): ReactNode => {
    switch (field) {
      case 'author':
        return post.author ? (
          <span key="author" className="elementor-post-author">
            {post.author}
          </span>
        ) : null;
      case 'date':
        return (
          <span key="date" className="elementor-post-date">
            {date}
          </span>
        );
      case 'modified':
        return (
          <span key="modified" className="elementor-post-date">
            {postDate(post.modified).date}
          </span>
        );
      case 'time':
        return (
          <span key="time" className="elementor-post-time">
            {time}
          </span>
        );
      case 'comments':
        // Foyer has no comments: WordPress's wording for none.
        return (
          <span key="comments" className="elementor-post-avatar">
            No Comments
          </span>
        );
      default:
        return null;
    }
  };
  return <div className="elementor-post__meta-data">{fields.map(part)}</div>;
}

function Excerpt({ post, s }: ItemProps): ReactNode {
  if (skinSetting(s, 'show_excerpt') !== 'yes') return null;
  const length = Number(skinSetting(s, 'excerpt_length'));
  const text = trimWords(post.excerpt, Number.isInteger(length) && length >= 0 ? length : 25);
  if (!text) return null;
  return (
    <div className="elementor-post__excerpt">
      <p>{text}</p>
    </div>
  );
}

function ReadMore({ post, s }: ItemProps): ReactNode {
  if (skinSetting(s, 'show_read_more') !== 'yes') return null;
  const label = sanitizeInline(skinSetting(s, 'read_more_text'));
  if (!label) return null;
  return (
    // With a title link beside it, the keyboard skips this second link to the same post. The post's
    // title is added for screen readers after the visible words, so the link's name still starts with
    // what is shown (WCAG 2.5.3: a voice user says "Read the story" and the link answers).
    <a
      className="elementor-post__read-more"
      href={post.url}
      tabIndex={skinSetting(s, 'show_title') === 'yes' ? -1 : undefined}
      {...newTab(s)}
    >
      <span dangerouslySetInnerHTML={{ __html: label }} />
      <span className="elementor-screen-only">{`: ${post.title}`}</span>
    </a>
  );
}

function ClassicPost(props: ItemProps): ReactNode {
  return (
    <article className={articleClass(props.post)}>
      <Thumbnail {...props} />
      <div className="elementor-post__text">
        <Title {...props} />
        <Meta {...props} />
        <Excerpt {...props} />
        <ReadMore {...props} />
      </div>
    </article>
  );
}

function CardPost(props: ItemProps): ReactNode {
  const { s, post } = props;
  const hasImage = props.thumbnail !== 'none' && Boolean(post.featuredImage);
  return (
    <article className={articleClass(post)}>
      <div className="elementor-post__card">
        <Thumbnail {...props} />
        {hasImage && skinSetting(s, 'show_avatar') === 'show-avatar' && <div className="elementor-post__avatar" />}
        <div className="elementor-post__text">
          <Title {...props} />
          <Excerpt {...props} />
          <ReadMore {...props} />
        </div>
        <Meta {...props} />
      </div>
    </article>
  );
}
