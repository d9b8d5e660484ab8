// Sends rendered pages: from the cache with ETag and precompressed bodies, or streamed on a miss.
import { isStaff } from '../admin/shared/caps.ts';
import { ADMIN_ROOT } from '../admin/shared/routes.ts';
import { pipeline, type Readable, Transform } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EMPTY_REQUEST } from '../contracts/data.ts';
import { pageCacheControl } from './cache-control.ts';
import { sendErrorPage } from './error-page.tsx';
import { pickEncoding, type CachedPage } from './page-cache.ts';
import { renderTurn } from './render-turns.ts';
import type { RenderedPage } from './ssr/render-page.tsx';
import type { RouteRenderInput } from './page-input.ts';
import { renderPage } from './ssr/render-page.tsx';
import { pageTrackerConfig } from '../stats/tracker-config.ts';

const HTML = 'text/html; charset=utf-8';

/**
 * The shared cache's page for `key`, for anonymous requests only: a logged-in visitor's page may show
 * account data, so it is rendered for them alone (and never stored, see streamPage).
 */
export function cachedPage(request: FastifyRequest, key: string): CachedPage | undefined {
  return request.account ? undefined : request.server.foyer.pageCache.get(key);
}

export function sendCached(request: FastifyRequest, reply: FastifyReply, page: CachedPage): FastifyReply {
  reply.code(page.status).header('content-type', HTML).header('etag', page.etag).header('vary', 'accept-encoding');
  reply.header('cache-control', pageCacheControl({ isCacheable: true, cdnMaxAge: request.server.foyer.config.cdnMaxAge }));
  if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  const encoding = pickEncoding(request.headers['accept-encoding']);
  // Until the background compression has finished, the compress plugin compresses this one on the fly.
  const encoded = encoding && page.encoded.get(encoding);
  if (encoded) return reply.header('content-encoding', encoding).send(encoded);
  return reply.send(page.body);
}

interface StreamOptions {
  status?: number;
  cacheKey?: string;
  /** Content tags of everything the page was built from (src/db/content-tags.ts). */
  tags?: readonly string[];
}

/**
 * Renders and streams a page. With a cache key (published pages, cache on), the HTML passing
 * through is recorded and cached; later requests get it with an ETag. A page that fails before
 * its first byte is answered with the styled 500 page; see streamPage for failures after it.
 * The page's tags are the given ones plus those of what its data step read (menus, listed posts) and
 * those its parts name (templates, popups).
 */
export async function sendRendered(
  request: FastifyRequest,
  reply: FastifyReply,
  input: RouteRenderInput,
  options: StreamOptions,
): Promise<FastifyReply> {
  await renderTurn(); // one render per event-loop iteration: see render-turns.ts
  const { foyer } = request.server;
  const data = foyer.requestSources();
  const account = request.account && {
    login: request.account.login,
    displayName: request.account.displayName,
    ...(isStaff(request.account.role) ? { backOffice: `${ADMIN_ROOT}/` } : {}),
  };
  const context = account ? { ...(input.request ?? EMPTY_REQUEST), account } : input.request;
  let rendered: RenderedPage;
  try {
    // The visitor's role reaches popups' `logged_in` rule; such a page is never stored in the shared cache.
    const viewer = request.account ? { roles: [request.account.role] } : undefined;
    // From the page's source and the settings only (the site snapshot's, whose tag every page carries), never the visitor.
    const statistics = (await foyer.site()).statistics;
    const tracker = await pageTrackerConfig({
      db: foyer.db.kysely,
      settings: statistics,
      request: input.request,
      status: options.status ?? 200,
    });
    rendered = await renderPage({ ...input, request: context, sources: data.sources, log: request.log, viewer, tracker });
  } catch (error) {
    request.log.error({ err: error }, 'page failed to render');
    return sendErrorPage(request, reply);
  }
  return streamPage(request, reply, rendered.stream, {
    ...options,
    tags: [...new Set([...(options.tags ?? []), ...data.tags, ...rendered.tags])],
    // A page that left elements out because their data failed to load is not stored: the next request tries again.
    isComplete: rendered.plan.dataFailures === 0,
    // Read when the request arrived (app.ts), before anything was loaded: a change landing while this
    // page was being loaded or rendered keeps it out of the cache.
    generation: request.pageCacheGeneration,
  });
}

/**
 * Streams rendered HTML to the client. Every stream is joined by `pipeline`, so an error anywhere
 * destroys them all and is handled here instead of becoming an uncaught exception. Before the
 * first byte Fastify hands such an error to the route's error handler (the styled 500 page);
 * after it, Fastify closes the connection, so the client sees an incomplete response rather than
 * a truncated page passed off as complete. Either way nothing is cached.
 */
export function streamPage(
  request: FastifyRequest,
  reply: FastifyReply,
  stream: Readable,
  options: StreamOptions & { generation: number; isComplete?: boolean },
): FastifyReply {
  const status = options.status ?? 200;
  const isComplete = options.isComplete ?? true;
  const isPersonal = Boolean(request.account);
  reply
    .code(status)
    .header('content-type', HTML)
    .header(
      'cache-control',
      isPersonal
        ? 'private, no-store'
        : pageCacheControl({ isCacheable: Boolean(options.cacheKey) && isComplete, cdnMaxAge: request.server.foyer.config.cdnMaxAge }),
    );
  const tags = options.tags ?? [];
  // A page without tags could never be invalidated by a content change, so it is not stored; nor is one
  // that left elements out because their data failed to load (the next request tries again).
  // A logged-in visitor's page is theirs alone: never stored where another visitor could get it.
  const cacheKey =
    options.cacheKey && tags.length && isComplete && !isPersonal && request.server.foyer.config.pageCache ? options.cacheKey : undefined;
  const cache = request.server.foyer.pageCache;
  const { generation } = options;
  const recorded: Buffer[] = [];
  // React writes the page in ~2 KB pieces; compressing each on its own costs more CPU than the
  // render. Pass them on in pieces of at least 32 KB (and at the end): still streamed, far fewer
  // compressor calls. Published pages are also recorded for the cache on the way through.
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const coalesce = new Transform({
    transform(chunk: Buffer, _enc, done) {
      const buf = Buffer.from(chunk);
      if (cacheKey) recorded.push(buf);
      pending.push(buf);
      pendingBytes += buf.length;
      if (pendingBytes < 32 * 1024) return done();
      const out = Buffer.concat(pending);
      pending = [];
      pendingBytes = 0;
      done(null, out);
    },
    flush(done) {
      if (cacheKey) cache.set(cacheKey, { status, body: Buffer.concat(recorded), tags, generation });
      done(null, pendingBytes ? Buffer.concat(pending) : undefined);
    },
  });
  const body = pipeline(stream, coalesce, (error) => {
    if (error) request.log.warn({ err: error }, 'page stream ended early');
  });
  return reply.send(body);
}
