// Sends rendered pages: from the cache with ETag and precompressed bodies, or streamed on a miss.
import { pipeline, type Readable, Transform } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendErrorPage } from './error-page.tsx';
import { encodedBody, pickEncoding, type CachedPage } from './page-cache.ts';
import type { RenderedPage, RenderPageInput } from './ssr/render-page.tsx';
import { renderPage } from './ssr/render-page.tsx';

const HTML = 'text/html; charset=utf-8';

export function sendCached(request: FastifyRequest, reply: FastifyReply, page: CachedPage): FastifyReply {
  reply.code(page.status).header('content-type', HTML).header('etag', page.etag).header('vary', 'accept-encoding');
  reply.header('cache-control', 'public, max-age=0, must-revalidate');
  if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (encoding) return reply.header('content-encoding', encoding).send(encodedBody(page, encoding));
  return reply.send(page.body);
}

/**
 * Renders and streams a page. With a cache key (published pages, cache on), the HTML passing
 * through is recorded and cached; later requests get it with an ETag. A page that fails before
 * its first byte is answered with the styled 500 page; see streamPage for failures after it.
 */
export async function sendRendered(
  request: FastifyRequest,
  reply: FastifyReply,
  input: Omit<RenderPageInput, 'log'>,
  options: { status?: number; cacheKey?: string },
): Promise<FastifyReply> {
  // Read before rendering: a content change landing during the render must keep it out of the cache.
  const generation = request.server.foyer.pageCache.generation;
  let rendered: RenderedPage;
  try {
    rendered = await renderPage({ ...input, log: request.log });
  } catch (error) {
    request.log.error({ err: error }, 'page failed to render');
    return sendErrorPage(request, reply);
  }
  return streamPage(request, reply, rendered.stream, { ...options, generation });
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
  options: { status?: number; cacheKey?: string; generation: number },
): FastifyReply {
  const status = options.status ?? 200;
  reply
    .code(status)
    .header('content-type', HTML)
    .header('cache-control', options.cacheKey ? 'public, max-age=0, must-revalidate' : 'no-store');
  const cacheKey = options.cacheKey && request.server.foyer.config.pageCache ? options.cacheKey : undefined;
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
      if (cacheKey) cache.set(cacheKey, status, Buffer.concat(recorded), generation);
      done(null, pendingBytes ? Buffer.concat(pending) : undefined);
    },
  });
  const body = pipeline(stream, coalesce, (error) => {
    if (error) request.log.warn({ err: error }, 'page stream ended early');
  });
  return reply.send(body);
}
