// Who is on the site now changes with every hit and ping, and each change lands at a random place in
// stats_online's index: written per group, that was a third of a group's time. Presence is not a
// count, so the writer keeps the latest row per visitor here and writes them at most once a second:
// a busy second costs one row per visitor rather than one per hit. A crash forgets at most that
// second of presence (which expires after minutes anyway); the hits themselves are committed with
// their group as before.
import type { StatsOnlineTable } from '../../db/schema.ts';

export const ONLINE_WRITE_INTERVAL_MS = 1000;

export interface OnlineBuffer {
  /** Keeps `row` as the visitor's latest presence (their first buffered start time is kept). */
  add(row: StatsOnlineTable): void;
  /** The rows to write now: all of them once the interval has passed since the last take, or when forced. */
  take(force?: boolean): StatsOnlineTable[];
  /** Puts back rows whose write failed, unless a newer row for the visitor came meanwhile. */
  restore(rows: StatsOnlineTable[]): void;
  size(): number;
}

export function createOnlineBuffer(intervalMs = ONLINE_WRITE_INTERVAL_MS, clock: () => number = Date.now): OnlineBuffer {
  let rows = new Map<string, StatsOnlineTable>();
  let lastTake = clock();
  return {
    add(row) {
      const before = rows.get(row.visitor_hash);
      rows.set(row.visitor_hash, before ? { ...row, started_at: before.started_at } : row);
    },
    take(force = false) {
      if (!rows.size || (!force && clock() - lastTake < intervalMs)) return [];
      lastTake = clock();
      const out = [...rows.values()];
      rows = new Map();
      return out;
    },
    restore(failed) {
      for (const row of failed) if (!rows.has(row.visitor_hash)) rows.set(row.visitor_hash, row);
    },
    size: () => rows.size,
  };
}
