// How the writer keys a visitor's day: visit ids ordered by start time, and short tokens for the
// pages a visitor has viewed (stats_visitors.pages, migration 010). Both keep a new visitor's hit
// from writing at random places in an index.
import type { StatsVisitorsTable } from '../../db/schema.ts';

/**
 * A visit's id: its start time first (base 36, eight digits until 2059), so new visits are appended
 * at the end of the primary key's index rather than at a random place (a written index page costs a
 * whole page in SQLite's write-ahead log), and continuing visits sit together in its recent pages.
 */
export function visitId(visitor: string, startMs: number): string {
  return `${startMs.toString(36)}-${visitor}`;
}

/** Whether the visitor's current visit is their first of the day (ids stored before 010 put the visitor first). */
export function isFirstVisit(v: StatsVisitorsTable): boolean {
  const started = Date.parse(v.first_at);
  return v.visit_id === visitId(v.visitor_hash, started) || v.visit_id === `${v.visitor_hash}-${started.toString(36)}`;
}

/** Characters of page tokens kept on a visitor's row (about 600 pages); beyond them, stats_day_keys remembers. */
export const PAGES_MAX = 4000;

/** A page address as a short token: 32-bit FNV-1a in base 36. A collision within one visitor's day is negligible. */
export function pageToken(uri: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < uri.length; i++) h = Math.imul(h ^ uri.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}
