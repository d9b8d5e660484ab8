// What ingestion hands the group-commit writer: validated, classified, already anonymous records.
import type { Agent } from '../classify/user-agent.ts';
import type { Source } from '../classify/channel.ts';

export interface Base {
  /** Server receive time (the client's clock is never trusted for this: see params.ts). */
  at: Date;
  /** Site day of `at`. */
  day: string;
}

export interface HitRecord extends Base {
  kind: 'hit';
  visitorHash: string;
  agent: Agent;
  /** Only when storeUserAgent is on. */
  userAgent: string | null;
  pageUri: string;
  sourceType: string;
  sourceId: number;
  source: Source;
}

export interface OnlineRecord extends Base {
  kind: 'online';
  visitorHash: string;
  pageUri: string;
  sourceType: string;
  sourceId: number;
}

export interface EventRecord extends Base {
  kind: 'event';
  visitorHash: string;
  /** Rollup dimension: link clicks are `event`, file downloads `download`. */
  dim: 'event' | 'download';
  /** What the dashboard row counts: the link's address, or the downloaded file. */
  key: string;
  name: string;
  targetUrl: string;
  pageId: number;
  elementId: string;
  elementClass: string;
  elementText: string;
  mouseButton: string;
  fileName: string;
  fileExt: string;
  downloadKey: string;
}

export interface ExclusionRecord {
  kind: 'exclusion';
  day: string;
  reason: string;
}

export type StatsRecord = HitRecord | OnlineRecord | EventRecord | ExclusionRecord;
