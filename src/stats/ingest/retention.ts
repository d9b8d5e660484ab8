// Daily housekeeping: detail older than retentionDays goes (the rollups and exclusion counts stay,
// so totals and charts keep their history), and working rows that only serve the current day go
// whatever the setting: expired online rows, old salts and the per-day visitor markers.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ONLINE_WINDOW_MS } from '../constants.ts';
import { addDays, dayOf } from '../days.ts';
import { purgeOldSalts } from '../salt.ts';

export async function runMaintenance(db: Kysely<Database>, options: { now: Date; timezone: string; retentionDays: number }): Promise<void> {
  const today = dayOf(options.now, options.timezone);
  const yesterday = addDays(today, -1);
  await db
    .deleteFrom('stats_online')
    .where('last_seen', '<', new Date(options.now.getTime() - ONLINE_WINDOW_MS).toISOString())
    .execute();
  await purgeOldSalts(db, yesterday);
  await db.deleteFrom('stats_day_keys').where('day', '<', yesterday).execute();
  if (options.retentionDays > 0) await purgeDetail(db, addDays(today, -options.retentionDays + 1));
}

/** Deletes detail rows of days before `firstKept`. */
export async function purgeDetail(db: Kysely<Database>, firstKept: string): Promise<void> {
  await db.deleteFrom('stats_hits').where('day', '<', firstKept).execute();
  await db.deleteFrom('stats_visitors').where('day', '<', firstKept).execute();
  await db.deleteFrom('stats_events').where('day', '<', firstKept).execute();
}
