// Tags about the post being rendered (Elementor Pro's "Post" group).
import { DEFAULT_DATE_FORMAT, formatDate } from './date-format.ts';
import { defineTag } from './types.ts';

const text = (v: unknown) => (typeof v === 'string' ? v : '');

export const postTitle = defineTag({
  name: 'post-title',
  title: 'Post Title',
  kind: 'text',
  resolve: ({ request }) => request.post?.title,
});

export const postExcerpt = defineTag({
  name: 'post-excerpt',
  title: 'Post Excerpt',
  kind: 'text',
  resolve: ({ request, settings }) => {
    const excerpt = request.post?.excerpt;
    if (excerpt === undefined) return undefined;
    // Elementor's `max_length` counts words.
    const max = Number(settings.max_length);
    if (!Number.isInteger(max) || max <= 0) return excerpt;
    const words = excerpt.split(/\s+/).filter(Boolean);
    return words.length > max ? `${words.slice(0, max).join(' ')}…` : excerpt;
  },
});

export const postDate = defineTag({
  name: 'post-date',
  title: 'Post Date',
  kind: 'text',
  resolve: ({ request, settings }) => {
    const post = request.post;
    if (!post) return undefined;
    const iso = settings.type === 'post_modified' ? post.modified : post.date;
    const format = text(settings.format);
    // 'human' ("3 days ago") would change while a page sits in the cache: the default format instead.
    const pattern =
      format === 'custom'
        ? text(settings.custom_format) || DEFAULT_DATE_FORMAT
        : format && format !== 'default' && format !== 'human'
          ? format
          : DEFAULT_DATE_FORMAT;
    return formatDate(iso, pattern);
  },
});

export const postFeaturedImage = defineTag({
  name: 'post-featured-image',
  title: 'Featured Image',
  kind: 'image',
  resolve: ({ request }) => request.post?.featuredImage,
});

/** The current page's URL: the post's permalink, else the requested path (archives). */
export const postUrl = defineTag({
  name: 'post-url',
  title: 'Post URL',
  kind: 'url',
  resolve: ({ request }) => request.post?.url ?? request.path,
});
