// The statistics' time constants, shared by ingestion and the queries.

/** A visit ends after this long without a hit (the usual analytics session gap). */
export const VISIT_GAP_MS = 30 * 60_000;

/**
 * A visitor counts as online this long after their last hit or ping. The tracker pings every
 * 60 000 ms (spec §9); browsers may delay a background tab's timer to once a minute, so one late
 * ping must not take a reader off the list.
 */
export const ONLINE_WINDOW_MS = 3 * 60_000;

/** Rollup dimensions (stats_daily.dim) behind each dashboard table. */
export const TABLE_DIMS = {
  pages: 'page',
  entry_pages: 'entry',
  exit_pages: 'exit',
  referrers: 'referrer',
  search_engines: 'search_engine',
  channels: 'channel',
  browsers: 'browser',
  os: 'os',
  devices: 'device',
  events: 'event',
  downloads: 'download',
} as const;

export type Dim = (typeof TABLE_DIMS)[keyof typeof TABLE_DIMS] | 'total';
