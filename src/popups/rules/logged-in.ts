// `logged_in` (spec section 6): visitors not logged in always pass; for logged-in users, "all users"
// (`logged_in_users: all`, the default) hides the popup, otherwise only the listed roles do.
import { listSetting, stringSetting, type GroupSettings, type TimingContext } from './context.ts';

export function loggedInRule(timing: GroupSettings, ctx: TimingContext): boolean {
  if (!ctx.loggedIn) return true;
  if (stringSetting(timing, 'logged_in_users', 'all') === 'all') return false;
  const hidden = listSetting(timing, 'logged_in_roles', []);
  return !hidden.some((role) => ctx.roles.includes(role));
}
