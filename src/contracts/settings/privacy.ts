// The privacy settings: whom the statistics count and what they keep about them. Stored with the
// statistics settings as one `statistics` site setting (src/stats/settings.ts). The consent levels
// are the WP Consent API categories a visitor must have granted; the roles are the accounts' roles
// (src/db/schema.ts USER_ROLES; a test keeps the two lists equal).
import { declare } from '../declaration/declare.ts';
import type { SettingsValues } from './values.ts';

export const MAX_RETENTION_DAYS = 3650;
export const MAX_IP_RANGES = 200;

export const privacySettingsDeclaration = declare({
  type: 'privacy',
  title: 'Privacy',
  sections: [
    { name: 'section_consent', label: 'Consent' },
    { name: 'section_excluded', label: 'Who is not counted' },
    { name: 'section_kept', label: 'What is kept' },
  ],
  controls: [
    {
      name: 'dntEnabled',
      kind: 'switcher',
      boolean: true,
      label: 'Honour Do Not Track',
      description: 'Browsers that send the Do Not Track signal are not counted.',
      section: 'section_consent',
      default: false,
    },
    {
      name: 'trackAnonymously',
      kind: 'switcher',
      boolean: true,
      label: 'Count visitors who have not consented, anonymously',
      description: 'They are counted without anything that could identify them.',
      section: 'section_consent',
      default: false,
    },
    {
      name: 'consentLevel',
      kind: 'select',
      label: 'Consent needed before counting',
      description: 'The consent category a visitor must have granted in the cookie banner before they are counted.',
      section: 'section_consent',
      options: {
        disabled: 'No consent needed',
        functional: 'Functional',
        'statistics-anonymous': 'Anonymous statistics',
        statistics: 'Statistics',
        marketing: 'Marketing',
      },
      default: 'disabled',
    },
    {
      name: 'excludedRoles',
      kind: 'select',
      multiple: true,
      label: 'Logged-in roles',
      section: 'section_excluded',
      options: {
        administrator: 'Administrators',
        editor: 'Editors',
        author: 'Authors',
        contributor: 'Contributors',
        subscriber: 'Subscribers (guests)',
      },
      default: [],
    },
    {
      name: 'excludedIpRanges',
      kind: 'list',
      format: 'ip-range',
      label: 'Excluded IP addresses and ranges',
      description: 'One per line: an address (203.0.113.7, 2001:db8::1) or a range (192.168.0.0/16), such as the hotel’s own network.',
      section: 'section_excluded',
      maxItems: MAX_IP_RANGES,
      maxLength: 64,
      default: [],
    },
    {
      // Off by default: only the browser, system and device type are kept.
      name: 'storeUserAgent',
      kind: 'switcher',
      boolean: true,
      label: 'Keep each visitor’s full browser description',
      description: 'Off keeps only the browser, system and device type.',
      section: 'section_kept',
      default: false,
    },
    {
      // Hits, visitors, online rows and events older than this are deleted; daily totals are kept.
      name: 'retentionDays',
      kind: 'number',
      integer: true,
      min: 0,
      max: MAX_RETENTION_DAYS,
      label: 'Keep details for (days)',
      description: 'Older hits and visitor details are deleted every day; the daily totals stay. 0 keeps everything.',
      invalid: `Type a whole number of days from 0 (keep everything) to ${MAX_RETENTION_DAYS}.`,
      section: 'section_kept',
      default: 0,
    },
  ],
});

export type PrivacySettings = SettingsValues<typeof privacySettingsDeclaration>;
