// The WP Statistics tracker's endpoints (spec §7 calls 3–5): hits, online pings and link/download
// events, also reachable through admin-ajax.php (`wp_statistics_hit_record`,
// `wp_statistics_online_check`) for sites that bypass ad blockers. Answers are `{status: true}` or a
// 4xx `{status: false, message}`. Nothing here touches the content change log: statistics writes
// never clear a cached page.
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STORAGE_RETRY_AFTER_S } from '../../db/storage-errors.ts';
import { createIngest, type Ingest, type IngestAnswer, type IngestRequest } from '../../stats/ingest/service.ts';
import type { AppState } from '../app-state.ts';

const ingests = new WeakMap<AppState, Ingest>();

/** The tracker's REST addresses that the HTTP server may answer without Fastify (tracker-fast-path.ts). */
export const TRACKER_PATHS: ReadonlyMap<string, 'hit' | 'online'> = new Map([
  ['/wp-json/wp-statistics/v2/hit', 'hit'],
  ['/wp-json/wp-statistics/v2/online', 'online'],
]);

/** The largest tracker body accepted (the tracker's forms are a few hundred bytes). */
export const TRACKER_BODY_LIMIT = 16 * 1024;

/** The app's ingestion (one writer per process), once statisticsRoutes has made it. */
export function ingestFor(state: AppState): Ingest | undefined {
  return ingests.get(state);
}

function ingestOf(request: FastifyRequest): Ingest {
  const ingest = ingestFor(request.server.foyer);
  if (!ingest) throw new Error('statisticsRoutes must be registered before statistics requests are served');
  return ingest;
}

const UNAVAILABLE: IngestAnswer = {
  status: 503,
  body: { status: false, message: 'The statistics could not be saved just now; try again.' },
  retryAfterS: STORAGE_RETRY_AFTER_S,
};

/**
 * The answer, or a 503 in the tracker's own shape when ingestion failed unexpectedly (its settings
 * or salt could not be read): the tracker reads `status`, and the error goes to the log.
 */
export function answerOrUnavailable(log: () => FastifyBaseLogger): (result: Promise<IngestAnswer>) => Promise<IngestAnswer> {
  return (result) =>
    result.catch((error: unknown) => {
      log().error({ err: error }, 'statistics request failed');
      return UNAVAILABLE;
    });
}

function ingestRequest(request: FastifyRequest): IngestRequest {
  return { body: request.body, headers: request.headers, ip: request.ip, role: request.account?.role, host: request.host };
}

async function answer(reply: FastifyReply, result: Promise<IngestAnswer>): Promise<FastifyReply> {
  const { status, body, retryAfterS } = await answerOrUnavailable(() => reply.log)(result);
  if (retryAfterS) reply.header('retry-after', String(retryAfterS));
  return reply.code(status).header('cache-control', 'no-store, private').send(body);
}

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

const hit: Handler = (request, reply) => answer(reply, ingestOf(request).hit(ingestRequest(request)));
const online: Handler = (request, reply) => answer(reply, ingestOf(request).online(ingestRequest(request)));
const event: Handler = (request, reply) => answer(reply, ingestOf(request).event(ingestRequest(request)));

/** admin-ajax.php actions answered here (the account routes dispatch to them by name). */
export function statisticsAjaxAction(action: string): Handler | undefined {
  if (action === 'wp_statistics_hit_record') return hit;
  if (action === 'wp_statistics_online_check') return online;
  if (action === 'wp_statistics_event') return event;
  return undefined;
}

export async function statisticsRoutes(app: FastifyInstance): Promise<void> {
  const ingest = createIngest({
    db: app.foyer.db.kysely,
    writer: app.foyer.statsWriter,
    onError: (error) => app.log.error({ err: error }, 'statistics write failed'),
  });
  ingests.set(app.foyer, ingest);
  // SIGTERM → app.close(): every queued record is committed (and answered) before the database closes.
  app.addHook('onClose', async () => {
    await ingest.close();
    ingests.delete(app.foyer);
  });
  // The tracker posts form-encoded (as the plugin's script does); JSON is parsed by Fastify already.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: TRACKER_BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  // Answers are a few bytes: the compression hooks would only cost time on the busiest route.
  const limits = { bodyLimit: TRACKER_BODY_LIMIT, compress: false, decompress: false } as const;
  for (const [path, endpoint] of TRACKER_PATHS) app.post(path, limits, endpoint === 'hit' ? hit : online);
  app.post('/wp-json/wp-statistics/v2/event', limits, event);
}
