// `sessions`: show after `sessions_sessions` sessions (Elementor's default 2).
import { countSinceFirstSeen } from './since-first-seen.ts';
import { numberSetting, type GroupSettings, type TimingContext } from './context.ts';

export function sessionsRule(timing: GroupSettings, ctx: TimingContext): boolean {
  const sessions = numberSetting(timing, 'sessions_sessions', 2);
  return countSinceFirstSeen(ctx, { total: 'sessions', initialName: 'sessions_initialSessions' }) >= sessions;
}
