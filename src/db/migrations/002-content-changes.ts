// The content change log: one row per change of published content, naming its tags (src/db/changes.ts).
// Other processes learn of changes from it: SQLite watchers read new rows (sqlite-change-watch.ts),
// and on PostgreSQL a trigger turns each row into a NOTIFY for the app servers' LISTEN connections.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  await db.schema
    .createTable('content_changes')
    .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) =>
      dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('origin', 'text', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  if (dialect !== 'postgres') return;
  // NOTIFY is sent when the writing transaction commits, so listeners never hear of uncommitted content.
  await sql`
    CREATE OR REPLACE FUNCTION foyer_notify_content_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('foyer_content', json_build_object('origin', NEW.origin, 'tags', NEW.tags)::text);
      RETURN NEW;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER content_changes_notify AFTER INSERT ON content_changes
    FOR EACH ROW EXECUTE FUNCTION foyer_notify_content_change()`.execute(db);
}
