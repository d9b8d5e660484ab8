// The timing rules of a popup (Elementor's `timing` groups): every enabled group must pass. All are
// checked, not just until the first failure, because `page_views` and `sessions` record the count
// at which the visitor first met the popup.
import { browsersRule } from './browsers.ts';
import { groupSettings, isOn, type GroupSettings, type TimingContext } from './context.ts';
import { devicesRule } from './devices.ts';
import { loggedInRule } from './logged-in.ts';
import { pageViewsRule } from './page-views.ts';
import { scheduleRule } from './schedule.ts';
import { sessionsRule } from './sessions.ts';
import { sourcesRule } from './sources.ts';
import { timesRule } from './times.ts';
import { urlRule } from './url.ts';

export type TimingRule = (timing: GroupSettings, ctx: TimingContext) => boolean;

export const TIMING_RULES: Record<string, TimingRule> = {
  page_views: pageViewsRule,
  sessions: sessionsRule,
  url: urlRule,
  sources: sourcesRule,
  logged_in: loggedInRule,
  devices: devicesRule,
  times: timesRule,
  browsers: browsersRule,
  schedule: scheduleRule,
};

/** The enabled rules that failed (none: the popup may show). */
export function failedTimingRules(rawTiming: unknown, ctx: TimingContext): string[] {
  const timing = groupSettings(rawTiming);
  return Object.entries(TIMING_RULES)
    .filter(([name]) => isOn(timing, name))
    .filter(([, rule]) => !rule(timing, ctx))
    .map(([name]) => name);
}
