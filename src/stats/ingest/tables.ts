// The statistics tables as the group commit writes them: the columns of each multi-row insert and
// what a conflicting row does. Rollup counters add up; a returning visitor keeps the columns that
// describe how their day began and updates the rest.
import type {
  StatsDailyTable,
  StatsDayKeysTable,
  StatsEventsTable,
  StatsExclusionsTable,
  StatsHitsTable,
  StatsOnlineTable,
  StatsPagesTable,
  StatsVisitorsTable,
} from '../../db/schema.ts';
import type { Insert, InsertSpec, Value } from './bulk.ts';

/** A table's insert: its columns are its row type's keys, so a row cannot miss one. */
interface TableSpec<Row> extends InsertSpec {
  columns: (keyof Row & string)[];
}

const updated = (columns: string[]) => columns.map((c) => `"${c}" = excluded."${c}"`).join(', ');
const added = (table: string, columns: string[]) => columns.map((c) => `"${c}" = "${table}"."${c}" + excluded."${c}"`).join(', ');

export const HITS: TableSpec<StatsHitsTable> = {
  table: 'stats_hits',
  columns: ['day', 'at', 'visitor_hash', 'visit_id', 'page_uri', 'source_type', 'source_id', 'referrer_host', 'channel'],
};

export const VISITORS: TableSpec<StatsVisitorsTable> = {
  table: 'stats_visitors',
  columns: [
    'visitor_hash',
    'day',
    'first_at',
    'last_at',
    'hits',
    'browser',
    'os',
    'device',
    'user_agent',
    'visit_id',
    'visit_views',
    'last_uri',
    'pages',
  ],
  conflict: `on conflict ("visitor_hash") do update set ${updated(['last_at', 'hits', 'visit_id', 'visit_views', 'last_uri', 'pages'])}`,
};

export const PAGES: TableSpec<StatsPagesTable> = {
  table: 'stats_pages',
  columns: ['uri', 'source_type', 'source_id'],
  conflict: `on conflict ("uri") do update set ${updated(['source_type', 'source_id'])}`,
};

export const EVENTS: TableSpec<StatsEventsTable> = {
  table: 'stats_events',
  columns: [
    'day',
    'at',
    'visitor_hash',
    'name',
    'target_url',
    'page_id',
    'element_id',
    'element_class',
    'element_text',
    'mouse_button',
    'file_name',
    'file_ext',
    'download_key',
  ],
};

export const ONLINE: TableSpec<StatsOnlineTable> = {
  table: 'stats_online',
  columns: ['visitor_hash', 'page_uri', 'source_type', 'source_id', 'started_at', 'last_seen'],
  conflict: `on conflict ("visitor_hash") do update set ${updated(['page_uri', 'source_type', 'source_id', 'last_seen'])}`,
};

/** Returns the rows that were new: their visitors count once more on the rollup row. */
export const DAY_KEYS: TableSpec<StatsDayKeysTable> = {
  table: 'stats_day_keys',
  columns: ['day', 'dim', 'key', 'visitor_hash'],
  conflict: 'on conflict do nothing',
  returning: '"day", "dim", "key"',
};

export const EXCLUSIONS: TableSpec<StatsExclusionsTable> = {
  table: 'stats_exclusions',
  columns: ['day', 'reason', 'count'],
  conflict: `on conflict ("day", "reason") do update set ${added('stats_exclusions', ['count'])}`,
};

export const DAILY: TableSpec<StatsDailyTable> = {
  table: 'stats_daily',
  columns: ['dim', 'day', 'key', 'visitors', 'count', 'visits', 'bounces', 'duration'],
  conflict: `on conflict ("dim", "day", "key") do update set ${added('stats_daily', ['visitors', 'count', 'visits', 'bounces', 'duration'])}`,
};

/** The insert of `rows` into a table, each row's values in the table's column order. */
export function insertOf<Row>(spec: TableSpec<Row>, rows: Iterable<Row>): Insert {
  return { spec, rows: [...rows].map((row) => spec.columns.map((column) => (row[column] as Value | undefined) ?? null)) };
}
