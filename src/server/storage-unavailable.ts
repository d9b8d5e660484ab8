// The root error handler. When storage fails (database down or restarting, connection lost, disk
// full, file read-only) every route answers 503 with Retry-After, so load balancers, crawlers and
// the site's own scripts try again later instead of treating the page as broken. Any other failure
// answers 500. Either way the answer says so in general terms: the database's own text (names,
// hosts, paths) goes to the log at error level, never to the client. Errors the client caused
// (4xx) keep Fastify's answer. The REST and page plugins have their own handlers and pass storage
// failures up to this one (rest/response.ts, error-page.tsx).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isStorageError, STORAGE_RETRY_AFTER_S } from '../db/storage-errors.ts';
import { restError } from './rest/errors.ts';
import { sendRestError } from './rest/response.ts';

const UNAVAILABLE = 'The site is briefly unavailable. Please try again in a moment.';
const FAILED = 'Something went wrong on the server.';

const page = (title: string, text: string) =>
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  `<title>${title}</title></head><body style="font-family:system-ui,sans-serif;text-align:center;padding:4rem 1rem">` +
  `<h1>${title}</h1><p>${text}</p></body></html>`;

/** A browser asking for a page gets a page; scripts (REST, admin API, admin-ajax, the tracker) get JSON. */
function wantsHtml(request: FastifyRequest): boolean {
  const url = request.url;
  if (url.startsWith('/wp-json/') || url.startsWith('/admin/api/') || url.startsWith('/wp-admin/admin-ajax.php')) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

function answer(request: FastifyRequest, reply: FastifyReply, status: number, code: string, message: string): FastifyReply {
  reply.header('cache-control', 'no-store');
  if (status === 503) reply.header('retry-after', String(STORAGE_RETRY_AFTER_S));
  if (request.url.startsWith('/wp-json/')) return sendRestError(request, reply, restError(code, message, status));
  // The account forms read WordPress's admin-ajax shape.
  if (request.url.startsWith('/wp-admin/admin-ajax.php')) return reply.code(status).send({ success: false, data: message });
  if (wantsHtml(request)) {
    const title = status === 503 ? 'Briefly unavailable' : 'Something went wrong';
    return reply.code(status).type('text/html; charset=utf-8').send(page(title, message));
  }
  return reply.code(status).send({ code, message, data: { status } });
}

export function registerStorageErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isStorageError(error)) {
      request.log.error({ err: error }, 'storage unavailable: answered 503');
      return answer(request, reply, 503, 'foyer_storage_unavailable', UNAVAILABLE);
    }
    // A request the client got wrong keeps Fastify's own 4xx answer and message.
    if (error.statusCode !== undefined && error.statusCode < 500) return reply.send(error);
    request.log.error({ err: error }, 'request failed');
    return answer(request, reply, 500, 'internal_server_error', FAILED);
  });
}
