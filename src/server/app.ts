// Builds the Fastify app: plugins, routes, caches. Used by `foyer serve`, the tests and the benchmark.
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { constants as zlib } from 'node:zlib';
import type { Db } from '../db/connect.ts';
import { onContentChanged } from '../db/changes.ts';
import { startChangeRelay } from '../db/change-relay.ts';
import { watchSqliteChanges } from '../db/sqlite-change-watch.ts';
import { UPLOADS_DIR } from '../content/uploads.ts';
import type { AppState } from './app-state.ts';
import type { Config } from './config.ts';
import { CLIENT_DIR, loadClientAssets } from './ssr/client-manifest.ts';
import { createPageCache } from './page-cache.ts';
import { createPageFastPath } from './page-fast-path.ts';
import { getMenuTrees } from '../db/repositories/menus.ts';
import { createMenuStore } from './data-sources/menu-store.ts';
import { createRequestSources } from './data-sources/sources.ts';
import { makeLinks } from '../content/links.ts';
import { createSiteMemo } from './site-memo.ts';
import { registerRoutes } from './routes/index.ts';
import { parseQueryString, rewriteRestUrl } from './rest/query-string.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { registerStorageErrors } from './storage-unavailable.ts';
import { baseUrlFor, registerHostCheck } from './host.ts';
import { registerAccounts } from './accounts.ts';
import { withLogRedaction } from './log-redact.ts';
import type { StatsWriter } from '../stats/ingest/writer.ts';
import { answerOrUnavailable, ingestFor } from './routes/statistics.ts';
import { createTrackerFastPath, serverWithFastPath } from './routes/tracker-fast-path.ts';
import { proxyTrust } from './trust-proxy.ts';
import { timeoutOptions, type ServerTimeouts } from './timeouts.ts';
import { registerMethodCheck } from './method-check.ts';
import { registerQuietDisconnects } from './client-disconnects.ts';
import { checkClientRegistries } from '../render/check-registries.ts';

export async function buildApp(options: {
  db: Db;
  config: Config;
  logger?: boolean | object;
  /** Where statistics are committed; by default a group-commit writer on `db` in this process. */
  statsWriter?: StatsWriter;
  /** How long to wait for clients (tests shorten them); SERVER_TIMEOUTS by default. */
  timeouts?: ServerTimeouts;
}): Promise<FastifyInstance> {
  const { db, config } = options;
  checkClientRegistries();
  // The server asks it first (tracker-fast-path.ts); it answers nothing until the statistics routes exist.
  const trackerFastPath = createTrackerFastPath({
    ingest: () => ingestFor(state),
    answer: answerOrUnavailable(() => app.log),
    trustProxy: proxyTrust(config.trustProxy),
    baseUrl: config.baseUrl,
    allowedHosts: config.allowedHosts,
  });
  const pageCache = createPageCache({ maxBytes: config.pageCacheMb * 1024 * 1024 });
  const pageFastPath = createPageFastPath({
    cache: pageCache,
    trustProxy: proxyTrust(config.trustProxy),
    baseUrl: config.baseUrl,
    allowedHosts: config.allowedHosts,
    cdnMaxAge: config.cdnMaxAge,
    log: () => app.log,
  });
  const app = Fastify({
    serverFactory: serverWithFastPath((req, res) => pageFastPath(req, res) || trackerFastPath(req, res)),
    ...timeoutOptions(options.timeouts),
    logger: withLogRedaction(options.logger ?? { level: config.logLevel }),
    // Only behind a proxy that sets X-Forwarded-*, and only its hops: otherwise clients could pick their own host and IP.
    trustProxy: proxyTrust(config.trustProxy),
    // WordPress-like query strings (`include[]=1&include[]=2`, repeated keys as arrays) and REST URLs
    // (`/?rest_route=/wp/v2/area` -> `/wp-json/wp/v2/area`).
    routerOptions: { maxParamLength: 200, querystringParser: parseQueryString },
    rewriteUrl: (req) => rewriteRestUrl(req.url ?? '/'),
  });

  const siteMemo = createSiteMemo(db.kysely);
  // Relative links, like the site snapshot's: cached HTML does not depend on the request's host.
  const menus = createMenuStore(async (locations) => {
    const trees = await getMenuTrees(db.kysely, locations, makeLinks('', await siteMemo.frontPageId()));
    // Logged once per load (the store keeps menus until they change): those items render as plain links.
    for (const [location, menu] of trees) {
      for (const bad of menu.invalidMeta ?? [])
        app.log.warn({ location, item: bad.id, reason: bad.reason }, 'menu item meta invalid: shown as a plain link');
    }
    return trees;
  });
  app.decorateRequest('pageCacheGeneration', 0);
  // The first hook of every request (a callback hook: cache hits should not pay for a promise).
  app.addHook('onRequest', (request, _reply, done) => {
    request.pageCacheGeneration = pageCache.generation;
    done();
  });
  const unsubscribe = onContentChanged(({ tags }) => {
    siteMemo.invalidate(tags);
    menus.invalidate(tags);
    pageCache.invalidate(tags);
  });
  app.addHook('onClose', async () => unsubscribe());
  if (db.sqlite) {
    const stop = watchSqliteChanges(db.kysely, { onError: (err) => app.log.warn({ err: err.message }, 'content change watch failed') });
    app.addHook('onClose', async () => stop());
  }
  if (db.dialect === 'postgres' && config.databaseUrl) {
    const relay = await startChangeRelay({
      connectionString: config.databaseUrl,
      onError: (err) => app.log.warn({ err: err.message }, 'change relay error; reconnecting'),
    });
    app.addHook('onClose', () => relay.close());
  }

  const state: AppState = {
    db,
    config,
    assets: loadClientAssets(),
    pageCache,
    frontPageId: siteMemo.frontPageId,
    site: siteMemo.site,
    menus,
    requestSources: () => createRequestSources(db.kysely, menus, siteMemo.frontPageId),
    baseUrl: (req) => baseUrlFor(req, config.baseUrl),
    statsWriter: options.statsWriter,
  };
  app.decorate('foyer', state);

  registerStorageErrors(app);
  registerHostCheck(app, config);
  registerMethodCheck(app);
  registerQuietDisconnects(app);
  registerSecurityHeaders(app);
  registerAccounts(app, config);
  // Dynamic responses are compressed on the fly, so favour speed: brotli 4 is about gzip 6's size
  // at a fraction of brotli 11's cost. Cached pages and built assets are compressed once, harder.
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });

  // Content-hashed client files: cached for a year, never revalidated.
  if (existsSync(CLIENT_DIR)) {
    await app.register(fastifyStatic, {
      root: join(CLIENT_DIR, 'assets'),
      prefix: '/assets/',
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
      // The build writes .br and .gz beside each file (vite.config.ts), so nothing is compressed per request.
      preCompressed: true,
    });
  }
  if (existsSync(UPLOADS_DIR)) {
    await app.register(fastifyStatic, { root: UPLOADS_DIR, prefix: '/uploads/', decorateReply: false, maxAge: '30d' });
  }

  await registerRoutes(app);
  return app;
}
