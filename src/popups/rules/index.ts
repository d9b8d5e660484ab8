// The timing rules of a popup (Elementor's `timing` groups): every enabled group must pass. Each rule
// is its own chunk, loaded only when a popup on the page enables it, so a popup without timing rules
// (or with one) costs the page no code for the others. All enabled rules are checked, not just until
// the first failure, because `page_views` and `sessions` record the count at which the visitor first
// met the popup.
import { groupSettings, isOn, type GroupSettings, type TimingContext } from './context.ts';

export type TimingRule = (timing: GroupSettings, ctx: TimingContext) => boolean;

export const TIMING_RULES: Record<string, () => Promise<TimingRule>> = {
  page_views: () => import('./page-views.ts').then((m) => m.pageViewsRule),
  sessions: () => import('./sessions.ts').then((m) => m.sessionsRule),
  url: () => import('./url.ts').then((m) => m.urlRule),
  sources: () => import('./sources.ts').then((m) => m.sourcesRule),
  logged_in: () => import('./logged-in.ts').then((m) => m.loggedInRule),
  devices: () => import('./devices.ts').then((m) => m.devicesRule),
  times: () => import('./times.ts').then((m) => m.timesRule),
  browsers: () => import('./browsers.ts').then((m) => m.browsersRule),
  schedule: () => import('./schedule.ts').then((m) => m.scheduleRule),
};

/** The enabled rules that failed (none: the popup may show). A rule whose code cannot load fails. */
export async function failedTimingRules(rawTiming: unknown, ctx: TimingContext): Promise<string[]> {
  const timing = groupSettings(rawTiming);
  const enabled = Object.keys(TIMING_RULES).filter((name) => isOn(timing, name));
  const passed = await Promise.all(
    enabled.map((name) =>
      TIMING_RULES[name]().then(
        (rule) => rule(timing, ctx),
        (error: unknown) => {
          console.error(`Popup ${ctx.popupId}: the "${name}" timing rule could not load:`, error);
          return false;
        },
      ),
    ),
  );
  return enabled.filter((_, i) => !passed[i]);
}
