// Group commit: records that arrive in the same turn of the event loop (or, with `windowMs`, within
// a few milliseconds) are written together in one transaction; each caller's promise settles only
// after its group is committed, so a hit answered 200 is on disk. While one group is being written
// the next one fills, so under load the groups grow and the cost per hit falls.
// Presence (who is online) is kept apart: committed groups leave it in a buffer, written at most once
// a second by its own write, which no group waits for (online-buffer.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { StatsOnlineTable } from '../../db/schema.ts';
import { type ApplyOptions, applyBatch, writePresence } from './apply-batch.ts';
import { createKnownPages } from './known-pages.ts';
import { createOnlineBuffer, ONLINE_WRITE_INTERVAL_MS } from './online-buffer.ts';
import type { StatsRecord } from './records.ts';

export interface StatsWriter {
  /** Resolves once the record is committed; rejects if its group could not be written. */
  write(record: StatsRecord): Promise<void>;
  /** The same for several records at once (one promise: they are committed in the same group or groups). */
  writeMany(records: StatsRecord[]): Promise<void>;
  /** Writes everything queued so far. */
  flush(): Promise<void>;
  /** Refuses new records and writes everything queued (the app's close / SIGTERM path). */
  close(): Promise<void>;
  /** Groups written and records in them, for logs and the bench. */
  stats(): { groups: number; records: number };
}

export interface WriterOptions {
  db: Kysely<Database>;
  /**
   * How long the first record of a group waits for company. By default it waits for the end of the
   * current turn only: requests read together join one group, and a group begins as soon as they are
   * in. A busy writer groups by itself (what queues during one group is the next), and the clients
   * of a quiet one each paid the timer: at 64 waiting connections a group's round trip is about 12 ms,
   * so a 1 ms window was about 8 % of it.
   */
  windowMs?: number;
  /** Records per group at most (default 500). */
  maxGroup?: number;
  /** Writes a group; the default is the real one (tests inject failures). */
  apply?: (db: Kysely<Database>, records: StatsRecord[], options: ApplyOptions) => Promise<void>;
  /** Writes buffered presence; the default is the real one (tests inject failures). */
  writeOnline?: (db: Kysely<Database>, rows: StatsOnlineTable[]) => Promise<void>;
  /** How often buffered presence (online rows) is written at most (default 1 s; see online-buffer.ts). */
  onlineIntervalMs?: number;
}

interface Pending {
  record: StatsRecord;
  resolve(): void;
  reject(error: unknown): void;
}

export class WriterClosedError extends Error {
  constructor() {
    super('statistics are shutting down');
  }
}

export function createStatsWriter(options: WriterOptions): StatsWriter {
  const windowMs = options.windowMs ?? 0;
  const maxGroup = options.maxGroup ?? 500;
  const apply = options.apply ?? applyBatch;
  const writeOnline = options.writeOnline ?? writePresence;
  const onlineIntervalMs = options.onlineIntervalMs ?? ONLINE_WRITE_INTERVAL_MS;
  const online = createOnlineBuffer();
  const knownPages = createKnownPages();
  let queue: Pending[] = [];
  /** Cancels the scheduled start of the next group, if one is scheduled. */
  let cancelStart: (() => void) | undefined;
  /** The next presence write, while one is scheduled. */
  let onlineTimer: NodeJS.Timeout | undefined;
  /** The presence write under way: at most one at a time, so rows land in the order they came. */
  let onlineWrite: Promise<void> | undefined;
  let running: Promise<void> | undefined;
  let closed = false;
  let groups = 0;
  let records = 0;

  async function drain(): Promise<void> {
    while (queue.length) {
      const group = queue.slice(0, maxGroup);
      queue = queue.slice(group.length);
      try {
        await apply(
          options.db,
          group.map((p) => p.record),
          { online, knownPages },
        );
        groups++;
        records += group.length;
        for (const p of group) p.resolve();
      } catch (error) {
        for (const p of group) p.reject(error);
      }
      schedulePresence();
    }
  }

  /** Writes the buffered presence one interval from now, unless a write is already scheduled. */
  function schedulePresence(): void {
    if (onlineTimer || closed || !online.size()) return;
    onlineTimer = setTimeout(() => {
      onlineTimer = undefined;
      void flushPresence().catch(() => undefined); // put back in the buffer for the next try
    }, onlineIntervalMs);
    onlineTimer.unref();
  }

  /** Writes all buffered presence now, after the presence write under way (groups go on meanwhile). */
  async function flushPresence(): Promise<void> {
    while (onlineWrite) await onlineWrite.catch(() => undefined);
    const rows = online.take();
    if (!rows.length) return;
    onlineWrite = writeOnline(options.db, rows)
      .catch((error: unknown) => {
        online.restore(rows);
        throw error;
      })
      .finally(() => {
        onlineWrite = undefined;
        schedulePresence();
      });
    await onlineWrite;
  }

  function start(): Promise<void> {
    cancelStart?.();
    cancelStart = undefined;
    running ??= drain().finally(() => {
      running = undefined;
      // Records that arrived during the last write and found it running start the next group.
      if (queue.length) start();
    });
    return running;
  }

  function scheduleStart(): () => void {
    if (windowMs > 0) {
      const timer = setTimeout(() => void start(), windowMs);
      return () => clearTimeout(timer);
    }
    const immediate = setImmediate(() => void start());
    return () => clearImmediate(immediate);
  }

  function writeMany(records: StatsRecord[]): Promise<void> {
    if (closed) return Promise.reject(new WriterClosedError());
    if (!records.length) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      let left = records.length;
      const settled = () => {
        if (--left === 0) resolve();
      };
      for (const record of records) queue.push({ record, resolve: settled, reject });
      if (running) return; // the running drain picks them up
      if (queue.length >= maxGroup) void start();
      else cancelStart ??= scheduleStart();
    });
  }

  return {
    write: (record) => writeMany([record]),
    writeMany,
    async flush() {
      while (queue.length || running) await (running ?? start());
      await flushPresence();
    },
    async close() {
      closed = true;
      clearTimeout(onlineTimer);
      onlineTimer = undefined;
      await this.flush();
    },
    stats: () => ({ groups, records }),
  };
}
