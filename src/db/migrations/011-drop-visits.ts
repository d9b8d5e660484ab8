// stats_visits held one row per visit (entry and exit page, views, start and end, source), written on
// every hit and read by nothing: the dashboard counts visits, bounces, durations, entries and exits
// in the daily rollups as the hits arrive. Every hit row carries its visit_id, time, page, referrer
// host and channel, so a visit's detail is still there, grouped by visit_id, for as long as
// retention keeps the hits. The table cost a row and two index entries per hit (on PostgreSQL about
// a fifth of ingestion's database time), so it goes.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stats_visits').ifExists().execute();
}
