// Cached pages over real HTTP, answered by the server before Fastify (src/server/page-fast-path.ts):
// the same status, bytes and headers as the page route gives for the same cache entry, and every
// request outside the plain case still answered by Fastify. Which of the two answered shows in the
// log: Fastify logs each request it handles ("incoming request"), the fast path its own line.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../src/accounts/cookies.ts';
import { ALL_CONTENT } from '../../src/db/content-tags.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One GET (or another method) over a new connection, with exactly the headers given. */
function get(port: number, path: string, headers: Record<string, string>, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers, agent: false });
    req.once('error', reject);
    req.once('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.once('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.end();
  });
}

/** Headers that differ between any two answers, whoever sends them. */
const withoutClock = ({ date: _date, connection: _c, 'keep-alive': _k, ...rest }: Answer['headers']) => rest;

describe('page fast path', () => {
  let test: TestApp;
  let port: number;
  const logs: string[] = [];
  const fastifySaw = (path: string, mark: number) => logs.slice(mark).some((l) => l.includes('incoming request') && l.includes(path));
  const fastPathServed = (path: string, mark: number) =>
    logs.slice(mark).some((l) => l.includes('cached page served') && l.includes(`"url":"${path}"`));

  beforeAll(async () => {
    // Behind a proxy on loopback and without BASE_URL: the link header and HSTS follow X-Forwarded-*.
    test = await createTestApp({
      config: { baseUrl: undefined, trustProxy: ['127.0.0.1'] },
      logger: { level: 'info', stream: { write: (line: string) => void logs.push(line) } },
    });
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    port = (test.app.server.address() as AddressInfo).port;
    for (const path of ['/', '/the-house/']) {
      expect((await get(port, path, { host: 'hotel.test' })).status).toBe(200); // rendered and stored
    }
    await test.app.foyer.pageCache.idle(); // its br and gzip copies made
  });
  afterAll(() => test?.close());

  const cases: [string, Record<string, string>][] = [
    ['br', { 'accept-encoding': 'gzip, deflate, br' }],
    ['gzip', { 'accept-encoding': 'gzip' }],
    ['identity', { 'accept-encoding': 'identity' }],
    ['no accept-encoding', {}],
    ['https behind the proxy', { 'accept-encoding': 'gzip', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.hotel.test' }],
  ];
  for (const [name, headers] of cases) {
    it(`answers a hit itself with the route's status, bytes and headers (${name})`, async () => {
      for (const path of ['/', '/the-house/']) {
        const mark = logs.length;
        const fast = await get(port, path, { host: 'hotel.test', ...headers });
        expect(fastifySaw(path, mark), path).toBe(false);
        expect(fastPathServed(path, mark), path).toBe(true);
        // A query string the page ignores goes to Fastify, whose route answers from the same entry.
        const routed = await get(port, `${path}?utm_source=test`, { host: 'hotel.test', ...headers });
        expect(fastifySaw(`${path}?utm_source=test`, mark), path).toBe(true);
        expect(fast.status).toBe(200);
        expect(fast.status).toBe(routed.status);
        expect(withoutClock(fast.headers)).toEqual(withoutClock(routed.headers));
        expect(fast.body.equals(routed.body), path).toBe(true);
      }
    });
  }

  it('sends HSTS and a link from the forwarded host only when the proxy says https', async () => {
    const plain = await get(port, '/', { host: 'hotel.test', 'accept-encoding': 'gzip' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(plain.headers.link).toBe('<http://hotel.test/wp-json/>; rel="https://api.w.org/"');
    const secure = await get(port, '/', {
      host: 'hotel.test',
      'accept-encoding': 'gzip',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'www.hotel.test',
    });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(secure.headers.link).toBe('<https://www.hotel.test/wp-json/>; rel="https://api.w.org/"');
  });

  it('leaves everything outside the plain case to Fastify, which answers it as before', async () => {
    const etag = (await get(port, '/', { host: 'hotel.test' })).headers.etag as string;
    const cases: [string, Record<string, string>, string, number][] = [
      ['/', { host: 'hotel.test', 'if-none-match': etag }, 'GET', 304],
      ['/', { host: 'hotel.test', cookie: `${SESSION_COOKIE}=not-a-session` }, 'GET', 200],
      ['/', { host: 'hotel.test' }, 'HEAD', 200],
      ['/', { host: 'bad host!' }, 'GET', 400],
      ['/', { host: 'hotel.test', 'x-forwarded-host': 'bad host!' }, 'GET', 400],
      ['/no-such-page/', { host: 'hotel.test' }, 'GET', 404],
      ['/the%2Dhouse/', { host: 'hotel.test' }, 'GET', 200],
    ];
    for (const [path, headers, method, status] of cases) {
      const mark = logs.length;
      const answer = await get(port, path, headers, method);
      expect(answer.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(status);
      expect(fastifySaw(path, mark), `${method} ${path} ${JSON.stringify(headers)}`).toBe(true);
      expect(fastPathServed(path, mark)).toBe(false);
    }
  });

  it('stops answering a page as soon as a change drops it from the cache', async () => {
    test.app.foyer.pageCache.invalidate([ALL_CONTENT]);
    const mark = logs.length;
    expect((await get(port, '/', { host: 'hotel.test' })).status).toBe(200);
    expect(fastifySaw('/', mark)).toBe(true);
  });
});
