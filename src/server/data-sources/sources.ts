// The data sources of one request: batched loaders over the repositories (and the menu store), which
// note the content tags of everything they return, so a cached page is dropped when any of it changes.
import type { Kysely } from 'kysely';
import { contentTags } from '../../db/content-tags.ts';
import type { Post } from '../../db/repositories/posts.ts';
import { publishedPostsInTerms } from '../../db/repositories/term-posts.ts';
import { queryPublishedPosts } from '../../db/repositories/post-query.ts';
import type { Database } from '../../db/schema.ts';
import type { DataSources, MediaValue, PostSummary } from '../../contracts/data.ts';
import { searchSite } from '../../content/search/search-site.ts';
import { listProducts } from '../../commerce/shop/products.ts';
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
  /** Posts listed so far on this page, and the list query running last. */
  const listed = new Set<number>();
  let postLists: Promise<unknown> = Promise.resolve();
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
      posts(query) {
        // One list after another, in the order the page asks (document order), so "avoid duplicates"
        // leaves out exactly what the lists above it showed.
        const run = async () => {
          const excludeIds = query.avoidDuplicates ? [...(query.excludeIds ?? []), ...listed] : query.excludeIds;
          const result = await queryPublishedPosts(db, {
            type: query.postType,
            orderBy: query.orderBy,
            order: query.order,
            limit: query.perPage,
            offset: query.offset,
            includeIds: query.includeIds,
            excludeIds,
            termIds: query.termIds,
          });
          // Every list's posts count as shown, whether or not it avoids duplicates itself (as in Elementor Pro).
          for (const post of result.posts) listed.add(post.id);
          return result;
        };
        const turn = postLists.then(run, run);
        postLists = turn.then(
          () => undefined,
          () => undefined,
        );
        return turn.then(({ posts, total }) => {
          // The list tag covers posts being published, unpublished or edited (which may reorder it).
          tags.add(contentTags.postList(query.postType));
          for (const id of query.termIds ?? []) tags.add(contentTags.term(id));
          for (const post of posts) tags.add(contentTags.post(post.id));
          return { posts: posts.map((p) => ({ ...postSummary(p), author: p.authorName })), total };
        });
      },
      // Search pages are never cached (src/server/routes/search.ts), so results note no tags.
      async search({ text, page }) {
        return searchSite(db, { text, page, frontPageId: await frontPageId() });
      },
      // Any product write names the one `products` tag (a price, stock, a new product may change any list).
      async products(query) {
        tags.add(contentTags.products());
        return listProducts(db, query);
      },
    },
  };
}
