// The host names the site answers for, and its absolute base URL: BASE_URL when set, otherwise the
// request's own Host, and then only a well-formed one. ALLOWED_HOSTS turns every other Host away.
import type { FastifyInstance } from 'fastify';
import { restError } from './rest/errors.ts';

const LABEL = '[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?';
const HOST = new RegExp(String.raw`^(?:(?:${LABEL}\.)*${LABEL}\.?|\[[0-9a-f:.]{2,45}\])(?::(\d{1,5}))?$`, 'i');

/** `host` or `host:port`, lower-cased, when it is well-formed; undefined otherwise. */
export function parseHost(value: unknown): { name: string; port?: number } | undefined {
  if (typeof value !== 'string' || value.length > 300) return undefined;
  const match = HOST.exec(value);
  if (!match) return undefined;
  const port = match[1] === undefined ? undefined : Number(match[1]);
  if (port !== undefined && (port < 1 || port > 65535)) return undefined;
  const name = (port === undefined ? value : value.slice(0, value.lastIndexOf(':'))).toLowerCase();
  return { name, port };
}

/** Whether a host matches an ALLOWED_HOSTS entry: an entry without a port allows every port. */
export function isAllowedHost(host: { name: string; port?: number }, allowed: readonly string[]): boolean {
  return allowed.some((entry) => {
    const want = parseHost(entry);
    return want !== undefined && want.name === host.name && (want.port === undefined || want.port === host.port);
  });
}

/**
 * Whether a request carries more than one Host header. Node keeps the first and drops the rest, but a
 * proxy or cache in front may have read another one: the two would disagree on which site it is for.
 */
export function hasDuplicateHost(rawHeaders: readonly string[]): boolean {
  let seen = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!;
    if (name.length === 4 && name.toLowerCase() === 'host' && ++seen > 1) return true;
  }
  return false;
}

const HEALTH_PATH = '/healthz';

interface HostConfig {
  baseUrl: string | undefined;
  allowedHosts: readonly string[];
}

/** Why a request's Host is refused, or undefined when it may be served. */
export function hostProblem(host: string | undefined, config: HostConfig): string | undefined {
  // Without a Host, only BASE_URL can make links, and no ALLOWED_HOSTS entry can match.
  if (!host) return config.baseUrl && config.allowedHosts.length === 0 ? undefined : 'The request has no Host header.';
  const parsed = parseHost(host);
  if (!parsed) return 'The Host header must be a host name or address, optionally with a port (host:port).';
  if (config.allowedHosts.length && !isAllowedHost(parsed, config.allowedHosts)) {
    return `This site does not answer for the host ${JSON.stringify(host)}: it is not in ALLOWED_HOSTS.`;
  }
  return undefined;
}

/** The site's absolute URL without a trailing slash, for links in API answers and headers. */
export function baseUrlFor(request: { protocol: string; host: string }, baseUrl: string | undefined): string {
  return baseUrl ?? `${request.protocol}://${request.host.toLowerCase()}`;
}

/**
 * Refuses a bad Host with a 400 before any route (and so any cache) sees the request, and tells
 * the operator at start when links depend on the Host header.
 */
export function registerHostCheck(app: FastifyInstance, config: HostConfig): void {
  if (!config.baseUrl) {
    app.log.warn(
      'BASE_URL is not set: absolute links are built from the Host header of each request. Production sites should set BASE_URL (and ALLOWED_HOSTS).',
    );
  }
  // Load balancers probe by address (Host: 10.0.0.5:3000); the health answer holds no link.
  const probeConfig = { ...config, allowedHosts: [] };
  app.addHook('onRequest', async (request, reply) => {
    // With TRUST_PROXY, request.host is the proxy's X-Forwarded-Host: the host that links would use.
    const isProbe = request.url === HEALTH_PATH;
    const problem = hasDuplicateHost(request.raw.rawHeaders)
      ? 'The request has more than one Host header.'
      : hostProblem(request.host || undefined, isProbe ? probeConfig : config);
    if (!problem) return;
    const error = restError('invalid_host', problem, 400);
    return reply
      .code(400)
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(JSON.stringify(error));
  });
}
