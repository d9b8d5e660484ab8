// Four months of visitor statistics for the demo hotel, so the back office's dashboard reads like
// a real one on first start: the daily rollups the dashboard reads (stats_daily), written as the
// ingestion would have summed them (views across pages, visits across entry pages, channels and
// devices), with weekly rhythm and slow growth. Deterministic, and only into an empty table: real
// statistics are never touched.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export const DEMO_STATS_DAYS = 120;

export interface DemoPage {
  uri: string;
  id: number;
  sourceType: 'page' | 'post';
  /** Relative share of views. */
  weight: number;
}

type Weights = Record<string, number>;

const CHANNELS: Weights = { search: 40, direct: 33, referral: 14, social: 10, campaign: 3 };
const SEARCH_ENGINES: Weights = { google: 82, bing: 10, duckduckgo: 8 };
const REFERRERS: Weights = {
  'www.google.com': 40,
  'www.booking.com': 16,
  'www.tripadvisor.com': 12,
  'www.instagram.com': 10,
  'www.facebook.com': 8,
  'www.visitportoalba.example': 6,
  'www.bing.com': 5,
  'duckduckgo.com': 3,
};
const BROWSERS: Weights = { Chrome: 46, Safari: 34, Firefox: 7, Edge: 8, 'Samsung Internet': 5 };
const SYSTEMS: Weights = { iOS: 36, Android: 26, Windows: 22, macOS: 14, Linux: 2 };
const DEVICES: Weights = { mobile: 58, desktop: 36, tablet: 6 };
const LINKS: Weights = {
  'https://www.booking.com/hotel/casa-alba-suites': 45,
  'https://wa.me/390000000000': 25,
  'https://www.instagram.com/casaalbasuites': 18,
  'https://maps.example/porto-alba': 12,
};
const DOWNLOADS: Weights = { '/uploads/demo/casa-alba-brochure.pdf': 70, '/uploads/demo/breakfast-menu.pdf': 30 };
const EXCLUSIONS: Weights = { bot: 80, prefetch: 12, role: 8 };

/** A small seeded generator (mulberry32): the same demo every time. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `total` split by weights into whole numbers that add up to it (largest remainders first). */
export function share(total: number, weights: Weights, jitter: () => number): Array<[string, number]> {
  const entries = Object.entries(weights).map(([k, w]) => [k, w * (0.8 + 0.4 * jitter())] as const);
  const sum = entries.reduce((s, [, w]) => s + w, 0);
  const exact = entries.map(([k, w]) => [k, (total * w) / sum] as const);
  const out = exact.map(([k, x]) => [k, Math.floor(x)] as [string, number]);
  let left = total - out.reduce((s, [, n]) => s + n, 0);
  const order = exact.map(([, x], i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (left <= 0) break;
    out[i][1]++;
    left--;
  }
  return out.filter(([, n]) => n > 0);
}

const dayString = (ms: number) => new Date(ms).toISOString().slice(0, 10);

type DailyRow = Database['stats_daily'];

/** The rows of one day. Visitors of a key are a little fewer than its visits (some come back the same day). */
function dayRows(day: string, index: number, pages: DemoPage[], rand: () => number) {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const weekend = weekday === 5 || weekday === 6 ? 1.25 : weekday === 0 ? 1.1 : 1;
  const growth = 0.75 + (0.25 * index) / DEMO_STATS_DAYS;
  const visitors = Math.round(150 * weekend * growth * (0.85 + 0.3 * rand()));
  const visits = Math.round(visitors * (1.1 + 0.1 * rand()));
  const views = Math.round(visits * (2.4 + 0.6 * rand()));
  const bounces = Math.round(visits * (0.36 + 0.12 * rand()));
  const duration = Math.round(visits * (80 + 50 * rand()));
  const rows: DailyRow[] = [{ dim: 'total', day, key: '', visitors, count: views, visits, bounces, duration }];
  const add = (dim: string, split: Array<[string, number]>, returning = 0.88) => {
    for (const [key, count] of split)
      rows.push({ dim, day, key, visitors: Math.max(1, Math.round(count * returning)), count, visits: 0, bounces: 0, duration: 0 });
  };
  const pageWeights = Object.fromEntries(pages.map((p) => [p.uri, p.weight]));
  add('page', share(views, pageWeights, rand), 0.7);
  add('entry', share(visits, pageWeights, rand));
  add('exit', share(visits, pageWeights, rand));
  const channels = share(visits, CHANNELS, rand);
  add('channel', channels);
  const searchVisits = channels.find(([k]) => k === 'search')?.[1] ?? 0;
  add('search_engine', share(searchVisits, SEARCH_ENGINES, rand));
  const referred = visits - (channels.find(([k]) => k === 'direct')?.[1] ?? 0);
  add('referrer', share(Math.round(referred * 0.8), REFERRERS, rand));
  add('browser', share(visits, BROWSERS, rand));
  add('os', share(visits, SYSTEMS, rand));
  add('device', share(visits, DEVICES, rand));
  add('event', share(Math.round(visits * 0.12), LINKS, rand), 0.95);
  add('download', share(Math.round(visits * 0.03), DOWNLOADS, rand), 0.95);
  const excluded = share(Math.round(visits * (0.3 + 0.2 * rand())), EXCLUSIONS, rand).map(([reason, count]) => ({ day, reason, count }));
  return { rows, excluded };
}

/** Writes the demo's statistics unless the site already has some. Returns the number of days written. */
export async function seedDemoStatistics(db: Kysely<Database>, pages: DemoPage[], now = new Date()): Promise<number> {
  const existing = await db.selectFrom('stats_daily').select('day').limit(1).executeTakeFirst();
  if (existing) return 0;
  const rand = random(20260401);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const daily: DailyRow[] = [];
  const excluded: Array<{ day: string; reason: string; count: number }> = [];
  for (let i = 0; i < DEMO_STATS_DAYS; i++) {
    const day = dayString(today - (DEMO_STATS_DAYS - 1 - i) * 86_400_000);
    const { rows, excluded: ex } = dayRows(day, i, pages, rand);
    daily.push(...rows);
    excluded.push(...ex);
  }
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < daily.length; i += 500)
      await trx
        .insertInto('stats_daily')
        .values(daily.slice(i, i + 500))
        .execute();
    for (let i = 0; i < excluded.length; i += 500)
      await trx
        .insertInto('stats_exclusions')
        .values(excluded.slice(i, i + 500))
        .execute();
    await trx
      .insertInto('stats_pages')
      .values(pages.map((p) => ({ uri: p.uri, source_type: p.sourceType, source_id: p.id })))
      .onConflict((oc) => oc.column('uri').doNothing())
      .execute();
  });
  return DEMO_STATS_DAYS;
}
