// `url`: the referrer URL must contain `url_url` (action `show`), must not (`hide`), or must match it
// as a regular expression (`regex`); a pattern that does not compile fails (spec section 5).
import { stringSetting, type GroupSettings, type TimingContext } from './context.ts';

export function urlRule(timing: GroupSettings, ctx: TimingContext): boolean {
  const url = stringSetting(timing, 'url_url', '');
  const action = stringSetting(timing, 'url_action', 'show');
  if (action === 'regex') {
    try {
      return new RegExp(url).test(ctx.referrer);
    } catch {
      return false;
    }
  }
  const contains = ctx.referrer.includes(url);
  return action === 'hide' ? !contains : contains;
}
