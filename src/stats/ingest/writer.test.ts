import type { Kysely } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import type { Database, StatsOnlineTable } from '../../db/schema.ts';
import type { ApplyOptions } from './apply-batch.ts';
import { oneStep } from '../../../test/helpers/one-step-group.ts';
import type { StatsRecord } from './records.ts';
import { createStatsWriter, WriterClosedError } from './writer.ts';

const db = {} as Kysely<Database>;
const record = (n: number): StatsRecord => ({ kind: 'exclusion', day: '2026-01-01', reason: `r${n}` });

function deferred() {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

describe('group commit', () => {
  it('writes records that arrive together in one group, and answers each only after its group is committed', async () => {
    const groups: number[] = [];
    const gate = deferred();
    const writer = createStatsWriter({
      db,
      windowMs: 1,
      prepare: oneStep(async (_db, records) => {
        groups.push(records.length);
        await gate.promise;
      }),
    });
    let settled = 0;
    const writes = [1, 2, 3].map((n) => writer.write(record(n)).then(() => settled++));
    await new Promise((r) => setTimeout(r, 10));
    expect(groups).toEqual([3]);
    expect(settled).toBe(0); // not committed yet: nobody is answered
    // Records arriving while a group is written wait for the next group.
    const late = writer.write(record(4)).then(() => settled++);
    gate.release();
    await Promise.all([...writes, late]);
    expect(groups).toEqual([3, 1]);
    expect(settled).toBe(4);
  });

  it('by default groups the records of one turn of the event loop and starts writing at the end of that turn', async () => {
    const groups: number[] = [];
    const writer = createStatsWriter({ db, prepare: oneStep(async (_db, records) => void groups.push(records.length)) });
    const first = [writer.write(record(1)), writer.write(record(2))];
    expect(groups).toEqual([]); // not during the turn that wrote them
    await new Promise((r) => setImmediate(r));
    expect(groups).toEqual([2]); // no timer to wait for
    await Promise.all([...first, writer.write(record(3))]);
    expect(groups).toEqual([2, 1]);
  });

  it('caps a group at maxGroup', async () => {
    const groups: number[] = [];
    const writer = createStatsWriter({ db, maxGroup: 4, prepare: oneStep(async (_db, records) => void groups.push(records.length)) });
    await Promise.all(Array.from({ length: 10 }, (_, i) => writer.write(record(i))));
    expect(groups.reduce((a, b) => a + b, 0)).toBe(10);
    expect(Math.max(...groups)).toBeLessThanOrEqual(4);
  });

  it('fails every record of a group that could not be written, and goes on with the next', async () => {
    let calls = 0;
    const writer = createStatsWriter({
      db,
      windowMs: 1,
      prepare: oneStep(async () => {
        if (calls++ === 0) throw new Error('disk full');
      }),
    });
    const first = await Promise.allSettled([writer.write(record(1)), writer.write(record(2))]);
    expect(first.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    await expect(writer.write(record(3))).resolves.toBeUndefined();
  });

  it('on close writes everything queued, then refuses new records', async () => {
    const written: StatsRecord[] = [];
    const writer = createStatsWriter({ db, windowMs: 10_000, prepare: oneStep(async (_db, records) => void written.push(...records)) });
    const pending = [writer.write(record(1)), writer.write(record(2))];
    await writer.close();
    await Promise.all(pending);
    expect(written).toHaveLength(2);
    await expect(writer.write(record(3))).rejects.toBeInstanceOf(WriterClosedError);
  });
});

describe('two stages', () => {
  it('plans the next group while the one before it commits, and commits them one at a time, in order', async () => {
    const log: string[] = [];
    const gate = deferred();
    const writer = createStatsWriter({
      db,
      prepare: async (_db, records) => {
        const name = records.map((r) => (r.kind === 'exclusion' ? r.reason : '')).join('+');
        log.push(`plan ${name}`);
        return {
          write: async () => {
            log.push(`write ${name}`);
            if (name === 'r1') await gate.promise;
            log.push(`done ${name}`);
          },
        };
      },
    });
    const first = writer.write(record(1));
    await vi.waitFor(() => expect(log).toEqual(['plan r1', 'write r1']));
    const later = [writer.write(record(2)), writer.write(record(3))];
    await vi.waitFor(() => expect(log).toContain('plan r2+r3'));
    // Planned, but not written before the group ahead of it has committed.
    expect(log).toEqual(['plan r1', 'write r1', 'plan r2+r3']);
    const fourth = writer.write(record(4));
    await new Promise((r) => setTimeout(r, 10));
    expect(log).not.toContain('plan r4'); // one group planned ahead at most
    gate.release();
    await Promise.all([first, ...later, fourth]);
    expect(log).toEqual(['plan r1', 'write r1', 'plan r2+r3', 'done r1', 'plan r4', 'write r2+r3', 'done r2+r3', 'write r4', 'done r4']);
  });
});

describe('presence', () => {
  const presence = (visitor: string): StatsOnlineTable => ({
    visitor_hash: visitor,
    page_uri: '/',
    source_type: 'page',
    source_id: 1,
    started_at: 't',
    last_seen: 't',
  });
  /** A group write that leaves one presence row per record in the buffer, as applyBatch does once committed. */
  const applyWithPresence = async (_db: Kysely<Database>, records: StatsRecord[], options: ApplyOptions) => {
    for (const r of records) if (r.kind === 'exclusion') options.online?.add(presence(r.reason));
  };

  it('is written one interval after the commit, and no group waits for a presence write under way', async () => {
    const written: string[][] = [];
    const gate = deferred();
    const writer = createStatsWriter({
      db,
      onlineIntervalMs: 20,
      prepare: oneStep(applyWithPresence),
      writeOnline: async (_db, rows) => {
        written.push(rows.map((r) => r.visitor_hash));
        await gate.promise;
      },
    });
    await writer.writeMany([record(1), record(2)]);
    expect(written).toEqual([]);
    await vi.waitFor(() => expect(written).toEqual([['r1', 'r2']]));
    // The presence write hangs; hits are committed all the same.
    await writer.write(record(3));
    gate.release();
    await writer.close();
    expect(written).toEqual([['r1', 'r2'], ['r3']]);
  });

  it('puts back rows whose write failed and tries them again one interval later', async () => {
    const written: string[][] = [];
    let calls = 0;
    const writer = createStatsWriter({
      db,
      onlineIntervalMs: 10,
      prepare: oneStep(applyWithPresence),
      writeOnline: async (_db, rows) => {
        if (calls++ === 0) throw new Error('connection lost');
        written.push(rows.map((r) => r.visitor_hash));
      },
    });
    await writer.write(record(1));
    await vi.waitFor(() => expect(written).toEqual([['r1']]));
    expect(calls).toBe(2);
    await writer.write(record(2));
    await writer.close();
    expect(written).toEqual([['r1'], ['r2']]);
  });
});
