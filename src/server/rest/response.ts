// Sends REST answers the way WordPress's REST server does: JSON in UTF-8, `_fields` applied,
// the API discovery link, CORS headers for cross-origin reads, and errors as
// `{ code, message, data: { status } }`.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isStorageError } from '../../db/storage-errors.ts';
import { setCorsHeaders } from './cors.ts';
import { internalError, noRouteError, type RestError } from './errors.ts';
import { filterFields, requestedFields } from './fields.ts';

const JSON_TYPE = 'application/json; charset=UTF-8';

function queryOf(request: FastifyRequest): Record<string, unknown> {
  const q = request.query;
  return q && typeof q === 'object' ? (q as Record<string, unknown>) : {};
}

/** The headers every REST answer carries, success or error. */
export function setRestHeaders(request: FastifyRequest, reply: FastifyReply, extraLinks: string[] = []): void {
  const root = `<${request.server.foyer.baseUrl(request)}/wp-json/>; rel="https://api.w.org/"`;
  reply.header('content-type', JSON_TYPE);
  reply.header('link', extraLinks.length ? [root, ...extraLinks] : root);
  reply.header('x-robots-tag', 'noindex');
  setCorsHeaders(request, reply);
}

function serialize(request: FastifyRequest, data: unknown): string {
  // `_pretty` as WordPress: indented output for people reading it in a browser.
  return '_pretty' in queryOf(request) ? JSON.stringify(data, null, 4) : JSON.stringify(data);
}

export interface SendOptions {
  status?: number;
  headers?: Record<string, string | number>;
  /** Extra `Link` header values (rel="prev"/"next"). */
  links?: string[];
  /** Set when the handler already applied `_fields` (so nested work could be skipped). */
  isFiltered?: boolean;
}

export function sendRest(request: FastifyRequest, reply: FastifyReply, data: unknown, options: SendOptions = {}): FastifyReply {
  setRestHeaders(request, reply, options.links);
  for (const [name, value] of Object.entries(options.headers ?? {})) reply.header(name, String(value));
  const body = options.isFiltered ? data : filterFields(data, requestedFields(queryOf(request)._fields));
  return reply.code(options.status ?? 200).send(serialize(request, body));
}

export function sendRestError(request: FastifyRequest, reply: FastifyReply, error: RestError): FastifyReply {
  setRestHeaders(request, reply);
  return reply.code(error.data.status).send(serialize(request, error));
}

/**
 * Makes a REST plugin's unexpected failures and unmatched requests answer as WordPress does.
 * Call once in each plugin that registers REST routes.
 */
export function useRestErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Storage failures answer 503 with Retry-After, the same on every route (server/storage-unavailable.ts).
    if (isStorageError(error)) throw error;
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'REST request failed');
      return sendRestError(request, reply, internalError());
    }
    return sendRestError(request, reply, { code: error.code ?? 'rest_invalid_request', message: error.message, data: { status } });
  });
}

export function sendNoRoute(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendRestError(request, reply, noRouteError());
}
