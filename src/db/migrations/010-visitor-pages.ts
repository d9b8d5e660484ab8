// Which pages a visitor of the day has viewed, on the visitor's own row: the ingestion counts a
// page's visitors from it instead of writing a stats_day_keys row per page view, whose key (day,
// page, visitor hash) lands at a random place in its index on every hit. The row is written on every
// hit anyway. NULL marks visitors stored before this column: their pages stay in stats_day_keys.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('stats_visitors').addColumn('pages', 'text').execute();
}
