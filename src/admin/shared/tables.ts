// How the dashboard and the CSV export name each statistics table and its columns.
import type { TableKey } from '../../stats/report-types.ts';

export interface TableInfo {
  title: string;
  /** Heading of the key column (a page address, a referrer host, a browser…). */
  keyHeading: string;
  /** Whether rows have a label worth its own column (a page's title). */
  hasLabel: boolean;
  countHeading: string;
  /** Shown when the table has no rows for the range. */
  empty: string;
}

export const TABLE_INFO: Record<TableKey, TableInfo> = {
  pages: { title: 'Top pages', keyHeading: 'Page', hasLabel: true, countHeading: 'Views', empty: 'No page views in this period.' },
  entry_pages: { title: 'Entry pages', keyHeading: 'Page', hasLabel: true, countHeading: 'Entries', empty: 'No visits in this period.' },
  exit_pages: { title: 'Exit pages', keyHeading: 'Page', hasLabel: true, countHeading: 'Exits', empty: 'No visits in this period.' },
  referrers: {
    title: 'Referrers',
    keyHeading: 'Referrer',
    hasLabel: false,
    countHeading: 'Visits',
    empty: 'No referred visits in this period.',
  },
  search_engines: {
    title: 'Search engines',
    keyHeading: 'Search engine',
    hasLabel: false,
    countHeading: 'Visits',
    empty: 'No visits from search engines in this period.',
  },
  channels: { title: 'Channels', keyHeading: 'Channel', hasLabel: false, countHeading: 'Visits', empty: 'No visits in this period.' },
  browsers: { title: 'Browsers', keyHeading: 'Browser', hasLabel: false, countHeading: 'Visits', empty: 'No visits in this period.' },
  os: {
    title: 'Operating systems',
    keyHeading: 'Operating system',
    hasLabel: false,
    countHeading: 'Visits',
    empty: 'No visits in this period.',
  },
  devices: { title: 'Devices', keyHeading: 'Device', hasLabel: false, countHeading: 'Visits', empty: 'No visits in this period.' },
  events: {
    title: 'Link clicks',
    keyHeading: 'Link',
    hasLabel: true,
    countHeading: 'Clicks',
    empty: 'No link clicks recorded in this period.',
  },
  downloads: {
    title: 'Downloads',
    keyHeading: 'File',
    hasLabel: true,
    countHeading: 'Downloads',
    empty: 'No downloads recorded in this period.',
  },
};

/** The CSV header row of a table. */
export function csvHeadings(info: TableInfo): string[] {
  return [info.keyHeading, ...(info.hasLabel ? ['Title'] : []), 'Visitors', info.countHeading];
}
