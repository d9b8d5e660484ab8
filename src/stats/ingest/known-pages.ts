// Which page addresses stats_pages already holds, and for which post. A site has a few hundred pages
// and every group views some of them: without this, each group rewrote the same rows (an update per
// page per group, and on PostgreSQL a dead row version each time). The writer remembers what its
// committed groups stored and writes a page row only when it is new or names another post.
import type { StatsPagesTable } from '../../db/schema.ts';

/** Pages remembered at most; past that the memory starts over (a few rows are written again). */
const MAX_PAGES = 10_000;

export interface KnownPages {
  /** Whether stats_pages is known to hold exactly this row. */
  has(row: StatsPagesTable): boolean;
  /** Remembers rows once the group that wrote them is committed. */
  remember(rows: Iterable<StatsPagesTable>): void;
}

export function createKnownPages(max = MAX_PAGES): KnownPages {
  let pages = new Map<string, string>();
  const source = (row: StatsPagesTable) => `${row.source_type}:${row.source_id}`;
  return {
    has: (row) => pages.get(row.uri) === source(row),
    remember(rows) {
      for (const row of rows) {
        if (pages.size >= max && !pages.has(row.uri)) pages = new Map();
        pages.set(row.uri, source(row));
      }
    },
  };
}
