// The load generator for every throughput row: wrk, installed from Debian when missing, or, only when
// wrk cannot be had, autocannon in this process (which shares the CPUs with the server it measures).
import autocannon from 'autocannon';
import { ensureDebianTool } from './debian-tool.ts';
import type { LoadResult, LoadRun } from './load-result.ts';
import { runWrk } from './wrk.ts';

export type { LoadRun } from './load-result.ts';

/** What a browser sends: pages and assets as visitors receive them (compressed). */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html,*/*' };
/** gzip only: what nginx's stock build can answer precompressed, so the ceiling and the cached page get the same request. */
export const GZIP_HEADERS = { 'accept-encoding': 'gzip', accept: 'text/html,*/*' };
/** No compression: the server's own cost of producing the bytes. */
export const IDENTITY_HEADERS = { 'accept-encoding': 'identity', accept: 'text/html,*/*' };

export interface LoadGenerator {
  tool: LoadResult['tool'];
  /** Why wrk is not used, when it is not. */
  fallbackReason?: string;
  /** A short warm-up (JIT, caches, compressed copies are not what is measured), then the measured run. */
  measure(run: LoadRun): Promise<LoadResult>;
}

async function runAutocannon(run: LoadRun): Promise<LoadResult> {
  let over1s = 0;
  const instance = autocannon({
    url: run.url,
    connections: run.connections,
    pipelining: 1,
    duration: run.seconds,
    timeout: 10,
    headers: run.headers,
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => {
    if (responseTime > 1000) over1s++;
  });
  const r = await instance;
  return {
    url: run.url,
    tool: 'autocannon',
    connections: run.connections,
    requests: r.totalCompletedRequests,
    requestsPerSecond: r.totalCompletedRequests / (r.duration || run.seconds),
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    over1s,
    timeouts: r.timeouts,
    failures: r.errors + r.timeouts + r.non2xx,
  };
}

export function createLoadGenerator(root: string, log: (message: string) => void): LoadGenerator {
  let wrkPath: string | undefined;
  let fallbackReason: string | undefined;
  try {
    wrkPath = ensureDebianTool(root, 'wrk');
  } catch (error) {
    fallbackReason = error instanceof Error ? error.message : String(error);
    log(`wrk cannot be had (${fallbackReason}); measuring with autocannon, which shares the CPUs with the server.`);
  }
  const once = (run: LoadRun) => (wrkPath ? runWrk(wrkPath, run) : runAutocannon(run));
  return {
    tool: wrkPath ? 'wrk' : 'autocannon',
    fallbackReason,
    async measure(run) {
      await once({ ...run, seconds: Math.min(2, run.seconds) });
      return once(run);
    },
  };
}
