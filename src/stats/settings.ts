// The statistics and privacy settings, stored together as the `statistics` site setting. The
// tracker's page configuration, the ingestion's exclusions and retention, and the back office's
// privacy page all read them through here. What each field is, its default and its checks come from
// the two declarations (src/contracts/settings/); a field whose stored value is invalid falls back
// to its default on its own, so one bad value never switches tracking off or throws the others away.
import type { Kysely } from 'kysely';
import { checkStoredFields, storedSettingsSchema } from '../contracts/settings/parse.ts';
import { type PrivacySettings, privacySettingsDeclaration } from '../contracts/settings/privacy.ts';
import { type StatisticsSettings, statisticsSettingsDeclaration } from '../contracts/settings/statistics.ts';
import { optionValues } from '../contracts/settings/values.ts';
import { getSetting, setSetting } from '../db/repositories/settings.ts';
import type { Database } from '../db/schema.ts';

export const STATS_SETTING_KEY = 'statistics';

export type StatsSettings = StatisticsSettings & PrivacySettings;

/** Every field of the stored setting, in the order the privacy page shows them. */
export const STATS_SETTINGS_CONTROLS = [...statisticsSettingsDeclaration.controls, ...privacySettingsDeclaration.controls];

/** The plugin's consent levels: which WP Consent API category must be granted before tracking. */
export const CONSENT_LEVELS = optionValues(privacySettingsDeclaration, 'consentLevel') as StatsSettings['consentLevel'][];

/** The stored settings with defaults; each invalid field falls back to its default alone. */
export const statsSettingsSchema = storedSettingsSchema<StatsSettings>(STATS_SETTINGS_CONTROLS);

export async function readStatsSettings(db: Kysely<Database>): Promise<StatsSettings> {
  return statsSettingsSchema.parse(await getSetting<unknown>(db, STATS_SETTING_KEY));
}

/**
 * Validates strictly (a wrong value is refused, not replaced) and stores the given fields over the
 * current ones. Pages embed the tracker's flags, so storing announces the change and the pages that
 * carry them are rebuilt.
 */
export async function writeStatsSettings(
  db: Kysely<Database>,
  input: unknown,
): Promise<{ ok: true; settings: StatsSettings } | { ok: false; message: string }> {
  const checked = checkStoredFields(STATS_SETTINGS_CONTROLS, input);
  if (!checked.ok) return checked;
  const settings = { ...(await readStatsSettings(db)), ...checked.values } as StatsSettings;
  await setSetting(db, STATS_SETTING_KEY, settings);
  return { ok: true, settings };
}
