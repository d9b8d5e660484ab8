// Foyer servers for the benchmark: child processes (so the load generator does not share their event
// loop) on a seeded temporary SQLite database, stopped and cleaned up whatever happens.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';
import { importRealPages, type RealPages } from './real-page.ts';

export interface BenchServer {
  url: string;
  stop(): Promise<void>;
}

export interface ServerPool {
  /** coldCompile: the compile caches are emptied before every request (bench/cold-compile.js, preloaded). */
  start(options: { pageCache: boolean; coldCompile?: boolean }): Promise<BenchServer>;
  /** Stops every server and removes the temporary database. */
  close(): Promise<void>;
  /** The large real pages imported beside the demo, or why there are none. */
  realPages: RealPages;
}

const COLD_COMPILE_PRELOAD = new URL('./cold-compile.js', import.meta.url).href;

// Generous: on a shared, loaded machine the first start (migrations, a cold module graph) can be slow.
const START_TIMEOUT_S = 120;

async function waitUntilHealthy(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_S * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before answering:\n${output()}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server did not answer ${url}/healthz within ${START_TIMEOUT_S} s:\n${output()}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM'); // `foyer serve` drains and exits on SIGTERM
  });
}

/**
 * Seeds a temporary database with the demo site and the real pages of `corpus` (when it has them);
 * servers started from the pool share it.
 */
export function createServerPool(root: string, corpus: string): ServerPool {
  const dir = mkdtempSync(join(tmpdir(), 'foyer-bench-'));
  // NODE_ENV=production: React's production builds, as a deployment runs them (development builds are slower).
  const baseEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: `sqlite:${join(dir, 'foyer.db')}`,
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    // One worker per core, as the old stack's PHP-FPM used both cores; override with FOYER_WORKERS.
    FOYER_WORKERS: process.env.FOYER_WORKERS ?? String(availableParallelism()),
  };
  delete baseEnv.BASE_URL;
  // Seeded once up front: two servers seeding the same fresh file at once would race.
  const seed = spawnSync(process.execPath, ['bin/foyer.js', 'seed'], { cwd: root, env: baseEnv, encoding: 'utf8' });
  if (seed.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`seeding the benchmark database failed:\n${seed.stderr}`);
  }
  let realPages: RealPages;
  try {
    realPages = importRealPages(root, corpus, baseEnv);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }

  const children = new Set<ChildProcess>();
  // Last resort if the bench process dies between start and close: no server outlives it.
  const killAll = () => children.forEach((c) => c.kill('SIGKILL'));
  process.once('exit', killAll);

  return {
    realPages,
    async start({ pageCache, coldCompile = false }) {
      const port = await freePort();
      // Cold mode is injected from outside the server: a preload that hooks the app Fastify builds.
      const preload = coldCompile ? ['--import', COLD_COMPILE_PRELOAD] : [];
      const child = spawn(process.execPath, [...preload, 'bin/foyer.js', 'serve'], {
        cwd: root,
        // BASE_URL as a production site sets it: its pages carry an absolute canonical link (Lighthouse checks it).
        env: { ...baseEnv, PORT: String(port), PAGE_CACHE: pageCache ? '1' : '0', BASE_URL: `http://127.0.0.1:${port}` },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.add(child);
      let output = '';
      const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
      child.stdout?.on('data', keep);
      child.stderr?.on('data', keep);
      const url = `http://127.0.0.1:${port}`;
      try {
        await waitUntilHealthy(url, child, () => output);
      } catch (error) {
        await stopChild(child);
        children.delete(child);
        throw error;
      }
      return {
        url,
        stop: async () => {
          await stopChild(child);
          children.delete(child);
        },
      };
    },
    async close() {
      await Promise.all([...children].map(stopChild));
      children.clear();
      process.removeListener('exit', killAll);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
