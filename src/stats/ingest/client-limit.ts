// A per-client budget for the tracker's endpoints: a token bucket per address, held in memory. A real
// visitor sends one hit per page view, one online ping a minute per open tab and a few link events,
// so even a hotel's guest Wi-Fi behind one address stays far below it; a script posting hits in a
// loop gets 429 with Retry-After once its burst is spent. A client is an IPv4 address or an IPv6 /64
// (model/client-address.ts). Per process: a cluster of N workers allows up to N
// times as much, which still bounds a client.
import { clientSubject } from '../../model/client-address.ts';

export interface ClientLimitOptions {
  /** Requests a client may send at once (default 120). */
  burst?: number;
  /** Requests per second it earns back (default 2, 7,200 an hour). */
  perSecond?: number;
  /** Clients remembered at most; past that the fullest buckets are forgotten first (default 50,000). */
  maxClients?: number;
  now?: () => number;
}

export interface ClientLimit {
  /** Takes one request from the client's budget: 0 when allowed, else the seconds until it may retry. */
  take(ip: string): number;
}

export function createClientLimit(options: ClientLimitOptions = {}): ClientLimit {
  const burst = options.burst ?? 120;
  const perSecond = options.perSecond ?? 2;
  const maxClients = options.maxClients ?? 50_000;
  const now = options.now ?? Date.now;
  const buckets = new Map<string, { tokens: number; at: number }>();

  function forgetFull(t: number): void {
    for (const [key, b] of buckets) if (b.tokens + ((t - b.at) / 1000) * perSecond >= burst) buckets.delete(key);
    // Everyone is mid-burst (a flood from many addresses): start over rather than grow without bound.
    if (buckets.size >= maxClients) buckets.clear();
  }

  return {
    take(ip) {
      const t = now();
      const key = clientSubject(ip);
      let bucket = buckets.get(key);
      if (!bucket) {
        if (buckets.size >= maxClients) forgetFull(t);
        bucket = { tokens: burst, at: t };
        buckets.set(key, bucket);
      }
      bucket.tokens = Math.min(burst, bucket.tokens + ((t - bucket.at) / 1000) * perSecond);
      bucket.at = t;
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return 0;
      }
      return Math.max(1, Math.ceil((1 - bucket.tokens) / perSecond));
    },
  };
}
