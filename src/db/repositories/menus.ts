// Menus and their items, resolved to a tree of titles and URLs for rendering.
import type { Kysely } from 'kysely';
import type { MenuItem } from '../../contracts/render-context.ts';
import { contentChanged } from '../changes.ts';
import { contentTags } from '../content-tags.ts';
import type { Database, MenuItemRow } from '../schema.ts';
import { listTerms } from './terms.ts';

export interface Links {
  post(slug: string, id: number): string;
  term(taxonomy: string, slug: string): string;
}

/** The menu at a theme location as a tree; taxonomy items list that taxonomy's terms as children. */
export async function getMenuTree(db: Kysely<Database>, location: string, links: Links): Promise<MenuItem[]> {
  const menu = await db.selectFrom('menus').select('id').where('location', '=', location).executeTakeFirst();
  if (!menu) return [];
  const rows = await db.selectFrom('menu_items').selectAll().where('menu_id', '=', menu.id).orderBy('position').orderBy('id').execute();
  const postIds = rows.filter((r) => r.kind === 'post' && r.object_id).map((r) => r.object_id as number);
  const posts = postIds.length ? await db.selectFrom('posts').select(['id', 'slug']).where('id', 'in', postIds).execute() : [];
  const slugOf = new Map(posts.map((p) => [p.id, p.slug]));

  const toItem = async (row: MenuItemRow): Promise<MenuItem> => {
    const children = await Promise.all(rows.filter((r) => r.parent_id === row.id).map(toItem));
    let url = row.url ?? '#';
    if (row.kind === 'post' && row.object_id) url = links.post(slugOf.get(row.object_id) ?? '', row.object_id);
    if (row.kind === 'taxonomy' && row.object) {
      const terms = await listTerms(db, row.object);
      children.push(...terms.map((t) => ({ id: -t.id, title: t.name, url: links.term(t.taxonomy, t.slug), children: [] })));
    }
    return { id: row.id, title: row.title, url, children };
  };
  return Promise.all(rows.filter((r) => r.parent_id === null).map(toItem));
}

/** What the menu at a location is built from: the menu, the posts it links to, the taxonomies it lists. */
export async function menuTags(db: Kysely<Database>, location: string): Promise<string[]> {
  const rows = await db
    .selectFrom('menu_items')
    .innerJoin('menus', 'menus.id', 'menu_items.menu_id')
    .select(['menu_items.kind', 'menu_items.object_id', 'menu_items.object'])
    .where('menus.location', '=', location)
    .execute();
  const tags = [contentTags.menu(location)];
  for (const row of rows) {
    if (row.kind === 'post' && row.object_id) tags.push(contentTags.link(row.object_id));
    if (row.kind === 'taxonomy' && row.object) tags.push(contentTags.taxonomy(row.object));
  }
  return tags;
}

export interface MenuItemInput {
  title: string;
  kind: MenuItemRow['kind'];
  url?: string;
  objectId?: number;
  object?: string;
  children?: MenuItemInput[];
}

/** Replaces the menu at a location with the given items (idempotent for seeding and import). */
export async function replaceMenu(db: Kysely<Database>, location: string, name: string, items: MenuItemInput[]): Promise<void> {
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
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (item.children?.length) await insert(item.children, row.id);
      }
    };
    await insert(items, null);
  });
  await contentChanged(db, [contentTags.menu(location)]);
}
