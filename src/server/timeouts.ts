// How long the HTTP server waits for a client. Node's own defaults let a request whose body never
// arrives (a Content-Length larger than what is sent) hold a connection for 300 s plus the 30 s
// between its timeout checks; a few hundred such connections are a cheap denial of service. Behind a
// proxy the proxy buffers slow clients, so these only bite on clients that misbehave.
import type { ServerOptions } from 'node:http';

export interface ServerTimeouts {
  /** Until the request's headers are complete (Node's headersTimeout). */
  headersMs: number;
  /** Until the whole request, body included, is in (answered 408 past it). */
  requestMs: number;
  /**
   * An idle keep-alive connection between requests. Longer than a load balancer's idle timeout
   * (60 s for nginx, AWS and GCP), so the balancer, never the server, closes a reused connection.
   */
  keepAliveMs: number;
  /** A socket with nothing read or written (a stalled client mid-response). */
  idleMs: number;
  /** How often Node checks the header and request timeouts (its default, 30 s, lets a 30 s timeout run to 60 s). */
  checkEveryMs: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = {
  headersMs: 15_000,
  requestMs: 30_000,
  keepAliveMs: 72_000,
  idleMs: 120_000,
  checkEveryMs: 1_000,
};

/** Fastify's options for the timeouts; the serverFactory (routes/tracker-fast-path.ts) passes them to the server. */
export function timeoutOptions(t: ServerTimeouts = SERVER_TIMEOUTS): {
  connectionTimeout: number;
  keepAliveTimeout: number;
  requestTimeout: number;
  http: ServerOptions;
} {
  return {
    connectionTimeout: t.idleMs,
    keepAliveTimeout: t.keepAliveMs,
    requestTimeout: t.requestMs,
    http: { headersTimeout: t.headersMs, requestTimeout: t.requestMs, connectionsCheckingInterval: t.checkEveryMs },
  };
}
