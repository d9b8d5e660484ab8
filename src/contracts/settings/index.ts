// Every site-settings declaration with the site setting it is stored under: what the back office
// draws settings forms from and `foyer settings` prints. The statistics and privacy settings share
// one stored setting.
import type { Declaration } from '../declaration/types.ts';
import { kitDeclaration } from './kit.ts';
import { paymentSecretsDeclaration, paymentSettingsDeclaration } from './payments.ts';
import { privacySettingsDeclaration } from './privacy.ts';
import { statisticsSettingsDeclaration } from './statistics.ts';
import { themeOptionsDeclaration } from './theme-options.ts';

export interface SiteSettingsEntry {
  /** The `settings` row it is stored in (src/db/repositories/settings.ts). */
  setting: 'kit' | 'theme' | 'statistics' | 'payments';
  declaration: Declaration;
}

export const siteSettings: readonly SiteSettingsEntry[] = [
  { setting: 'kit', declaration: kitDeclaration },
  { setting: 'theme', declaration: themeOptionsDeclaration },
  { setting: 'statistics', declaration: statisticsSettingsDeclaration },
  { setting: 'statistics', declaration: privacySettingsDeclaration },
  // The secrets' values are write-only (src/commerce/settings.ts): only their form is listed.
  { setting: 'payments', declaration: paymentSettingsDeclaration },
  { setting: 'payments', declaration: paymentSecretsDeclaration },
];
