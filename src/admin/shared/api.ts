// The back office's JSON API: what each /admin/api route answers. The server builds these shapes
// and the app reads them, so both sides are checked against one definition.
import type { DayRange, ExclusionCount, OnlineNow, RangeKey, SeriesPoint, Summary, TableKey, TableRow } from '../../stats/report-types.ts';
import type { StatsSettings } from '../../stats/settings.ts';
import type { AdminCap } from './caps.ts';
import type { PrivacyErrors } from './privacy-form.ts';

export const ADMIN_API = '/admin/api';
/** The nonce action of the back office's own writes (privacy settings). */
export const ADMIN_NONCE_ACTION = 'foyer_admin';

export interface AdminAccount {
  login: string;
  displayName: string;
  role: string;
  caps: AdminCap[];
}

/** Who is logged in and the nonces for what they may do next. */
export interface SessionInfo {
  account: AdminAccount | null;
  nonces: { login?: string; logout?: string; admin?: string };
}

/** The page's boot data (a JSON script element), so the first screen needs no request. */
export interface AdminBootData {
  siteName: string;
  session: SessionInfo;
}

export interface OverviewAnswer {
  range: { key: RangeKey; current: DayRange; previous: DayRange; timezone: string };
  summary: { current: Summary; previous: Summary };
  series: { current: SeriesPoint[]; previous: SeriesPoint[] };
  online: OnlineNow;
  exclusions: ExclusionCount[];
}

export interface TableAnswer {
  table: TableKey;
  range: DayRange;
  rows: TableRow[];
  /** Whether more rows exist after these. */
  hasMore: boolean;
}

export interface PrivacyAnswer {
  settings: StatsSettings;
  choices: { consentLevels: string[]; roles: string[] };
}

/** One of the account's sessions (never its token): `current` is the browser asking. */
export interface SessionListItem {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  userAgent: string;
  current: boolean;
}

/** The account's live sessions; after ending some, how many ended and, when this browser's own ended, its new (logged-out) session. */
export interface SessionsAnswer {
  sessions: SessionListItem[];
  ended?: number;
  session?: SessionInfo;
}

/** Every error answer: WordPress REST's shape, plus field messages where a form was refused. */
export interface ApiError {
  code: string;
  message: string;
  data: { status: number; errors?: PrivacyErrors };
}
