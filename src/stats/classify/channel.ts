// Where a visit came from: its channel (direct, search, social, referral, campaign), the referring
// host, and the search engine by name. Decided from the referrer and the landing address's query.

export type Channel = 'direct' | 'search' | 'social' | 'referral' | 'campaign';

export interface Source {
  channel: Channel;
  /** The referring site's host without `www.`; empty for direct visits and same-site referrers. */
  referrerHost: string;
  /** The search engine's name (google, bing, …) for the search channel; else empty. */
  searchEngine: string;
}

/** Host patterns of search engines, by name (the spec's five first). */
const SEARCH_ENGINES: [name: string, label: string, host: RegExp][] = [
  ['google', 'Google', /(^|\.)google\.[a-z.]+$/],
  ['yahoo', 'Yahoo!', /(^|\.)(search\.)?yahoo\.[a-z.]+$/],
  ['bing', 'Bing', /(^|\.)bing\.com$/],
  ['yandex', 'Yandex', /(^|\.)(yandex\.[a-z.]+|ya\.ru)$/],
  ['baidu', 'Baidu', /(^|\.)baidu\.com$/],
  ['duckduckgo', 'DuckDuckGo', /(^|\.)duckduckgo\.com$/],
  ['ecosia', 'Ecosia', /(^|\.)ecosia\.org$/],
  ['qwant', 'Qwant', /(^|\.)qwant\.com$/],
  ['startpage', 'Startpage', /(^|\.)startpage\.com$/],
  ['naver', 'Naver', /(^|\.)naver\.com$/],
  ['seznam', 'Seznam', /(^|\.)seznam\.cz$/],
];

/** How the dashboard names a search engine stored as `name` (unknown names are shown as stored). */
export function searchEngineLabel(name: string): string {
  return SEARCH_ENGINES.find(([n]) => n === name)?.[1] ?? name;
}

const SOCIAL = new RegExp(
  '(^|\\.)(' +
    [
      'facebook\\.com',
      'fb\\.com',
      'fb\\.me',
      'instagram\\.com',
      't\\.co',
      'twitter\\.com',
      'x\\.com',
      'linkedin\\.com',
      'lnkd\\.in',
      'pinterest\\.[a-z.]+',
      'pin\\.it',
      'reddit\\.com',
      'youtube\\.com',
      'youtu\\.be',
      'tiktok\\.com',
      'vk\\.com',
      'threads\\.net',
      'mastodon\\.social',
      'bsky\\.app',
      'tripadvisor\\.[a-z.]+',
      'whatsapp\\.com',
      'telegram\\.org',
      't\\.me',
    ].join('|') +
    ')$',
);

/** Query parameters that mark a tagged campaign link (UTM, and the ad networks' click ids). */
const CAMPAIGN_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'gclid', 'fbclid', 'msclkid', 'mc_cid'];

export function hostOf(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:' && parsed.protocol !== 'android-app:') return '';
    return parsed.hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return '';
  }
}

export function searchEngineOf(host: string): string {
  for (const [name, , pattern] of SEARCH_ENGINES) if (pattern.test(host)) return name;
  return '';
}

/**
 * @param referrer the visitor's document.referrer (may be empty)
 * @param pageUri the landing address (path and query)
 * @param siteHost this site's host: links from the site itself are not a source
 */
export function classifySource(referrer: string, pageUri: string, siteHost: string): Source {
  // Most hits share a handful of referrers and landing pages: remember recent answers.
  const key = `${referrer}\u0000${pageUri}\u0000${siteHost}`;
  const known = sources.get(key);
  if (known) return known;
  const source = classify(referrer, pageUri, siteHost);
  if (sources.size >= 5000) sources.clear();
  sources.set(key, source);
  return source;
}

const sources = new Map<string, Source>();

function classify(referrer: string, pageUri: string, siteHost: string): Source {
  const host = hostOf(referrer);
  const own = siteHost
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^www\./, '');
  const referrerHost = host === own ? '' : host;
  const query = pageUri.includes('?') ? new URLSearchParams(pageUri.slice(pageUri.indexOf('?') + 1)) : undefined;
  const engine = referrerHost ? searchEngineOf(referrerHost) : '';
  // A tagged link says where it was placed better than the referrer does (newsletters have none).
  if (query && CAMPAIGN_PARAMS.some((p) => query.has(p))) return { channel: 'campaign', referrerHost, searchEngine: engine };
  if (!referrerHost) return { channel: 'direct', referrerHost: '', searchEngine: '' };
  if (engine) return { channel: 'search', referrerHost, searchEngine: engine };
  if (SOCIAL.test(referrerHost)) return { channel: 'social', referrerHost, searchEngine: '' };
  return { channel: 'referral', referrerHost, searchEngine: '' };
}
