import { describe, expect, it } from 'vitest';
import { privacySettingsDeclaration } from '../contracts/settings/privacy.ts';
import { statisticsSettingsDeclaration } from '../contracts/settings/statistics.ts';
import { optionValues } from '../contracts/settings/values.ts';
import { USER_ROLES } from '../db/schema.ts';
import { CONSENT_LEVELS, STATS_SETTINGS_CONTROLS, statsSettingsSchema } from './settings.ts';

const GOOD = {
  enabled: false,
  trackAnonymously: true,
  dntEnabled: true,
  consentLevel: 'statistics',
  bypassAdBlockers: true,
  retentionDays: 30,
  excludedRoles: ['editor'],
  excludedIpRanges: ['10.0.0.0/8'],
  linkTracking: true,
  downloadTracking: true,
  storeUserAgent: true,
};

describe('statistics and privacy settings', () => {
  it('take every default from the two declarations', () => {
    const defaults = statsSettingsSchema.parse(undefined);
    expect(Object.keys(defaults).sort()).toEqual(STATS_SETTINGS_CONTROLS.map((c) => c.name).sort());
    for (const control of STATS_SETTINGS_CONTROLS)
      expect(defaults[control.name as keyof typeof defaults], control.name).toEqual(control.default);
    expect(defaults).toMatchObject({ enabled: true, consentLevel: 'disabled', retentionDays: 0, excludedIpRanges: [] });
  });

  it('keep good stored values, and fill in what a partial one leaves out', () => {
    expect(statsSettingsSchema.parse(GOOD)).toEqual(GOOD);
    expect(statsSettingsSchema.parse({ dntEnabled: true, retentionDays: 90 })).toEqual({
      ...statsSettingsSchema.parse({}),
      dntEnabled: true,
      retentionDays: 90,
    });
  });

  it('replace each invalid stored value by its default alone, and drop unknown keys', () => {
    const parsed = statsSettingsSchema.parse({
      ...GOOD,
      enabled: 'yes',
      consentLevel: 'everything',
      retentionDays: 4000,
      excludedRoles: ['owner'],
      excludedIpRanges: Array.from({ length: 201 }, () => '10.0.0.1'),
      unknown: 1,
    });
    expect(parsed).toEqual({ ...GOOD, enabled: true, consentLevel: 'disabled', retentionDays: 0, excludedRoles: [], excludedIpRanges: [] });
  });

  it('offer exactly the accounts’ roles and the plugin’s consent levels', () => {
    expect(optionValues(privacySettingsDeclaration, 'excludedRoles')).toEqual([...USER_ROLES]);
    expect(CONSENT_LEVELS).toEqual(['disabled', 'functional', 'statistics-anonymous', 'statistics', 'marketing']);
    expect(statisticsSettingsDeclaration.controls.map((c) => c.name)).toEqual([
      'enabled',
      'bypassAdBlockers',
      'linkTracking',
      'downloadTracking',
    ]);
  });
});
