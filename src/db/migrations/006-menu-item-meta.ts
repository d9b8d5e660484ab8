// Menu items get a JSON `meta` column for their mega-menu settings (src/model/menu-item-meta.ts):
// a panel's element tree, tabs or a carousel. Text holding JSON on both databases, as `posts`
// stores its JSON columns; null for the plain links every existing item is.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('menu_items').addColumn('meta', 'text').execute();
}
