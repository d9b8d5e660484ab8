// Query strings the way WordPress clients write them, and WordPress's plain-permalink REST URLs.
//
// PHP reads `include[]=1&include[]=2` as a list; Fastify's default parser would give a key
// literally named "include[]". This parser gives `include: ['1', '2']` for that, keeps Fastify's
// behaviour of turning repeated plain keys into arrays, and reads `name[key]=v` as an object
// (which WordPress then rejects as "not of type array", as we do).

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export type QueryValue = string | string[] | Record<string, string>;
export type Query = Record<string, QueryValue>;

/** Percent-decoding that never throws: a malformed escape stays as written. */
export function decodeComponent(text: string): string {
  const plus = text.includes('+') ? text.replace(/\+/g, ' ') : text;
  if (!plus.includes('%')) return plus;
  try {
    return decodeURIComponent(plus);
  } catch {
    return plus.replace(/(%[0-9a-fA-F]{2})+/g, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
  }
}

/** The raw `key=value` pairs of a query string, still encoded, in order. */
export function splitPairs(search: string): Array<{ raw: string; key: string; value: string }> {
  const pairs: Array<{ raw: string; key: string; value: string }> = [];
  for (const raw of search.split('&')) {
    if (!raw) continue;
    const eq = raw.indexOf('=');
    const key = decodeComponent(eq < 0 ? raw : raw.slice(0, eq));
    if (!key) continue;
    pairs.push({ raw, key, value: decodeComponent(eq < 0 ? '' : raw.slice(eq + 1)) });
  }
  return pairs;
}

export function parseQueryString(search: string): Query {
  const query: Query = Object.create(null) as Query;
  for (const { key, value } of splitPairs(search)) {
    const open = key.indexOf('[');
    const close = open > 0 ? key.indexOf(']', open) : -1;
    if (close < 0) {
      if (FORBIDDEN_KEYS.has(key)) continue;
      const existing = query[key];
      if (existing === undefined) query[key] = value;
      else if (Array.isArray(existing)) existing.push(value);
      else if (typeof existing === 'string') query[key] = [existing, value];
      continue;
    }
    const name = key.slice(0, open);
    const sub = key.slice(open + 1, close);
    if (FORBIDDEN_KEYS.has(name) || FORBIDDEN_KEYS.has(sub)) continue;
    const existing = query[name];
    if (sub === '' || /^\d+$/.test(sub)) {
      if (Array.isArray(existing)) existing.push(value);
      else if (typeof existing === 'string') query[name] = [existing, value];
      else if (existing === undefined) query[name] = [value];
      else existing[sub] = value;
    } else {
      const record: Record<string, string> =
        existing && typeof existing === 'object' && !Array.isArray(existing) ? existing : (Object.create(null) as Record<string, string>);
      record[sub] = value;
      query[name] = record;
    }
  }
  return query;
}

/**
 * Rewrites REST URLs to their canonical /wp-json/ form before routing, as WordPress's rewrite
 * rules do: `/?rest_route=/wp/v2/area&page=2` (plain permalinks) -> `/wp-json/wp/v2/area?page=2`,
 * `/wp-json` -> `/wp-json/`, and a trailing slash after a route is dropped.
 */
export function rewriteRestUrl(url: string): string {
  const isRest = url.startsWith('/wp-json');
  if (!isRest && !url.includes('rest_route=')) return url;
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  const search = q < 0 ? '' : url.slice(q + 1);
  if (path === '/' || path === '/index.php') {
    const pairs = splitPairs(search);
    const routePair = pairs.find((p) => p.key === 'rest_route');
    if (!routePair) return url;
    const rest = pairs.filter((p) => p.key !== 'rest_route').map((p) => p.raw);
    const segments = routePair.value.split('/').filter(Boolean).map(encodeURIComponent);
    return `/wp-json/${segments.join('/')}${rest.length ? `?${rest.join('&')}` : ''}`;
  }
  if (!isRest) return url;
  if (path === '/wp-json') return `/wp-json/${q < 0 ? '' : url.slice(q)}`;
  if (path.startsWith('/wp-json/') && path.length > '/wp-json/'.length && path.endsWith('/')) {
    return path.replace(/\/+$/, '') + (q < 0 ? '' : url.slice(q));
  }
  return url;
}
