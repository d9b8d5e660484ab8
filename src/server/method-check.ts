// 405 Method Not Allowed, with Allow, for a wrong method on a known address: `DELETE /admin/api/session`
// says which methods the address takes instead of pretending it does not exist. Runs only when the
// router found no route for the method, or only a catch-all (`/wp-json/*`, `/admin/api/*`, which
// answer rest_no_route), so requests that have a route of their own pay nothing.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { restError } from './rest/errors.ts';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** The methods a route of its own (not a catch-all `*`) answers at the request's path; empty for an unknown address. */
export function allowedMethods(app: FastifyInstance, request: FastifyRequest): string[] {
  const url = request.url.split('?')[0]!;
  return METHODS.filter((method) => {
    const route = app.findRoute({ method, url });
    return route !== null && !('*' in route.params);
  });
}

function isCatchAll(request: FastifyRequest): boolean {
  const pattern = request.routeOptions.url;
  return pattern === undefined || pattern.endsWith('*');
}

export function registerMethodCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isCatchAll(request)) return;
    const allowed = allowedMethods(app, request);
    if (!allowed.length || allowed.includes(request.method)) return;
    const allow = allowed.join(', ');
    // WordPress clients read REST errors by code: this is the code WordPress answers a wrong method with.
    const body = request.url.startsWith('/wp-json')
      ? restError('rest_no_route', 'No route was found matching the URL and request method.', 405)
      : restError('method_not_allowed', `${request.method} is not allowed at this address; it accepts ${allow}.`, 405);
    return reply.code(405).header('allow', allow).header('cache-control', 'no-store').send(body);
  });
}
