// The statistics and privacy settings, stored as the `statistics` site setting. The tracker's page
// configuration, the ingestion's exclusions and retention, and the back office's privacy page all
// read them through here. Each field falls back to its default on its own when the stored value is
// invalid, so one bad value never switches tracking off or throws the others away.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { getSetting, setSetting } from '../db/repositories/settings.ts';
import { type Database, USER_ROLES } from '../db/schema.ts';

export const STATS_SETTING_KEY = 'statistics';

/** The plugin's consent levels: which WP Consent API category must be granted before tracking. */
export const CONSENT_LEVELS = ['disabled', 'functional', 'statistics-anonymous', 'statistics', 'marketing'] as const;

const bool = (value: boolean) => z.boolean().catch(value);

export const statsSettingsSchema = z.object({
  /** Off: no tracker on any page and every hit refused as excluded (reason `disabled`). */
  enabled: bool(true),
  /** Track visitors who have not consented, without anything that identifies them (no user id). */
  trackAnonymously: bool(false),
  /** Honour the browser's Do Not Track signal: the tracker then sends nothing. */
  dntEnabled: bool(false),
  consentLevel: z.enum(CONSENT_LEVELS).catch('disabled'),
  /** Send hits to the admin-ajax endpoint, which ad blockers do not list. */
  bypassAdBlockers: bool(false),
  /** Days of detail (hits, visitors, online rows, events) kept; 0 keeps everything. Totals are kept. */
  retentionDays: z.number().int().min(0).max(3650).catch(0),
  /** Logged-in users with these roles are not counted. */
  excludedRoles: z.array(z.enum(USER_ROLES)).max(USER_ROLES.length).catch([]),
  /** IPv4/IPv6 addresses or CIDR ranges whose hits are not counted. */
  excludedIpRanges: z.array(z.string().max(64)).max(200).catch([]),
  /** Record clicks on links to other sites as events. */
  linkTracking: bool(false),
  /** Record clicks on links to downloadable files as events. */
  downloadTracking: bool(false),
  /** Keep the raw user agent with each visitor (off by default: only browser, OS and device are kept). */
  storeUserAgent: bool(false),
});

export type StatsSettings = z.infer<typeof statsSettingsSchema>;

export async function readStatsSettings(db: Kysely<Database>): Promise<StatsSettings> {
  return statsSettingsSchema.parse((await getSetting<unknown>(db, STATS_SETTING_KEY)) ?? {});
}

/**
 * Validates strictly (a wrong value is refused, not replaced) and stores. Pages embed the tracker's
 * flags, so storing announces the change and the pages that carry them are rebuilt.
 */
export async function writeStatsSettings(
  db: Kysely<Database>,
  input: unknown,
): Promise<{ ok: true; settings: StatsSettings } | { ok: false; message: string }> {
  const strict = statsSettingsSchema.extend({
    enabled: z.boolean(),
    trackAnonymously: z.boolean(),
    dntEnabled: z.boolean(),
    consentLevel: z.enum(CONSENT_LEVELS),
    bypassAdBlockers: z.boolean(),
    retentionDays: z.number().int().min(0).max(3650),
    excludedRoles: z.array(z.enum(USER_ROLES)).max(USER_ROLES.length),
    excludedIpRanges: z.array(z.string().max(64)).max(200),
    linkTracking: z.boolean(),
    downloadTracking: z.boolean(),
    storeUserAgent: z.boolean(),
  });
  const parsed = strict.partial().safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, message: `${issue.path.join('.') || 'settings'}: ${issue.message}` };
  }
  const settings = { ...(await readStatsSettings(db)), ...parsed.data };
  await setSetting(db, STATS_SETTING_KEY, settings);
  return { ok: true, settings };
}
