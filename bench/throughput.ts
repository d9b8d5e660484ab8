// Server throughput, all in one run with one load generator: nginx's static copy of the home page
// (the ceiling), Foyer's static file, the cached page, uncached renders warm and cold (median of
// rounds), tail latency at 50 connections, one visitor's timing, and the old stack when OLD_STACK_URL names it.
import { ensureDebianTool } from './debian-tool.ts';
import { BROWSER_HEADERS, createLoadGenerator, GZIP_HEADERS, IDENTITY_HEADERS, type LoadGenerator, type LoadRun } from './load.ts';
import type { LoadResult } from './load-result.ts';
import { medianRound } from './median.ts';
import { startNginx } from './nginx.ts';
import type { BenchServer, ServerPool } from './servers.ts';
import { singleVisitor, type SingleVisitor } from './single-visitor.ts';

export type Measured<T> = T | { error: string };

export interface Rounds {
  /** The round with the median requests/s. */
  median: LoadResult;
  /** Every round's requests/s, in the order run. */
  requestsPerSecond: number[];
}

export interface ThroughputResults {
  tool: LoadResult['tool'];
  /** Why the fallback load generator was used. */
  fallbackReason?: string;
  seconds: number;
  /** nginx serving a static copy of the page: the ceiling. */
  ceiling: Measured<LoadResult>;
  staticFile: LoadResult;
  cached: LoadResult;
  uncachedWarm: Rounds;
  uncachedCold: Rounds;
  uncachedRaw: LoadResult;
  /** Many visitors at once on the uncached render: the latency tail. */
  tail: LoadResult;
  single: SingleVisitor;
  /** Measured only when OLD_STACK_URL is set. */
  oldStack?: Measured<{ page: LoadResult; single: SingleVisitor }>;
}

export interface ThroughputOptions {
  root: string;
  pool: ServerPool;
  /** A Foyer server with the page cache on. */
  site: BenchServer;
  /** Path of a built static file (the boot chunk). */
  staticPath: string;
  seconds: number;
  rounds: number;
  singleRequests: number;
  oldStackUrl?: string;
  log(message: string): void;
}

/** Connections for every throughput row; the tail row uses more, as the issue that found the tail did. */
export const CONNECTIONS = 10;
export const TAIL_CONNECTIONS = 50;

const errorOf = (error: unknown) => ({ error: error instanceof Error ? error.message.split('\n')[0] : String(error) });

async function rounds(gen: LoadGenerator, run: LoadRun, count: number): Promise<Rounds> {
  const all: LoadResult[] = [];
  for (let i = 0; i < count; i++) all.push(await gen.measure(run));
  return { median: medianRound(all, (r) => r.requestsPerSecond), requestsPerSecond: all.map((r) => r.requestsPerSecond) };
}

/** nginx serving the same HTML the cached page sends, fetched from Foyer itself. */
async function measureCeiling(o: ThroughputOptions, gen: LoadGenerator): Promise<LoadResult> {
  const nginxPath = ensureDebianTool(o.root, 'nginx');
  const response = await fetch(`${o.site.url}/`, { headers: IDENTITY_HEADERS });
  if (!response.ok) throw new Error(`Foyer answered ${response.status} for / when copying it for nginx`);
  const html = Buffer.from(await response.arrayBuffer());
  const nginx = await startNginx(nginxPath, html);
  try {
    return await gen.measure({ url: `${nginx.url}/`, seconds: o.seconds, connections: CONNECTIONS, headers: GZIP_HEADERS });
  } finally {
    await nginx.stop();
  }
}

async function measureOldStack(o: ThroughputOptions, gen: LoadGenerator, url: string) {
  const page = await gen.measure({ url, seconds: o.seconds, connections: CONNECTIONS, headers: BROWSER_HEADERS });
  return { page, single: await singleVisitor(url, o.singleRequests) };
}

export async function measureThroughput(o: ThroughputOptions): Promise<ThroughputResults> {
  const gen = createLoadGenerator(o.root, o.log);
  o.log(`throughput: load generator ${gen.tool}`);
  const row = (url: string, headers: Record<string, string>, connections = CONNECTIONS): LoadRun => ({
    url,
    seconds: o.seconds,
    connections,
    headers,
  });

  const ceiling = await measureCeiling(o, gen).catch(errorOf);
  const staticFile = await gen.measure(row(`${o.site.url}${o.staticPath}`, BROWSER_HEADERS));
  const cached = await gen.measure(row(`${o.site.url}/`, GZIP_HEADERS));

  const warmServer = await o.pool.start({ pageCache: false });
  let warm: Pick<ThroughputResults, 'uncachedWarm' | 'uncachedRaw' | 'tail' | 'single'>;
  try {
    const page = `${warmServer.url}/`;
    warm = {
      uncachedWarm: await rounds(gen, row(page, BROWSER_HEADERS), o.rounds),
      uncachedRaw: await gen.measure(row(page, IDENTITY_HEADERS)),
      tail: await gen.measure(row(page, BROWSER_HEADERS, TAIL_CONNECTIONS)),
      single: await singleVisitor(page, o.singleRequests),
    };
  } finally {
    await warmServer.stop();
  }

  const coldServer = await o.pool.start({ pageCache: false, coldCompile: true });
  let uncachedCold: Rounds;
  try {
    uncachedCold = await rounds(gen, row(`${coldServer.url}/`, BROWSER_HEADERS), o.rounds);
  } finally {
    await coldServer.stop();
  }

  const oldStack = o.oldStackUrl ? await measureOldStack(o, gen, o.oldStackUrl).catch(errorOf) : undefined;
  return {
    tool: gen.tool,
    fallbackReason: gen.fallbackReason,
    seconds: o.seconds,
    ceiling,
    staticFile,
    cached,
    ...warm,
    uncachedCold,
    oldStack,
  };
}
