// Settings -> the posts query, as Elementor Pro's query control reads them: the skin's posts per page,
// source, include/exclude by ids and terms, offset and order.
import type { PostListQuery, RequestContext } from '../../contracts/data.ts';

type Settings = Record<string, unknown>;

/** Most posts one widget lists (WordPress's -1 means all; a page never needs more). */
export const MAX_POSTS = 100;

const ORDER_BY: Record<string, PostListQuery['orderBy']> = {
  post_date: 'date',
  date: 'date',
  post_title: 'title',
  title: 'title',
  menu_order: 'menu_order',
  modified: 'modified',
  post_modified: 'modified',
  rand: 'rand',
  ID: 'id',
};

/** The skin whose prefixed controls apply: Full Content reads the classic skin's (Foyer draws it as classic). */
export function skinOf(settings: Settings): 'classic' | 'cards' {
  return settings._skin === 'cards' ? 'cards' : 'classic';
}

/** A skin-prefixed setting (`cards_posts_per_page`). */
export function skinSetting(settings: Settings, name: string): unknown {
  return settings[`${skinOf(settings)}_${name}`];
}

function ids(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  return value.map((v) => Number(v)).filter((n) => Number.isInteger(n) && n > 0);
}

function has(list: unknown, key: string): boolean {
  return Array.isArray(list) && list.includes(key);
}

export function postsQuery(settings: Settings, request: RequestContext): PostListQuery {
  const raw = Number(skinSetting(settings, 'posts_per_page'));
  const perPage = raw === -1 ? MAX_POSTS : Number.isInteger(raw) && raw >= 0 ? Math.min(raw, MAX_POSTS) : 6;
  const offset = Number(settings.posts_offset);
  const query: PostListQuery = {
    postType: settings.posts_post_type === 'page' ? 'page' : 'post',
    orderBy: ORDER_BY[String(settings.posts_orderby)] ?? 'date',
    order: settings.posts_order === 'asc' ? 'asc' : 'desc',
    perPage,
    offset: Number.isInteger(offset) && offset > 0 ? offset : 0,
  };
  if (settings.posts_post_type === 'by_id') {
    query.includeIds = ids(settings.posts_posts_ids);
    // Manual selection of nothing shows nothing, as WordPress's post__in of an empty list would not.
    if (!query.includeIds.length) query.perPage = 0;
    return query;
  }
  if (has(settings.posts_include, 'terms')) query.termIds = ids(settings.posts_include_term_ids);
  const exclude: number[] = [];
  if (has(settings.posts_exclude, 'current_post') && request.post) exclude.push(request.post.id);
  if (has(settings.posts_exclude, 'manual_selection')) exclude.push(...ids(settings.posts_exclude_ids));
  if (exclude.length) query.excludeIds = exclude;
  if (settings.posts_avoid_duplicates === 'yes') query.avoidDuplicates = true;
  return query;
}

/** WordPress's wp_trim_words: the first `count` words, with an ellipsis when cut. */
export function trimWords(text: string, count: number): string {
  const words = text
    .replace(/<[^>]*>/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  if (words.length <= count) return words.join(' ');
  return `${words.slice(0, Math.max(0, count)).join(' ')}…`;
}

// English month names, as toLocaleString('en-US') gives them: a table, since asking ICU costs about 2 %
// of an uncached render of a page listing posts.
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** WordPress's default date and time formats ('F j, Y', 'g:i a'), in UTC as stored. */
export function postDate(iso: string): { date: string; time: string } {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return { date: '', time: '' };
  const month = MONTHS[d.getUTCMonth()];
  const hours = d.getUTCHours();
  const minutes = String(d.getUTCMinutes()).padStart(2, '0');
  return {
    date: `${month} ${d.getUTCDate()}, ${d.getUTCFullYear()}`,
    time: `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`,
  };
}
