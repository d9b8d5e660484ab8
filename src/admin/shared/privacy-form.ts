// The privacy page's form: the statistics and privacy declarations' controls, checked field by
// field from those declarations (src/contracts/settings/check.ts) so each message can be shown
// next to its field. The server runs the same check before it stores anything. Plain TypeScript:
// the browser bundle never loads the settings module's schema library.
import type { Control, Declaration } from '../../contracts/declaration/types.ts';
import { type FieldErrors, checkSettings } from '../../contracts/settings/check.ts';
import { privacySettingsDeclaration } from '../../contracts/settings/privacy.ts';
import { statisticsSettingsDeclaration } from '../../contracts/settings/statistics.ts';
import type { StatsSettings } from '../../stats/settings.ts';
import { ipRangeProblem } from './ip-range.ts';

/** The declarations the privacy page shows, in order; together they are the `statistics` setting. */
export const PRIVACY_PAGE_DECLARATIONS: readonly Declaration[] = [statisticsSettingsDeclaration, privacySettingsDeclaration];

export type PrivacyField = keyof StatsSettings;
export type PrivacyErrors = Partial<Record<PrivacyField, string>>;
export type PrivacyCheck = { ok: true; settings: StatsSettings } | { ok: false; errors: PrivacyErrors };

const CONTROLS: readonly Control[] = PRIVACY_PAGE_DECLARATIONS.flatMap((d) => d.controls);
const FORMATS = { 'ip-range': ipRangeProblem };

/** Checks every field (all of them are needed: the page always sends the whole form). */
export function checkPrivacyForm(input: unknown): PrivacyCheck {
  const checked = checkSettings(CONTROLS, input, FORMATS);
  return checked.ok
    ? { ok: true, settings: checked.settings as StatsSettings }
    : { ok: false, errors: checked.errors satisfies FieldErrors as PrivacyErrors };
}
