// The menu item meta migration on a database written before it: existing items stay plain links.
import { type Kysely, sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { openDb, type Db } from '../connect.ts';
import { up as initial } from './001-initial.ts';
import { up as menuItemMeta } from './006-menu-item-meta.ts';

let db: Db | undefined;
afterEach(async () => db?.close());

it('adds a nullable meta column; existing items read back with no meta', async () => {
  db = openDb('sqlite::memory:');
  const k = db.kysely as Kysely<unknown>;
  await initial(k, 'sqlite');
  await sql`insert into menus (name, location) values ('Main', 'primary')`.execute(k);
  await sql`insert into menu_items (menu_id, position, title, kind, url) values (1, 0, 'Home', 'custom', '/')`.execute(k);
  await menuItemMeta(k);
  await sql`insert into menu_items (menu_id, position, title, kind, meta) values (1, 1, 'Areas', 'custom', '{"mega":{}}')`.execute(k);
  const rows = await sql<{ title: string; meta: string | null }>`select title, meta from menu_items order by id`.execute(k);
  expect(rows.rows).toEqual([
    { title: 'Home', meta: null },
    { title: 'Areas', meta: '{"mega":{}}' },
  ]);
});
