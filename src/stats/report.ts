// The statistics queries behind the dashboard. Everything but "online now" reads the daily rollups
// (stats_daily), which ingestion updates in the same transaction as the hits, so today is always
// current and a 30-day range reads at most a few thousand small rows whatever the traffic was.
// Visitors are counted per day (the salt behind a visitor's hash rotates daily, so the same person
// on two days cannot be recognised, by design); a range's visitors are the sum of its days'.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { searchEngineLabel } from './classify/channel.ts';
import { ONLINE_WINDOW_MS, TABLE_DIMS } from './constants.ts';
import { addDays, dayCount, dayOf, eachDay, isDay } from './days.ts';
import type { DayRange, ExclusionCount, OnlineNow, RangeKey, SeriesPoint, Summary, TableKey, TableRow } from './report-types.ts';

export { siteTimezone } from './days.ts';

/** The range a key names on the site's calendar, and the range of the same length just before it. */
export function resolveRange(key: RangeKey, now: Date, timezone: string, custom?: DayRange): { current: DayRange; previous: DayRange } {
  const today = dayOf(now, timezone);
  const current = currentRange(key, today, custom);
  const length = dayCount(current.from, current.to);
  return { current, previous: { from: addDays(current.from, -length), to: addDays(current.from, -1) } };
}

function currentRange(key: RangeKey, today: string, custom?: DayRange): DayRange {
  switch (key) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case '7d':
      return { from: addDays(today, -6), to: today };
    case '30d':
      return { from: addDays(today, -29), to: today };
    case 'this_month':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'last_month': {
      const end = addDays(`${today.slice(0, 8)}01`, -1);
      return { from: `${end.slice(0, 8)}01`, to: end };
    }
    case 'this_year':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
    case 'custom':
      if (!custom || !isDay(custom.from) || !isDay(custom.to)) throw new Error('custom range: from and to must be YYYY-MM-DD days');
      if (custom.from > custom.to) throw new Error('custom range: from must not be after to');
      return { from: custom.from, to: custom.to };
  }
}

/** PostgreSQL answers sums as strings (bigint/numeric); SQLite as numbers. */
const num = (value: unknown): number => Number(value ?? 0) || 0;

export async function summary(db: Kysely<Database>, range: DayRange): Promise<Summary> {
  const row = await db
    .selectFrom('stats_daily')
    .select((eb) => [
      eb.fn.sum<number>('visitors').as('visitors'),
      eb.fn.sum<number>('count').as('views'),
      eb.fn.sum<number>('visits').as('visits'),
      eb.fn.sum<number>('bounces').as('bounces'),
      eb.fn.sum<number>('duration').as('duration'),
    ])
    .where('dim', '=', 'total')
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .executeTakeFirst();
  const visits = num(row?.visits);
  return {
    visitors: num(row?.visitors),
    views: num(row?.views),
    visits,
    bounceRate: visits ? num(row?.bounces) / visits : 0,
    avgVisitSeconds: visits ? num(row?.duration) / visits : 0,
  };
}

export async function timeSeries(db: Kysely<Database>, range: DayRange): Promise<SeriesPoint[]> {
  const rows = await db
    .selectFrom('stats_daily')
    .select(['day', 'visitors', 'count', 'visits'])
    .where('dim', '=', 'total')
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .execute();
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return eachDay(range.from, range.to).map((day) => {
    const r = byDay.get(day);
    return { day, visitors: num(r?.visitors), views: num(r?.count), visits: num(r?.visits) };
  });
}

const CHANNEL_LABELS: Record<string, string> = {
  direct: 'Direct',
  search: 'Search engines',
  social: 'Social networks',
  referral: 'Other websites',
  campaign: 'Campaigns',
};

export async function topTable(
  db: Kysely<Database>,
  table: TableKey,
  range: DayRange,
  options: { limit?: number; offset?: number } = {},
): Promise<TableRow[]> {
  const dim = TABLE_DIMS[table];
  if (!dim) throw new Error(`table: unknown table "${String(table)}"`);
  const limit = Math.min(Math.max(Math.trunc(options.limit ?? 10), 1), 1000);
  const offset = Math.max(Math.trunc(options.offset ?? 0), 0);
  const rows = await db
    .selectFrom('stats_daily')
    .select((eb) => ['key', eb.fn.sum<number>('visitors').as('visitors'), eb.fn.sum<number>('count').as('count')])
    .where('dim', '=', dim)
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .groupBy('key')
    // An exit page a visit moved on from nets to zero: not a row.
    .having(sql`sum(${sql.ref('count')})`, '>', 0)
    .orderBy(sql`sum(${sql.ref('count')})`, 'desc')
    .orderBy('key')
    .limit(limit)
    .offset(offset)
    .execute();
  const titles =
    dim === 'page' || dim === 'entry' || dim === 'exit'
      ? await pageTitles(
          db,
          rows.map((r) => r.key),
        )
      : new Map<string, string>();
  return rows.map((r) => ({
    key: r.key,
    label: labelOf(dim, r.key, titles),
    visitors: num(r.visitors),
    count: num(r.count),
  }));
}

function labelOf(dim: string, key: string, titles: Map<string, string>): string {
  if (dim === 'channel') return CHANNEL_LABELS[key] ?? key;
  if (dim === 'search_engine') return searchEngineLabel(key);
  if (dim === 'device') return key.charAt(0).toUpperCase() + key.slice(1);
  return titles.get(key) || key;
}

/** The titles of counted pages whose post still exists. */
async function pageTitles(db: Kysely<Database>, uris: string[]): Promise<Map<string, string>> {
  if (!uris.length) return new Map();
  const rows = await db
    .selectFrom('stats_pages')
    .innerJoin('posts', 'posts.id', 'stats_pages.source_id')
    .select(['stats_pages.uri', 'posts.title'])
    .where('stats_pages.uri', 'in', uris)
    .where('stats_pages.source_type', 'in', ['post', 'page'])
    .execute();
  return new Map(rows.map((r) => [r.uri, r.title]));
}

export async function onlineNow(db: Kysely<Database>, now: Date = new Date()): Promise<OnlineNow> {
  const since = new Date(now.getTime() - ONLINE_WINDOW_MS).toISOString();
  const rows = await db
    .selectFrom('stats_online')
    .select((eb) => ['page_uri', eb.fn.countAll<number>().as('count')])
    .where('last_seen', '>=', since)
    .groupBy('page_uri')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('page_uri')
    .execute();
  const pages = rows.map((r) => ({ uri: r.page_uri, count: num(r.count) }));
  return { count: pages.reduce((sum, p) => sum + p.count, 0), pages: pages.slice(0, 20) };
}

export async function exclusions(db: Kysely<Database>, range: DayRange): Promise<ExclusionCount[]> {
  const rows = await db
    .selectFrom('stats_exclusions')
    .select((eb) => ['reason', eb.fn.sum<number>('count').as('count')])
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .groupBy('reason')
    .orderBy(sql`sum(${sql.ref('count')})`, 'desc')
    .orderBy('reason')
    .execute();
  return rows.map((r) => ({ reason: r.reason, count: num(r.count) }));
}
