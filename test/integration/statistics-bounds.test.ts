// The bounds on what the tracker's clients can make the statistics store (issue 28, part 7): made-up
// page addresses count under the site's own, the distinct 404 and search addresses a day are
// bounded, and one client past its budget gets 429 with Retry-After on both the Fastify route and
// the server's fast path. On SQLite and PostgreSQL.
import type { AddressInfo } from 'node:net';
import { beforeAll, expect, it } from 'vitest';
import { ingestFor } from '../../src/server/routes/statistics.ts';
import { DISTINCT_CLIENT_ADDRESSES_PER_DAY, OTHER_NOT_FOUND } from '../../src/stats/ingest/page-address.ts';
import { signSource, statsSecret } from '../../src/stats/signature.ts';
import { describeDatabases } from '../helpers/app.ts';
import { b64, trackerFields } from '../helpers/tracker-fields.ts';

const HIT = '/wp-json/wp-statistics/v2/hit';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FORM = 'application/x-www-form-urlencoded';

describeDatabases('statistics bounds', (suite) => {
  let secret: Buffer;
  beforeAll(async () => {
    secret = await statsSecret(suite.db.kysely);
  });
  const signed = (type: string, id: number, extra: Record<string, string>) => ({
    ...trackerFields(signSource(secret, type, id), extra),
    source_type: type,
    source_id: String(id),
  });
  /** One hit from its own address (so the per-client budget is not what is tested). */
  const hit = (payload: Record<string, string>, n: number) =>
    suite.app.inject({
      method: 'POST',
      url: HIT,
      remoteAddress: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      headers: { 'content-type': FORM, 'user-agent': CHROME },
      payload: new URLSearchParams(payload).toString(),
    });
  /** The addresses hits of one source were counted under today. */
  const distinct = async (sourceType: string, sourceId: number) =>
    (
      await suite.db.kysely
        .selectFrom('stats_hits')
        .select('page_uri')
        .distinct()
        .where('source_type', '=', sourceType)
        .where('source_id', '=', sourceId)
        .where('day', '=', new Date().toISOString().slice(0, 10))
        .execute()
    ).map((r) => r.page_uri);

  it('counts made-up addresses of a page under its own address', async () => {
    const { id } = await suite.db.kysely.selectFrom('posts').select('id').where('slug', '=', 'about').executeTakeFirstOrThrow();
    // The demo's own statistics may already hold today's visits to the page (a campaign address among
    // them, depending on the hour): the made-up hits may add the page's address and nothing else.
    const before = await distinct('page', id);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => hit(signed('page', id, { page_uri: b64(`/about/made-up-${i}/?x=${i}`) }), i)),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const added = (await distinct('page', id)).filter((uri) => !before.includes(uri));
    expect([...new Set([...before, ...added])]).toContain('/about/');
    expect(added.filter((uri) => uri !== '/about/')).toEqual([]);
  });

  it('keeps a day’s distinct 404 addresses within the budget, however many a client makes up', async () => {
    const total = DISTINCT_CLIENT_ADDRESSES_PER_DAY + 300;
    for (let start = 0; start < total; start += 100) {
      const batch = Array.from({ length: Math.min(100, total - start) }, (_, k) => start + k);
      const answers = await Promise.all(batch.map((i) => hit(signed('404', 0, { page_uri: b64(`/probe-${i}/?q=${i}`) }), 1000 + i)));
      expect(answers.map((a) => a.statusCode)).toEqual(batch.map(() => 200));
    }
    const addresses = await distinct('404', 0);
    expect(addresses).toHaveLength(DISTINCT_CLIENT_ADDRESSES_PER_DAY + 1);
    expect(addresses).toContain(OTHER_NOT_FOUND);
    expect(addresses.some((a) => a.includes('?'))).toBe(false);
  }, 60_000);

  it('answers 429 with Retry-After to one client past its budget, on the route and on the fast path', async () => {
    const payload = new URLSearchParams(signed('404', 0, { page_uri: b64('/limit/') })).toString();
    const fromOne = () =>
      suite.app.inject({
        method: 'POST',
        url: HIT,
        remoteAddress: '192.0.2.200',
        headers: { 'content-type': FORM, 'user-agent': CHROME },
        payload,
      });
    const statuses: number[] = [];
    for (let i = 0; i < 130; i++) statuses.push((await fromOne()).statusCode);
    expect(statuses.slice(0, 120).every((s) => s === 200)).toBe(true);
    const limited = await fromOne();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(limited.json()).toMatchObject({ status: false, message: expect.stringMatching(/Too many statistics requests/) });
    // Another client is still counted.
    expect((await hit(JSON.parse(JSON.stringify(Object.fromEntries(new URLSearchParams(payload)))), 99_999)).statusCode).toBe(200);

    // Over a real socket, plain hits are answered by the server before Fastify (tracker-fast-path.ts).
    await suite.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(suite.app.server.address() as AddressInfo).port}${HIT}`;
    const send = () => fetch(url, { method: 'POST', headers: { 'content-type': FORM, 'user-agent': CHROME }, body: payload });
    const answers = [];
    for (let i = 0; i < 125; i++) answers.push(await send());
    const refused = answers.find((a) => a.status === 429);
    expect(refused?.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(120);
    await ingestFor(suite.app.foyer)!.writer.flush();
  }, 60_000);
});
