// Notices writes made to the SQLite file by other processes (another worker, `foyer seed` or
// `foyer import-template` while the site runs) and reports them as content changes, so the page
// cache never serves stale pages for longer than one interval. PRAGMA data_version changes only
// when another connection commits; this process's own writes already notify directly.
import type SQLite from 'better-sqlite3';
import { contentChanged } from './changes.ts';

export function watchSqliteChanges(database: SQLite.Database, intervalMs = 1000): () => void {
  const read = () => database.pragma('data_version', { simple: true }) as number;
  let version = read();
  const timer = setInterval(() => {
    try {
      const now = read();
      if (now !== version) {
        version = now;
        contentChanged({ remote: true });
      }
    } catch {
      /* the connection is closing */
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
