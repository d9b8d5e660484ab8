// Server throughput under load (autocannon) and time to first byte for a single visitor.
import autocannon from 'autocannon';
import { request } from 'node:http';

/** What a browser sends: pages and assets as visitors receive them (compressed). */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html,*/*' };
/** No compression: the server's own cost of producing the bytes. */
export const IDENTITY_HEADERS = { 'accept-encoding': 'identity', accept: 'text/html,*/*' };

export interface LoadResult {
  url: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Requests that failed or answered other than 2xx (should be 0). */
  failures: number;
}

export async function load(url: string, seconds: number, headers: Record<string, string> = BROWSER_HEADERS): Promise<LoadResult> {
  const options = { url, connections: 10, pipelining: 1, headers };
  // A short warm-up first: JIT, page cache fill and compressed copies are not what is measured.
  await autocannon({ ...options, duration: Math.min(2, seconds) });
  const r = await autocannon({ ...options, duration: seconds });
  return { url, requestsPerSecond: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, failures: r.errors + r.timeouts + r.non2xx };
}

/** Milliseconds to the response headers (the first bytes) and to the last byte, on a fresh connection. */
function timeOne(url: string): Promise<{ firstByte: number; lastByte: number }> {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const ms = () => Number(process.hrtime.bigint() - start) / 1e6;
    const req = request(url, { headers: BROWSER_HEADERS, agent: false }, (res) => {
      const firstByte = ms();
      res.resume();
      res.on('end', () => resolve({ firstByte, lastByte: ms() }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Sequential requests from one client: mean time to first and last byte. */
export async function singleClientTiming(url: string, count: number): Promise<{ firstByte: number; lastByte: number }> {
  for (let i = 0; i < 5; i++) await timeOne(url); // warm-up
  let first = 0;
  let last = 0;
  for (let i = 0; i < count; i++) {
    const t = await timeOne(url);
    first += t.firstByte;
    last += t.lastByte;
  }
  return { firstByte: first / count, lastByte: last / count };
}
