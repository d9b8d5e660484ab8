// The HTTP edges through the real server (issue 28, part 10): clients that send too slowly are cut
// off, a wrong method on a known address answers 405 with Allow, a request with two Host headers is
// refused, and a client that goes away mid-answer is logged as information, not as an error.
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../src/db/connect.ts';
import { ALL_CONTENT } from '../../src/db/content-tags.ts';
import { migrate } from '../../src/db/migrate.ts';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { SERVER_TIMEOUTS } from '../../src/server/timeouts.ts';
import { describeDatabases } from '../helpers/app.ts';

/** Writes `text` on a new connection; resolves with what came back and how long until the server closed it (or `waitMs` passed). */
function raw(port: number, text: string, waitMs: number): Promise<{ answer: string; closedAfterMs: number | undefined }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let closedAfterMs: number | undefined;
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ answer, closedAfterMs });
    };
    const timer = setTimeout(done, waitMs);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      closedAfterMs = Date.now() - started;
      done();
    });
    socket.write(text);
  });
}

const portOf = (app: FastifyInstance) => (app.server.address() as AddressInfo).port;

describe('timeouts', () => {
  let dir: string;
  let db: Db;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'foyer-edges-'));
    db = openDb(`sqlite:${join(dir, 'foyer.db')}`);
    await migrate(db);
    const config = { ...loadConfig({}), baseUrl: 'http://hotel.test', logLevel: 'silent' as const };
    // The production values are seconds long; the same settings, shortened, show they are applied.
    const timeouts = { headersMs: 400, requestMs: 800, keepAliveMs: 5_000, idleMs: 5_000, checkEveryMs: 100 };
    app = await buildApp({ db, config, logger: false, timeouts });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('gives the server explicit header, request, keep-alive and idle timeouts by default', async () => {
    const dir2 = mkdtempSync(join(tmpdir(), 'foyer-edges-'));
    const db2 = openDb(`sqlite:${join(dir2, 'foyer.db')}`);
    try {
      await migrate(db2);
      const plain = await buildApp({ db: db2, config: { ...loadConfig({}), logLevel: 'silent' }, logger: false });
      expect(plain.server.headersTimeout).toBe(SERVER_TIMEOUTS.headersMs);
      expect(plain.server.requestTimeout).toBe(SERVER_TIMEOUTS.requestMs);
      expect(plain.server.keepAliveTimeout).toBe(SERVER_TIMEOUTS.keepAliveMs);
      expect(plain.server.timeout).toBe(SERVER_TIMEOUTS.idleMs);
      expect(SERVER_TIMEOUTS.headersMs).toBeLessThanOrEqual(15_000);
      expect(SERVER_TIMEOUTS.requestMs).toBeLessThanOrEqual(30_000);
      await plain.close();
    } finally {
      await db2.close();
      rmSync(dir2, { recursive: true, force: true });
    }
  });

  it('answers 408 and closes a connection whose body never arrives in full', async () => {
    const head = 'POST /wp-admin/admin-ajax.php HTTP/1.1\r\nHost: hotel.test\r\nContent-Type: application/x-www-form-urlencoded\r\n';
    const { answer, closedAfterMs } = await raw(portOf(app), `${head}Content-Length: 500\r\n\r\naction=foyer_login&log=a`, 5_000);
    expect(closedAfterMs).toBeDefined();
    expect(closedAfterMs!).toBeLessThan(2_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a connection whose headers never end', async () => {
    const { closedAfterMs } = await raw(portOf(app), 'GET / HTTP/1.1\r\nHost: hotel.test\r\nX-Slow: 1\r\n', 5_000);
    expect(closedAfterMs).toBeDefined();
    expect(closedAfterMs!).toBeLessThan(2_000);
  });

  it('closes the slow body of a tracker hit too, which the fast path reads', async () => {
    const head = 'POST /wp-json/wp-statistics/v2/hit HTTP/1.1\r\nHost: hotel.test\r\nContent-Type: application/x-www-form-urlencoded\r\n';
    const { closedAfterMs } = await raw(portOf(app), `${head}Content-Length: 400\r\n\r\nsource_type=page`, 5_000);
    expect(closedAfterMs).toBeDefined();
    expect(closedAfterMs!).toBeLessThan(2_000);
  });
});

describeDatabases('wrong methods and Host headers', (suite) => {
  it('answers a wrong method on a known address with 405 and the methods it takes', async () => {
    const session = await suite.app.inject({ method: 'DELETE', url: '/admin/api/session' });
    expect(session.statusCode).toBe(405);
    expect(session.headers.allow).toBe('GET, HEAD');
    expect(session.json()).toMatchObject({ code: 'method_not_allowed', data: { status: 405 } });

    const login = await suite.app.inject({ method: 'GET', url: '/admin/api/login' });
    expect(login.statusCode).toBe(405);
    expect(login.headers.allow).toBe('POST');

    const page = await suite.app.inject({ method: 'PUT', url: '/wp-login.php' });
    expect(page.statusCode).toBe(405);
    expect(page.headers.allow).toBe('GET, HEAD, POST');

    const hit = await suite.app.inject({ method: 'GET', url: '/wp-json/wp-statistics/v2/hit' });
    expect(hit.statusCode).toBe(405);
    expect(String(hit.headers.allow).split(', ')).toContain('POST');
  });

  it("answers REST addresses in WordPress's error shape", async () => {
    const res = await suite.app.inject({
      method: 'POST',
      url: '/wp-json/wp/v2/area',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(405);
    expect(String(res.headers.allow).split(', ')).toEqual(expect.arrayContaining(['GET', 'HEAD']));
    expect(String(res.headers.allow)).not.toMatch(/POST/);
    expect(res.json()).toEqual({
      code: 'rest_no_route',
      message: 'No route was found matching the URL and request method.',
      data: { status: 405 },
    });
  });

  it('still answers 404 where no method has a route, and the right method as before', async () => {
    expect((await suite.app.inject({ method: 'GET', url: '/wp-json/wp/v2/nothing-here' })).statusCode).toBe(404);
    expect((await suite.app.inject({ method: 'POST', url: '/admin/api/nothing' })).statusCode).toBe(404);
    expect((await suite.app.inject({ method: 'POST', url: '/a/b/c/' })).statusCode).toBe(404);
    expect((await suite.app.inject({ method: 'GET', url: '/wp-json/wp/v2/area' })).statusCode).toBe(200);
    expect((await suite.app.inject({ method: 'GET', url: '/admin/api/session' })).statusCode).toBe(200);
  });

  it('refuses a request with two Host headers, on pages and on the tracker alike', async () => {
    await suite.app.listen({ port: 0, host: '127.0.0.1' });
    const port = portOf(suite.app);
    const page = await raw(port, 'GET / HTTP/1.1\r\nHost: hotel.test\r\nHost: evil.example\r\nConnection: close\r\n\r\n', 3_000);
    expect(page.answer).toMatch(/^HTTP\/1\.1 400/);
    expect(page.answer).toContain('more than one Host header');
    const body = 'source_type=page';
    const hit = await raw(
      port,
      `POST /wp-json/wp-statistics/v2/hit HTTP/1.1\r\nHost: hotel.test\r\nHost: evil.example\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
      3_000,
    );
    expect(hit.answer).toMatch(/^HTTP\/1\.1 400/);
    const one = await raw(port, 'GET /healthz HTTP/1.1\r\nHost: hotel.test\r\nConnection: close\r\n\r\n', 3_000);
    expect(one.answer).toMatch(/^HTTP\/1\.1 200/);
  });
});

const logs: string[] = [];

describeDatabases(
  'client disconnects',
  (suite) => {
    it('logs a visitor who leaves mid-page as information, not as an error or warning', async () => {
      await suite.app.listen({ port: 0, host: '127.0.0.1' });
      const port = portOf(suite.app);
      const mark = logs.length;
      // Pages not cached yet, so each is rendered and streamed (through the compressor) while the client leaves.
      for (const slug of ['', 'rooms/', 'about/', 'contact/', 'spa/']) {
        for (const ms of [2, 5, 10, 20]) {
          await raw(port, `GET /${slug} HTTP/1.1\r\nHost: hotel.test\r\nAccept-Encoding: br\r\n\r\n`, ms);
          suite.app.foyer.pageCache.invalidate([ALL_CONTENT]);
        }
      }
      // A body cut short.
      await raw(
        port,
        'POST /wp-admin/admin-ajax.php HTTP/1.1\r\nHost: hotel.test\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 500\r\n\r\naction=x',
        100,
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      const entries = logs.slice(mark).map((line) => JSON.parse(line) as { level: number; msg: string; err?: { message?: string } });
      const loud = entries.filter((e) => e.level >= 40);
      expect(loud.map((e) => `${e.level} ${e.msg}`)).toEqual([]);
      expect(entries.some((e) => e.level === 30 && /premature close|aborted/.test(e.err?.message ?? e.msg))).toBe(true);
    });
  },
  { logger: { level: 'info', stream: { write: (line: string) => void logs.push(line) } } },
);
