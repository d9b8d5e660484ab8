// Menus and their items, resolved to a tree of titles and URLs for rendering.
import type { Kysely } from 'kysely';
import { ANY_MENU } from '../../contracts/data.ts';
import type { MenuItem } from '../../contracts/render-context.ts';
import { checkMenuItemMeta, type MenuItemMetaInput, readMenuItemMeta } from '../../model/menu-item-meta.ts';
import { contentChanged } from '../changes.ts';
import { contentTags } from '../content-tags.ts';
import type { Database, MenuItemRow } from '../schema.ts';
import { listTerms } from './terms.ts';

export interface Links {
  post(slug: string, id: number): string;
  term(taxonomy: string, slug: string): string;
}

export interface LoadedMenu {
  items: MenuItem[];
  /** What the menu is built from (content-tags.ts): the menu, the posts it links to, the taxonomies it lists. */
  tags: string[];
  /** Items whose stored meta did not fit its schema: they render as plain links (the app logs these). */
  invalidMeta?: { id: number; reason: string }[];
}

/**
 * The menus at several theme locations, as trees, in one read each of menus, items, linked posts and
 * listed terms however many menus are asked for. Taxonomy items list that taxonomy's terms as children.
 * A location without a menu is absent from the result. ANY_MENU gets the first menu by name (then id)
 * that has items, whatever its location, as WordPress falls back to when a named menu is missing.
 */
export async function getMenuTrees(db: Kysely<Database>, locations: readonly string[], links: Links): Promise<Map<string, LoadedMenu>> {
  const out = new Map<string, LoadedMenu>();
  if (!locations.length) return out;
  const wantsAny = locations.includes(ANY_MENU);
  const named = locations.filter((l) => l !== ANY_MENU);
  const menus = await (wantsAny ? db.selectFrom('menus') : db.selectFrom('menus').where('location', 'in', named))
    .select(['id', 'location'])
    .orderBy('name')
    .orderBy('id')
    .execute();
  if (!menus.length) return out;
  const rows = await db
    .selectFrom('menu_items')
    .selectAll()
    .where(
      'menu_id',
      'in',
      menus.map((m) => m.id),
    )
    .orderBy('position')
    .orderBy('id')
    .execute();
  const postIds = [...new Set(rows.filter((r) => r.kind === 'post' && r.object_id).map((r) => r.object_id as number))];
  const termIds = [...new Set(rows.filter((r) => r.kind === 'term' && r.object_id).map((r) => r.object_id as number))];
  const taxonomies = [...new Set(rows.filter((r) => r.kind === 'taxonomy' && r.object).map((r) => r.object as string))];
  const [posts, linkedTerms, termLists] = await Promise.all([
    postIds.length ? db.selectFrom('posts').select(['id', 'slug']).where('id', 'in', postIds).execute() : [],
    termIds.length ? db.selectFrom('terms').select(['id', 'slug', 'taxonomy']).where('id', 'in', termIds).execute() : [],
    Promise.all(taxonomies.map((t) => listTerms(db, t))),
  ]);
  const slugOf = new Map(posts.map((p) => [p.id, p.slug]));
  const termOf = new Map(linkedTerms.map((t) => [t.id, t]));
  const termsOf = new Map(taxonomies.map((t, i) => [t, termLists[i]]));

  const invalidMeta = new Map<number, string>();
  const megaOf = (row: MenuItemRow) => {
    const meta = readMenuItemMeta(row.meta);
    if (meta.ok) return meta.meta.mega;
    invalidMeta.set(row.id, meta.reason);
    return undefined;
  };
  const toItem = (row: MenuItemRow): MenuItem => {
    const children = rows.filter((r) => r.parent_id === row.id).map(toItem);
    let url = row.url ?? '#';
    if (row.kind === 'post' && row.object_id) url = links.post(slugOf.get(row.object_id) ?? '', row.object_id);
    const term = row.kind === 'term' && row.object_id ? termOf.get(row.object_id) : undefined;
    if (term) url = links.term(term.taxonomy, term.slug);
    if (row.kind === 'taxonomy' && row.object) {
      const terms = termsOf.get(row.object) ?? [];
      children.push(...terms.map((t) => ({ id: -t.id, title: t.name, url: links.term(t.taxonomy, t.slug), children: [] })));
    }
    const mega = megaOf(row);
    return {
      id: row.id,
      title: row.title,
      url,
      children,
      ...(row.kind === 'taxonomy' && row.object ? { taxonomy: row.object } : {}),
      ...(mega ? { mega } : {}),
    };
  };
  const build = (menuId: number, tags: string[]): LoadedMenu => {
    const own = rows.filter((r) => r.menu_id === menuId);
    for (const row of own) {
      if (row.kind === 'post' && row.object_id) tags.push(contentTags.link(row.object_id));
      if (row.kind === 'term' && row.object_id) tags.push(contentTags.term(row.object_id));
      if (row.kind === 'taxonomy' && row.object) tags.push(contentTags.taxonomy(row.object));
    }
    const items = own.filter((r) => r.parent_id === null).map(toItem);
    const invalid = own.flatMap((r) => (invalidMeta.has(r.id) ? [{ id: r.id, reason: invalidMeta.get(r.id) as string }] : []));
    return { items, tags: [...new Set(tags)], ...(invalid.length ? { invalidMeta: invalid } : {}) };
  };
  for (const menu of menus) {
    if (menu.location && named.includes(menu.location)) out.set(menu.location, build(menu.id, [contentTags.menu(menu.location)]));
  }
  const first = wantsAny ? menus.find((m) => rows.some((r) => r.menu_id === m.id)) : undefined;
  // Any menu's change may change which one comes first: every menu write also notes menu:ANY_MENU.
  if (first) out.set(ANY_MENU, build(first.id, [contentTags.menu(ANY_MENU)]));
  return out;
}

/** The menu at one theme location as a tree (empty when there is none). */
export async function getMenuTree(db: Kysely<Database>, location: string, links: Links): Promise<MenuItem[]> {
  return (await getMenuTrees(db, [location], links)).get(location)?.items ?? [];
}

export interface MenuItemInput {
  title: string;
  kind: MenuItemRow['kind'];
  url?: string;
  objectId?: number;
  object?: string;
  /** Mega-menu settings (src/model/menu-item-meta.ts), checked before anything is written. */
  meta?: MenuItemMetaInput;
  children?: MenuItemInput[];
}

/** A menu item's meta that does not fit its schema: nothing was written. Routes answer it with a 400. */
export class InvalidMenuMetaError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly itemTitle: string,
    readonly reason: string,
  ) {
    super(`Menu item "${itemTitle}": invalid mega-menu settings (${reason})`);
    this.name = 'InvalidMenuMetaError';
  }
}

/** The items' meta as stored JSON, by item; throws InvalidMenuMetaError for the first that does not fit. */
function storedMeta(items: MenuItemInput[], out = new Map<MenuItemInput, string | null>()): Map<MenuItemInput, string | null> {
  for (const item of items) {
    if (item.meta === undefined) out.set(item, null);
    else {
      const checked = checkMenuItemMeta(item.meta);
      if (!checked.ok) throw new InvalidMenuMetaError(item.title, checked.reason);
      // The parsed value is stored (defaults filled in, non-elements refused), so reads see what was checked.
      out.set(item, checked.meta.mega ? JSON.stringify(checked.meta) : null);
    }
    storedMeta(item.children ?? [], out);
  }
  return out;
}

/** Replaces the menu at a location with the given items (idempotent for seeding and import). */
export async function replaceMenu(db: Kysely<Database>, location: string, name: string, items: MenuItemInput[]): Promise<void> {
  const meta = storedMeta(items);
  await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('menus').select('id').where('location', '=', location).executeTakeFirst();
    const menuId = existing
      ? existing.id
      : (await trx.insertInto('menus').values({ name, location }).returning('id').executeTakeFirstOrThrow()).id;
    await trx.updateTable('menus').set({ name }).where('id', '=', menuId).execute();
    await trx.deleteFrom('menu_items').where('menu_id', '=', menuId).execute();
    const insert = async (list: MenuItemInput[], parentId: number | null) => {
      for (const [position, item] of list.entries()) {
        const row = await trx
          .insertInto('menu_items')
          .values({
            menu_id: menuId,
            parent_id: parentId,
            position,
            title: item.title,
            kind: item.kind,
            url: item.url ?? null,
            object_id: item.objectId ?? null,
            object: item.object ?? null,
            meta: meta.get(item) ?? null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (item.children?.length) await insert(item.children, row.id);
      }
    };
    await insert(items, null);
  });
  await contentChanged(db, [contentTags.menu(location), contentTags.menu(ANY_MENU)]);
}
