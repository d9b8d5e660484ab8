// `times`: show at most `times_times` times (default 3) per `times_period` — day, week, month (the
// spec's 86400 / 604800 / 2628288 s), session, or ever ('' or anything else) — counting an
// impression when the popup opens or, with `times_count: close`, when it closes. A period's window
// starts at its first impression and its count is forgotten when the window ends.
import { counter, numberSetting, popupKey, stringSetting, type GroupSettings, type RuleStorage, type TimingContext } from './context.ts';

export const PERIOD_SECONDS = { day: 86_400, week: 604_800, month: 2_628_288 } as const;
export type Period = keyof typeof PERIOD_SECONDS | 'session' | 'ever';

export function timesPeriod(timing: GroupSettings): Period {
  const period = stringSetting(timing, 'times_period', '');
  return period === 'session' || Object.hasOwn(PERIOD_SECONDS, period) ? (period as Period) : 'ever';
}

export function countsOnClose(timing: GroupSettings): boolean {
  return stringSetting(timing, 'times_count', '') === 'close';
}

/** A timed period's entry: the count and when its window ends (Unix ms), so increments keep the end. */
interface PeriodWindow {
  count: number;
  ends: number;
}

function readWindow(storage: RuleStorage, key: string, now: number): PeriodWindow | undefined {
  const value = storage.get<Partial<PeriodWindow>>(key);
  if (!value || typeof value !== 'object' || typeof value.ends !== 'number' || value.ends <= now) return undefined;
  return { count: counter(value.count), ends: value.ends };
}

const keyOf = (id: number, period: Period) => popupKey(id, period === 'ever' ? 'times' : `times_${period}`);

export function impressions(storage: RuleStorage, id: number, period: Period, now: number): number {
  const key = keyOf(id, period);
  if (period === 'ever') return counter(storage.get(key));
  if (period === 'session') return counter(storage.session.get(key));
  return readWindow(storage, key, now)?.count ?? 0;
}

export function countImpression(storage: RuleStorage, id: number, period: Period, now: number): void {
  const key = keyOf(id, period);
  if (period === 'ever') storage.set(key, counter(storage.get(key)) + 1);
  else if (period === 'session') storage.session.set(key, counter(storage.session.get(key)) + 1);
  else {
    const current = readWindow(storage, key, now) ?? { count: 0, ends: now + PERIOD_SECONDS[period] * 1000 };
    storage.set(key, { count: current.count + 1, ends: current.ends }, { ttlSeconds: (current.ends - now) / 1000 });
  }
}

export function timesRule(timing: GroupSettings, ctx: TimingContext): boolean {
  const limit = numberSetting(timing, 'times_times', 3);
  return impressions(ctx.storage, ctx.popupId, timesPeriod(timing), ctx.now()) < limit;
}
