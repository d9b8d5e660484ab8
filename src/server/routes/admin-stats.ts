// The dashboard's JSON API and CSV export (staff with `view_statistics`). Every figure comes from
// src/stats/report.ts; this file only checks the query, picks the range on the site's calendar,
// and shapes the answer. A bad query parameter is a 400 naming it, never a 500.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { ADMIN_API, type OverviewAnswer, type TableAnswer } from '../../admin/shared/api.ts';
import { csvFileName, csvLine } from '../../admin/shared/csv.ts';
import { parseRangeQuery } from '../../admin/shared/range-query.ts';
import { csvHeadings, TABLE_INFO } from '../../admin/shared/tables.ts';
import { exclusions, onlineNow, resolveRange, siteTimezone, summary, timeSeries, topTable } from '../../stats/report.ts';
import { type DayRange, type RangeKey, TABLE_KEYS, type TableKey } from '../../stats/report-types.ts';
import { requireCap, sendApiError } from './admin-guard.ts';

export const MAX_TABLE_LIMIT = 100;
const MAX_OFFSET = 1_000_000;
/** Rows read per query while a CSV streams: memory stays flat however long the table is. */
const CSV_PAGE = 1000;

type Query = Record<string, unknown>;

/** A non-negative integer parameter within bounds, the default when absent, or a message. */
function intParam(query: Query, name: string, fallback: number, min: number, max: number): number | string {
  const raw = query[name];
  if (raw === undefined) return fallback;
  if (typeof raw !== 'string' || !/^\d{1,7}$/.test(raw) || Number(raw) < min || Number(raw) > max)
    return `${name} must be a whole number from ${min} to ${max}.`;
  return Number(raw);
}

interface ResolvedRange {
  key: RangeKey;
  current: DayRange;
  previous: DayRange;
  timezone: string;
}

/** The request's range on the site's calendar, or undefined after answering 400. */
async function rangeOf(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<ResolvedRange | undefined> {
  const parsed = parseRangeQuery(request.query as Query);
  if (!parsed.ok) {
    void sendApiError(reply, 400, 'foyer_bad_range', parsed.message);
    return undefined;
  }
  const timezone = await siteTimezone(app.foyer.db.kysely);
  const { key, custom } = parsed.choice;
  return { key, timezone, ...resolveRange(key, new Date(), timezone, custom) };
}

function tableOf(request: FastifyRequest, reply: FastifyReply): TableKey | undefined {
  const { table } = request.params as { table: string };
  if ((TABLE_KEYS as readonly string[]).includes(table)) return table as TableKey;
  void sendApiError(
    reply,
    404,
    'foyer_no_table',
    `There is no statistics table “${table.slice(0, 40)}”. Tables: ${TABLE_KEYS.join(', ')}.`,
  );
  return undefined;
}

/** The CSV of a whole table, read a page at a time as the client takes it. */
function csvStream(app: FastifyInstance, table: TableKey, range: DayRange): Readable {
  const info = TABLE_INFO[table];
  async function* lines(): AsyncGenerator<string> {
    // A byte-order mark, so spreadsheet programs read the file as UTF-8.
    yield `\uFEFF${csvLine(csvHeadings(info))}`;
    for (let offset = 0; ; offset += CSV_PAGE) {
      const rows = await topTable(app.foyer.db.kysely, table, range, { limit: CSV_PAGE, offset });
      if (rows.length) yield rows.map((r) => csvLine([r.key, ...(info.hasLabel ? [r.label] : []), r.visitors, r.count])).join('');
      if (rows.length < CSV_PAGE) return;
    }
  }
  return Readable.from(lines());
}

export async function adminStatsRoutes(app: FastifyInstance): Promise<void> {
  const db = app.foyer.db.kysely;

  app.get(`${ADMIN_API}/stats/overview`, async (request, reply) => {
    if (!requireCap(request, reply, 'view_statistics')) return reply;
    const range = await rangeOf(app, request, reply);
    if (!range) return reply;
    const [current, previous, currentSeries, previousSeries, online, excluded] = await Promise.all([
      summary(db, range.current),
      summary(db, range.previous),
      timeSeries(db, range.current),
      timeSeries(db, range.previous),
      onlineNow(db),
      exclusions(db, range.current),
    ]);
    const answer: OverviewAnswer = {
      range,
      summary: { current, previous },
      series: { current: currentSeries, previous: previousSeries },
      online,
      exclusions: excluded,
    };
    return reply.send(answer);
  });

  app.get(`${ADMIN_API}/stats/online`, async (request, reply) => {
    if (!requireCap(request, reply, 'view_statistics')) return reply;
    return reply.send(await onlineNow(db));
  });

  app.get(`${ADMIN_API}/stats/tables/:table`, async (request, reply) => {
    if (!requireCap(request, reply, 'view_statistics')) return reply;
    const table = tableOf(request, reply);
    if (!table) return reply;
    const query = request.query as Query;
    const limit = intParam(query, 'limit', 10, 1, MAX_TABLE_LIMIT);
    const offset = intParam(query, 'offset', 0, 0, MAX_OFFSET);
    if (typeof limit === 'string' || typeof offset === 'string')
      return sendApiError(reply, 400, 'foyer_bad_param', [limit, offset].find((v) => typeof v === 'string') as string);
    const range = await rangeOf(app, request, reply);
    if (!range) return reply;
    // One more row than asked tells whether there is a next page.
    const rows = await topTable(db, table, range.current, { limit: limit + 1, offset });
    const answer: TableAnswer = { table, range: range.current, rows: rows.slice(0, limit), hasMore: rows.length > limit };
    return reply.send(answer);
  });

  app.get(`${ADMIN_API}/stats/tables/:table/csv`, async (request, reply) => {
    if (!requireCap(request, reply, 'view_statistics')) return reply;
    const table = tableOf(request, reply);
    if (!table) return reply;
    const range = await rangeOf(app, request, reply);
    if (!range) return reply;
    const site = await app.foyer.site();
    const name = csvFileName([site.kit.site_name, table.replaceAll('_', '-'), range.current.from, 'to', range.current.to]);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(csvStream(app, table, range.current));
  });
}
