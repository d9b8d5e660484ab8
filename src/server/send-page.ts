// Sends rendered pages: from the cache with ETag and precompressed bodies, or streamed on a miss.
import { Transform } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { encodedBody, pickEncoding, type CachedPage } from './page-cache.ts';
import type { RenderPageInput } from './ssr/render-page.tsx';
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
 * Renders and streams a page. With a cache key, the HTML passing through is recorded and cached
 * (published pages); later requests get it with an ETag.
 */
export function sendRendered(
  request: FastifyRequest,
  reply: FastifyReply,
  input: Omit<RenderPageInput, 'log'>,
  options: { status?: number; cacheKey?: string },
): FastifyReply {
  const { stream } = renderPage({ ...input, log: request.log });
  const status = options.status ?? 200;
  reply
    .code(status)
    .header('content-type', HTML)
    .header('cache-control', options.cacheKey ? 'public, max-age=0, must-revalidate' : 'no-store');
  const cacheKey = options.cacheKey;
  if (!cacheKey || !request.server.foyer.config.pageCache) return reply.send(stream);
  const cache = request.server.foyer.pageCache;
  const generation = cache.generation;
  const chunks: Buffer[] = [];
  const recorder = new Transform({
    transform(chunk: Buffer, _enc, done) {
      chunks.push(Buffer.from(chunk));
      done(null, chunk);
    },
    flush(done) {
      cache.set(cacheKey, status, Buffer.concat(chunks), generation);
      done();
    },
  });
  return reply.send(stream.pipe(recorder));
}
