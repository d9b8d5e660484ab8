// The site snapshot and front page id, loaded once and shared by every render until a content
// change touches what they were built from. Concurrent requests wait for one load.
import type { Kysely } from 'kysely';
import { ALL_CONTENT, contentTags } from '../db/content-tags.ts';
import { getSetting } from '../db/repositories/settings.ts';
import type { Database } from '../db/schema.ts';
import { loadSite, type SiteSnapshot } from './site-data.ts';

export interface SiteMemo {
  site(): Promise<SiteSnapshot>;
  frontPageId(): Promise<number | undefined>;
  /** Forgets what the changed tags affect. */
  invalidate(tags: readonly string[]): void;
}

interface Loading {
  promise: Promise<SiteSnapshot>;
  tags?: Set<string>;
}

export function createSiteMemo(db: Kysely<Database>): SiteMemo {
  let frontPage: Promise<number | undefined> | undefined;
  // The snapshot's tags are known once it has loaded; a change while it loads drops it, as it may be stale.
  let snapshot: Loading | undefined;
  const FRONT_PAGE = contentTags.setting('page_on_front');

  const memo: SiteMemo = {
    // A failed load is not remembered: the next request tries again.
    frontPageId: () =>
      (frontPage ??= getSetting<number>(db, 'page_on_front').catch((error: unknown) => {
        frontPage = undefined;
        throw error;
      })),
    site() {
      if (snapshot) return snapshot.promise;
      const current: Loading = {
        promise: memo
          .frontPageId()
          .then((id) => loadSite(db, '', id))
          .then((loaded) => {
            current.tags = new Set(loaded.tags);
            return loaded;
          })
          .catch((error: unknown) => {
            if (snapshot === current) snapshot = undefined;
            throw error;
          }),
      };
      snapshot = current;
      return current.promise;
    },
    invalidate(tags) {
      const all = tags.includes(ALL_CONTENT);
      if (all || tags.includes(FRONT_PAGE)) frontPage = undefined;
      if (snapshot && (all || !snapshot.tags || tags.some((t) => snapshot?.tags?.has(t)))) snapshot = undefined;
    },
  };
  return memo;
}
