// Group commit: records that arrive in the same turn of the event loop (or, with `windowMs`, within
// a few milliseconds) are written together in one transaction; each caller's promise settles only
// after its group is committed, so a hit answered 200 is on disk. While one group is being written
// the next one fills, so under load the groups grow and the cost per hit falls.
// Two stages: a group is planned (on PostgreSQL that reads its visitors, a round trip) while the group
// before it commits, and written once that commit is done, so the database is not left waiting on
// the reads between two writes. Groups still commit one at a time and in order.
// Presence (who is online) is kept apart: committed groups leave it in a buffer, written at most once
// a second by its own write, which no group waits for (online-buffer.ts).
import type { Kysely } from 'kysely';
import type { Database, StatsOnlineTable, StatsVisitorsTable } from '../../db/schema.ts';
import { type ApplyOptions, type PreparedGroup, prepareBatch, writePresence } from './apply-batch.ts';
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
  /** Plans a group and returns its write; the default is the real one (prepareBatch; tests inject failures). */
  prepare?: (db: Kysely<Database>, records: StatsRecord[], options: ApplyOptions) => Promise<PreparedGroup>;
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

/** The group planned ahead: its records and its plan, which is void once the group before it failed. */
interface Ahead {
  group: Pending[];
  plan: Promise<PreparedGroup>;
  planned: boolean;
  stale: boolean;
}

export class WriterClosedError extends Error {
  constructor() {
    super('statistics are shutting down');
  }
}

export function createStatsWriter(options: WriterOptions): StatsWriter {
  const windowMs = options.windowMs ?? 0;
  const maxGroup = options.maxGroup ?? 500;
  const prepare = options.prepare ?? prepareBatch;
  const writeOnline = options.writeOnline ?? writePresence;
  const onlineIntervalMs = options.onlineIntervalMs ?? ONLINE_WRITE_INTERVAL_MS;
  const online = createOnlineBuffer();
  const inFlight = new Map<string, StatsVisitorsTable>();
  const applyOptions: ApplyOptions = { online, knownPages: createKnownPages(), inFlight };
  let queue: Pending[] = [];
  /** Cancels the scheduled start of the next group, if one is scheduled. */
  let cancelStart: (() => void) | undefined;
  let ahead: Ahead | undefined;
  /** The group being committed: at most one at a time. */
  let committing: Promise<void> | undefined;
  /** flush() callers waiting for the queue, the group ahead and the commit to be done. */
  const idleWaiters: (() => void)[] = [];
  /** The next presence write, while one is scheduled. */
  let onlineTimer: NodeJS.Timeout | undefined;
  /** The presence write under way: at most one at a time, so rows land in the order they came. */
  let onlineWrite: Promise<void> | undefined;
  let closed = false;
  let groups = 0;
  let records = 0;

  /** Takes the next group from the queue and plans it, unless a group is already planned ahead. */
  function formGroup(): void {
    cancelStart?.();
    cancelStart = undefined;
    if (ahead || !queue.length) return;
    // With nothing committing, no planned visitor row is still on its way to the database (a failed
    // group's rows would be wrong for the next one).
    if (!committing) inFlight.clear();
    const group = queue.slice(0, maxGroup);
    queue = queue.slice(group.length);
    const plan = prepare(
      options.db,
      group.map((p) => p.record),
      applyOptions,
    );
    const next: Ahead = { group, plan, planned: false, stale: false };
    ahead = next;
    const planned = () => {
      next.planned = true;
      startCommit();
    };
    plan.then(planned, planned);
  }

  /** Commits the group ahead once it is planned and the commit before it is done. */
  function startCommit(): void {
    if (committing || !ahead?.planned) return;
    const { group, plan, stale } = ahead;
    ahead = undefined;
    if (stale) {
      // Planned on the rows of a group that then failed: plan it again from the database.
      queue = [...group, ...queue];
      formGroup();
      return;
    }
    committing = plan
      .then((prepared) => prepared.write())
      .then(
        () => {
          groups++;
          records += group.length;
          for (const p of group) p.resolve();
        },
        (error: unknown) => {
          for (const p of group) p.reject(error);
          if (ahead) ahead.stale = true;
        },
      )
      .finally(() => {
        committing = undefined;
        schedulePresence();
        if (!ahead && queue.length) formGroup();
        startCommit();
        if (!queue.length && !ahead && !committing) for (const done of idleWaiters.splice(0)) done();
      });
    // Plan the next group from what queued meanwhile, while this one commits.
    if (queue.length) formGroup();
  }

  function scheduleStart(): () => void {
    if (windowMs > 0) {
      const timer = setTimeout(formGroup, windowMs);
      return () => clearTimeout(timer);
    }
    const immediate = setImmediate(formGroup);
    return () => clearImmediate(immediate);
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

  function writeMany(records: StatsRecord[]): Promise<void> {
    if (closed) return Promise.reject(new WriterClosedError());
    if (!records.length) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      let left = records.length;
      const settled = () => {
        if (--left === 0) resolve();
      };
      for (const record of records) queue.push({ record, resolve: settled, reject });
      if (ahead) return; // the group after the one ahead takes them
      if (queue.length >= maxGroup) formGroup();
      else cancelStart ??= scheduleStart();
    });
  }

  return {
    write: (record) => writeMany([record]),
    writeMany,
    async flush() {
      if (queue.length || ahead || committing) {
        const idle = new Promise<void>((resolve) => idleWaiters.push(resolve));
        formGroup();
        await idle;
      }
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
