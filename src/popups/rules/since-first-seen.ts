// Shared by `page_views` and `sessions`: as in Elementor Pro, a count is measured from the value it
// had when the visitor first met this popup (stored as `popup_{id}_{name}`), so "show after 3 page
// views" means 3 page views after the first page that carried the popup.
import { counter, popupKey, type TimingContext } from './context.ts';

export function countSinceFirstSeen(ctx: TimingContext, options: { total: string; initialName: string }): number {
  const current = counter(ctx.storage.get(options.total));
  const key = popupKey(ctx.popupId, options.initialName);
  const initial = ctx.storage.get(key);
  if (typeof initial === 'number' && Number.isFinite(initial) && initial > 0) return current - initial;
  ctx.storage.set(key, current);
  return 0;
}
