// Content-change notifications, by tag. A write that changes what visitors see calls
// contentChanged() with tags naming what changed (content-tags.ts); the page cache clears only
// entries built from those things. Writes that are not published content (statistics, sessions,
// drafts, ...) never call it, and there is no way to say "everything changed" by accident: a
// caller must name tags, and only ALL_CONTENT (used when changes may have been missed) clears all.
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';
import { ALL_CONTENT } from './content-tags.ts';

export interface ContentChange {
  /** What changed (see content-tags.ts). */
  tags: readonly string[];
  /** True when the change was made by another process and reached this one through the database. */
  remote: boolean;
}
type Listener = (change: ContentChange) => void;
const listeners = new Set<Listener>();

/** Identifies this process's rows in the change log, so its watchers skip its own changes. */
export const PROCESS_ORIGIN = `${process.pid}-${Math.random().toString(36).slice(2, 10)}`;

/** Rows kept in the change log; a watcher further behind than this clears everything instead. */
export const CHANGE_LOG_KEEP = 1000;
/** A change naming more tags than this is logged as ALL_CONTENT (PostgreSQL's NOTIFY payload is limited to 8000 bytes). */
const MAX_LOGGED_TAGS_CHARS = 4000;

export function onContentChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells this process's listeners; used directly by the watchers that bring other processes' changes. */
export function emitContentChange(change: ContentChange): void {
  if (change.tags.length === 0) return;
  for (const l of listeners) l(change);
}

/**
 * Records a change of published content, after the write itself: this process's caches are told at
 * once, and a row in the change log (migration 002) carries it to other processes (SQLite watchers
 * read the log; on PostgreSQL a trigger on the log sends NOTIFY). No tags, no change.
 */
export async function contentChanged(db: Kysely<Database>, tags: readonly string[]): Promise<void> {
  const unique = [...new Set(tags)];
  if (unique.length === 0) return;
  emitContentChange({ tags: unique, remote: false });
  let logged = JSON.stringify(unique);
  if (logged.length > MAX_LOGGED_TAGS_CHARS) logged = JSON.stringify([ALL_CONTENT]);
  const row = await db
    .insertInto('content_changes')
    .values({ origin: PROCESS_ORIGIN, tags: logged, created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Keep the log short: watchers poll every second, so only the latest rows are ever read.
  if (row.id % 100 === 0)
    await db
      .deleteFrom('content_changes')
      .where('id', '<=', row.id - CHANGE_LOG_KEEP)
      .execute();
}

/** The tags of a logged change; anything unreadable counts as "everything may have changed". */
export function parseLoggedTags(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    if (Array.isArray(value) && value.length > 0 && value.every((t) => typeof t === 'string')) return value as string[];
  } catch {
    /* fall through */
  }
  return [ALL_CONTENT];
}
