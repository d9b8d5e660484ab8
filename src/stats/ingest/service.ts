// Ingestion: from a tracker request to a committed record. Validates (params.ts), checks the
// signature, applies the exclusions, turns IP + user agent into the day's visitor hash (the IP is
// dropped here and never stored), classifies the source and agent, and hands the record to the
// group-commit writer; the answer waits for the commit. Settings are re-read every few seconds,
// so a change on the privacy page applies quickly in every process without a read per hit.
import type { Kysely } from 'kysely';
import type { Database, UserRole } from '../../db/schema.ts';
import { STORAGE_RETRY_AFTER_S } from '../../db/storage-errors.ts';
import { classifySource } from '../classify/channel.ts';
import { parseUserAgent } from '../classify/user-agent.ts';
import { dayOf, siteTimezone } from '../days.ts';
import { ipMatcher, type IpMatcher } from '../ip-ranges.ts';
import { createSaltStore, visitorHash } from '../salt.ts';
import { readStatsSettings, type StatsSettings } from '../settings.ts';
import { statsSecret, verifySource } from '../signature.ts';
import { exclusionReason, type ExclusionReason } from './exclusions.ts';
import { parseEventParams, parsePageParams, type PageParams } from './params.ts';
import { runMaintenance } from './retention.ts';
import { createStatsWriter, type StatsWriter, WriterClosedError } from './writer.ts';
import { type ClientLimit, createClientLimit } from './client-limit.ts';
import { createPageAddresses, databaseLookup, type PageAddresses } from './page-address.ts';

export interface IngestRequest {
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
  ip: string;
  /** The logged-in account's role, if any. */
  role: UserRole | undefined;
  /** This site's host (referrers from it are not a source). */
  host: string;
}

export interface IngestAnswer {
  status: number;
  body: { status: boolean; message?: string };
  /** Seconds before the client may send again (a 429's Retry-After). */
  retryAfterS?: number;
}

export interface Ingest {
  hit(request: IngestRequest): Promise<IngestAnswer>;
  online(request: IngestRequest): Promise<IngestAnswer>;
  event(request: IngestRequest): Promise<IngestAnswer>;
  /** Purges what retention and expiry say (also run hourly while open). */
  maintain(): Promise<void>;
  writer: StatsWriter;
  close(): Promise<void>;
}

const SETTINGS_TTL_MS = 5000;
const MAINTENANCE_INTERVAL_MS = 60 * 60_000;

interface Context {
  settings: StatsSettings;
  ipRanges: IpMatcher;
  timezone: string;
}

const ok: IngestAnswer = { status: 200, body: { status: true } };
const refuse = (status: number, message: string): IngestAnswer => ({ status, body: { status: false, message } });

export function createIngest(options: {
  db: Kysely<Database>;
  now?: () => Date;
  writer?: StatsWriter;
  /** The per-client budget of tracker requests (default: createClientLimit's). */
  clientLimit?: ClientLimit;
  /** Where hits count (default: the site's own addresses, from the database). */
  pageAddresses?: PageAddresses;
  onError?(error: unknown): void;
}): Ingest {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const writer = options.writer ?? createStatsWriter({ db });
  const salts = createSaltStore(db);
  const clientLimit = options.clientLimit ?? createClientLimit();
  const pageAddresses = options.pageAddresses ?? createPageAddresses(databaseLookup(db));
  const secret = statsSecret(db);
  let context: { at: number; value: Promise<Context> } | undefined;

  function currentContext(): Promise<Context> {
    const t = Date.now();
    if (!context || t - context.at > SETTINGS_TTL_MS) {
      const value = Promise.all([readStatsSettings(db), siteTimezone(db)]).then(([settings, timezone]) => ({
        settings,
        timezone,
        ipRanges: ipMatcher(settings.excludedIpRanges),
      }));
      context = { at: t, value };
      value.catch(() => (context = undefined));
    }
    return context.value;
  }

  /** Writes and answers; a failed commit is the server's problem, said plainly (the tracker may retry). */
  async function commit(write: Promise<void>): Promise<IngestAnswer> {
    try {
      await write;
      return ok;
    } catch (error) {
      if (!(error instanceof WriterClosedError)) options.onError?.(error);
      return { ...refuse(503, 'The statistics could not be saved just now; try again.'), retryAfterS: STORAGE_RETRY_AFTER_S };
    }
  }

  /** The 429 for a client past its budget, before any other work is done for it. */
  function overBudget(request: IngestRequest): IngestAnswer | undefined {
    const wait = clientLimit.take(request.ip);
    if (!wait) return undefined;
    return { ...refuse(429, `Too many statistics requests from your address; try again in ${wait} s.`), retryAfterS: wait };
  }

  async function checkPage(
    request: IngestRequest,
  ): Promise<{ answer: IngestAnswer } | { params: PageParams; ctx: Context; at: Date; reason?: ExclusionReason }> {
    const limited = overBudget(request);
    if (limited) return { answer: limited };
    if (!request.body || typeof request.body !== 'object')
      return { answer: refuse(400, 'Send the fields form-encoded or as a JSON object') };
    const parsed = parsePageParams(request.body as Record<string, unknown>, request.headers['x-wps-ts']);
    if (!parsed.ok) return { answer: refuse(parsed.status, parsed.message) };
    const params = parsed.value;
    if (!verifySource(await secret, params.sourceType, params.sourceId, params.signature))
      return { answer: refuse(403, 'signature is not valid for this page') };
    const ctx = await currentContext();
    const facts = { userAgent: userAgentOf(request), headers: request.headers, ip: request.ip, role: request.role };
    return { params, ctx, at: now(), reason: exclusionReason(facts, ctx.settings, ctx.ipRanges) };
  }

  async function hashOf(request: IngestRequest, day: string): Promise<string> {
    return visitorHash(await salts.saltFor(day), request.ip, userAgentOf(request));
  }

  const ingest: Ingest = {
    writer,
    async hit(request) {
      const checked = await checkPage(request);
      if ('answer' in checked) return checked.answer;
      const { params, ctx, at, reason } = checked;
      const day = dayOf(at, ctx.timezone);
      // Excluded hits are answered like counted ones: a bot learns nothing from the answer.
      if (reason) return commit(writer.write({ kind: 'exclusion', day, reason }));
      const ua = userAgentOf(request);
      return commit(
        writer.write({
          kind: 'hit',
          at,
          day,
          visitorHash: await hashOf(request, day),
          agent: parseUserAgent(ua),
          userAgent: ctx.settings.storeUserAgent ? ua.slice(0, 512) : null,
          pageUri: await pageAddresses.addressOf({ ...params, day }),
          sourceType: params.sourceType,
          sourceId: params.sourceId,
          source: classifySource(params.referrer, params.pageUri, request.host),
        }),
      );
    },
    async online(request) {
      const checked = await checkPage(request);
      if ('answer' in checked) return checked.answer;
      const { params, ctx, at, reason } = checked;
      if (reason) return ok; // exclusions are counted once, on the hit
      const day = dayOf(at, ctx.timezone);
      return commit(
        writer.write({
          kind: 'online',
          at,
          day,
          visitorHash: await hashOf(request, day),
          pageUri: await pageAddresses.addressOf({ ...params, day }),
          sourceType: params.sourceType,
          sourceId: params.sourceId,
        }),
      );
    },
    async event(request) {
      const limited = overBudget(request);
      if (limited) return limited;
      if (!request.body || typeof request.body !== 'object') return refuse(400, 'Send the event form-encoded or as a JSON object');
      const parsed = parseEventParams(request.body as Record<string, unknown>);
      if (!parsed.ok) return refuse(parsed.status, parsed.message);
      const ctx = await currentContext();
      const e = parsed.value;
      if (e.dim === 'download' ? !ctx.settings.downloadTracking : !ctx.settings.linkTracking)
        return refuse(403, `${e.dim === 'download' ? 'Download' : 'Link'} tracking is switched off in the privacy settings`);
      const facts = { userAgent: userAgentOf(request), headers: request.headers, ip: request.ip, role: request.role };
      if (exclusionReason(facts, ctx.settings, ctx.ipRanges)) return ok;
      const at = now();
      const day = dayOf(at, ctx.timezone);
      return commit(writer.write({ kind: 'event', at, day, visitorHash: await hashOf(request, day), ...e }));
    },
    async maintain() {
      const ctx = await currentContext();
      await runMaintenance(db, { now: now(), timezone: ctx.timezone, retentionDays: ctx.settings.retentionDays });
    },
    async close() {
      clearInterval(timer);
      clearTimeout(first);
      await writer.close();
    },
  };
  const maintainQuietly = () => void ingest.maintain().catch((error: unknown) => options.onError?.(error));
  const timer = setInterval(maintainQuietly, MAINTENANCE_INTERVAL_MS);
  timer.unref();
  const first = setTimeout(maintainQuietly, 2000);
  first.unref();
  return ingest;
}

function userAgentOf(request: IngestRequest): string {
  const ua = request.headers['user-agent'];
  return typeof ua === 'string' ? ua : '';
}
