// Keeps the search index in step with content: savePost calls syncPostSearch after every save
// (terms are indexed by saveTerm itself, as their text needs no widget registry), and
// ensureSearchIndex rebuilds the whole index at start when it was built by an older extraction
// (or never, for content stored before migration 008).
import type { Kysely } from 'kysely';
import type { ElementNode } from '../../model/element.ts';
import { listPosts } from '../../db/repositories/posts.ts';
import { clearSearchIndex, putSearchEntry, removeSearchEntry } from '../../db/repositories/search-index.ts';
import { getSetting, setSetting } from '../../db/repositories/settings.ts';
import { areaSearchEntry, listTerms } from '../../db/repositories/terms.ts';
import type { Database, PostStatus, PostType } from '../../db/schema.ts';
import { documentText } from './document-text.ts';

/** Bump when documentText changes what it extracts: the next start re-indexes everything. */
export const SEARCH_INDEX_VERSION = 1;
const VERSION_KEY = 'search_index_version';

/** Only what a visitor can open is searchable: published pages and posts (never drafts or templates). */
export function isSearchable(post: { type: PostType; status: PostStatus }): boolean {
  return post.status === 'published' && (post.type === 'page' || post.type === 'post');
}

export async function syncPostSearch(
  db: Kysely<Database>,
  post: { id: number; type: PostType; status: PostStatus; title: string; elements: readonly ElementNode[] },
): Promise<void> {
  if (!isSearchable(post)) return removeSearchEntry(db, 'post', post.id);
  await putSearchEntry(db, { kind: 'post', objectId: post.id, title: post.title, body: documentText(post.elements) });
}

/** Rebuilds the index when its version is not the current one; returns whether it did. */
export async function ensureSearchIndex(db: Kysely<Database>): Promise<boolean> {
  if ((await getSetting<number>(db, VERSION_KEY)) === SEARCH_INDEX_VERSION) return false;
  await db.transaction().execute(async (trx) => {
    await clearSearchIndex(trx);
    for (const post of await listPosts(trx, { status: 'published' })) await syncPostSearch(trx, post);
    for (const term of await listTerms(trx, 'area')) await putSearchEntry(trx, areaSearchEntry(term));
  });
  await setSetting(db, VERSION_KEY, SEARCH_INDEX_VERSION);
  return true;
}
