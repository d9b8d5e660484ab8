// Saving through the content service sanitises stored HTML; the repository below it stores what it is given.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openDb, type Db } from '../db/connect.ts';
import { migrate } from '../db/migrate.ts';
import { getPostBySlug } from '../db/repositories/posts.ts';
import type { ElementNode } from '../model/element.ts';
import { savePost } from './save-post.ts';

let db: Db;
beforeEach(async () => {
  db = openDb('sqlite::memory:');
  await migrate(db);
});
afterEach(() => db.close());

const text = (html: string): ElementNode[] => [
  { id: 't1', elType: 'widget', widgetType: 'text-editor', settings: { editor: html }, elements: [] },
];

it('stores rich text without script, keeping the markup a text widget may hold', async () => {
  await savePost(db.kysely, {
    type: 'page',
    slug: 'p',
    title: 'P',
    status: 'draft',
    elements: text('<p onclick="steal()">Sea <strong>view</strong></p><script>steal()</script>'),
  });
  const stored = (await getPostBySlug(db.kysely, 'page', 'p'))?.elements[0].settings.editor;
  expect(stored).toBe('<p>Sea <strong>view</strong></p>');
});
