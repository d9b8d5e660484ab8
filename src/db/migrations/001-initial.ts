// The first schema: posts, terms, menus, settings, users.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  const id = dialect === 'postgres' ? 'serial' : 'integer';
  const autoId = (t: string) =>
    db.schema.createTable(t).addColumn('id', id, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()));

  await autoId('posts')
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('template_type', 'text')
    .addColumn('elements', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('page_settings', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('menu_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('author_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('posts_type_slug').on('posts').columns(['type', 'slug']).unique().execute();

  await autoId('terms')
    .addColumn('taxonomy', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('parent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('meta', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema.createIndex('terms_taxonomy_slug').on('terms').columns(['taxonomy', 'slug']).unique().execute();

  await db.schema
    .createTable('term_relationships')
    .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('term_id', 'integer', (c) => c.notNull().references('terms.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('term_relationships_pk', ['post_id', 'term_id'])
    .execute();

  await autoId('menus')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('location', 'text')
    .execute();
  await autoId('menu_items')
    .addColumn('menu_id', 'integer', (c) => c.notNull().references('menus.id').onDelete('cascade'))
    .addColumn('parent_id', 'integer')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('url', 'text')
    .addColumn('object_id', 'integer')
    .addColumn('object', 'text')
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await autoId('users')
    .addColumn('login', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
