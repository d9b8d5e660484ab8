// Server throughput, all in one run with one load generator: for the demo home and the large real
// page, nginx's static copy (the ceiling) beside Foyer's cached page, gzip and uncompressed; Foyer's
// static file; uncached renders warm and cold (median of rounds), tail latency at 50 connections,
// one visitor's timing, and the old stack when OLD_STACK_URL names it.
import { ensureDebianTool } from './debian-tool.ts';
import { BROWSER_HEADERS, createLoadGenerator, GZIP_HEADERS, IDENTITY_HEADERS, type LoadGenerator, type LoadRun } from './load.ts';
import type { LoadResult } from './load-result.ts';
import { medianRound } from './median.ts';
import { startNginx } from './nginx.ts';
import type { RealPages } from './real-page.ts';
import type { BenchServer, ServerPool } from './servers.ts';
import { singleVisitor, type SingleVisitor } from './single-visitor.ts';

export type Measured<T> = T | { error: string };

export interface Rounds {
  /** The round with the median requests/s. */
  median: LoadResult;
  /** Every round's requests/s, in the order run. */
  requestsPerSecond: number[];
}

/** One page's cached answer beside nginx serving the same bytes, with one request's headers. */
export interface CachedComparison {
  /** What the page is: `demo home`, or the real page's file name. */
  page: string;
  encoding: 'gzip' | 'identity';
  /** nginx serving a static copy of the page: the ceiling. */
  ceiling: Measured<LoadResult>;
  cached: LoadResult;
}

export interface ThroughputResults {
  tool: LoadResult['tool'];
  /** Why the fallback load generator was used. */
  fallbackReason?: string;
  seconds: number;
  /** The demo home, then the real page when there is one; gzip, then uncompressed. */
  cachedRows: CachedComparison[];
  /** The real pages imported onto the bench site (the first is measured here), or why there are none. */
  realPages: RealPages;
  staticFile: LoadResult;
  uncachedWarm: Rounds;
  /** The real page's warm uncached render, compressed. */
  realUncached?: LoadResult;
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
  /** The real pages on the pool's site, or why there are none. */
  realPages: RealPages;
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

const ENCODINGS = [
  ['gzip', GZIP_HEADERS],
  ['identity', IDENTITY_HEADERS],
] as const;

/**
 * A page's cached answer beside nginx serving the same HTML (fetched from Foyer itself), gzip and
 * uncompressed, each pair measured back to back so both meet the same machine.
 */
async function measureCached(o: ThroughputOptions, gen: LoadGenerator, page: string, path: string): Promise<CachedComparison[]> {
  const row = (url: string, headers: Record<string, string>): LoadRun => ({ url, seconds: o.seconds, connections: CONNECTIONS, headers });
  let nginx: Awaited<ReturnType<typeof startNginx>> | { error: string };
  try {
    const nginxPath = ensureDebianTool(o.root, 'nginx');
    const response = await fetch(`${o.site.url}${path}`, { headers: IDENTITY_HEADERS });
    if (!response.ok) throw new Error(`Foyer answered ${response.status} for ${path} when copying it for nginx`);
    nginx = await startNginx(nginxPath, Buffer.from(await response.arrayBuffer()));
  } catch (error) {
    nginx = errorOf(error);
  }
  const rows: CachedComparison[] = [];
  try {
    for (const [encoding, headers] of ENCODINGS) {
      const ceiling = 'error' in nginx ? nginx : await gen.measure(row(`${nginx.url}/`, headers)).catch(errorOf);
      rows.push({ page, encoding, ceiling, cached: await gen.measure(row(`${o.site.url}${path}`, headers)) });
    }
  } finally {
    if (!('error' in nginx)) await nginx.stop();
  }
  return rows;
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

  const real = 'pages' in o.realPages ? o.realPages.pages[0] : undefined;
  const cachedRows = await measureCached(o, gen, 'demo home', '/');
  if (real) cachedRows.push(...(await measureCached(o, gen, real.name, real.path)));
  const staticFile = await gen.measure(row(`${o.site.url}${o.staticPath}`, BROWSER_HEADERS));

  const warmServer = await o.pool.start({ pageCache: false });
  let warm: Pick<ThroughputResults, 'uncachedWarm' | 'uncachedRaw' | 'tail' | 'single' | 'realUncached'>;
  try {
    const page = `${warmServer.url}/`;
    warm = {
      uncachedWarm: await rounds(gen, row(page, BROWSER_HEADERS), o.rounds),
      uncachedRaw: await gen.measure(row(page, IDENTITY_HEADERS)),
      tail: await gen.measure(row(page, BROWSER_HEADERS, TAIL_CONNECTIONS)),
      single: await singleVisitor(page, o.singleRequests),
      realUncached: real ? await gen.measure(row(`${warmServer.url}${real.path}`, BROWSER_HEADERS)) : undefined,
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
    cachedRows,
    realPages: o.realPages,
    staticFile,
    ...warm,
    uncachedCold,
    oldStack,
  };
}
