// Menus by theme location, kept across requests until a content change touches what they were built
// from (like the site snapshot, site-memo.ts): uncached renders read them from memory. Locations not
// yet known are loaded together, in one batched read.
import { ALL_CONTENT, contentTags } from '../../db/content-tags.ts';
import type { LoadedMenu } from '../../db/repositories/menus.ts';

export interface MenuStore {
  /** The menus at these locations; a location without a menu is absent. */
  get(locations: readonly string[]): Promise<Map<string, LoadedMenu>>;
  invalidate(tags: readonly string[]): void;
}

interface Entry {
  promise: Promise<LoadedMenu | undefined>;
  /** Known once loaded; a change while loading drops the entry, as it may be stale. */
  tags?: Set<string>;
}

/** Menu links name the front page as "/", so every menu depends on which page that is. */
const FRONT_PAGE = contentTags.setting('page_on_front');

export function createMenuStore(load: (locations: string[]) => Promise<Map<string, LoadedMenu>>): MenuStore {
  const entries = new Map<string, Entry>();

  const loadMissing = (locations: string[]) => {
    const batch = load(locations);
    for (const location of locations) {
      const entry: Entry = {
        promise: batch.then(
          (found) => {
            const menu = found.get(location);
            // A location without a menu waits for one to be assigned there (menu:LOCATION).
            entry.tags = new Set([...(menu?.tags ?? [contentTags.menu(location)]), FRONT_PAGE]);
            return menu;
          },
          (error: unknown) => {
            // A failed load is not remembered: the next request tries again.
            if (entries.get(location) === entry) entries.delete(location);
            throw error;
          },
        ),
      };
      entries.set(location, entry);
    }
  };

  return {
    async get(locations) {
      const missing = [...new Set(locations)].filter((l) => !entries.has(l));
      if (missing.length) loadMissing(missing);
      const menus = await Promise.all(locations.map((l) => entries.get(l)?.promise));
      const out = new Map<string, LoadedMenu>();
      locations.forEach((l, i) => {
        const menu = menus[i];
        if (menu) out.set(l, menu);
      });
      return out;
    },
    invalidate(tags) {
      const all = tags.includes(ALL_CONTENT);
      for (const [location, entry] of entries) {
        if (all || !entry.tags || tags.some((t) => entry.tags?.has(t))) entries.delete(location);
      }
    },
  };
}
