// The tracker's plain hits and pings over real HTTP, answered by the server before Fastify
// (src/server/routes/tracker-fast-path.ts): the same answers as the Fastify route, good and bad
// input alike, and every request outside the plain case still answered by Fastify. Which of the two
// answered shows in the access log: Fastify logs each request it handles, the fast path does not.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../src/accounts/cookies.ts';
import { ingestFor } from '../../src/server/routes/statistics.ts';
import { exclusions, onlineNow } from '../../src/stats/report.ts';
import { writeStatsSettings } from '../../src/stats/settings.ts';
import { signSource, statsSecret } from '../../src/stats/signature.ts';
import type { TrustProxy } from '../../src/server/trust-proxy.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { b64, trackerFields } from '../helpers/tracker-fields.ts';

const HIT = '/wp-json/wp-statistics/v2/hit';
const ONLINE = '/wp-json/wp-statistics/v2/online';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FORM = 'application/x-www-form-urlencoded';
const today = () => new Date().toISOString().slice(0, 10);

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function suite(name: string, config: { trustProxy: TrustProxy }, tests: (ctx: Context) => void) {
  describe(name, () => {
    const ctx = {} as Context;
    let test: TestApp;
    beforeAll(async () => {
      const logs: string[] = [];
      test = await createTestApp({
        seed: false,
        config,
        logger: { level: 'info', stream: { write: (line: string) => void logs.push(line) } },
      });
      await writeStatsSettings(test.db.kysely, { excludedIpRanges: ['203.0.113.0/24'], excludedRoles: ['administrator'] });
      await test.app.listen({ port: 0, host: '127.0.0.1' });
      const port = (test.app.server.address() as AddressInfo).port;
      const signature = signSource(await statsSecret(test.db.kysely), 'page', 7529);
      Object.assign(ctx, {
        test,
        fields: (extra: Record<string, string> = {}) => new URLSearchParams(trackerFields(signature, extra)).toString(),
        send: (path: string, body: string, headers: Record<string, string> = {}) =>
          send(port, path, body, { 'content-type': FORM, 'user-agent': CHROME, ...headers }),
        /** Whether Fastify saw a request for `path` since `mark`. */
        fastifySaw: (path: string, mark: number) => logs.slice(mark).some((l) => l.includes('incoming request') && l.includes(path)),
        logMark: () => logs.length,
        hits: async () =>
          Number(
            (
              await test.db.kysely
                .selectFrom('stats_hits')
                .select((eb) => eb.fn.countAll().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          ),
        exclusionsToday: async () => {
          const out: Record<string, number> = {};
          for (const r of await exclusions(test.db.kysely, { from: today(), to: today() })) out[r.reason] = r.count;
          return out;
        },
      } satisfies Context);
    });
    afterAll(() => test?.close());
    tests(ctx);
  });
}

interface Context {
  test: TestApp;
  fields(extra?: Record<string, string>): string;
  send(path: string, body: string, headers?: Record<string, string>): Promise<Answer>;
  fastifySaw(path: string, mark: number): boolean;
  logMark(): number;
  hits(): Promise<number>;
  exclusionsToday(): Promise<Record<string, number>>;
}

/** One request over a new connection, with the exact headers given (Host included). */
function send(port: number, path: string, body: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      headers: { 'content-length': Buffer.byteLength(body), ...headers },
    });
    req.once('error', reject);
    req.once('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.once('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
    });
    req.end(body);
  });
}

suite('tracker fast path', { trustProxy: false }, (ctx) => {
  it('answers a plain hit itself, with the same status, body and headers as the Fastify route, after the commit', async () => {
    const before = await ctx.hits();
    const mark = ctx.logMark();
    const fast = await ctx.send(HIT, ctx.fields());
    expect(ctx.fastifySaw(HIT, mark)).toBe(false);
    expect((await ctx.hits()) - before).toBe(1); // committed before the answer
    const routed = await ctx.test.app.inject({
      method: 'POST',
      url: HIT,
      remoteAddress: '198.51.100.7',
      headers: { 'content-type': FORM, 'user-agent': CHROME },
      payload: ctx.fields(),
    });
    expect([fast.status, JSON.parse(fast.body)]).toEqual([routed.statusCode, routed.json()]);
    expect(JSON.parse(fast.body)).toEqual({ status: true });
    for (const header of ['content-type', 'cache-control', 'x-content-type-options', 'referrer-policy'])
      expect(fast.headers[header], header).toBe(routed.headers[header]);
    expect(fast.headers['content-length']).toBe(String(Buffer.byteLength(fast.body)));
  });

  it('refuses bad input with the same clear 4xx as the route, and stores nothing', async () => {
    const before = await ctx.hits();
    const mark = ctx.logMark();
    const cases: [string, Record<string, string>, number, RegExp][] = [
      [ctx.fields({ signature: 'a'.repeat(32) }), {}, 403, /signature is not valid/],
      [ctx.fields({ page_uri: '%%%not base64' }), {}, 400, /page_uri must be base64/],
      [ctx.fields({ source_id: 'abc' }), {}, 400, /source_id must be a whole number/],
      [ctx.fields({ search_query: 'q'.repeat(600) }), {}, 400, /search_query is longer/],
      [ctx.fields().replace(/&signature=[^&]*/, ''), {}, 400, /signature is required/],
      [ctx.fields(), { 'x-wps-ts': 'not a timestamp' }, 400, /X-WPS-TS/],
    ];
    for (const [body, headers, status, message] of cases) {
      const res = await ctx.send(HIT, body, headers);
      expect(res.status, body.slice(0, 80)).toBe(status);
      expect(JSON.parse(res.body)).toEqual({ status: false, message: expect.stringMatching(message) });
    }
    expect(ctx.fastifySaw(HIT, mark)).toBe(false);
    expect(await ctx.hits()).toBe(before);
  });

  it('accepts a hit without X-WPS-TS and counts exclusions (bots, address ranges) as the route does', async () => {
    const before = await ctx.hits();
    const reasons = await ctx.exclusionsToday();
    const mark = ctx.logMark();
    expect((await ctx.send(HIT, ctx.fields(), { 'x-wps-ts': '' })).status).toBe(200);
    expect((await ctx.hits()) - before).toBe(1);
    const bot = await ctx.send(HIT, ctx.fields(), { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' });
    expect([bot.status, JSON.parse(bot.body)]).toEqual([200, { status: true }]);
    expect((await ctx.hits()) - before).toBe(1);
    expect(((await ctx.exclusionsToday()).bot ?? 0) - (reasons.bot ?? 0)).toBe(1);
    expect(ctx.fastifySaw(HIT, mark)).toBe(false);
  });

  it('answers online pings itself; presence is written', async () => {
    const mark = ctx.logMark();
    const res = await ctx.send(ONLINE, ctx.fields({ endpoint: 'online', page_uri: b64('/spa/') }));
    expect([res.status, JSON.parse(res.body)]).toEqual([200, { status: true }]);
    expect(ctx.fastifySaw(ONLINE, mark)).toBe(false);
    await ingestFor(ctx.test.app.foyer)!.writer.flush();
    // Counted under the signed page's address (this site is not seeded, so page 7529 has only its short
    // one), where the hits before this one put their visitors too.
    expect((await onlineNow(ctx.test.db.kysely)).pages).toEqual([{ uri: '/?p=7529', count: expect.any(Number) }]);
  });

  it('leaves everything outside the plain case to Fastify, which answers it as before', async () => {
    const cases: [string, string, Record<string, string>, number][] = [
      [HIT, JSON.stringify(Object.fromEntries(new URLSearchParams(ctx.fields()))), { 'content-type': 'application/json' }, 200],
      [`${HIT}?lang=fr`, ctx.fields(), {}, 200],
      [HIT, ctx.fields(), { cookie: `${SESSION_COOKIE}=not-a-live-session` }, 200],
      [HIT, ctx.fields(), { host: 'bad host!' }, 400],
      [HIT, ctx.fields({ junk: 'z'.repeat(20_000) }), {}, 413],
      ['/wp-admin/admin-ajax.php?action=wp_statistics_hit_record', ctx.fields(), {}, 200],
    ];
    for (const [path, body, headers, status] of cases) {
      const mark = ctx.logMark();
      const res = await ctx.send(path, body, headers);
      expect(res.status, `${path} ${JSON.stringify(headers)}`).toBe(status);
      expect(ctx.fastifySaw(path.split('?')[0]!, mark), path).toBe(true);
    }
  });

  it('survives a client that goes away mid-body, and answers the next one', async () => {
    const port = (ctx.test.app.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        path: HIT,
        method: 'POST',
        headers: { 'content-type': FORM, 'content-length': 500 },
      });
      req.once('error', () => resolve());
      req.write('wp_statistics_hit=1&source_type=pa', () => setTimeout(() => (req.destroy(), resolve()), 50));
    });
    expect((await ctx.send(HIT, ctx.fields())).status).toBe(200);
  });
});

/**
 * The visitor's address as the statistics see it, on the fast path and through Fastify (a JSON body):
 * 203.0.113.0/24 is excluded, so an exclusion shows the address was read as 203.0.113.9.
 */
async function seenAs(ctx: Context, forwardedFor: string): Promise<{ fast: 'excluded' | 'counted'; fastify: 'excluded' | 'counted' }> {
  const answer = async (json: boolean): Promise<'excluded' | 'counted'> => {
    const before = await ctx.hits();
    const reasons = await ctx.exclusionsToday();
    const mark = ctx.logMark();
    const body = json ? JSON.stringify(Object.fromEntries(new URLSearchParams(ctx.fields()))) : ctx.fields();
    const headers = { 'x-forwarded-for': forwardedFor, ...(json ? { 'content-type': 'application/json' } : {}) };
    expect((await ctx.send(HIT, body, headers)).status).toBe(200);
    expect(ctx.fastifySaw(HIT, mark)).toBe(json);
    const excluded = ((await ctx.exclusionsToday()).ip_range ?? 0) - (reasons.ip_range ?? 0);
    const counted = (await ctx.hits()) - before;
    expect(excluded + counted).toBe(1);
    return excluded ? 'excluded' : 'counted';
  };
  return { fast: await answer(false), fastify: await answer(true) };
}

suite('tracker fast path behind one trusted proxy (TRUST_PROXY=1)', { trustProxy: 1 }, (ctx) => {
  it('takes the visitor address from the entry the proxy added, never one the client sent, as Fastify does', async () => {
    // The proxy appends the address it saw: 203.0.113.9 here is the visitor.
    expect(await seenAs(ctx, '10.0.0.2, 203.0.113.9')).toEqual({ fast: 'excluded', fastify: 'excluded' });
    // 203.0.113.9 came from the client itself (a forged first entry): only the proxy's entry counts.
    expect(await seenAs(ctx, '203.0.113.9, 198.51.100.4')).toEqual({ fast: 'counted', fastify: 'counted' });
  });

  it('takes the host from the forwarding headers, as Fastify does', async () => {
    const mark = ctx.logMark();
    expect((await ctx.send(HIT, ctx.fields(), { 'x-forwarded-host': 'hotel.test' })).status).toBe(200);
    expect(ctx.fastifySaw(HIT, mark)).toBe(false);
    // A forwarded host that is not well-formed is refused, by Fastify's host check.
    const bad = await ctx.send(HIT, ctx.fields(), { 'x-forwarded-host': 'bad host!' });
    expect(bad.status).toBe(400);
    expect(ctx.fastifySaw(HIT, mark)).toBe(true);
  });
});

suite('tracker fast path behind listed proxies (TRUST_PROXY=127.0.0.1,10.0.0.0/8)', { trustProxy: ['127.0.0.1', '10.0.0.0/8'] }, (ctx) => {
  it('skips every listed proxy in X-Forwarded-For and stops at the first other address', async () => {
    expect(await seenAs(ctx, '203.0.113.9, 10.0.0.2')).toEqual({ fast: 'excluded', fastify: 'excluded' });
    expect(await seenAs(ctx, '203.0.113.9, 198.51.100.4, 10.0.0.3')).toEqual({ fast: 'counted', fastify: 'counted' });
  });
});
