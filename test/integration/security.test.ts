// Security through the real server: CORS only for reads of the public REST API, and the Host
// header (BASE_URL, ALLOWED_HOSTS) never steering links, caches or answers it should not.
import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { openDb } from '../../src/db/connect.ts';
import { migrate } from '../../src/db/migrate.ts';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { describeDatabases } from '../helpers/app.ts';
import { headerOf } from '../helpers/http.ts';

const AREAS = '/wp-json/wp/v2/area';
const ORIGIN = { origin: 'https://partner.example' };

async function send(
  app: FastifyInstance,
  method: 'GET' | 'HEAD' | 'POST' | 'OPTIONS' | 'DELETE',
  url: string,
  headers: Record<string, string> = {},
) {
  return app.inject({ method, url, headers });
}

describeDatabases('CORS', (suite) => {
  it('lets any origin read the REST API, without credentials', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      for (const url of [AREAS, `${AREAS}?per_page=1`, '/wp-json/', `${AREAS}?per_page=0`, '/wp-json/nothing/here']) {
        const res = await send(suite.app, method, url, ORIGIN);
        expect(res.headers['access-control-allow-origin'], `${method} ${url}`).toBe('*');
        expect(res.headers['access-control-expose-headers']).toBe('X-WP-Total, X-WP-TotalPages, Link');
        expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      }
    }
  });

  it('answers a preflight that asks to read, and no other', async () => {
    const read = await send(suite.app, 'OPTIONS', AREAS, { ...ORIGIN, 'access-control-request-method': 'GET' });
    expect(read.statusCode).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBe('*');
    expect(read.headers['access-control-allow-methods']).toBe('GET, HEAD');
    expect(read.headers['access-control-allow-credentials']).toBeUndefined();
    // Credentials travel in these: a read of the public API needs none.
    expect(read.headers['access-control-allow-headers']).toBeUndefined();
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const res = await send(suite.app, 'OPTIONS', AREAS, { ...ORIGIN, 'access-control-request-method': method });
      expect(res.headers['access-control-allow-origin'], method).toBeUndefined();
      expect(res.headers['access-control-allow-methods'], method).toBeUndefined();
    }
  });

  it('gives writes, pages and other files no cross-origin answer', async () => {
    const answers = [
      await send(suite.app, 'POST', AREAS, { ...ORIGIN, 'content-type': 'application/json' }),
      await send(suite.app, 'DELETE', `${AREAS}/1`, ORIGIN),
      await send(suite.app, 'POST', '/wp-json/wp-statistics/v2/hit', ORIGIN),
      await send(suite.app, 'GET', '/', ORIGIN),
      await send(suite.app, 'GET', '/about/', ORIGIN),
      await send(suite.app, 'GET', '/favicon.svg', ORIGIN),
      await send(suite.app, 'GET', '/healthz', ORIGIN),
      await send(suite.app, 'OPTIONS', '/', { ...ORIGIN, 'access-control-request-method': 'GET' }),
      await send(suite.app, 'POST', '/', ORIGIN),
    ];
    for (const res of answers) {
      expect(res.headers['access-control-allow-origin'], `${res.statusCode} ${res.body.slice(0, 60)}`).toBeUndefined();
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });
});

/** Everything an answer says, to look for a forged host in it. */
const allOf = (res: { headers: Record<string, unknown>; body: string }) => `${JSON.stringify(res.headers)}\n${res.body}`;

describeDatabases(
  'Host header without BASE_URL (the demo)',
  (suite) => {
    it('refuses a malformed Host with a 400 that says what a Host must be', async () => {
      for (const host of ['evil.example/x', 'a b', 'user@evil.example', 'evil.example:99999', '<script>', 'evil.example:']) {
        for (const url of ['/', AREAS]) {
          const res = await send(suite.app, 'GET', url, { host });
          expect(res.statusCode, `${host} ${url}`).toBe(400);
          expect(res.json()).toEqual({ code: 'invalid_host', message: expect.stringMatching(/host:port/), data: { status: 400 } });
        }
      }
    });

    it('builds links from a well-formed Host, and never lets it into a cached answer', async () => {
      for (const url of ['/', '/about/', '/area/old-town/']) {
        const forged = await send(suite.app, 'GET', url, { host: 'evil.example:8080' });
        expect(forged.statusCode).toBe(200);
        expect(headerOf(forged.headers, 'link')).toBe('<http://evil.example:8080/wp-json/>; rel="https://api.w.org/"');
        expect(forged.body).not.toContain('evil.example');
        // The next visitor gets the page the forged request put in the cache: nothing of that host in it.
        const normal = await send(suite.app, 'GET', url, { host: 'hotel.test' });
        expect(normal.statusCode).toBe(200);
        expect(normal.headers.etag, 'a cache hit carries an ETag').toBeDefined();
        expect(allOf(normal)).not.toContain('evil.example');
        expect(headerOf(normal.headers, 'link')).toBe('<http://hotel.test/wp-json/>; rel="https://api.w.org/"');
      }
      for (const url of [AREAS, '/wp-json/', `${AREAS}?per_page=2&page=2`]) {
        const forged = await send(suite.app, 'GET', url, { host: 'evil.example:8080' });
        expect(forged.body).toContain('http://evil.example:8080/');
        const normal = await send(suite.app, 'GET', url, { host: 'hotel.test' });
        expect(normal.statusCode).toBe(200);
        expect(allOf(normal)).not.toContain('evil.example');
        expect(normal.body).toContain('http://hotel.test/');
      }
    });

    it('refuses a malformed Host sent over a real socket', async () => {
      const address = new URL(await suite.app.listen({ port: 0, host: '127.0.0.1' }));
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest({ host: address.hostname, port: address.port, path: '/', headers: { host: 'evil.example/x' } }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
        req.end();
      });
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body).code).toBe('invalid_host');
    });
  },
  { config: { baseUrl: undefined } },
);

describeDatabases(
  'ALLOWED_HOSTS',
  (suite) => {
    it('turns away every other Host with a 400, before and after the answer is cached', async () => {
      for (const url of ['/', '/about/', '/area/old-town/', AREAS, '/wp-json/', '/favicon.svg']) {
        const before = await send(suite.app, 'GET', url, { host: 'evil.example' });
        expect(before.statusCode, url).toBe(400);
        expect(before.json()).toEqual({ code: 'invalid_host', message: expect.stringMatching(/ALLOWED_HOSTS/), data: { status: 400 } });
        expect(before.headers['cache-control']).toBe('no-store');

        const normal = await send(suite.app, 'GET', url, { host: 'hotel.test:3000' });
        expect(normal.statusCode, url).toBe(200);
        expect(allOf(normal)).not.toContain('evil.example');

        const after = await send(suite.app, 'GET', url, { host: 'evil.example' });
        expect(after.statusCode, url).toBe(400);
        expect(after.body).not.toContain('<html');
      }
    });

    it('serves the hosts on the list, in any letter case and on any port when the entry has none', async () => {
      for (const host of ['hotel.test', 'HOTEL.test:8080', 'www.hotel.test:8443']) {
        expect((await send(suite.app, 'GET', AREAS, { host })).statusCode, host).toBe(200);
      }
      expect((await send(suite.app, 'GET', AREAS, { host: 'www.hotel.test' })).statusCode).toBe(400);
      expect((await send(suite.app, 'GET', AREAS, { host: 'evil.hotel.test' })).statusCode).toBe(400);
    });

    it('lets load balancers probe /healthz by address, but still wants a well-formed Host', async () => {
      expect((await send(suite.app, 'GET', '/healthz', { host: '10.0.0.5:3000' })).statusCode).toBe(200);
      expect((await send(suite.app, 'GET', '/healthz?x', { host: '10.0.0.5:3000' })).statusCode).toBe(400);
      expect((await send(suite.app, 'GET', '/healthz', { host: '10.0.0.5/x' })).statusCode).toBe(400);
    });

    it('ignores X-Forwarded-Host when no proxy is trusted', async () => {
      const res = await send(suite.app, 'GET', AREAS, { host: 'hotel.test', 'x-forwarded-host': 'evil.example' });
      expect(res.statusCode).toBe(200);
      expect(allOf(res)).not.toContain('evil.example');
    });
  },
  { config: { baseUrl: undefined, allowedHosts: ['hotel.test', 'www.hotel.test:8443'] } },
);

describeDatabases(
  'ALLOWED_HOSTS behind a trusted proxy',
  (suite) => {
    it('checks the forwarded host, which is the one links would use', async () => {
      const forged = await send(suite.app, 'GET', '/', { host: 'hotel.test', 'x-forwarded-host': 'evil.example' });
      expect(forged.statusCode).toBe(400);
      const normal = await send(suite.app, 'GET', AREAS, {
        host: 'app-1:3000',
        'x-forwarded-host': 'hotel.test',
        'x-forwarded-proto': 'https',
      });
      expect(normal.statusCode).toBe(200);
      expect(normal.body).toContain('https://hotel.test/area/');
    });
  },
  { config: { baseUrl: undefined, allowedHosts: ['hotel.test'], trustProxy: 1 } },
);

describe('the start-up log', () => {
  async function startupLog(env: Record<string, string>): Promise<string> {
    const dir = mkdtempSync(join(tmpdir(), 'foyer-security-'));
    const db = openDb(`sqlite:${join(dir, 'foyer.db')}`);
    let log = '';
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        log += chunk.toString();
        done();
      },
    });
    try {
      await migrate(db);
      const app = await buildApp({ db, config: loadConfig(env), logger: { level: 'info', stream } });
      await app.close();
    } finally {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    }
    return log;
  }

  it('tells production sites to set BASE_URL when it is unset, and only then', async () => {
    expect(await startupLog({})).toMatch(/BASE_URL is not set.*Production sites should set BASE_URL/);
    expect(await startupLog({ BASE_URL: 'https://hotel.example' })).not.toMatch(/BASE_URL is not set/);
  });
});
