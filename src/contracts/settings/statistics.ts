// The statistics settings: whether the tracker runs and what it records besides page views. Stored
// with the privacy settings as one `statistics` site setting (src/stats/settings.ts); the back
// office's privacy page shows both forms.
import { declare } from '../declaration/declare.ts';
import type { SettingsValues } from './values.ts';

export const statisticsSettingsDeclaration = declare({
  type: 'statistics',
  title: 'Statistics',
  sections: [
    { name: 'section_tracking', label: 'Tracking' },
    { name: 'section_events', label: 'What is recorded' },
  ],
  controls: [
    {
      name: 'enabled',
      kind: 'switcher',
      boolean: true,
      label: 'Record visitor statistics',
      description: 'Off: no page carries the tracker and nothing is recorded.',
      section: 'section_tracking',
      default: true,
    },
    {
      // Hits go to the admin-ajax endpoint, which ad blockers do not list.
      name: 'bypassAdBlockers',
      kind: 'switcher',
      boolean: true,
      label: 'Send statistics past ad blockers',
      description: 'Hits go to the site’s own admin-ajax address, which blockers do not list.',
      section: 'section_tracking',
      default: false,
    },
    {
      name: 'linkTracking',
      kind: 'switcher',
      boolean: true,
      label: 'Record clicks on links to other sites',
      description: 'Shown under “Link clicks” on the dashboard.',
      section: 'section_events',
      default: false,
    },
    {
      name: 'downloadTracking',
      kind: 'switcher',
      boolean: true,
      label: 'Record file downloads',
      description: 'Shown under “Downloads” on the dashboard.',
      section: 'section_events',
      default: false,
    },
  ],
});

export type StatisticsSettings = SettingsValues<typeof statisticsSettingsDeclaration>;
