// The privacy settings form: what the page sends, checked field by field so each message can be
// shown next to its field. The server runs the same check before it stores anything. The choices
// (consent levels, roles) are passed in: the server's lists, which the page gets from the API, so
// the browser bundle never loads the settings module and its schema library.
import type { StatsSettings } from '../../stats/settings.ts';
import { ipRangeProblem } from './ip-range.ts';

export const MAX_RETENTION_DAYS = 3650;
export const MAX_IP_RANGES = 200;

export type PrivacyField = keyof StatsSettings;
export type PrivacyErrors = Partial<Record<PrivacyField, string>>;

const BOOLEAN_FIELDS = [
  'enabled',
  'trackAnonymously',
  'dntEnabled',
  'bypassAdBlockers',
  'linkTracking',
  'downloadTracking',
  'storeUserAgent',
] as const satisfies readonly PrivacyField[];

export type PrivacyCheck = { ok: true; settings: StatsSettings } | { ok: false; errors: PrivacyErrors };

export interface PrivacyChoices {
  consentLevels: readonly string[];
  roles: readonly string[];
}

/** Checks every field (all of them are needed: the page always sends the whole form). */
export function checkPrivacyForm(input: unknown, choices: PrivacyChoices): PrivacyCheck {
  const errors: PrivacyErrors = {};
  const given = input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  const out: Record<string, unknown> = {};
  for (const field of BOOLEAN_FIELDS) {
    if (typeof given[field] === 'boolean') out[field] = given[field];
    else errors[field] = 'Choose on or off.';
  }
  if (choices.consentLevels.includes(given.consentLevel as string)) out.consentLevel = given.consentLevel;
  else errors.consentLevel = `Choose one of: ${choices.consentLevels.join(', ')}.`;

  const days = given.retentionDays;
  if (typeof days === 'number' && Number.isInteger(days) && days >= 0 && days <= MAX_RETENTION_DAYS) out.retentionDays = days;
  else errors.retentionDays = `Type a whole number of days from 0 (keep everything) to ${MAX_RETENTION_DAYS}.`;

  const roles = given.excludedRoles;
  if (Array.isArray(roles) && roles.every((r) => choices.roles.includes(r as string))) out.excludedRoles = [...new Set(roles)];
  else errors.excludedRoles = `Choose roles from: ${choices.roles.join(', ')}.`;

  const ranges = given.excludedIpRanges;
  if (!Array.isArray(ranges) || !ranges.every((r) => typeof r === 'string')) errors.excludedIpRanges = 'Give the ranges as a list.';
  else {
    const list = [...new Set((ranges as string[]).map((r) => r.trim()).filter(Boolean))];
    const problem = list.length > MAX_IP_RANGES ? `At most ${MAX_IP_RANGES} ranges, please.` : list.map(ipRangeProblem).find(Boolean);
    if (problem) errors.excludedIpRanges = problem;
    else out.excludedIpRanges = list;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, settings: out as StatsSettings };
}
