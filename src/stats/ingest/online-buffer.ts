// Who is on the site now changes with every hit and ping, and each change lands at a random place in
// stats_online's index: written per group, that was a third of a group's time. Presence is not a
// count, so the writer keeps the latest row per visitor here and writes them apart from the groups,
// at most once a second (writer.ts): a busy second costs one row per visitor rather than one per hit,
// and no group of hits waits for it. A crash forgets at most that second of presence (which expires
// after minutes anyway); the hits themselves are committed with their group as before.
import type { StatsOnlineTable } from '../../db/schema.ts';

export const ONLINE_WRITE_INTERVAL_MS = 1000;

export interface OnlineBuffer {
  /** Keeps `row` as the visitor's latest presence (their first buffered start time is kept). */
  add(row: StatsOnlineTable): void;
  /** Every buffered row, emptying the buffer. */
  take(): StatsOnlineTable[];
  /** Puts back rows whose write failed, unless a newer row for the visitor came meanwhile. */
  restore(rows: StatsOnlineTable[]): void;
  size(): number;
}

export function createOnlineBuffer(): OnlineBuffer {
  let rows = new Map<string, StatsOnlineTable>();
  return {
    add(row) {
      const before = rows.get(row.visitor_hash);
      rows.set(row.visitor_hash, before ? { ...row, started_at: before.started_at } : row);
    },
    take() {
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
