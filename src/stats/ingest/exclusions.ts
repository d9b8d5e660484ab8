// Which hits are not counted, and why. Each reason is counted per day (stats_exclusions), so staff
// can see how much traffic was filtered and by what.
import type { UserRole } from '../../db/schema.ts';
import { isBot } from '../classify/bots.ts';
import type { IpMatcher } from '../ip-ranges.ts';
import type { StatsSettings } from '../settings.ts';

export type ExclusionReason = 'disabled' | 'prefetch' | 'bot' | 'role' | 'ip_range';

export interface RequestFacts {
  userAgent: string | undefined;
  headers: Record<string, string | string[] | undefined>;
  ip: string;
  role: UserRole | undefined;
}

/** Browsers announce speculative loads; those are not views (Chrome: Sec-Purpose, older: Purpose, Firefox: X-Moz). */
export function isPrefetch(headers: RequestFacts['headers']): boolean {
  for (const name of ['sec-purpose', 'purpose', 'x-purpose', 'x-moz']) {
    const value = headers[name];
    if (typeof value === 'string' && /prefetch|preview|prerender/i.test(value)) return true;
  }
  return false;
}

export function exclusionReason(facts: RequestFacts, settings: StatsSettings, ipRanges: IpMatcher): ExclusionReason | undefined {
  if (!settings.enabled) return 'disabled';
  if (isPrefetch(facts.headers)) return 'prefetch';
  if (isBot(facts.userAgent)) return 'bot';
  if (facts.role && settings.excludedRoles.includes(facts.role)) return 'role';
  if (ipRanges.matches(facts.ip)) return 'ip_range';
  return undefined;
}
