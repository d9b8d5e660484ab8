// Cached pages without Fastify. A cache hit is the request a site answers most, and its work is a
// map lookup and a write; in a CPU profile of a worker serving the cached home page, Fastify's
// request and reply objects, its hook chain (host check, accounts, method check, three onSend
// hooks) and the compress plugin's checks took most of the time spent in JavaScript. So the HTTP
// server answers the plain case itself, with the bytes and headers the page route would send
// (test/integration/page-fast-path.test.ts compares the two): a GET of a path without a query,
// whose page is in the cache with the body the client accepts, from a visitor without a session
// cookie or a conditional request, with a good Host. Everything else (a miss, a query string, a
// logged-in visitor, If-None-Match, HEAD, a compressed copy not made yet, a bad Host) goes on to
// Fastify, which answers it as before. Pages answered here are logged at info level by this file
// (method, URL, status, time), not by Fastify's request logger.
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { hasSessionCookieHeader } from '../accounts/cookies.ts';
import { pageCacheControl } from './cache-control.ts';
import { baseUrlFor, hasDuplicateHost, hostProblem } from './host.ts';
import { pickEncoding, type CachedPage, type PageCache } from './page-cache.ts';
import { COMMON_SECURITY_HEADERS, HSTS, PAGE_SECURITY_HEADERS } from './security-headers.ts';
import type { FastPath } from './routes/tracker-fast-path.ts';
import type { ProxyTrust } from './trust-proxy.ts';

export interface PageFastPathOptions {
  cache: PageCache;
  /** TRUST_PROXY's trust function (src/server/trust-proxy.ts), the one Fastify is given; false: no proxy. */
  trustProxy: ProxyTrust | false;
  baseUrl: string | undefined;
  allowedHosts: readonly string[];
  cdnMaxAge: number;
  log(): FastifyBaseLogger;
}

const HTML = 'text/html; charset=utf-8';
const LOGS_INFO = new Set(['info', 'debug', 'trace']);

/**
 * A cached page's headers that do not depend on the request, as the flat [name, value, …] list
 * `writeHead` takes: built once per page and encoding (the page object is replaced when it changes).
 */
const fixedHeaders = new WeakMap<CachedPage, Map<string, string[]>>();

function headersOf(page: CachedPage, encoding: string | undefined, body: Buffer, cacheControl: string): string[] {
  let byEncoding = fixedHeaders.get(page);
  if (!byEncoding) fixedHeaders.set(page, (byEncoding = new Map()));
  const key = encoding ?? '';
  let headers = byEncoding.get(key);
  if (!headers) {
    // In the order the page route and the security hook set them.
    headers = ['content-type', HTML, 'etag', page.etag, 'vary', 'accept-encoding', 'cache-control', cacheControl];
    if (encoding) headers.push('content-encoding', encoding);
    for (const [name, value] of Object.entries({ ...COMMON_SECURITY_HEADERS, ...PAGE_SECURITY_HEADERS })) headers.push(name, value);
    headers.push('content-length', String(body.length));
    byEncoding.set(key, headers);
  }
  return headers;
}

/** As Fastify's request.host and request.protocol: the last X-Forwarded-* entry when the peer is a trusted proxy. */
function forwarded(req: IncomingMessage, trust: ProxyTrust | false): { host: string; protocol: string } {
  const headers = req.headers;
  const encrypted = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  const trusted =
    trust !== false && (headers['x-forwarded-host'] || headers['x-forwarded-proto']) && trust(req.socket.remoteAddress ?? '', 0);
  const last = (value: string | string[] | undefined) =>
    typeof value === 'string' && value ? value.slice(value.lastIndexOf(',') + 1).trim() : undefined;
  return {
    host: (trusted && last(headers['x-forwarded-host'])) || headers.host || '',
    protocol: (trusted && last(headers['x-forwarded-proto'])) || encrypted,
  };
}

export function createPageFastPath(options: PageFastPathOptions): FastPath {
  const cacheControl = pageCacheControl({ isCacheable: true, cdnMaxAge: options.cdnMaxAge });
  // Hosts seen and whether each may be served: a site is asked for under a handful of names.
  const hostChecks = new Map<string, boolean>();
  const isGoodHost = (host: string) => {
    let good = hostChecks.get(host);
    if (good === undefined) {
      good = hostProblem(host || undefined, options) === undefined;
      if (hostChecks.size < 64) hostChecks.set(host, good);
    }
    return good;
  };
  return (req, res) => {
    if (req.method !== 'GET') return false;
    const start = performance.now();
    const url = req.url ?? '';
    // Only bare paths are keys the routes look up as they are: `/`, `/{slug}/`, `/area/{slug}/`.
    if (url.includes('?') || url.includes('%')) return false;
    const headers = req.headers;
    if (headers['if-none-match'] !== undefined || hasSessionCookieHeader(headers.cookie)) return false;
    const page = options.cache.get(url);
    if (!page) return false;
    const encoding = pickEncoding(headers['accept-encoding']);
    const body = encoding ? page.encoded.get(encoding) : page.body;
    if (!body) return false; // compressed copies not made yet: Fastify's compress plugin compresses this one
    const { host, protocol } = forwarded(req, options.trustProxy);
    if (!isGoodHost(host) || hasDuplicateHost(req.rawHeaders)) return false;
    const list = headersOf(page, encoding, body, cacheControl).slice();
    if (protocol === 'https') list.push('strict-transport-security', HSTS);
    list.push('link', `<${baseUrlFor({ protocol, host }, options.baseUrl)}/wp-json/>; rel="https://api.w.org/"`);
    res.writeHead(page.status, list);
    res.end(body);
    const log = options.log();
    if (LOGS_INFO.has(log.level)) {
      const responseTime = performance.now() - start;
      log.info({ method: 'GET', url, statusCode: page.status, responseTime, cache: 'hit' }, 'cached page served');
    }
    return true;
  };
}
