// Stored documents carry the schema version of their element tree and page settings, so a later
// change to the document contract upgrades old rows when they are read (src/model/document-migrations.ts).
// Every row stored before this migration has today's shape: version 1.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('posts')
    .addColumn('schema_version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}
