// The REST API's discovery documents, as WordPress serves them: the index at /wp-json/ (site
// facts, namespaces, every route with its arguments) and each namespace's index (/wp-json/wp/v2).
// Unknown /wp-json/ paths answer rest_no_route.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getSetting } from '../../db/repositories/settings.ts';
import { plainParam } from '../rest/params.ts';
import { fullRouteOf, restRoutes, restUrl, routeData, type RestRouteData } from '../rest/registry.ts';
import { sendNoRoute, sendRest, useRestErrors } from '../rest/response.ts';

// The index routes' own arguments, which WordPress lists without types.
const indexArgs = { context: plainParam({ default: 'view' }) };
const namespaceArgs = (namespace: string) => ({ namespace: plainParam({ default: namespace }), context: plainParam({ default: 'view' }) });

export async function wpJsonRoutes(app: FastifyInstance): Promise<void> {
  useRestErrors(app);
  app.get('/wp-json/', (request, reply) => sendIndex(app, request, reply));
  // Namespace indexes, and rest_no_route for anything no other REST route answered.
  app.all('/wp-json/*', async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    const namespaces = namespacesOf(app);
    if ((request.method === 'GET' || request.method === 'HEAD') && namespaces.includes(path)) {
      const base = app.foyer.baseUrl(request);
      const data = { namespace: path, routes: routesData(app, base, path), _links: { up: [{ href: restUrl(base, '/') }] } };
      return sendRest(request, reply, data);
    }
    return sendNoRoute(request, reply);
  });
}

function namespacesOf(app: FastifyInstance): string[] {
  return [...new Set(restRoutes(app).map((r) => r.namespace))];
}

/** Every route (or one namespace's), each namespace preceded by its own index route, as WordPress lists them. */
function routesData(app: FastifyInstance, base: string, onlyNamespace?: string): Record<string, RestRouteData> {
  const routes: Record<string, RestRouteData> = {};
  if (!onlyNamespace) routes['/'] = routeData('/', '', indexArgs, base);
  for (const spec of restRoutes(app)) {
    if (onlyNamespace && spec.namespace !== onlyNamespace) continue;
    const nsRoute = `/${spec.namespace}`;
    routes[nsRoute] ??= routeData(nsRoute, spec.namespace, namespaceArgs(spec.namespace), base);
    const data = routeData(fullRouteOf(spec), spec.namespace, spec.args, base, spec.methods);
    const existing = routes[fullRouteOf(spec)];
    // A route answering several methods is one entry with one endpoint per method group.
    if (existing) {
      existing.methods.push(...data.methods);
      existing.endpoints.push(...data.endpoints);
    } else routes[fullRouteOf(spec)] = data;
  }
  return routes;
}

async function sendIndex(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const db = app.foyer.db.kysely;
  const base = app.foyer.baseUrl(request);
  const [{ kit }, frontPageId, gmtOffset, timezone] = await Promise.all([
    app.foyer.site(),
    app.foyer.frontPageId(),
    getSetting<number | string>(db, 'gmt_offset'),
    getSetting<string>(db, 'timezone_string'),
  ]);
  const data = {
    name: kit.site_name,
    description: kit.site_description,
    url: base,
    home: base,
    gmt_offset: gmtOffset ?? 0,
    timezone_string: timezone ?? '',
    page_for_posts: 0,
    page_on_front: frontPageId ?? 0,
    show_on_front: frontPageId ? 'page' : 'posts',
    namespaces: namespacesOf(app),
    // WordPress's empty PHP array: no application passwords or other schemes on offer.
    authentication: [],
    routes: routesData(app, base),
    site_logo: 0,
    site_icon: 0,
    site_icon_url: `${base}/favicon.svg`,
    _links: { help: [{ href: 'https://developer.wordpress.org/rest-api/' }] },
  };
  return sendRest(request, reply, data);
}
