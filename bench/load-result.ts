// What one load run asks for and what it measured, whichever load generator ran it (wrk.ts or
// autocannon in load.ts).

/** One measured run: the URL, how long, how many connections, the request headers. */
export interface LoadRun {
  url: string;
  seconds: number;
  connections: number;
  headers: Record<string, string>;
}

export interface LoadResult {
  url: string;
  /** wrk when it could be had; autocannon (Node, in the bench's own process) otherwise. */
  tool: 'wrk' | 'autocannon';
  connections: number;
  /** Completed requests in the measured run. */
  requests: number;
  requestsPerSecond: number;
  /** Latencies in milliseconds. */
  p50: number;
  p99: number;
  max: number;
  /** Completed requests that took longer than one second. */
  over1s: number;
  /** Requests still unanswered at the load generator's timeout. */
  timeouts: number;
  /** Timeouts, socket errors and answers other than 2xx/3xx (should be 0). */
  failures: number;
}
