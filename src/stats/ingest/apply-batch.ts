// Writes one group of records in one transaction: detail rows, visitors and visits, online rows,
// and the daily rollups as deltas (one upsert per rollup row touched, however many hits touched it).
// Visits are followed through each day's visitor row, so a batch needs one read (the visitors it
// names) and a fixed number of multi-row writes, whatever its size.
import type { Kysely, Transaction } from 'kysely';
import type { Database, StatsDailyTable, StatsOnlineTable, StatsVisitorsTable, StatsVisitsTable } from '../../db/schema.ts';
import { VISIT_GAP_MS } from '../constants.ts';
import { insertRows } from './bulk.ts';
import type { EventRecord, HitRecord, StatsRecord } from './records.ts';

type Delta = StatsDailyTable;
type Trx = Transaction<Database>;

/** Rows per multi-row statement: well under both databases' bound-parameter limits. */
const CHUNK = 400;

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

/** The in-memory sums of one batch. */
function createDeltas() {
  const deltas = new Map<string, Delta>();
  const touches = new Map<string, { day: string; dim: string; key: string; visitor_hash: string }>();
  const at = (dim: string, day: string, key: string): Delta => {
    const id = `${dim}\u0000${day}\u0000${key}`;
    let d = deltas.get(id);
    if (!d) deltas.set(id, (d = { dim, day, key, visitors: 0, count: 0, visits: 0, bounces: 0, duration: 0 }));
    return d;
  };
  return {
    deltas,
    touches,
    at,
    /** Counts `count` on a row and remembers the visitor, who is added to `visitors` if new today. */
    touch(dim: string, day: string, key: string, visitor: string, count = 1): void {
      at(dim, day, key).count += count;
      touches.set(`${dim}\u0000${day}\u0000${key}\u0000${visitor}`, { day, dim, key, visitor_hash: visitor });
    },
  };
}

export async function applyBatch(db: Kysely<Database>, records: StatsRecord[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const sums = createDeltas();
    await applyHits(
      trx,
      records.filter((r): r is HitRecord => r.kind === 'hit'),
      sums,
    );
    const online = new Map<string, StatsOnlineTable>();
    for (const r of records) {
      if (r.kind === 'hit' || r.kind === 'online') {
        const at = r.at.toISOString();
        online.set(r.visitorHash, {
          visitor_hash: r.visitorHash,
          page_uri: r.pageUri,
          source_type: r.sourceType,
          source_id: r.sourceId,
          started_at: at,
          last_seen: at,
        });
      } else if (r.kind === 'exclusion') {
        sums.at('exclusion', r.day, r.reason).count++;
      }
    }
    const events = records.filter((r): r is EventRecord => r.kind === 'event');
    for (const e of events) sums.touch(e.dim, e.day, e.key, e.visitorHash);
    await writeEvents(trx, events);
    await writeOnline(trx, [...online.values()]);
    await countNewVisitors(trx, sums);
    await writeDeltas(trx, [...sums.deltas.values()]);
  });
}

async function applyHits(trx: Trx, hits: HitRecord[], sums: ReturnType<typeof createDeltas>): Promise<void> {
  if (!hits.length) return;
  const visitors = new Map<string, StatsVisitorsTable>();
  for (const part of chunks([...new Set(hits.map((h) => h.visitorHash))])) {
    for (const row of await trx.selectFrom('stats_visitors').selectAll().where('visitor_hash', 'in', part).execute())
      visitors.set(row.visitor_hash, row);
  }
  const visits = new Map<string, StatsVisitsTable>();
  const pages = new Map<string, { uri: string; source_type: string; source_id: number }>();
  const hitRows: Database['stats_hits'][] = [];

  for (const hit of hits) {
    const at = hit.at.toISOString();
    const { day, visitorHash: who, pageUri: uri, source } = hit;
    const total = sums.at('total', day, '');
    let v = visitors.get(who);
    const isNewVisitor = !v;
    if (!v) {
      total.visitors++;
      v = {
        visitor_hash: who,
        day,
        first_at: at,
        last_at: at,
        hits: 0,
        browser: hit.agent.browser,
        os: hit.agent.os,
        device: hit.agent.device,
        user_agent: hit.userAgent,
        visit_id: '',
        visit_views: 0,
        last_uri: '',
      };
      visitors.set(who, v);
    }
    const gap = hit.at.getTime() - Date.parse(v.last_at);
    if (!v.visit_id || gap > VISIT_GAP_MS) {
      const id = `${who}-${hit.at.getTime().toString(36)}`;
      visits.set(id, {
        id,
        day,
        visitor_hash: who,
        started_at: at,
        last_at: at,
        views: 1,
        entry_uri: uri,
        exit_uri: uri,
        channel: source.channel,
        referrer_host: source.referrerHost,
        search_engine: source.searchEngine,
      });
      total.visits++;
      total.bounces++;
      // Visit-level rows count visits; their visitors are those whose first visit of the day it was
      // (browser, OS and device never change within a day: the agent is part of the visitor's hash).
      // That needs no per-visitor marker rows, which keeps a new visitor's hit to a few row writes.
      const first = isNewVisitor ? 1 : 0;
      const count = (dim: string, key: string) => {
        const row = sums.at(dim, day, key);
        row.count++;
        row.visitors += first;
      };
      count('entry', uri);
      count('exit', uri);
      count('channel', source.channel);
      if (source.referrerHost) count('referrer', source.referrerHost);
      if (source.searchEngine) count('search_engine', source.searchEngine);
      count('browser', v.browser);
      count('os', v.os);
      count('device', v.device);
      v.visit_id = id;
      v.visit_views = 1;
    } else {
      // The visit goes on: no longer a bounce after its second view, longer, and leaving from here.
      if (v.visit_views === 1) total.bounces--;
      total.duration += Math.max(0, Math.round(gap / 1000));
      v.visit_views++;
      if (v.last_uri !== uri) {
        // The exit moves on; the visitor with it when this is their first visit of the day (the one
        // the visit-level rows count visitors by).
        const firstVisit = v.visit_id === `${who}-${Date.parse(v.first_at).toString(36)}` ? 1 : 0;
        const before = sums.at('exit', day, v.last_uri);
        before.count--;
        before.visitors -= firstVisit;
        const after = sums.at('exit', day, uri);
        after.count++;
        after.visitors += firstVisit;
      }
      const visit = visits.get(v.visit_id);
      if (visit) Object.assign(visit, { views: v.visit_views, exit_uri: uri, last_at: at });
      else
        // Only views, exit and last_at are updated on conflict; the rest keeps the stored values.
        visits.set(v.visit_id, {
          id: v.visit_id,
          day,
          visitor_hash: who,
          started_at: at,
          last_at: at,
          views: v.visit_views,
          entry_uri: uri,
          exit_uri: uri,
          channel: source.channel,
          referrer_host: '',
          search_engine: '',
        });
    }
    total.count++;
    sums.touch('page', day, uri, who);
    v.hits++;
    v.last_at = at;
    v.last_uri = uri;
    pages.set(uri, { uri, source_type: hit.sourceType, source_id: hit.sourceId });
    hitRows.push({
      day,
      at,
      visitor_hash: who,
      visit_id: v.visit_id,
      page_uri: uri,
      source_type: hit.sourceType,
      source_id: hit.sourceId,
      referrer_host: source.referrerHost,
      channel: source.channel,
    });
  }

  await insertRows(
    trx,
    {
      table: 'stats_hits',
      columns: ['day', 'at', 'visitor_hash', 'visit_id', 'page_uri', 'source_type', 'source_id', 'referrer_host', 'channel'],
    },
    hitRows.map((h) => [h.day, h.at, h.visitor_hash, h.visit_id, h.page_uri, h.source_type, h.source_id, h.referrer_host, h.channel]),
  );
  await insertRows(
    trx,
    {
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
      ],
      conflict:
        'on conflict ("visitor_hash") do update set "last_at" = excluded."last_at", "hits" = excluded."hits", "visit_id" = excluded."visit_id", "visit_views" = excluded."visit_views", "last_uri" = excluded."last_uri"',
    },
    [...visitors.values()].map((v) => [
      v.visitor_hash,
      v.day,
      v.first_at,
      v.last_at,
      v.hits,
      v.browser,
      v.os,
      v.device,
      v.user_agent,
      v.visit_id,
      v.visit_views,
      v.last_uri,
    ]),
  );
  // Only views, exit and last_at change on conflict: a continuing visit's other columns keep their stored values.
  await insertRows(
    trx,
    {
      table: 'stats_visits',
      columns: [
        'id',
        'day',
        'visitor_hash',
        'started_at',
        'last_at',
        'views',
        'entry_uri',
        'exit_uri',
        'channel',
        'referrer_host',
        'search_engine',
      ],
      conflict:
        'on conflict ("id") do update set "views" = excluded."views", "exit_uri" = excluded."exit_uri", "last_at" = excluded."last_at"',
    },
    [...visits.values()].map((v) => [
      v.id,
      v.day,
      v.visitor_hash,
      v.started_at,
      v.last_at,
      v.views,
      v.entry_uri,
      v.exit_uri,
      v.channel,
      v.referrer_host,
      v.search_engine,
    ]),
  );
  await insertRows(
    trx,
    {
      table: 'stats_pages',
      columns: ['uri', 'source_type', 'source_id'],
      conflict: 'on conflict ("uri") do update set "source_type" = excluded."source_type", "source_id" = excluded."source_id"',
    },
    [...pages.values()].map((p) => [p.uri, p.source_type, p.source_id]),
  );
}

async function writeEvents(trx: Trx, events: EventRecord[]): Promise<void> {
  await insertRows(
    trx,
    {
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
    },
    events.map((e) => [
      e.day,
      e.at.toISOString(),
      e.visitorHash,
      e.name,
      e.targetUrl,
      e.pageId,
      e.elementId,
      e.elementClass,
      e.elementText,
      e.mouseButton,
      e.fileName,
      e.fileExt,
      e.downloadKey,
    ]),
  );
}

async function writeOnline(trx: Trx, rows: StatsOnlineTable[]): Promise<void> {
  await insertRows(
    trx,
    {
      table: 'stats_online',
      columns: ['visitor_hash', 'page_uri', 'source_type', 'source_id', 'started_at', 'last_seen'],
      conflict:
        'on conflict ("visitor_hash") do update set "page_uri" = excluded."page_uri", "source_type" = excluded."source_type", "source_id" = excluded."source_id", "last_seen" = excluded."last_seen"',
    },
    rows.map((r) => [r.visitor_hash, r.page_uri, r.source_type, r.source_id, r.started_at, r.last_seen]),
  );
}

/** Records who touched each rollup row today; those not seen there before add one visitor. */
async function countNewVisitors(trx: Trx, sums: ReturnType<typeof createDeltas>): Promise<void> {
  const added = await insertRows<{ day: string; dim: string; key: string }>(
    trx,
    {
      table: 'stats_day_keys',
      columns: ['day', 'dim', 'key', 'visitor_hash'],
      conflict: 'on conflict do nothing',
      returning: '"day", "dim", "key"',
    },
    [...sums.touches.values()].map((t) => [t.day, t.dim, t.key, t.visitor_hash]),
  );
  for (const row of added) sums.at(row.dim, row.day, row.key).visitors++;
}

async function writeDeltas(trx: Trx, deltas: Delta[]): Promise<void> {
  await insertRows(
    trx,
    {
      table: 'stats_exclusions',
      columns: ['day', 'reason', 'count'],
      conflict: 'on conflict ("day", "reason") do update set "count" = "stats_exclusions"."count" + excluded."count"',
    },
    deltas.filter((d) => d.dim === 'exclusion').map((d) => [d.day, d.key, d.count]),
  );
  const add = (column: string) => `"${column}" = "stats_daily"."${column}" + excluded."${column}"`;
  await insertRows(
    trx,
    {
      table: 'stats_daily',
      columns: ['dim', 'day', 'key', 'visitors', 'count', 'visits', 'bounces', 'duration'],
      conflict: `on conflict ("dim", "day", "key") do update set ${['visitors', 'count', 'visits', 'bounces', 'duration'].map(add).join(', ')}`,
    },
    deltas.filter((d) => d.dim !== 'exclusion').map((d) => [d.dim, d.day, d.key, d.visitors, d.count, d.visits, d.bounces, d.duration]),
  );
}
