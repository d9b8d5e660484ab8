// Sends rendered pages: from the cache with ETag and precompressed bodies, or streamed on a miss.
import { Transform } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pageCacheControl } from './cache-control.ts';
import { pickEncoding, type CachedPage } from './page-cache.ts';
import type { RenderPageInput } from './ssr/render-page.tsx';
import { renderPage } from './ssr/render-page.tsx';

const HTML = 'text/html; charset=utf-8';

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

/**
 * Renders and streams a page. With a cache key (published pages, cache on), the HTML passing
 * through is recorded and cached; later requests get it with an ETag. The page's tags are the given
 * ones plus those of what its data step read (menus, listed posts).
 */
export async function sendRendered(
  request: FastifyRequest,
  reply: FastifyReply,
  input: Omit<RenderPageInput, 'log' | 'sources'>,
  options: { status?: number; cacheKey?: string; tags?: readonly string[] },
): Promise<FastifyReply> {
  const data = request.server.foyer.requestSources();
  const { stream, plan } = await renderPage({ ...input, sources: data.sources, log: request.log });
  const status = options.status ?? 200;
  const isComplete = plan.dataFailures === 0;
  reply
    .code(status)
    .header('content-type', HTML)
    .header(
      'cache-control',
      pageCacheControl({ isCacheable: Boolean(options.cacheKey) && isComplete, cdnMaxAge: request.server.foyer.config.cdnMaxAge }),
    );
  const tags = [...new Set([...(options.tags ?? []), ...data.tags])];
  // A page without tags could never be invalidated by a content change, so it is not stored; nor is one
  // that left elements out because their data failed to load (the next request tries again).
  const cacheKey = options.cacheKey && tags.length && isComplete && request.server.foyer.config.pageCache ? options.cacheKey : undefined;
  const cache = request.server.foyer.pageCache;
  // Read when the request arrived (app.ts), before anything was loaded: a change landing while this
  // page was being loaded or rendered keeps it out of the cache.
  const generation = request.pageCacheGeneration;
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
  return reply.send(stream.pipe(coalesce));
}
