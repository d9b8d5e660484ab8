// The REST routes this server answers, registered once: each becomes a Fastify route (plus its
// OPTIONS answer, as WordPress gives) and an entry of the index at /wp-json/, whose `args` come
// from the same parameter shape that validates requests.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { describeArgs, type WpArg } from './params.ts';
import { sendRest } from './response.ts';

type Shape = Parameters<typeof describeArgs>[0];

export interface RestRouteSpec {
  /** e.g. 'wp/v2' */
  namespace: string;
  /** The route after the namespace, in WordPress's pattern syntax: '/area', '/area/(?P<id>[\\d]+)'. */
  route: string;
  /** Parameters of the endpoint, in the order WordPress lists them. */
  args: Shape;
  /** Defaults to ['GET']. */
  methods?: string[];
}

export interface RestRouteData {
  namespace: string;
  methods: string[];
  endpoints: Array<{ methods: string[]; args: Record<string, WpArg & { required: boolean }> }>;
  _links?: { self: Array<{ href: string }> };
}

const registries = new WeakMap<object, RestRouteSpec[]>();

/** Routes registered so far, in registration order (keyed by the app's shared state). */
export function restRoutes(app: FastifyInstance): RestRouteSpec[] {
  let list = registries.get(app.foyer);
  if (!list) registries.set(app.foyer, (list = []));
  return list;
}

/** '/wp/v2/area/(?P<id>[\d]+)' -> '/wp-json/wp/v2/area/:id(^[\d]+$)' */
export function fastifyPath(fullRoute: string): string {
  return `/wp-json${fullRoute.replace(/\(\?P<(\w+)>([^)]*)\)/g, (_m, name: string, re: string) => `:${name}(^${re}$)`)}`;
}

export function restUrl(base: string, route: string): string {
  return `${base}/wp-json${route === '/' ? '/' : route}`;
}

/** One route's entry in the index (WP_REST_Server::get_data_for_route). */
export function routeData(fullRoute: string, namespace: string, args: Shape, base: string, methods = ['GET']): RestRouteData {
  const data: RestRouteData = { namespace, methods: [...methods], endpoints: [{ methods: [...methods], args: describeArgs(args) }] };
  // Only routes without variables link to themselves.
  if (!fullRoute.includes('(?P<')) data._links = { self: [{ href: restUrl(base, fullRoute) }] };
  return data;
}

export const fullRouteOf = (spec: RestRouteSpec): string => `/${spec.namespace}${spec.route}`;

/**
 * Lists a route in the index. restGet() does this itself; a module answering other methods
 * (POST endpoints) calls it beside its own Fastify route, and answers with sendRest/sendRestError.
 */
export function addToIndex(app: FastifyInstance, spec: RestRouteSpec): void {
  restRoutes(app).push(spec);
}

/** Registers a GET endpoint: the Fastify route, its OPTIONS answer and its index entry. */
export function restGet(
  app: FastifyInstance,
  spec: RestRouteSpec,
  handler: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>,
): void {
  addToIndex(app, { ...spec, methods: ['GET'] });
  const path = fastifyPath(fullRouteOf(spec));
  // WordPress names the methods a route allows on every answer from it.
  app.get(path, (request, reply) => handler(request, reply.header('allow', 'GET')));
  app.options(path, async (request, reply) => {
    reply.header('allow', 'GET');
    const data = routeData(fullRouteOf(spec), spec.namespace, spec.args, app.foyer.baseUrl(request));
    return sendRest(request, reply, data);
  });
}
