// Visitor statistics (src/stats): detail rows written by the ingestion's group commit, and the daily
// rollups the dashboard reads. No raw IP and no cookie is stored anywhere: a visitor is the hash of
// IP + user agent under that day's random salt (stats_salts), and a day's salt is deleted once the
// day is over, so yesterday's hashes cannot be recomputed from an IP. None of these tables is
// published content: their writes never touch the content change log, so they clear no cached page.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One random salt per site day, shared by every process; purged after the day (src/stats/salt.ts).
  await db.schema
    .createTable('stats_salts')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('salt', 'text', (c) => c.notNull())
    .execute();

  // Each counted page view (detail, purged after retentionDays).
  await db.schema
    .createTable('stats_hits')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('visitor_hash', 'text', (c) => c.notNull())
    .addColumn('visit_id', 'text', (c) => c.notNull())
    .addColumn('page_uri', 'text', (c) => c.notNull())
    .addColumn('source_type', 'text', (c) => c.notNull())
    .addColumn('source_id', 'integer', (c) => c.notNull())
    .addColumn('referrer_host', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stats_hits_day').on('stats_hits').column('day').execute();

  // A visitor of one day (the hash is day-specific: the salt rotates), with its current visit.
  await db.schema
    .createTable('stats_visitors')
    .addColumn('visitor_hash', 'text', (c) => c.primaryKey())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('first_at', 'text', (c) => c.notNull())
    .addColumn('last_at', 'text', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('browser', 'text', (c) => c.notNull())
    .addColumn('os', 'text', (c) => c.notNull())
    .addColumn('device', 'text', (c) => c.notNull())
    /** Only when the storeUserAgent setting is on. */
    .addColumn('user_agent', 'text')
    .addColumn('visit_id', 'text', (c) => c.notNull())
    .addColumn('visit_views', 'integer', (c) => c.notNull())
    .addColumn('last_uri', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stats_visitors_day').on('stats_visitors').column('day').execute();

  // A visit: a visitor's hits with no gap over 30 minutes (bounce = one view; duration first → last hit).
  await db.schema
    .createTable('stats_visits')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('visitor_hash', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('last_at', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull())
    .addColumn('entry_uri', 'text', (c) => c.notNull())
    .addColumn('exit_uri', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('referrer_host', 'text', (c) => c.notNull())
    .addColumn('search_engine', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stats_visits_day').on('stats_visits').column('day').execute();

  // Which visitors already counted towards a rollup row today, so `visitors` counts each once.
  await db.schema
    .createTable('stats_day_keys')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('dim', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('visitor_hash', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('stats_day_keys_pk', ['day', 'dim', 'key', 'visitor_hash'])
    .execute();

  // What each counted page address was (its post, for titles in the dashboard).
  await db.schema
    .createTable('stats_pages')
    .addColumn('uri', 'text', (c) => c.primaryKey())
    .addColumn('source_type', 'text', (c) => c.notNull())
    .addColumn('source_id', 'integer', (c) => c.notNull())
    .execute();

  // Who is on the site now: refreshed by hits and online pings, expired by last_seen.
  await db.schema
    .createTable('stats_online')
    .addColumn('visitor_hash', 'text', (c) => c.primaryKey())
    .addColumn('page_uri', 'text', (c) => c.notNull())
    .addColumn('source_type', 'text', (c) => c.notNull())
    .addColumn('source_id', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('last_seen', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stats_online_seen').on('stats_online').column('last_seen').execute();

  // Link clicks and downloads (the tracker's event record).
  await db.schema
    .createTable('stats_events')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('visitor_hash', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('target_url', 'text', (c) => c.notNull())
    .addColumn('page_id', 'integer', (c) => c.notNull())
    .addColumn('element_id', 'text', (c) => c.notNull())
    .addColumn('element_class', 'text', (c) => c.notNull())
    .addColumn('element_text', 'text', (c) => c.notNull())
    .addColumn('mouse_button', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('file_ext', 'text', (c) => c.notNull())
    .addColumn('download_key', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stats_events_day').on('stats_events').column('day').execute();

  // Hits not counted, by day and reason (bot, prefetch, role, ip_range, disabled…).
  await db.schema
    .createTable('stats_exclusions')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('stats_exclusions_pk', ['day', 'reason'])
    .execute();

  // The rollups: per day, per dimension (total, page, entry, exit, referrer, search_engine, channel,
  // browser, os, device, event, download) and key. Kept when retention purges the detail.
  await db.schema
    .createTable('stats_daily')
    .addColumn('dim', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('visitors', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('visits', 'integer', (c) => c.notNull())
    .addColumn('bounces', 'integer', (c) => c.notNull())
    .addColumn('duration', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('stats_daily_pk', ['dim', 'day', 'key'])
    .execute();
}
