// Validates the tracker's requests (the WP Statistics protocol: hitParams / onlineParams, `referred`
// and `page_uri` base64 of UTF-8, the optional X-WPS-TS header, and the event record). Each check
// names the field and what is wrong, so a broken client can be fixed from the answer alone.

import type { Base, EventRecord } from './records.ts';

export type Checked<T> = { ok: true; value: T } | { ok: false; status: 400 | 403; message: string };

export interface PageParams {
  sourceType: string;
  sourceId: number;
  signature: string;
  pageUri: string;
  referrer: string;
  /** The client's clock, when it sent one (seconds since 1970). */
  clientTimestamp: number | undefined;
}

export const LIMITS = { uriBytes: 2000, referrerBytes: 2000, searchQuery: 500, short: 64, text: 500 } as const;

const fail = (message: string, status: 400 | 403 = 400) => ({ ok: false as const, status, message });

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Strict base64 of UTF-8 text (what the tracker's btoa of encoded UTF-8 produces). */
export function decodeBase64Text(value: string): string | undefined {
  const compact = value.replace(/\s+/g, '');
  if (compact.length % 4 !== 0 || !BASE64.test(compact)) return undefined;
  try {
    return utf8.decode(Buffer.from(compact, 'base64'));
  } catch {
    return undefined;
  }
}

function byteLength(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

/** The page address as path and query: full URLs (some clients send location.href) lose their origin. */
function pagePath(decoded: string): string | undefined {
  if (decoded.startsWith('/') && !decoded.startsWith('//')) return decoded.split('#')[0];
  try {
    const url = new URL(decoded);
    if (url.protocol === 'http:' || url.protocol === 'https:') return `${url.pathname}${url.search}`;
  } catch {
    // not a URL either
  }
  return undefined;
}

function field(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
}

/**
 * X-WPS-TS: base64 of the client's Unix time. Optional (the plugin's own script does not always send
 * it). A malformed value is a broken client and refused; a well-formed but wrong one is accepted,
 * because visitors' clocks are often off by minutes or hours (or years, on a dead CMOS battery):
 * the server's clock dates every hit, so a wrong client clock costs nothing, while refusing it would
 * silently drop real visitors.
 */
export function parseTimestampHeader(header: string | string[] | undefined): Checked<number | undefined> {
  if (header === undefined || header === '') return { ok: true, value: undefined };
  if (Array.isArray(header)) return fail('X-WPS-TS must be sent once');
  const decoded = header.length <= 32 ? decodeBase64Text(header) : undefined;
  if (decoded === undefined || !/^\d{1,13}(\.\d+)?$/.test(decoded.trim()))
    return fail('X-WPS-TS must be the base64 encoding of a Unix timestamp');
  const n = Number(decoded.trim());
  // Milliseconds are tolerated (some clients send Date.now()).
  return { ok: true, value: n > 1e11 ? Math.floor(n / 1000) : Math.floor(n) };
}

export function parsePageParams(body: Record<string, unknown>, timestampHeader: string | string[] | undefined): Checked<PageParams> {
  const sourceType = field(body, 'source_type');
  const sourceIdText = field(body, 'source_id');
  const signature = field(body, 'signature');
  const pageUriText = field(body, 'page_uri');
  const referredText = field(body, 'referred') ?? '';
  for (const [name, value] of [
    ['source_type', sourceType],
    ['source_id', sourceIdText],
    ['signature', signature],
    ['page_uri', pageUriText],
  ] as const) {
    if (value === undefined || value === '') return fail(`${name} is required`);
  }
  if (!/^[a-z0-9_-]{1,64}$/i.test(sourceType!)) return fail('source_type must be 1–64 letters, digits, _ or -');
  if (!/^\d{1,10}$/.test(sourceIdText!) || Number(sourceIdText) > 2_147_483_647) return fail('source_id must be a whole number');
  if (!/^[a-f0-9]{32}$/i.test(signature!)) return fail('signature is not valid for this page', 403);
  const searchQuery = field(body, 'search_query') ?? '';
  if (searchQuery.length > LIMITS.searchQuery) return fail(`search_query is longer than ${LIMITS.searchQuery} characters`);
  for (const name of ['wp_statistics_hit', 'endpoint', 'action']) {
    if ((field(body, name) ?? '').length > LIMITS.short) return fail(`${name} is longer than ${LIMITS.short} characters`);
  }
  if (pageUriText!.length > LIMITS.uriBytes * 2) return fail(`page_uri is longer than ${LIMITS.uriBytes} bytes`);
  const decodedUri = decodeBase64Text(pageUriText!);
  if (decodedUri === undefined) return fail('page_uri must be base64-encoded UTF-8');
  if (byteLength(decodedUri) > LIMITS.uriBytes) return fail(`page_uri is longer than ${LIMITS.uriBytes} bytes`);
  const pageUri = pagePath(decodedUri);
  if (pageUri === undefined) return fail('page_uri must be a path starting with / or an http(s) address');
  if (referredText.length > LIMITS.referrerBytes * 2) return fail(`referred is longer than ${LIMITS.referrerBytes} bytes`);
  const referrer = referredText ? decodeBase64Text(referredText) : '';
  if (referrer === undefined) return fail('referred must be base64-encoded UTF-8');
  if (byteLength(referrer) > LIMITS.referrerBytes) return fail(`referred is longer than ${LIMITS.referrerBytes} bytes`);
  const ts = parseTimestampHeader(timestampHeader);
  if (!ts.ok) return ts;
  return {
    ok: true,
    value: {
      sourceType: sourceType!,
      sourceId: Number(sourceIdText),
      signature: signature!.toLowerCase(),
      pageUri,
      referrer,
      clientTimestamp: ts.value,
    },
  };
}

/** An event as the tracker sends it: the record to store, less what the server adds (who, when). */
export type EventParams = Omit<EventRecord, keyof Base | 'kind' | 'visitorHash'>;

const EVENT_TEXT_LIMITS: Record<string, number> = {
  et: 20,
  eid: 256,
  ec: LIMITS.text,
  ev: LIMITS.text,
  mb: 16,
  fn: 256,
  fx: 16,
  m: 64,
  tu: LIMITS.uriBytes,
  pid: 10,
  wcdl: 16,
  df: 256,
  dk: 256,
};

/** The tracker's link-click / download record (spec §3): en, et, eid, ec, ev, mb, fn, fx, m, tu, pid; wcdl, df, dk. */
export function parseEventParams(body: Record<string, unknown>): Checked<EventParams> {
  const name = field(body, 'en');
  if (!name) return fail('en (the event name) is required');
  if (!/^[a-z_]{1,32}$/i.test(name)) return fail('en must be 1–32 letters or _');
  const values: Record<string, string> = {};
  for (const [key, max] of Object.entries(EVENT_TEXT_LIMITS)) {
    const value = field(body, key) ?? '';
    if (value.length > max) return fail(`${key} is longer than ${max} characters`);
    values[key] = value;
  }
  if (values.et && !/^\d+$/.test(values.et)) return fail('et must be a timestamp in digits');
  if (values.pid && !/^\d+$/.test(values.pid)) return fail('pid must be a whole number');
  const targetUrl = values.tu!;
  if (!targetUrl) return fail('tu (the link address) is required');
  try {
    const url = new URL(targetUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return fail('tu must be an http(s) address');
  } catch {
    return fail('tu must be an http(s) address');
  }
  const isDownload = /download/i.test(name) || Boolean(values.df || values.dk || values.wcdl);
  const file = values.fn
    ? `${values.fn}${values.fx && !values.fn.endsWith(`.${values.fx}`) ? `.${values.fx}` : ''}`
    : values.df || targetUrl;
  return {
    ok: true,
    value: {
      name: name.toLowerCase(),
      dim: isDownload ? 'download' : 'event',
      key: isDownload ? file : targetUrl,
      targetUrl,
      pageId: Number(values.pid || 0),
      elementId: values.eid!,
      elementClass: values.ec!,
      elementText: values.ev!,
      mouseButton: values.mb!,
      fileName: values.fn || values.df!,
      fileExt: values.fx!,
      downloadKey: values.dk!,
    },
  };
}
