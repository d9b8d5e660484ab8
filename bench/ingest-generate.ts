// Generates a busy site's statistics fast, for the dashboard timing: N detail hits spread over the
// last 30 days (one INSERT … SELECT per day, rows made by the database itself) and the daily rollups
// a year of such traffic leaves (the dashboard reads only those, and the online rows).
import { type Kysely, sql } from 'kysely';
import { openDb } from '../src/db/connect.ts';
import type { Database, StatsDailyTable } from '../src/db/schema.ts';
import { addDays, dayOf } from '../src/stats/days.ts';

const DAYS = 30;
const HISTORY_DAYS = 365;

/** Keys per rollup dimension, as a hotel site's traffic spreads them. */
const KEYS: Record<string, string[]> = {
  page: Array.from({ length: 200 }, (_, i) => `/page-${i}/`),
  entry: Array.from({ length: 150 }, (_, i) => `/page-${i}/`),
  exit: Array.from({ length: 150 }, (_, i) => `/page-${i}/`),
  referrer: Array.from({ length: 100 }, (_, i) => `site-${i}.example`),
  search_engine: ['google', 'bing', 'duckduckgo', 'yahoo', 'yandex', 'baidu'],
  channel: ['direct', 'search', 'social', 'referral', 'campaign'],
  browser: ['Chrome', 'Safari', 'Firefox', 'Edge', 'Samsung Internet', 'Opera', 'Other', 'Yandex Browser'],
  os: ['Android', 'iOS', 'Windows', 'macOS', 'Linux', 'Other'],
  device: ['mobile', 'desktop', 'tablet'],
  event: Array.from({ length: 50 }, (_, i) => `https://partner-${i}.example/`),
  download: Array.from({ length: 10 }, (_, i) => `brochure-${i}.pdf`),
};

/** Zipf-like shares: the first key gets the most. */
function shares(n: number): number[] {
  const raw = Array.from({ length: n }, (_, i) => 1 / (i + 1));
  const sum = raw.reduce((a, b) => a + b, 0);
  return raw.map((r) => r / sum);
}

function rollupRows(day: string, views: number): StatsDailyTable[] {
  const visitors = Math.round(views * 0.3);
  const visits = Math.round(views * 0.4);
  const rows: StatsDailyTable[] = [
    { dim: 'total', day, key: '', visitors, count: views, visits, bounces: Math.round(visits * 0.45), duration: visits * 95 },
  ];
  for (const [dim, keys] of Object.entries(KEYS)) {
    const base = dim === 'page' ? views : dim === 'event' || dim === 'download' ? Math.round(views * 0.02) : visits;
    shares(keys.length).forEach((share, i) => {
      const count = Math.max(1, Math.round(base * share));
      rows.push({ dim, day, key: keys[i]!, visitors: Math.max(1, Math.round(count * 0.75)), count, visits: 0, bounces: 0, duration: 0 });
    });
  }
  return rows;
}

async function insertDetail(
  db: Kysely<Database>,
  dialect: 'sqlite' | 'postgres',
  day: string,
  count: number,
  dayIndex: number,
): Promise<void> {
  if (dialect === 'sqlite') {
    await sql`WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${count - 1})
      INSERT INTO stats_hits (day, at, visitor_hash, visit_id, page_uri, source_type, source_id, referrer_host, channel)
      SELECT ${day}, ${day} || printf('T%02d:%02d:%02d.000Z', (i / 3600) % 24, (i / 60) % 60, i % 60),
        printf('%016x%016x', ${dayIndex}, (i * 2654435761) % 4294967296),
        printf('%016x%016x-v', ${dayIndex}, (i * 2654435761) % 4294967296),
        '/page-' || (i % 200) || '/', 'page', 7500 + (i % 200),
        CASE i % 5 WHEN 0 THEN '' WHEN 1 THEN 'google.com' WHEN 2 THEN 'facebook.com' ELSE 'site-' || (i % 100) || '.example' END,
        CASE i % 5 WHEN 0 THEN 'direct' WHEN 1 THEN 'search' WHEN 2 THEN 'social' ELSE 'referral' END
      FROM n`.execute(db);
    return;
  }
  await sql`INSERT INTO stats_hits (day, at, visitor_hash, visit_id, page_uri, source_type, source_id, referrer_host, channel)
    SELECT ${day}, ${day} || 'T' || lpad(((i / 3600) % 24)::text, 2, '0') || ':' || lpad(((i / 60) % 60)::text, 2, '0') || ':' || lpad((i % 60)::text, 2, '0') || '.000Z',
      md5(${String(dayIndex)} || ':' || i), md5(${String(dayIndex)} || ':' || i) || '-v',
      '/page-' || (i % 200) || '/', 'page', 7500 + (i % 200),
      CASE i % 5 WHEN 0 THEN '' WHEN 1 THEN 'google.com' WHEN 2 THEN 'facebook.com' ELSE 'site-' || (i % 100) || '.example' END,
      CASE i % 5 WHEN 0 THEN 'direct' WHEN 1 THEN 'search' WHEN 2 THEN 'social' ELSE 'referral' END
    FROM generate_series(0, ${count - 1}::int) AS i`.execute(db);
}

export async function generateHits(url: string, total: number): Promise<{ seconds: number }> {
  const started = performance.now();
  const db = openDb(url);
  try {
    // A site of its own: what the load runs stored is cleared first.
    for (const table of ['stats_hits', 'stats_visitors', 'stats_day_keys', 'stats_daily', 'stats_online'] as const)
      await db.kysely.deleteFrom(table).execute();
    const today = dayOf(new Date(), 'UTC');
    const perDay = Math.floor(total / DAYS);
    for (let d = 0; d < DAYS; d++) {
      const count = d === DAYS - 1 ? total - perDay * (DAYS - 1) : perDay;
      const day = addDays(today, -d);
      await insertDetail(db.kysely, db.dialect, day, count, d);
      const rows = rollupRows(day, count);
      for (let i = 0; i < rows.length; i += 400)
        await db.kysely
          .insertInto('stats_daily')
          .values(rows.slice(i, i + 400))
          .execute();
    }
    // A year before that: rollups only (retention purged its detail), a tenth of the traffic.
    for (let d = DAYS; d < DAYS + HISTORY_DAYS; d++) {
      const rows = rollupRows(addDays(today, -d), Math.round(perDay / 10));
      for (let i = 0; i < rows.length; i += 400)
        await db.kysely
          .insertInto('stats_daily')
          .values(rows.slice(i, i + 400))
          .execute();
    }
    // Fresh statistics for the planners, as autovacuum / a long-running site would have them.
    await sql`ANALYZE`.execute(db.kysely);
    return { seconds: (performance.now() - started) / 1000 };
  } finally {
    await db.close();
  }
}
