// Seeds the demo hotel (placeholder content until the demo lands).
import type { Kysely } from 'kysely';
import type { Db } from '../db/connect.ts';
import { savePost } from '../db/repositories/posts.ts';
import { setSetting } from '../db/repositories/settings.ts';
import type { Database } from '../db/schema.ts';

export const HOME_PAGE_ID = 7529;

export async function isSeeded(db: Kysely<Database>): Promise<boolean> {
  return Boolean(await db.selectFrom('posts').select('id').where('id', '=', HOME_PAGE_ID).executeTakeFirst());
}

export async function seedDemo(db: Db): Promise<string> {
  await savePost(db.kysely, {
    id: HOME_PAGE_ID,
    type: 'page',
    slug: 'home',
    title: 'Home',
    status: 'published',
    elements: [{ id: 'a1', elType: 'container', settings: {}, elements: [{ id: 'b1', elType: 'widget', widgetType: 'heading', settings: { title: 'Welcome', header_size: 'h1' }, elements: [] }] }],
  });
  await setSetting(db.kysely, 'page_on_front', HOME_PAGE_ID);
  return 'Seeded the demo hotel.';
}
