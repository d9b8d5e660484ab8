// `sources`: where the visitor came from (`sources_sources`: internal, external, search; all three
// selected means everything). As in Elementor Pro, a search engine is also an external link, and a
// visit without a referrer counts as external.
import { listSetting, type GroupSettings, type TimingContext } from './context.ts';

export const SOURCE_OPTIONS = ['internal', 'external', 'search'] as const;
export type Source = 'internal' | 'external' | 'search' | 'direct';

/** google.com, www.google.co.uk, search.yahoo.co.jp, yandex.ru, m.baidu.com, www.bing.com… */
const SEARCH_ENGINE = /(?:^|\.)(?:google|yahoo|bing|yandex|baidu)(?:\.[a-z]{2,3}){1,2}$/;

const bareHost = (host: string) => host.toLowerCase().replace(/^www\./, '');

export function classifySource(referrer: string, host: string): Source {
  let from: URL;
  try {
    from = new URL(referrer);
  } catch {
    return 'direct'; // '' or something no browser sends
  }
  if (bareHost(from.host) === bareHost(host)) return 'internal';
  return SEARCH_ENGINE.test(from.hostname.toLowerCase()) ? 'search' : 'external';
}

export function sourcesRule(timing: GroupSettings, ctx: TimingContext): boolean {
  const selected = new Set(listSetting(timing, 'sources_sources', [...SOURCE_OPTIONS]));
  if (SOURCE_OPTIONS.every((s) => selected.has(s))) return true;
  switch (classifySource(ctx.referrer, ctx.host)) {
    case 'internal':
      return selected.has('internal');
    case 'search':
      return selected.has('search') || selected.has('external');
    default:
      return selected.has('external');
  }
}
