import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppState } from './app-state.ts';
import { registerPageErrors } from './error-page.tsx';
import { createPageCache } from './page-cache.ts';
import { streamPage } from './send-page.ts';

/** A render stream that sends `chunks`, then fails. */
function failingStream(chunks: Buffer[]): Readable {
  return new Readable({
    read() {
      const next = chunks.shift();
      if (next) this.push(next);
      else this.destroy(new Error('render stream broke'));
    },
  });
}

/** GETs a path over a real socket; resolves with what arrived and whether the response completed. */
function get(app: FastifyInstance, path: string): Promise<{ status: number; body: string; isComplete: boolean }> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', () => undefined);
      res.on('close', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), isComplete: res.complete }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('streamPage', () => {
  const cache = createPageCache({ maxBytes: 1024 * 1024 });
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    // No database here: the 500 page falls back to the default kit when the site cannot load.
    app.decorate('foyer', { config: { pageCache: true, cdnMaxAge: 0 }, pageCache: cache } as unknown as AppState);
    registerPageErrors(app);
    const big = () => Buffer.alloc(40 * 1024, 'a');
    const send = (chunks: () => Buffer[], key: string) => (req: FastifyRequest, reply: FastifyReply) =>
      streamPage(req, reply, failingStream(chunks()), { cacheKey: key, tags: ['post:1'], generation: cache.generation });
    app.get(
      '/late',
      send(() => [big()], '/late'),
    );
    app.get(
      '/early',
      send(() => [], '/early'),
    );
    // Less than the first piece sent on (32 KB): nothing has reached the client yet.
    app.get(
      '/small',
      send(() => [Buffer.from('<!DOCTYPE html><html>')], '/small'),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it('ends the response without completing it when the render fails after the first byte', async () => {
    const res = await get(app, '/late');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(40 * 1024);
    expect(res.isComplete).toBe(false);
    expect(cache.get('/late')).toBeUndefined();
  });

  it('answers with the styled 500 page when the render fails before the first byte', async () => {
    for (const path of ['/early', '/small']) {
      const res = await get(app, path);
      expect(res.status).toBe(500);
      expect(res.isComplete).toBe(true);
      expect(res.body).toContain('<h1>This page could not be shown</h1>');
      expect(res.body).toContain('.theme-server-error');
      expect(cache.get(path)).toBeUndefined();
    }
  });

  it('keeps serving after both', async () => {
    expect((await get(app, '/early')).status).toBe(500);
    expect((await get(app, '/late')).status).toBe(200);
  });
});
