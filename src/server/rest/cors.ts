// Cross-origin access: any site may read the public REST API from a browser (GET and HEAD, and the
// preflight that asks for them), never with cookies or HTTP authentication. Nothing else answers
// cross-origin: writes, pages and assets carry no CORS headers, so browsers keep them same-origin.
import type { FastifyReply, FastifyRequest } from 'fastify';

const READS = new Set(['GET', 'HEAD']);
const EXPOSED = 'X-WP-Total, X-WP-TotalPages, Link';

/** Whether the request is a CORS preflight asking to read. */
function isReadPreflight(request: FastifyRequest): boolean {
  const asked = request.headers['access-control-request-method'];
  return request.method === 'OPTIONS' && typeof asked === 'string' && READS.has(asked.trim().toUpperCase());
}

/**
 * Sets the CORS headers of a REST answer. `*` rather than the caller's origin: browsers never send
 * credentials to a `*` answer, and the answer is the same for every origin, so shared caches can
 * keep one copy (no `Vary: Origin`).
 */
export function setCorsHeaders(request: FastifyRequest, reply: FastifyReply): void {
  if (READS.has(request.method)) {
    reply.header('access-control-allow-origin', '*');
    reply.header('access-control-expose-headers', EXPOSED);
  } else if (isReadPreflight(request)) {
    reply.header('access-control-allow-origin', '*');
    reply.header('access-control-allow-methods', 'GET, HEAD');
    reply.header('access-control-max-age', '600');
    // The same OPTIONS URL answers preflights for other methods without these headers.
    reply.header('vary', 'Access-Control-Request-Method');
  }
}
