// `page_views`: show after `page_views_views` page views (Elementor's default 3).
import { countSinceFirstSeen } from './since-first-seen.ts';
import { numberSetting, type GroupSettings, type TimingContext } from './context.ts';

export function pageViewsRule(timing: GroupSettings, ctx: TimingContext): boolean {
  const views = numberSetting(timing, 'page_views_views', 3);
  return countSinceFirstSeen(ctx, { total: 'pageViews', initialName: 'page_views_initialPageViews' }) >= views;
}
