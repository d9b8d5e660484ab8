// Brings content changes made by other processes sharing the SQLite file (another worker,
// `foyer import-template` or `foyer seed` while the site runs) to this process's caches. It reads new
// rows of the content change log (migration 002), so only changes of published content, with their
// tags, clear anything: statistics, sessions or drafts written by other processes do not.
import type { Kysely } from 'kysely';
import { emitContentChange, PROCESS_ORIGIN, parseLoggedTags } from './changes.ts';
import { ALL_CONTENT } from './content-tags.ts';
import type { Database } from './schema.ts';

/** Rows read per poll; a longer backlog is read over the next polls. */
const BATCH = 500;

export function watchSqliteChanges(db: Kysely<Database>, options: { intervalMs?: number; onError(err: Error): void }): () => void {
  let last: number | undefined;
  let isStopped = false;
  let isPolling = false;

  async function poll(): Promise<void> {
    if (last === undefined) {
      const row = await db
        .selectFrom('content_changes')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst();
      last = Number(row?.id ?? 0);
      return;
    }
    const rows = await db
      .selectFrom('content_changes')
      .select(['id', 'origin', 'tags'])
      .where('id', '>', last)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0 || isStopped) return;
    // Ids have no gaps on SQLite (one writer at a time); a gap means the log was pruned past us.
    const isGap = rows[0].id !== last + 1;
    last = rows[rows.length - 1].id;
    const tags = isGap ? [ALL_CONTENT] : rows.filter((r) => r.origin !== PROCESS_ORIGIN).flatMap((r) => parseLoggedTags(r.tags));
    emitContentChange({ tags: [...new Set(tags)], remote: true });
  }

  const tick = () => {
    if (isPolling || isStopped) return;
    isPolling = true;
    poll()
      .catch((error: unknown) => {
        if (!isStopped) options.onError(error instanceof Error ? error : new Error(String(error)));
      })
      .finally(() => {
        isPolling = false;
      });
  };
  tick();
  const timer = setInterval(tick, options.intervalMs ?? 1000);
  timer.unref();
  return () => {
    isStopped = true;
    clearInterval(timer);
  };
}
