// In a cluster (FOYER_WORKERS > 1) the primary process is the one statistics writer: workers send
// their validated records over the cluster's IPC channel and answer a hit once the primary says its
// group is committed. One writer means one group commit for the whole machine: groups are as large
// as the load makes them, SQLite never sees two processes competing for its write lock (each loser
// would block its event loop in the busy handler), and a new visitor is counted once even when two
// workers see their first hits at the same moment.
import cluster from 'node:cluster';
import type { StatsRecord } from './records.ts';
import { type StatsWriter, WriterClosedError } from './writer.ts';

const WRITE = 'foyer:stats-write';
const DONE = 'foyer:stats-done';

interface WriteMessage {
  type: typeof WRITE;
  id: number;
  records: StatsRecord[];
}

export interface DoneMessage {
  type: typeof DONE;
  /** Batches settled alike since the last answer to this worker. */
  ids: number[];
  /** Why they could not be written. */
  error?: string;
}

function isMessage<T extends { type: string }>(message: unknown, type: T['type']): message is T {
  return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type;
}

/** What the primary needs of a worker, and of the cluster (tests pass their own). */
export interface WorkerLink {
  isConnected(): boolean;
  send(message: DoneMessage): unknown;
}
export interface WorkerMessages {
  on(event: 'message', listener: (worker: WorkerLink, message: unknown) => void): unknown;
}

/** In the primary: commits what the workers send through `writer`, answering each batch once it is. */
export function serveWorkerWrites(writer: StatsWriter, workers: WorkerMessages = cluster): void {
  // Answers wait for the end of the turn and go one message per worker and outcome: a commit
  // settles every batch of its group at once, and each IPC write is a system call.
  const answers = new Map<WorkerLink, Map<string | undefined, number[]>>();
  const answerAll = () => {
    for (const [worker, outcomes] of answers)
      for (const [error, ids] of outcomes) {
        // A worker that died meanwhile needs no answer; its records are committed all the same.
        if (worker.isConnected()) worker.send({ type: DONE, ids, error } satisfies DoneMessage);
      }
    answers.clear();
  };
  const answer = (worker: WorkerLink, id: number, error?: string) => {
    if (!answers.size) setImmediate(answerAll);
    let outcomes = answers.get(worker);
    if (!outcomes) answers.set(worker, (outcomes = new Map()));
    const ids = outcomes.get(error);
    if (ids) ids.push(id);
    else outcomes.set(error, [id]);
  };
  workers.on('message', (worker, message) => {
    if (!isMessage<WriteMessage>(message, WRITE)) return;
    writer.writeMany(message.records).then(
      () => answer(worker, message.id),
      (error: unknown) => answer(worker, message.id, error instanceof Error ? error.message : String(error)),
    );
  });
}

export class PrimaryWriteError extends Error {}

/** What a worker needs of its IPC channel to the primary (the process object; tests pass their own). */
export interface PrimaryLink {
  readonly connected: boolean;
  send?(message: unknown, handle: undefined, options: object, callback: (error: Error | null) => void): boolean;
  on(event: 'message' | 'disconnect', listener: (message: unknown) => void): unknown;
  off(event: 'message' | 'disconnect', listener: (message: unknown) => void): unknown;
}

interface Pending {
  record: StatsRecord;
  resolve(): void;
  reject(error: unknown): void;
}

/**
 * In a worker: a StatsWriter whose records the primary commits. Records written in the same turn
 * of the event loop travel as one message, so the IPC cost is paid per batch, not per hit.
 */
export function createPrimaryWriter(channel: PrimaryLink = process): StatsWriter {
  let batch: Pending[] = [];
  let nextId = 1;
  const waiting = new Map<number, Pending[]>();
  const drained: (() => void)[] = [];
  let closed = false;
  let groups = 0;
  let records = 0;

  const settle = (id: number, error?: unknown) => {
    const group = waiting.get(id);
    if (!group) return;
    waiting.delete(id);
    if (error === undefined) {
      groups++;
      records += group.length;
      for (const p of group) p.resolve();
    } else for (const p of group) p.reject(error);
    if (!waiting.size && !batch.length) for (const done of drained.splice(0)) done();
  };

  const onMessage = (message: unknown) => {
    if (!isMessage<DoneMessage>(message, DONE)) return;
    for (const id of message.ids) settle(id, message.error === undefined ? undefined : new PrimaryWriteError(message.error));
  };
  // Without the primary nothing can be committed: every waiting record fails (the hit answers 503).
  const onDisconnect = () => {
    for (const id of [...waiting.keys()]) settle(id, new PrimaryWriteError('the primary process is gone'));
  };
  channel.on('message', onMessage);
  channel.on('disconnect', onDisconnect);

  function send(): void {
    const group = batch;
    batch = [];
    const id = nextId++;
    waiting.set(id, group);
    const message: WriteMessage = { type: WRITE, id, records: group.map((p) => p.record) };
    if (!channel.connected || !channel.send) return settle(id, new PrimaryWriteError('the primary process is gone'));
    channel.send(message, undefined, {}, (error: Error | null) => {
      if (error) settle(id, new PrimaryWriteError(`could not reach the primary process: ${error.message}`));
    });
  }

  function write(record: StatsRecord): Promise<void> {
    if (closed) return Promise.reject(new WriterClosedError());
    return new Promise<void>((resolve, reject) => {
      batch.push({ record, resolve, reject });
      if (batch.length === 1) setImmediate(send);
    });
  }

  return {
    write,
    writeMany: (records) => Promise.all(records.map(write)).then(() => undefined),
    flush() {
      if (!waiting.size && !batch.length) return Promise.resolve();
      return new Promise<void>((resolve) => drained.push(resolve));
    },
    async close() {
      closed = true;
      await this.flush();
      channel.off('message', onMessage);
      channel.off('disconnect', onDisconnect);
    },
    stats: () => ({ groups, records }),
  };
}
