// Writes one group of records atomically (a transaction; on PostgreSQL usually a single statement):
// detail rows, visitors, online rows, and the daily rollups as deltas (one upsert per rollup row
// touched, however many hits touched it).
// Visits are followed through each day's visitor row (its current visit id, views and last page), so
// a batch needs one read (the visitors it names) and a fixed number of multi-row writes, whatever its
// size. A visit has no row of its own: its hits carry its id (migration 011).
import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import { prepared } from '../../db/pg-prepared.ts';
import type {
  Database,
  StatsDailyTable,
  StatsEventsTable,
  StatsOnlineTable,
  StatsPagesTable,
  StatsVisitorsTable,
} from '../../db/schema.ts';
import { VISIT_GAP_MS } from '../constants.ts';
import { type Insert, insertAll, insertRows, isPostgres } from './bulk.ts';
import { DAILY, DAY_KEYS, EVENTS, EXCLUSIONS, HITS, insertOf, ONLINE, PAGES, VISITORS } from './tables.ts';
import type { EventRecord, HitRecord, StatsRecord } from './records.ts';
import type { KnownPages } from './known-pages.ts';
import type { OnlineBuffer } from './online-buffer.ts';
import { isFirstVisit, PAGES_MAX, pageToken, visitId } from './visitor-day.ts';

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

export interface ApplyOptions {
  /**
   * The writer's presence buffer: the group's online rows go there once the group is committed, and
   * the writer writes them apart (writePresence). Without one they are written with the group.
   */
  online?: OnlineBuffer;
  /** The writer's memory of stored page rows: only new or changed ones are written. */
  knownPages?: KnownPages;
  /**
   * Visitor rows of groups planned but not yet committed, by hash (the writer's, see prepareBatch):
   * a group planned while the one before it commits takes its visitors from here, since the database
   * does not have them yet. Each group's rows leave once it has committed.
   */
  inFlight?: Map<string, StatsVisitorsTable>;
}

/** A group whose reads are done: what is left is its write. */
export interface PreparedGroup {
  write(): Promise<void>;
}

/** Plans and writes one group. */
export async function applyBatch(db: Kysely<Database>, records: StatsRecord[], options: ApplyOptions = {}): Promise<void> {
  await (await prepareBatch(db, records, options)).write();
}

/**
 * Plans a group now and returns its write, which the caller runs once the group before it has
 * committed. On PostgreSQL the plan reads the group's visitors, a round trip the writer overlaps with
 * the previous group's write. SQLite is in this process and its write takes the write lock, so there
 * the whole group (reads included) happens in the write's transaction.
 */
export async function prepareBatch(db: Kysely<Database>, records: StatsRecord[], options: ApplyOptions = {}): Promise<PreparedGroup> {
  const withPresence = !options.online;
  if (!isPostgres(db))
    return {
      write: async () =>
        settle(
          await db.transaction().execute(async (trx) => writeGroup(trx, await planGroup(trx, records, options, withPresence))),
          options,
        ),
    };
  const group = await planGroup(db, records, options, withPresence);
  return { write: async () => settle(await writePostgres(db, group), options) };
}

/** After the commit: the writer's memories learn what the group stored. */
function settle(group: Group, options: ApplyOptions): void {
  options.knownPages?.remember(group.pages);
  if (options.online) for (const row of group.online) options.online.add(row);
  // The database has these rows now; a later group's own rows stay until it commits too.
  if (options.inFlight)
    for (const row of group.visitors) if (options.inFlight.get(row.visitor_hash) === row) options.inFlight.delete(row.visitor_hash);
}

/** Writes presence rows (the writer's buffered ones) as one atomic write. */
export async function writePresence(db: Kysely<Database>, rows: StatsOnlineTable[]): Promise<void> {
  const insert = insertOf(ONLINE, rows);
  if (isPostgres(db)) await insertAll(db, [insert]);
  else await db.transaction().execute((trx) => insertAll(trx, [insert]));
}

type Group = {
  inserts: Insert[];
  sums: ReturnType<typeof createDeltas>;
  pages: StatsPagesTable[];
  online: StatsOnlineTable[];
  /** The visitor rows as this group leaves them. */
  visitors: StatsVisitorsTable[];
};

/** Writes a planned group inside a transaction: its rows, the day keys (events, older visitors), then the rollups. */
async function writeGroup(trx: Trx, group: Group): Promise<Group> {
  await insertAll(trx, group.inserts);
  await countNewVisitors(trx, group.sums);
  await insertAll(trx, deltaInserts([...group.sums.deltas.values()]));
  return group;
}

/**
 * PostgreSQL is a round trip away. Only this process writes statistics, so the visitors were read
 * before the write begins (planGroup); then a group without day-key rows to check is one statement
 * (atomic on its own) instead of BEGIN, three writes and COMMIT. Should another server's writer add
 * the same visitor meanwhile, the conflict rules keep the rows right.
 */
async function writePostgres(db: Kysely<Database>, group: Group): Promise<Group> {
  if (group.sums.touches.size) return db.transaction().execute((trx) => writeGroup(trx, group));
  await insertAll(db, [...group.inserts, ...deltaInserts([...group.sums.deltas.values()])]);
  return group;
}

/**
 * Reads what the group needs and works out its rows: everything but the rollups, and the rollup sums.
 * Its presence rows are among the inserts only `withPresence`.
 */
async function planGroup(db: Kysely<Database>, records: StatsRecord[], options: ApplyOptions, withPresence: boolean): Promise<Group> {
  const sums = createDeltas();
  const {
    inserts: hitInserts,
    pages,
    visitors,
  } = await applyHits(
    db,
    records.filter((r): r is HitRecord => r.kind === 'hit'),
    sums,
    options,
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
  const onlineRows = [...online.values()];
  const events = records.filter((r): r is EventRecord => r.kind === 'event');
  for (const e of events) sums.touch(e.dim, e.day, e.key, e.visitorHash);
  const inserts = [...hitInserts, insertOf(EVENTS, events.map(eventRow))];
  if (withPresence) inserts.push(insertOf(ONLINE, onlineRows));
  return { inserts, sums, pages, online: onlineRows, visitors };
}

/**
 * Works out the hits' visitors (with their visits) and rollup deltas; returns the rows to write, the
 * page rows among them, and the visitor rows as the group leaves them (in `inFlight` until committed).
 */
async function applyHits(
  db: Kysely<Database>,
  hits: HitRecord[],
  sums: ReturnType<typeof createDeltas>,
  { knownPages, inFlight }: ApplyOptions,
): Promise<{ inserts: Insert[]; pages: StatsPagesTable[]; visitors: StatsVisitorsTable[] }> {
  if (!hits.length) return { inserts: [], pages: [], visitors: [] };
  const visitors = new Map<string, StatsVisitorsTable>();
  const toRead: string[] = [];
  for (const hash of new Set(hits.map((h) => h.visitorHash))) {
    // A copy: the group that planned the row writes its own values.
    const planned = inFlight?.get(hash);
    if (planned) visitors.set(hash, { ...planned });
    else toRead.push(hash);
  }
  for (const part of chunks(toRead)) {
    for (const row of await readVisitors(db, part)) visitors.set(row.visitor_hash, row);
  }
  const pages = new Map<string, StatsPagesTable>();
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
        pages: '',
      };
      visitors.set(who, v);
    }
    const gap = hit.at.getTime() - Date.parse(v.last_at);
    if (!v.visit_id || gap > VISIT_GAP_MS) {
      const id = visitId(who, hit.at.getTime());
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
        const firstVisit = isFirstVisit(v) ? 1 : 0;
        const before = sums.at('exit', day, v.last_uri);
        before.count--;
        before.visitors -= firstVisit;
        const after = sums.at('exit', day, uri);
        after.count++;
        after.visitors += firstVisit;
      }
    }
    total.count++;
    countPage(sums, v, day, uri);
    v.hits++;
    v.last_at = at;
    v.last_uri = uri;
    const page = { uri, source_type: hit.sourceType, source_id: hit.sourceId };
    if (!knownPages?.has(page)) pages.set(uri, page);
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

  if (inFlight) for (const v of visitors.values()) inFlight.set(v.visitor_hash, v);
  return {
    inserts: [insertOf(HITS, hitRows), insertOf(VISITORS, visitors.values()), insertOf(PAGES, pages.values())],
    pages: [...pages.values()],
    visitors: [...visitors.values()],
  };
}

/**
 * The stored rows of these visitors. PostgreSQL gets one primary-key lookup per hash (a lateral
 * subquery that cannot be flattened into a join): given an IN list, its planner scans the whole table
 * until statistics say it is large, and the table grows all day. Measured at 7,500 visitors and 50
 * hashes: a sequential scan of 2.4 ms against 0.3 ms through the index.
 */
async function readVisitors(db: Kysely<Database>, hashes: string[]): Promise<StatsVisitorsTable[]> {
  if (!isPostgres(db)) return db.selectFrom('stats_visitors').selectAll().where('visitor_hash', 'in', hashes).execute();
  const { rows } = await db.executeQuery<StatsVisitorsTable>(CompiledQuery.raw(READ_VISITORS, [hashes]));
  return [...rows];
}

/** Prepared once per connection; its columns are named, so a column added later cannot change what a stored statement returns. */
const READ_VISITORS = prepared(
  `select ${VISITORS.columns.map((c) => `v."${c}"`).join(', ')} from unnest($1::text[]) as h (hash)
    cross join lateral (select * from stats_visitors s where s.visitor_hash = h.hash offset 0) v`,
);

/** Counts a view of `uri`, and its visitor when this is their first view of it today. */
function countPage(sums: ReturnType<typeof createDeltas>, v: StatsVisitorsTable, day: string, uri: string): void {
  const token = pageToken(uri);
  const row = sums.at('page', day, uri);
  if (v.pages !== null && ` ${v.pages} `.includes(` ${token} `)) {
    row.count++;
  } else if (v.pages === null || v.pages.length >= PAGES_MAX) {
    // A visitor stored before migration 010, or one with a very long day: the day-keys table decides.
    sums.touch('page', day, uri, v.visitor_hash);
  } else {
    row.count++;
    row.visitors++;
    v.pages = v.pages ? `${v.pages} ${token}` : token;
  }
}

function eventRow(e: EventRecord): StatsEventsTable {
  return {
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
  };
}

/** Records who touched each rollup row today; those not seen there before add one visitor. */
async function countNewVisitors(trx: Trx, sums: ReturnType<typeof createDeltas>): Promise<void> {
  const { spec, rows } = insertOf(DAY_KEYS, sums.touches.values());
  const added = await insertRows<{ day: string; dim: string; key: string }>(trx, spec, rows);
  for (const row of added) sums.at(row.dim, row.day, row.key).visitors++;
}

/** The rollup deltas as inserts that add to the stored counters. */
function deltaInserts(deltas: Delta[]): Insert[] {
  return [
    insertOf(
      EXCLUSIONS,
      deltas.filter((d) => d.dim === 'exclusion').map((d) => ({ day: d.day, reason: d.key, count: d.count })),
    ),
    insertOf(
      DAILY,
      deltas.filter((d) => d.dim !== 'exclusion'),
    ),
  ];
}
