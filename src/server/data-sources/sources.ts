// The data sources of one request: batched loaders over the repositories (and the menu store), which
// note the content tags of everything they return, so a cached page is dropped when any of it changes.
import type { Kysely } from 'kysely';
import { contentTags } from '../../db/content-tags.ts';
import type { Post } from '../../db/repositories/posts.ts';
import { publishedPostsInTerms } from '../../db/repositories/term-posts.ts';
import type { Database } from '../../db/schema.ts';
import type { DataSources, MediaValue, PostSummary } from '../../contracts/data.ts';
import { searchSite } from '../../content/search/search-site.ts';
import { createBatchLoader } from './batch-loader.ts';
import type { MenuStore } from './menu-store.ts';

export interface RequestSources {
  sources: DataSources;
  /** Tags of what the sources returned so far; read once the page is planned. */
  tags: Set<string>;
}

/** A post as loaders see it; its featured image is `featured_image` in its page settings (WordPress's thumbnail). */
export function postSummary(post: Post, url = `/${post.slug}/`): PostSummary {
  const excerpt = post.pageSettings.excerpt;
  return {
    id: post.id,
    type: post.type,
    title: post.title,
    slug: post.slug,
    url,
    excerpt: typeof excerpt === 'string' ? excerpt : '',
    date: post.createdAt,
    modified: post.updatedAt,
    featuredImage: mediaValue(post.pageSettings.featured_image),
  };
}

function mediaValue(value: unknown): MediaValue | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const v = value as Record<string, unknown>;
  if (typeof v.url !== 'string' || !v.url) return undefined;
  return { url: v.url, id: typeof v.id === 'number' ? v.id : undefined, alt: typeof v.alt === 'string' ? v.alt : undefined };
}

export function createRequestSources(
  db: Kysely<Database>,
  menus: MenuStore,
  frontPageId: () => Promise<number | undefined> = async () => undefined,
): RequestSources {
  const tags = new Set<string>();
  const menuLoader = createBatchLoader((locations: string[]) => menus.get(locations));
  const termPosts = createBatchLoader((termIds: number[]) => publishedPostsInTerms(db, termIds));
  return {
    tags,
    sources: {
      async menu(location) {
        const menu = await menuLoader.load(location);
        for (const tag of menu?.tags ?? [contentTags.menu(location)]) tags.add(tag);
        return menu?.items;
      },
      async postsInTerm(termId) {
        const posts = (await termPosts.load(termId)) ?? [];
        // The term's tag covers posts joining or leaving it; each post's covers its title and excerpt.
        tags.add(contentTags.term(termId));
        for (const post of posts) tags.add(contentTags.post(post.id));
        return posts.map((p) => postSummary(p));
      },
      // Search pages are never cached (src/server/routes/search.ts), so results note no tags.
      async search({ text, page }) {
        return searchSite(db, { text, page, frontPageId: await frontPageId() });
      },
    },
  };
}
