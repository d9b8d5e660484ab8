// Ninety days of plausible visitor statistics for the demo hotel, so the back office's dashboard
// shows what a running site looks like: weekday and weekend rhythm, a slow rise towards the season,
// search and social visitors landing on the home page and the suites, bounces and longer visits,
// booking-link clicks and brochure downloads, filtered bots. Generated from a fixed seed and written
// through the ingestion's own batch writer, so detail and rollups agree exactly as live traffic's do.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { classifySource } from '../stats/classify/channel.ts';
import { parseUserAgent } from '../stats/classify/user-agent.ts';
import { ONLINE_WINDOW_MS } from '../stats/constants.ts';
import { addDays, dayOf, siteTimezone } from '../stats/days.ts';
import { applyBatch } from '../stats/ingest/apply-batch.ts';
import type { EventRecord, StatsRecord } from '../stats/ingest/records.ts';

const DAYS = 90;
const HOST = 'casa-alba.example';

/** A small deterministic generator (mulberry32): the same demo every time. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(rand: () => number, weighted: readonly (readonly [T, number])[]): T {
  const total = weighted.reduce((sum, [, w]) => sum + w, 0);
  let r = rand() * total;
  for (const [value, w] of weighted) if ((r -= w) < 0) return value;
  return weighted[weighted.length - 1]![0];
}

const AGENTS = [
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    34,
  ],
  ['Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36', 22],
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 18],
  ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', 10],
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0', 6],
  ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0', 5],
  ['Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 5],
] as const;

const REFERRERS = [
  ['', 30],
  ['https://www.google.com/', 30],
  ['https://www.google.it/', 6],
  ['https://www.bing.com/', 4],
  ['https://duckduckgo.com/', 2],
  ['https://l.instagram.com/', 7],
  ['https://l.facebook.com/', 5],
  ['https://www.tripadvisor.com/Hotel_Review', 6],
  ['https://www.booking.com/', 4],
  ['https://travel-blog.example/amalfi-coast-stays', 3],
  ['campaign', 3],
] as const;

/** The demo's public addresses and their posts, read from what the seed stored. */
async function demoPages(db: Kysely<Database>): Promise<{ uri: string; type: string; id: number; weight: number }[]> {
  const posts = await db
    .selectFrom('posts')
    .select(['id', 'slug', 'type'])
    .where('status', '=', 'published')
    .where('type', 'in', ['page', 'post'])
    .execute();
  const weights: Record<string, number> = { home: 40, suites: 18, about: 7, contact: 8, 'your-stay': 5, 'the-house': 6, account: 1 };
  return posts.map((p) => ({
    uri: p.slug === 'home' ? '/' : `/${p.slug}/`,
    type: p.type,
    id: p.id,
    weight: weights[p.slug] ?? 3,
  }));
}

export async function seedDemoStatistics(db: Kysely<Database>, now = new Date()): Promise<number> {
  // Once only: a second seed run (or a site that already counts real visitors) keeps what is there.
  if (await db.selectFrom('stats_daily').select('day').limit(1).executeTakeFirst()) return 0;
  const rand = random(20240601);
  const timezone = await siteTimezone(db);
  const today = dayOf(now, timezone);
  const pages = await demoPages(db);
  if (!pages.length) return 0;
  const entries = pages.map((p) => [p, p.weight] as const);
  const browsing = pages.map((p) => [p, p.uri === '/' ? 8 : p.weight + 4] as const);
  let total = 0;

  for (let back = DAYS - 1; back >= 0; back--) {
    const day = addDays(today, -back);
    const midnight = Date.parse(`${day}T00:00:00Z`);
    const weekday = new Date(midnight).getUTCDay();
    // More visitors towards today (the season approaching) and at weekends.
    const base = 22 + (DAYS - back) * 0.45 + (weekday === 0 || weekday === 6 ? 14 : 0);
    const visitors = Math.round(base * (0.8 + rand() * 0.4));
    const records: StatsRecord[] = [];
    for (let v = 0; v < visitors; v++) {
      const hash = `${day.replace(/-/g, '')}${Math.floor(rand() * 1e12)
        .toString(16)
        .padStart(12, '0')}${v.toString(16).padStart(4, '0')}`.padEnd(32, '0');
      const ua = pick(rand, AGENTS);
      const agent = parseUserAgent(ua);
      // Visitors come mostly between 8:00 and 23:00.
      let at = midnight + (8 + rand() * 15) * 3_600_000;
      if (back === 0 && at > now.getTime()) at = now.getTime() - rand() * 3_600_000;
      const referred = pick(rand, REFERRERS);
      let page = pick(rand, entries);
      const landing = referred === 'campaign' ? `${page.uri}?utm_source=newsletter&utm_medium=email&utm_campaign=spring` : page.uri;
      const source = classifySource(referred === 'campaign' ? '' : referred, landing, HOST);
      const views = rand() < 0.42 ? 1 : 2 + Math.floor(rand() * rand() * 7);
      for (let n = 0; n < views; n++) {
        const uri = n === 0 ? landing : page.uri;
        records.push({
          kind: 'hit',
          at: new Date(at),
          day,
          visitorHash: hash,
          agent,
          userAgent: null,
          pageUri: uri,
          sourceType: page.type,
          sourceId: page.id,
          source,
        });
        at += 15_000 + rand() * 150_000;
        page = pick(rand, browsing);
      }
      if (views > 1 && rand() < 0.12)
        records.push(event(new Date(at), day, hash, 'click', 'https://booking.casa-alba.example/reserve', 'Book your stay'));
      if (views > 2 && rand() < 0.05)
        records.push({
          ...event(new Date(at), day, hash, 'file_download', 'https://casa-alba.example/uploads/casa-alba-brochure.pdf', 'Brochure'),
          dim: 'download',
          key: 'casa-alba-brochure.pdf',
          fileName: 'casa-alba-brochure',
          fileExt: 'pdf',
        });
    }
    for (let b = Math.round(visitors * (0.2 + rand() * 0.2)); b > 0; b--)
      records.push({ kind: 'exclusion', day, reason: rand() < 0.85 ? 'bot' : 'prefetch' });
    records.sort((a, b) => ('at' in a ? a.at.getTime() : 0) - ('at' in b ? b.at.getTime() : 0));
    for (let i = 0; i < records.length; i += 500) await applyBatch(db, records.slice(i, i + 500));
    total += records.filter((r) => r.kind === 'hit').length;
  }
  // Who was "online" weeks ago is not online now: only the last few minutes' visitors stay listed.
  await db
    .deleteFrom('stats_online')
    .where('last_seen', '<', new Date(now.getTime() - ONLINE_WINDOW_MS).toISOString())
    .execute();
  return total;
}

function event(at: Date, day: string, visitorHash: string, name: string, targetUrl: string, text: string): EventRecord {
  return {
    kind: 'event',
    at,
    day,
    visitorHash,
    dim: 'event',
    key: targetUrl,
    name,
    targetUrl,
    pageId: 0,
    elementId: '',
    elementClass: 'elementor-button',
    elementText: text,
    mouseButton: '0',
    fileName: '',
    fileExt: '',
    downloadKey: '',
  };
}
