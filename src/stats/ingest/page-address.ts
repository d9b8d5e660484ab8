// The address a hit or online ping is counted under. The tracker sends the address it was on, but the
// signature covers only the page's source (type and id), so a client could send any address with a
// valid signature: a probe sent about 130,000 made-up addresses, and the pages CSV then took 16 s.
// So the address counted is the site's own: a page, post or area archive counts under its public
// address (looked up by the signed id), search under `/?s=` and the tidied terms, and a 404 under the
// path asked for. Searches and 404 paths are the only addresses a client chooses, so each gets a
// daily budget of distinct addresses; past it, the rest of that day counts under one address each.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { getSetting } from '../../db/repositories/settings.ts';
import { makeLinks } from '../../content/links.ts';

/** Distinct search and 404 addresses counted per day, each (per process). */
export const DISTINCT_CLIENT_ADDRESSES_PER_DAY = 1000;
/** Where searches and 404s past the day's budget count. */
export const OTHER_SEARCHES = '/?s=';
export const OTHER_NOT_FOUND = '/404';
/** A search's terms at most, and a 404 path at most, as counted. */
const MAX_SEARCH_CHARS = 100;
const MAX_PATH_CHARS = 200;
/** How long a looked-up address is trusted (a renamed page counts under its new slug after this). */
const ADDRESS_TTL_MS = 60_000;
const MAX_REMEMBERED = 10_000;

/** The public address of a signed source, or undefined when no such published page, post or term exists. */
export type AddressLookup = (sourceType: string, sourceId: number) => Promise<string | undefined>;

export interface PageAddresses {
  addressOf(hit: { sourceType: string; sourceId: number; pageUri: string; day: string }): Promise<string>;
}

/** A search's terms as counted: trimmed, spaces collapsed, lower case, at most 100 characters. */
export function searchAddress(pageUri: string): string {
  const query = new URLSearchParams(pageUri.split('?')[1] ?? '').get('s') ?? '';
  const terms = query.trim().replace(/\s+/g, ' ').toLowerCase().slice(0, MAX_SEARCH_CHARS);
  return terms ? `/?s=${encodeURIComponent(terms)}` : OTHER_SEARCHES;
}

/** A 404's path as counted: no query or fragment, no repeated slashes, at most 200 characters. */
export function notFoundAddress(pageUri: string): string {
  const path = pageUri.split(/[?#]/)[0]!.replace(/\/{2,}/g, '/');
  return path.slice(0, MAX_PATH_CHARS) || '/';
}

export function createPageAddresses(lookup: AddressLookup, now: () => number = Date.now): PageAddresses {
  const known = new Map<string, { address: string; at: number }>();
  const budgets = new Map<string, Set<string>>();

  async function sourceAddress(sourceType: string, sourceId: number): Promise<string> {
    const key = `${sourceType}:${sourceId}`;
    const hit = known.get(key);
    if (hit && now() - hit.at < ADDRESS_TTL_MS) return hit.address;
    // A signed id whose page is gone since (or unpublished) counts under WordPress's short address.
    const address = (await lookup(sourceType, sourceId)) ?? `/?p=${sourceId}`;
    if (known.size >= MAX_REMEMBERED) known.clear();
    known.set(key, { address, at: now() });
    return address;
  }

  /** The address if the day's budget for its kind allows it, else the kind's catch-all address. */
  function withinBudget(kind: string, day: string, address: string, other: string): string {
    const key = `${kind}:${day}`;
    let seen = budgets.get(key);
    if (!seen) {
      // A new day: the days before it are done with.
      for (const old of budgets.keys()) if (old.startsWith(`${kind}:`)) budgets.delete(old);
      seen = new Set();
      budgets.set(key, seen);
    }
    if (seen.has(address)) return address;
    if (seen.size >= DISTINCT_CLIENT_ADDRESSES_PER_DAY) return other;
    seen.add(address);
    return address;
  }

  return {
    async addressOf({ sourceType, sourceId, pageUri, day }) {
      if (sourceType === 'search') return withinBudget('search', day, searchAddress(pageUri), OTHER_SEARCHES);
      if (sourceType === '404') return withinBudget('404', day, notFoundAddress(pageUri), OTHER_NOT_FOUND);
      return sourceAddress(sourceType, sourceId);
    },
  };
}

/** The site's own addresses from the database, as pages link them (content/links.ts). */
export function databaseLookup(db: Kysely<Database>): AddressLookup {
  return async (sourceType, sourceId) => {
    if (sourceType === 'home') return '/';
    const links = makeLinks('', await getSetting<number>(db, 'page_on_front'));
    if (sourceType === 'tax') {
      const term = await db.selectFrom('terms').select(['taxonomy', 'slug']).where('id', '=', sourceId).executeTakeFirst();
      return term && links.term(term.taxonomy, term.slug);
    }
    if (sourceType !== 'page' && sourceType !== 'post') return undefined;
    const post = await db
      .selectFrom('posts')
      .select(['slug'])
      .where('id', '=', sourceId)
      .where('type', '=', sourceType)
      .where('status', '=', 'published')
      .executeTakeFirst();
    return post && links.post(post.slug, sourceId);
  };
}
