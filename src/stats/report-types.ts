// What the statistics queries (src/stats/report.ts) answer and the back-office dashboard draws.
// Days are `YYYY-MM-DD` in the site's timezone; ranges are inclusive.

export const RANGE_KEYS = ['today', 'yesterday', '7d', '30d', 'this_month', 'last_month', 'this_year', 'custom'] as const;
export type RangeKey = (typeof RANGE_KEYS)[number];

export interface DayRange {
  from: string;
  to: string;
}

export interface Summary {
  visitors: number;
  views: number;
  visits: number;
  /** Share of visits with one page view, 0..1 (0 when there were no visits). */
  bounceRate: number;
  /** Mean visit duration in seconds (first to last hit of a visit). */
  avgVisitSeconds: number;
}

export interface SeriesPoint {
  day: string;
  visitors: number;
  views: number;
  visits: number;
}

export const TABLE_KEYS = [
  'pages',
  'entry_pages',
  'exit_pages',
  'referrers',
  'search_engines',
  'channels',
  'browsers',
  'os',
  'devices',
  'events',
  'downloads',
] as const;
export type TableKey = (typeof TABLE_KEYS)[number];

export interface TableRow {
  /** What the row counts: a page path, a referrer host, an engine, a channel, a browser… */
  key: string;
  /** How to show it (a page's title when known, else the key). */
  label: string;
  visitors: number;
  /** Views for page tables; occurrences (visits, events, downloads) for the others. */
  count: number;
}

export interface OnlineNow {
  count: number;
  pages: { uri: string; count: number }[];
}

export interface ExclusionCount {
  reason: string;
  count: number;
}
