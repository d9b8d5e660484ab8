// The tracker's configuration object for one page (spec §3): WP Statistics' tracker object, so its
// protocol and field names are the plugin's, plus what link and download tracking need. The page
// carries it as JSON data (boot config key `tracker`) and src/stats/client/tracker.ts reads it.
// Everything in it is the same for every visitor of a page (no account, no nonce): a cached page
// stays right for all, and a change to the `statistics` setting rebuilds the pages (their tag).
import type { Kysely } from 'kysely';
import type { RequestContext } from '../contracts/data.ts';
import type { Database } from '../db/schema.ts';
import type { StatsSettings } from './settings.ts';
import { signSource, statsSecret } from './signature.ts';

/** The tracker's name in src/runtime/modules.ts; the page's <body> asks for it. */
export const TRACKER_MODULE = 'stats-tracker';
/** Relative, like every URL in Foyer's HTML: a cached page does not depend on the request's host. */
export const STATS_REST_BASE = '/wp-json/wp-statistics/v2';
export const AJAX_URL = '/wp-admin/admin-ajax.php';
/** The plugin's online-ping interval (spec §9). */
export const JS_CHECK_TIME = 60_000;
/** admin-ajax actions when hits bypass ad blockers (the plugin's names). */
export const AJAX_ACTIONS = {
  hit: 'wp_statistics_hit_record',
  online: 'wp_statistics_online_check',
  event: 'wp_statistics_event',
} as const;
/** Links to files with these extensions are downloads (their clicks are `file_download` events). */
export const DOWNLOAD_EXTENSIONS = [
  'pdf',
  'doc',
  'docx',
  'odt',
  'rtf',
  'txt',
  'csv',
  'xls',
  'xlsx',
  'ods',
  'ppt',
  'pptx',
  'odp',
  'zip',
  'rar',
  '7z',
  'gz',
  'tar',
  'ics',
  'vcf',
  'epub',
  'mp3',
  'mp4',
  'mov',
  'wav',
  'apk',
  'dmg',
  'exe',
] as const;

/**
 * What a page is, as the plugin names it: `home` (the front page, id = its page), `page`, `post`,
 * `tax` (a term archive: an area, id = the term), `search` (id 0, the query beside it), `404` (id 0).
 */
export interface TrackerSource {
  type: 'home' | 'page' | 'post' | 'tax' | 'search' | '404';
  id: number;
  searchQuery?: string;
}

export interface TrackerParams {
  wp_statistics_hit: 1;
  source_type: string;
  source_id: number;
  /** The search, base64 (UTF-8), as the plugin sends it; empty on other pages. */
  search_query: string;
  signature: string;
  endpoint: 'hit' | 'online';
  /** Only when bypassing ad blockers: the admin-ajax action. */
  action?: string;
}

export interface TrackerConfig {
  requestUrl: string;
  ajaxUrl: string;
  hitParams: TrackerParams;
  onlineParams: TrackerParams;
  option: {
    userOnline: boolean;
    consentLevel: StatsSettings['consentLevel'];
    dntEnabled: boolean;
    bypassAdBlockers: boolean;
    isWpConsentApiActive: boolean;
    trackAnonymously: boolean;
    isPreview: boolean;
  };
  jsCheckTime: number;
  /** The plugin's guard against its older event script; Foyer has only one tracker. */
  isLegacyEventLoaded: boolean;
  /** Link-click and download events (the plugin's DataPlus event tracking). */
  events: {
    url: string;
    linkTracking: boolean;
    downloadTracking: boolean;
    fileExtensions: readonly string[];
  };
}

/**
 * The page's source from what the route resolved. A page with none of these (the password reset
 * page, whose address holds a reset key) gets no tracker: nothing is sent that should not be.
 */
export function trackerSource(request: RequestContext | undefined, status: number): TrackerSource | undefined {
  if (status === 404) return { type: '404', id: 0 };
  if (!request) return undefined;
  if (request.search !== undefined) return { type: 'search', id: 0, searchQuery: request.search };
  if (request.post) {
    if (request.path === '/') return { type: 'home', id: request.post.id };
    return { type: request.post.type === 'post' ? 'post' : 'page', id: request.post.id };
  }
  if (request.archive) return { type: 'tax', id: request.archive.id };
  return undefined;
}

function utf8Base64(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64');
}

/** The configuration object for a page; `secret` signs its source so its hits cannot be claimed by another. */
export function buildTrackerConfig(input: {
  settings: StatsSettings;
  secret: Buffer;
  source: TrackerSource;
  isPreview?: boolean;
}): TrackerConfig {
  const { settings, source } = input;
  const bypass = settings.bypassAdBlockers;
  const base = {
    wp_statistics_hit: 1 as const,
    source_type: source.type,
    source_id: source.id,
    search_query: source.searchQuery ? utf8Base64(source.searchQuery) : '',
    signature: signSource(input.secret, source.type, source.id),
  };
  return {
    requestUrl: STATS_REST_BASE,
    ajaxUrl: AJAX_URL,
    hitParams: { ...base, endpoint: 'hit', ...(bypass ? { action: AJAX_ACTIONS.hit } : {}) },
    onlineParams: { ...base, endpoint: 'online', ...(bypass ? { action: AJAX_ACTIONS.online } : {}) },
    option: {
      userOnline: true,
      consentLevel: settings.consentLevel,
      dntEnabled: settings.dntEnabled,
      bypassAdBlockers: bypass,
      // A consent level other than `disabled` means the site runs a consent manager speaking the
      // WP Consent API (`window.wp_has_consent`), which the tracker then asks.
      isWpConsentApiActive: settings.consentLevel !== 'disabled',
      trackAnonymously: settings.trackAnonymously,
      isPreview: input.isPreview ?? false,
    },
    jsCheckTime: JS_CHECK_TIME,
    isLegacyEventLoaded: false,
    events: {
      // Through admin-ajax too when bypassing ad blockers, which list the REST path.
      url: bypass ? `${AJAX_URL}?action=${AJAX_ACTIONS.event}` : `${STATS_REST_BASE}/event`,
      linkTracking: settings.linkTracking,
      downloadTracking: settings.downloadTracking,
      fileExtensions: DOWNLOAD_EXTENSIONS,
    },
  };
}

/** The page's tracker configuration, or undefined when tracking is off or the page is not one to count. */
export async function pageTrackerConfig(input: {
  db: Kysely<Database>;
  settings: StatsSettings;
  request: RequestContext | undefined;
  status: number;
  isPreview?: boolean;
}): Promise<TrackerConfig | undefined> {
  if (!input.settings.enabled) return undefined;
  const source = trackerSource(input.request, input.status);
  if (!source) return undefined;
  return buildTrackerConfig({ settings: input.settings, secret: await statsSecret(input.db), source, isPreview: input.isPreview });
}
