// Writes one group of records in one transaction: detail rows, visitors and visits, online rows,
// and the daily rollups as deltas (one upsert per rollup row touched, however many hits touched it).
// Visits are followed through each day's visitor row, so a batch needs one read (the visitors it
// names) and a fixed number of multi-row writes, whatever its size.
import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Database, StatsDailyTable, StatsOnlineTable, StatsVisitorsTable, StatsVisitsTable } from '../../db/schema.ts';
import { VISIT_GAP_MS } from '../constants.ts';
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
      sums.touch('entry', day, uri, who);
      const exit = sums.at('exit', day, uri);
      exit.count++;
      exit.visitors++;
      sums.touch('channel', day, source.channel, who);
      if (source.referrerHost) sums.touch('referrer', day, source.referrerHost, who);
      if (source.searchEngine) sums.touch('search_engine', day, source.searchEngine, who);
      sums.touch('browser', day, v.browser, who);
      sums.touch('os', day, v.os, who);
      sums.touch('device', day, v.device, who);
      v.visit_id = id;
      v.visit_views = 1;
    } else {
      // The visit goes on: no longer a bounce after its second view, longer, and leaving from here.
      if (v.visit_views === 1) total.bounces--;
      total.duration += Math.max(0, Math.round(gap / 1000));
      v.visit_views++;
      if (v.last_uri !== uri) {
        const before = sums.at('exit', day, v.last_uri);
        before.count--;
        before.visitors--;
        const after = sums.at('exit', day, uri);
        after.count++;
        after.visitors++;
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

  for (const part of chunks(hitRows)) await trx.insertInto('stats_hits').values(part).execute();
  for (const part of chunks([...visitors.values()]))
    await trx
      .insertInto('stats_visitors')
      .values(part)
      .onConflict((oc) =>
        oc.column('visitor_hash').doUpdateSet((eb) => ({
          last_at: eb.ref('excluded.last_at'),
          hits: eb.ref('excluded.hits'),
          visit_id: eb.ref('excluded.visit_id'),
          visit_views: eb.ref('excluded.visit_views'),
          last_uri: eb.ref('excluded.last_uri'),
        })),
      )
      .execute();
  for (const part of chunks([...visits.values()]))
    await trx
      .insertInto('stats_visits')
      .values(part)
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          views: eb.ref('excluded.views'),
          exit_uri: eb.ref('excluded.exit_uri'),
          last_at: eb.ref('excluded.last_at'),
        })),
      )
      .execute();
  for (const part of chunks([...pages.values()]))
    await trx
      .insertInto('stats_pages')
      .values(part)
      .onConflict((oc) =>
        oc.column('uri').doUpdateSet((eb) => ({ source_type: eb.ref('excluded.source_type'), source_id: eb.ref('excluded.source_id') })),
      )
      .execute();
}

async function writeEvents(trx: Trx, events: EventRecord[]): Promise<void> {
  const rows = events.map((e) => ({
    day: e.day,
    at: e.at.toISOString(),
    visitor_hash: e.visitorHash,
    name: e.name,
    target_url: e.targetUrl,
    page_id: e.pageId,
    element_id: e.elementId,
    element_class: e.elementClass,
    element_text: e.elementText,
    mouse_button: e.mouseButton,
    file_name: e.fileName,
    file_ext: e.fileExt,
    download_key: e.downloadKey,
  }));
  for (const part of chunks(rows)) await trx.insertInto('stats_events').values(part).execute();
}

async function writeOnline(trx: Trx, rows: StatsOnlineTable[]): Promise<void> {
  for (const part of chunks(rows))
    await trx
      .insertInto('stats_online')
      .values(part)
      .onConflict((oc) =>
        oc.column('visitor_hash').doUpdateSet((eb) => ({
          page_uri: eb.ref('excluded.page_uri'),
          source_type: eb.ref('excluded.source_type'),
          source_id: eb.ref('excluded.source_id'),
          last_seen: eb.ref('excluded.last_seen'),
        })),
      )
      .execute();
}

/** Records who touched each rollup row today; those not seen there before add one visitor. */
async function countNewVisitors(trx: Trx, sums: ReturnType<typeof createDeltas>): Promise<void> {
  for (const part of chunks([...sums.touches.values()])) {
    const added = await trx
      .insertInto('stats_day_keys')
      .values(part)
      .onConflict((oc) => oc.columns(['day', 'dim', 'key', 'visitor_hash']).doNothing())
      .returning(['day', 'dim', 'key'])
      .execute();
    for (const row of added) sums.at(row.dim, row.day, row.key).visitors++;
  }
}

async function writeDeltas(trx: Trx, deltas: Delta[]): Promise<void> {
  const exclusions = deltas.filter((d) => d.dim === 'exclusion');
  const daily = deltas.filter((d) => d.dim !== 'exclusion');
  for (const part of chunks(exclusions))
    await trx
      .insertInto('stats_exclusions')
      .values(part.map((d) => ({ day: d.day, reason: d.key, count: d.count })))
      .onConflict((oc) =>
        oc.columns(['day', 'reason']).doUpdateSet({ count: sql`${sql.ref('stats_exclusions.count')} + ${sql.ref('excluded.count')}` }),
      )
      .execute();
  const add = (column: string) => sql<number>`${sql.ref(`stats_daily.${column}`)} + ${sql.ref(`excluded.${column}`)}`;
  for (const part of chunks(daily))
    await trx
      .insertInto('stats_daily')
      .values(part)
      .onConflict((oc) =>
        oc.columns(['dim', 'day', 'key']).doUpdateSet({
          visitors: add('visitors'),
          count: add('count'),
          visits: add('visits'),
          bounces: add('bounces'),
          duration: add('duration'),
        }),
      )
      .execute();
}
