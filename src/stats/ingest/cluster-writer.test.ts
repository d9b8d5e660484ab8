import { EventEmitter } from 'node:events';
import type { Kysely } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/schema.ts';
import { createPrimaryWriter, PrimaryWriteError, serveWorkerWrites, type PrimaryLink, type WorkerLink } from './cluster-writer.ts';
import { oneStep } from '../../../test/helpers/one-step-group.ts';
import type { StatsRecord } from './records.ts';
import { createStatsWriter, WriterClosedError } from './writer.ts';

const db = {} as Kysely<Database>;
const record = (n: number): StatsRecord => ({ kind: 'exclusion', day: '2026-01-01', reason: `r${n}` });

/** A primary and one worker joined by an in-memory channel that copies messages the way IPC does. */
function connect(apply: (records: StatsRecord[]) => Promise<void>) {
  const cluster = new EventEmitter();
  const toWorker = new EventEmitter();
  const sent: unknown[] = [];
  let connected = true;
  const worker: WorkerLink = {
    isConnected: () => connected,
    send: (message) => setImmediate(() => toWorker.emit('message', structuredClone(message))),
  };
  const channel: PrimaryLink = {
    get connected() {
      return connected;
    },
    send(message, _handle, _options, callback) {
      sent.push(message);
      setImmediate(() => {
        cluster.emit('message', worker, structuredClone(message));
        callback(null);
      });
      return true;
    },
    on: (event, listener) => toWorker.on(event, listener),
    off: (event, listener) => toWorker.off(event, listener),
  };
  serveWorkerWrites(
    createStatsWriter({ db, windowMs: 1, prepare: oneStep((_db, records) => apply(records)) }),
    cluster as unknown as Parameters<typeof serveWorkerWrites>[1],
  );
  const disconnect = () => {
    connected = false;
    toWorker.emit('disconnect');
  };
  return { writer: createPrimaryWriter(channel), sent, disconnect };
}

describe('the cluster primary as the statistics writer', () => {
  it('sends the records of one turn as one message, and answers each only once the primary committed it', async () => {
    const committed: StatsRecord[][] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { writer, sent } = connect(async (records) => {
      committed.push(records);
      await gate;
    });
    let settled = 0;
    const writes = [1, 2, 3].map((n) => writer.write(record(n)).then(() => settled++));
    await vi.waitFor(() => expect(committed).toHaveLength(1));
    expect(sent).toHaveLength(1);
    expect(committed).toEqual([[record(1), record(2), record(3)]]);
    expect(settled).toBe(0);
    release();
    await Promise.all(writes);
    expect(settled).toBe(3);
    expect(writer.stats()).toEqual({ groups: 1, records: 3 });
  });

  it('fails the records of a group the primary could not write, and goes on', async () => {
    let calls = 0;
    const { writer } = connect(async () => {
      if (calls++ === 0) throw new Error('disk full');
    });
    const first = await Promise.allSettled([writer.write(record(1)), writer.write(record(2))]);
    expect(first.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect((first[0] as PromiseRejectedResult).reason).toBeInstanceOf(PrimaryWriteError);
    expect(String((first[0] as PromiseRejectedResult).reason)).toContain('disk full');
    await expect(writer.write(record(3))).resolves.toBeUndefined();
  });

  it('fails what is waiting when the primary goes away', async () => {
    const { writer, disconnect } = connect(() => new Promise<void>(() => {}));
    const pending = writer.write(record(1));
    await new Promise((r) => setTimeout(r, 10));
    disconnect();
    await expect(pending).rejects.toBeInstanceOf(PrimaryWriteError);
    await expect(writer.write(record(2))).rejects.toThrow(/primary process is gone/);
  });

  it('on close waits for what was sent, then refuses new records', async () => {
    const committed: StatsRecord[] = [];
    const { writer } = connect(async (records) => void committed.push(...records));
    const pending = [writer.write(record(1)), writer.write(record(2))];
    await writer.close();
    expect(committed).toHaveLength(2);
    await Promise.all(pending);
    await expect(writer.write(record(3))).rejects.toBeInstanceOf(WriterClosedError);
  });
});
