// report.ts on known data written through the ingestion's batch writer, on SQLite and PostgreSQL:
// summary with bounce and duration, zero-filled series, tables with titles and paging, online now,
// exclusions, and that retention purges detail while the totals stay.
import { beforeAll, expect, it, vi } from 'vitest';
import { parseUserAgent } from '../../src/stats/classify/user-agent.ts';
import { classifySource } from '../../src/stats/classify/channel.ts';
import { applyBatch, prepareBatch } from '../../src/stats/ingest/apply-batch.ts';
import { createKnownPages } from '../../src/stats/ingest/known-pages.ts';
import type { StatsRecord } from '../../src/stats/ingest/records.ts';
import { purgeDetail } from '../../src/stats/ingest/retention.ts';
import { createStatsWriter } from '../../src/stats/ingest/writer.ts';
import { exclusions, onlineNow, summary, timeSeries, topTable } from '../../src/stats/report.ts';
import { describeDatabases } from '../helpers/app.ts';

const PHONE = parseUserAgent(
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
);
const DESK = parseUserAgent(
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
);

function hit(at: string, visitor: string, uri: string, referrer = '', agent = DESK): StatsRecord {
  return {
    kind: 'hit',
    at: new Date(at),
    day: at.slice(0, 10),
    visitorHash: visitor.padEnd(32, '0'),
    agent,
    userAgent: null,
    pageUri: uri,
    sourceType: 'page',
    sourceId: 0,
    source: classifySource(referrer, uri, 'hotel.test'),
  };
}

describeDatabases(
  'statistics report',
  (suite) => {
    beforeAll(async () => {
      await applyBatch(suite.db.kysely, [
        // 2030-01-01: a two-page visit of 90 s from Google, and a bounce from Instagram on a phone.
        hit('2030-01-01T10:00:00Z', 'a1', '/', 'https://www.google.com/'),
        hit('2030-01-01T10:01:30Z', 'a1', '/suites/'),
        hit('2030-01-01T11:00:00Z', 'b1', '/suites/', 'https://l.instagram.com/', PHONE),
        { kind: 'exclusion', day: '2030-01-01', reason: 'bot' },
        { kind: 'exclusion', day: '2030-01-01', reason: 'bot' },
        { kind: 'exclusion', day: '2030-01-03', reason: 'prefetch' },
      ]);
      // A later group goes on with a1's visit; 2030-01-02 has nothing; 2030-01-03 one direct visitor.
      await applyBatch(suite.db.kysely, [hit('2030-01-01T10:03:30Z', 'a1', '/contact/'), hit('2030-01-03T09:00:00Z', 'c3', '/')]);
    });

    it('sums a range: visitors, views, visits, bounce rate and visit duration', async () => {
      expect(await summary(suite.db.kysely, { from: '2030-01-01', to: '2030-01-01' })).toEqual({
        visitors: 2,
        views: 4,
        visits: 2,
        bounceRate: 0.5,
        avgVisitSeconds: 105, // (210 + 0) / 2
      });
      expect(await summary(suite.db.kysely, { from: '2030-01-01', to: '2030-01-03' })).toMatchObject({ visitors: 3, views: 5, visits: 3 });
      expect(await summary(suite.db.kysely, { from: '2031-01-01', to: '2031-01-31' })).toEqual({
        visitors: 0,
        views: 0,
        visits: 0,
        bounceRate: 0,
        avgVisitSeconds: 0,
      });
    });

    it('gives one point per day, zeros included', async () => {
      expect(await timeSeries(suite.db.kysely, { from: '2030-01-01', to: '2030-01-03' })).toEqual([
        { day: '2030-01-01', visitors: 2, views: 4, visits: 2 },
        { day: '2030-01-02', visitors: 0, views: 0, visits: 0 },
        { day: '2030-01-03', visitors: 1, views: 1, visits: 1 },
      ]);
    });

    it('ranks each table, with entry and exit pages following the visits', async () => {
      const range = { from: '2030-01-01', to: '2030-01-03' };
      const rows = async (table: Parameters<typeof topTable>[1]) =>
        (await topTable(suite.db.kysely, table, range)).map((r) => [r.key, r.visitors, r.count]);
      expect(await rows('pages')).toEqual([
        ['/', 2, 2],
        ['/suites/', 2, 2],
        ['/contact/', 1, 1],
      ]);
      expect(await rows('entry_pages')).toEqual([
        ['/', 2, 2],
        ['/suites/', 1, 1],
      ]);
      expect(await rows('exit_pages')).toEqual([
        ['/', 1, 1],
        ['/contact/', 1, 1],
        ['/suites/', 1, 1],
      ]);
      expect(await rows('channels')).toEqual([
        ['direct', 1, 1],
        ['search', 1, 1],
        ['social', 1, 1],
      ]);
      expect(await rows('search_engines')).toEqual([['google', 1, 1]]);
      // Stored by name, shown as the engine calls itself.
      expect((await topTable(suite.db.kysely, 'search_engines', range))[0]!.label).toBe('Google');
      expect(await rows('referrers')).toEqual([
        ['google.com', 1, 1],
        ['l.instagram.com', 1, 1],
      ]);
      expect(await rows('devices')).toEqual([
        ['desktop', 2, 2],
        ['mobile', 1, 1],
      ]);
      expect(await rows('browsers')).toEqual([
        ['Chrome', 2, 2],
        ['Safari', 1, 1],
      ]);
      const paged = await topTable(suite.db.kysely, 'pages', range, { limit: 1, offset: 1 });
      expect(paged.map((r) => r.key)).toEqual(['/suites/']);
      expect((await topTable(suite.db.kysely, 'channels', range))[0]!.label).toBe('Direct');
    });

    it('counts exclusions by reason', async () => {
      expect(await exclusions(suite.db.kysely, { from: '2030-01-01', to: '2030-01-03' })).toEqual([
        { reason: 'bot', count: 2 },
        { reason: 'prefetch', count: 1 },
      ]);
    });

    it('lists who is online within the last minutes only', async () => {
      const at = new Date('2030-01-03T09:01:00Z');
      expect(await onlineNow(suite.db.kysely, at)).toEqual({ count: 1, pages: [{ uri: '/', count: 1 }] });
      expect((await onlineNow(suite.db.kysely, new Date('2030-01-03T09:10:00Z'))).count).toBe(0);
    });

    it("counts a page's visitor once however often they view it, visitors stored before migration 010 included", async () => {
      const day = { from: '2030-02-01', to: '2030-02-01' };
      const pages = async () => (await topTable(suite.db.kysely, 'pages', day)).map((r) => [r.key, r.visitors, r.count]);
      await applyBatch(suite.db.kysely, [hit('2030-02-01T08:00:00Z', 'p1', '/'), hit('2030-02-01T08:01:00Z', 'p1', '/spa/')]);
      await applyBatch(suite.db.kysely, [hit('2030-02-01T08:02:00Z', 'p1', '/'), hit('2030-02-01T08:03:00Z', 'p2', '/')]);
      expect(await pages()).toEqual([
        ['/', 2, 3],
        ['/spa/', 1, 1],
      ]);
      const p1 = await suite.db.kysely
        .selectFrom('stats_visitors')
        .select('pages')
        .where('visitor_hash', '=', 'p1'.padEnd(32, '0'))
        .executeTakeFirstOrThrow();
      expect(p1.pages!.split(' ')).toHaveLength(2);
      // A visitor whose row predates the column: their pages are remembered in stats_day_keys.
      await suite.db.kysely.updateTable('stats_visitors').set({ pages: null }).where('visitor_hash', '=', 'p2'.padEnd(32, '0')).execute();
      await applyBatch(suite.db.kysely, [hit('2030-02-01T08:04:00Z', 'p2', '/spa/')]);
      await applyBatch(suite.db.kysely, [hit('2030-02-01T08:05:00Z', 'p2', '/spa/')]);
      expect(await pages()).toEqual([
        ['/', 2, 3],
        ['/spa/', 2, 3],
      ]);
    });

    it('writes presence apart from the hits: one interval after their commit, the latest page per visitor, and all of it on close', async () => {
      const who = (n: string) => `o${n}`.padEnd(32, '0');
      const stored = async () =>
        (
          await suite.db.kysely
            .selectFrom('stats_online')
            .select(['visitor_hash', 'page_uri'])
            .where('visitor_hash', 'like', 'o%')
            .orderBy('visitor_hash')
            .execute()
        ).map((r) => `${r.visitor_hash.slice(0, 2)} ${r.page_uri}`);
      const hitsOf = async (n: string) =>
        Number(
          (
            await suite.db.kysely
              .selectFrom('stats_hits')
              .select((eb) => eb.fn.countAll().as('n'))
              .where('visitor_hash', '=', who(n))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const writer = createStatsWriter({ db: suite.db.kysely, onlineIntervalMs: 1000 });
      try {
        await writer.writeMany([hit('2030-03-01T10:00:00Z', 'o1', '/'), hit('2030-03-01T10:00:01Z', 'o1', '/spa/')]);
        // The hits are committed at once; their presence waits for the interval.
        expect([await hitsOf('1'), await stored()]).toEqual([2, []]);
        await expect.poll(stored, { timeout: 4000 }).toEqual(['o1 /spa/']);
        await writer.write(hit('2030-03-01T10:00:02Z', 'o2', '/dining/'));
        expect(await stored()).toEqual(['o1 /spa/']);
      } finally {
        await writer.close();
      }
      expect(await stored()).toEqual(['o1 /spa/', 'o2 /dining/']);
    });

    it('writes a page row only when the page is new or names another post, and never forgets one after a failed group', async () => {
      const knownPages = createKnownPages();
      const page = (uri: string, sourceId: number): StatsRecord => ({ ...hit('2030-04-01T10:00:00Z', 'k1', uri), sourceId }) as StatsRecord;
      const stored = async () =>
        (await suite.db.kysely.selectFrom('stats_pages').selectAll().where('uri', 'like', '/known-%').orderBy('uri').execute()).map(
          (r) => `${r.uri} ${r.source_id}`,
        );
      await applyBatch(suite.db.kysely, [page('/known-a/', 11)], { knownPages });
      expect(knownPages.has({ uri: '/known-a/', source_type: 'page', source_id: 11 })).toBe(true);
      // Someone else changes the row: the writer's memory says it is stored, so it is not rewritten...
      await suite.db.kysely.updateTable('stats_pages').set({ source_id: 99 }).where('uri', '=', '/known-a/').execute();
      await applyBatch(suite.db.kysely, [page('/known-a/', 11)], { knownPages });
      expect(await stored()).toEqual(['/known-a/ 99']);
      // ...but a page that now names another post is.
      await applyBatch(suite.db.kysely, [page('/known-a/', 12)], { knownPages });
      expect(await stored()).toEqual(['/known-a/ 12']);
      // A group that fails remembers nothing.
      const failing = page('/known-b/', 13);
      (failing as { at: Date }).at = new Date(Number.NaN);
      await expect(applyBatch(suite.db.kysely, [failing], { knownPages })).rejects.toThrow();
      expect(knownPages.has({ uri: '/known-b/', source_type: 'page', source_id: 13 })).toBe(false);
      await applyBatch(suite.db.kysely, [page('/known-b/', 13)], { knownPages });
      expect(await stored()).toEqual(['/known-a/ 12', '/known-b/ 13']);
    });

    it("plans a group while the one before it commits, on that group's visitor rows; after a failed commit it plans again from the database", async () => {
      /** The writer's real plan and write, with each write held until the test lets it go (and the first one failing when told). */
      const pipeline = (failFirst: boolean) => {
        const planned: number[] = [];
        let release!: () => void;
        const gate = new Promise<void>((resolve) => (release = resolve));
        let writes = 0;
        const writer = createStatsWriter({
          db: suite.db.kysely,
          prepare: async (db, records, options) => {
            const group = await prepareBatch(db, records, options);
            planned.push(records.length);
            return {
              write: async () => {
                await gate;
                if (writes++ === 0 && failFirst) throw new Error('the connection was lost');
                await group.write();
              },
            };
          },
        });
        return { writer, planned, release };
      };
      /** Two views of `v`, 40 s apart, in two groups: the second is planned before the first is written. Then the writes go. */
      const twoViews = async ({ writer, planned, release }: ReturnType<typeof pipeline>, v: string, date: string) => {
        const first = writer.write(hit(`${date}T10:00:00Z`, v, '/'));
        first.catch(() => undefined); // the test reads the outcome later
        await vi.waitFor(() => expect(planned).toEqual([1]));
        const second = writer.write(hit(`${date}T10:00:40Z`, v, '/spa/'));
        await vi.waitFor(() => expect(planned).toEqual([1, 1]));
        release();
        return [first, second] as const;
      };
      const day = (d: string) => summary(suite.db.kysely, { from: d, to: d });
      const visitor = (v: string) =>
        suite.db.kysely
          .selectFrom('stats_visitors')
          .select(['hits', 'visit_views'])
          .where('visitor_hash', '=', v.padEnd(32, '0'))
          .executeTakeFirst();

      const ok = pipeline(false);
      await Promise.all([...(await twoViews(ok, 'q1', '2030-05-01')), ok.writer.close()]);
      expect(await visitor('q1')).toEqual({ hits: 2, visit_views: 2 });
      expect(await day('2030-05-01')).toEqual({ visitors: 1, views: 2, visits: 1, bounceRate: 0, avgVisitSeconds: 40 });

      // The same, but the first group's commit fails: the second, planned on its rows, is planned anew.
      const failing = pipeline(true);
      const [lost, kept] = await twoViews(failing, 'q2', '2030-05-02');
      await expect(lost).rejects.toThrow('the connection was lost');
      await kept;
      await failing.writer.close();
      expect(failing.planned).toEqual([1, 1, 1]);
      expect(await visitor('q2')).toEqual({ hits: 1, visit_views: 1 });
      expect(await day('2030-05-02')).toEqual({ visitors: 1, views: 1, visits: 1, bounceRate: 1, avgVisitSeconds: 0 });
    });

    it('keeps the totals when retention purges the detail', async () => {
      await purgeDetail(suite.db.kysely, '2030-01-02');
      const left = await suite.db.kysely
        .selectFrom('stats_hits')
        .select('day')
        .where('day', '>=', '2030-01-01')
        .where('day', '<', '2030-02-01')
        .execute();
      expect(left.map((r) => r.day)).toEqual(['2030-01-03']);
      expect(await summary(suite.db.kysely, { from: '2030-01-01', to: '2030-01-01' })).toMatchObject({ visitors: 2, views: 4, visits: 2 });
    });
  },
  { seed: false },
);
