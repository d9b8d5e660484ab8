// The tracker's hit and online requests without Fastify. They are the busiest requests a site gets
// (one per page view, one a minute per open tab) and the smallest: a form of a few hundred bytes in,
// `{"status":true}` out. In a profile of a worker under load, Fastify's own code and the app's global
// hooks were about 13 % of its CPU, before the promises and events they add; answering here cut a
// worker's CPU per hit by about 16 % (three interleaved runs each way at 256 connections, measured
// against the load generator's CPU per request to cancel this machine's swings in speed). So the
// HTTP server answers the plain case itself, with the same ingestion and the same answer:
// a POST to the exact REST address, form-encoded, with a Content-Length within the route's limit,
// a good Host and no session cookie. Everything else (JSON bodies, admin-ajax, a logged-in visitor
// whose role may be excluded, a bad Host, an oversized or chunked body) goes on to Fastify, which
// answers it as before. Tracker requests answered here are not in the per-request access log.
import { createServer, type IncomingMessage, type Server, type ServerOptions, type ServerResponse } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { hasSessionCookieHeader } from '../../accounts/cookies.ts';
import type { Ingest, IngestAnswer, IngestRequest } from '../../stats/ingest/service.ts';
import { hasDuplicateHost, hostProblem } from '../host.ts';
import { COMMON_SECURITY_HEADERS } from '../security-headers.ts';
import type { ProxyTrust } from '../trust-proxy.ts';
import { TRACKER_BODY_LIMIT, TRACKER_PATHS } from './statistics.ts';

/** Answers the request and returns true, or returns false for Fastify to answer it. */
export type FastPath = (req: IncomingMessage, res: ServerResponse) => boolean;

export interface FastPathOptions {
  /** The process's ingestion, once the statistics routes have made it. */
  ingest(): Ingest | undefined;
  answer(result: Promise<IngestAnswer>): Promise<IngestAnswer>;
  /** TRUST_PROXY's trust function (src/server/trust-proxy.ts), the one Fastify is given; false: no proxy. */
  trustProxy: ProxyTrust | false;
  baseUrl: string | undefined;
  allowedHosts: readonly string[];
}

const FORM = 'application/x-www-form-urlencoded';

export function createTrackerFastPath(options: FastPathOptions): FastPath {
  return (req, res) => {
    if (req.method !== 'POST') return false;
    const endpoint = TRACKER_PATHS.get(req.url ?? '');
    if (!endpoint) return false;
    const headers = req.headers;
    const type = headers['content-type'];
    if (!type || !(type === FORM || type.startsWith(`${FORM};`))) return false;
    const length = headers['content-length'];
    if (!length || !/^\d{1,5}$/.test(length) || Number(length) > TRACKER_BODY_LIMIT) return false;
    if (hasSessionCookieHeader(headers.cookie)) return false;
    const host = hostOf(req, options.trustProxy);
    if (hostProblem(host, options) || hasDuplicateHost(req.rawHeaders)) return false;
    const ingest = options.ingest();
    if (!ingest) return false;

    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    // A client that goes away mid-body is nobody to answer.
    req.on('error', () => undefined);
    req.once('end', () => {
      const request: IngestRequest = {
        body: Object.fromEntries(new URLSearchParams(body)),
        headers,
        ip: ipOf(req, options.trustProxy),
        role: undefined,
        host: host ?? '',
      };
      void options.answer(ingest[endpoint](request)).then(({ status, body: answer, retryAfterS }) => {
        const text = JSON.stringify(answer);
        res.writeHead(status, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(text),
          'cache-control': 'no-store, private',
          ...(retryAfterS ? { 'retry-after': String(retryAfterS) } : {}),
          ...COMMON_SECURITY_HEADERS,
        });
        res.end(text);
      });
    });
    return true;
  };
}

/** As Fastify's request.host: the last X-Forwarded-Host entry when the peer is a trusted proxy. */
function hostOf(req: IncomingMessage, trust: ProxyTrust | false): string | undefined {
  const forwarded = trust && trust(req.socket.remoteAddress ?? '', 0) ? req.headers['x-forwarded-host'] : undefined;
  if (typeof forwarded === 'string' && forwarded) return forwarded.slice(forwarded.lastIndexOf(',') + 1).trim();
  return req.headers.host;
}

/** As Fastify's request.ip: the nearest X-Forwarded-For entry not added by a trusted proxy. */
function ipOf(req: IncomingMessage, trust: ProxyTrust | false): string {
  if (!trust) return req.socket.remoteAddress ?? '';
  return proxyAddr.all(req, trust).at(-1) ?? '';
}

/** What Fastify passes a serverFactory: its options, defaults filled in. */
interface ServerFactoryOptions {
  http?: ServerOptions;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
}

/** Fastify's serverFactory: the HTTP server Fastify would make (its timeouts included), asking the fast path first. */
export function serverWithFastPath(fastPath: FastPath) {
  return (handler: (req: IncomingMessage, res: ServerResponse) => void, opts: ServerFactoryOptions): Server => {
    const server = createServer(opts.http ?? {}, (req, res) => {
      if (!fastPath(req, res)) handler(req, res);
    });
    if (opts.keepAliveTimeout) server.keepAliveTimeout = opts.keepAliveTimeout;
    if (opts.requestTimeout) server.requestTimeout = opts.requestTimeout;
    if (opts.connectionTimeout) server.setTimeout(opts.connectionTimeout);
    if (opts.maxRequestsPerSocket) server.maxRequestsPerSocket = opts.maxRequestsPerSocket;
    return server;
  };
}
