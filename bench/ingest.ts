// The statistics ingestion bench, on SQLite and on PostgreSQL: sustained signed hits/s through the real
// server on loopback (wrk posting the tracker's form), hits lost (answered 200 but not in the database:
// must be 0), the same with the server killed by SIGKILL halfway through the load, and the 30-day
// dashboard's time over 10 million generated hits.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDb } from '../src/db/connect.ts';
import { migrate } from '../src/db/migrate.ts';
import { signSource, statsSecret } from '../src/stats/signature.ts';
import { ensureDebianTool } from './debian-tool.ts';
import { freePort } from './free-port.ts';
import { generateHits } from './ingest-generate.ts';
import { timeDashboard } from './ingest-dashboard.ts';

const SCRIPT = fileURLToPath(new URL('./ingest-hits.lua', import.meta.url));

/** Load before the measured run: a freshly started server runs at half speed until V8 has compiled its hot path. */
export const WARM_UP_SECONDS = 5;

export interface IngestRow {
  dialect: 'sqlite' | 'postgres';
  workers: number;
  /** Sustained load: answered 200s per second. */
  hitsPerSecond: number;
  /** The same server under PEAK_CONNECTIONS: what it sustains once the load generator keeps it busy. */
  peak: { connections: number; hitsPerSecond: number; p99Ms: number };
  answered: number;
  stored: number;
  lost: number;
  p99Ms: number;
  /** The same under SIGKILL halfway: answered before the kill, stored, lost. */
  crash: { answered: number; stored: number; lost: number } | { error: string };
  /** 30-day dashboard (summary, series, 11 tables, online, exclusions) over 10M hits: median of 5. */
  dashboard: { hits: number; medianMs: number; generateSeconds: number } | { error: string };
}

/**
 * wrk is a closed loop: each connection waits for its answer before sending again. With 64 of them
 * and answers that wait for their group's commit, the writer idles while a group's answers travel
 * back and the next requests come in (measured: about 40 % of the machine idle), so the bench also
 * runs a load that keeps the server busy, as a site's many independent visitors would.
 */
export const PEAK_CONNECTIONS = 256;

export type IngestResults = { rows: (IngestRow | { dialect: string; error: string })[]; seconds: number; connections: number };

interface Database {
  url: string;
  remove(): Promise<void>;
}

async function sqliteDatabase(): Promise<Database> {
  const dir = mkdtempSync(join(tmpdir(), 'foyer-ingest-'));
  return { url: `sqlite:${join(dir, 'foyer.db')}`, remove: async () => rmSync(dir, { recursive: true, force: true }) };
}

/** A fresh PostgreSQL database beside the one BENCH_POSTGRES_URL (or TEST_DATABASE_URL, or the local default) names. */
async function postgresDatabase(): Promise<Database> {
  const admin = process.env.BENCH_POSTGRES_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `foyer_bench_${randomBytes(5).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), remove: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** The Lua data file: signed hit bodies for a few pages and referrers, browser agents, a timestamp. */
async function writeHitData(url: string, file: string): Promise<void> {
  const db = openDb(url);
  try {
    await migrate(db);
    const secret = await statsSecret(db.kysely);
    const pages = [
      '/',
      '/the-house/',
      '/suites/',
      '/suites/sea-view-suite/',
      '/dining/',
      '/spa/',
      '/offers/?utm_source=newsletter',
      '/contact/',
    ];
    const referrers = [
      '',
      'https://www.google.com/',
      'https://www.bing.com/',
      'https://l.facebook.com/',
      'https://blog.example/best-hotels',
      '',
    ];
    const bodies: string[] = [];
    pages.forEach((page, i) => {
      for (const referred of referrers) {
        const id = 7500 + i;
        bodies.push(
          new URLSearchParams({
            wp_statistics_hit: '1',
            source_type: 'page',
            source_id: String(id),
            search_query: '',
            signature: signSource(secret, 'page', id),
            endpoint: 'hit',
            referred: b64(referred),
            page_uri: b64(page),
          }).toString(),
        );
      }
    });
    const agents = [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128',
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537',
    ];
    const lua = (list: string[]) => `{ ${list.map((s) => JSON.stringify(s)).join(', ')} }`;
    writeFileSync(
      file,
      `return { bodies = ${lua(bodies)}, agents = ${lua(agents)}, ts = ${JSON.stringify(b64(String(Math.floor(Date.now() / 1000))))} }\n`,
    );
  } finally {
    await db.close();
  }
}

async function countHits(url: string): Promise<number> {
  const db = openDb(url);
  try {
    const row = await db.kysely
      .selectFrom('stats_hits')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  } finally {
    await db.close();
  }
}

interface Server {
  child: ChildProcess;
  url: string;
}

async function startServer(root: string, databaseUrl: string, workers: number): Promise<Server> {
  const port = await freePort();
  // Its own process group, so SIGKILL reaches the cluster's workers too (a real crash takes them all).
  const child = spawn(process.execPath, ['bin/foyer.js', 'serve'], {
    cwd: root,
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      FOYER_WORKERS: String(workers),
      // The hits come from many addresses through one proxy hop (ingest-hits.lua sets X-Forwarded-For).
      TRUST_PROXY: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  // Generous: under load (or cold tsx caches) a start can take a minute.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited before answering:\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { child, url };
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  process.kill(-child.pid!, 'SIGKILL');
  throw new Error(`the server did not start:\n${output}`);
}

function stopServer(server: Server, signal: 'SIGTERM' | 'SIGKILL'): Promise<void> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve();
    const force = setTimeout(() => process.kill(-server.child.pid!, 'SIGKILL'), 15_000);
    server.child.once('exit', () => {
      clearTimeout(force);
      // The workers of a cluster may outlive the primary by a moment.
      setTimeout(resolve, 300);
    });
    process.kill(-server.child.pid!, signal);
  });
}

interface WrkAnswer {
  requests: number;
  durationUs: number;
  answered: number;
  p99Us: number;
}

function runWrk(wrk: string, url: string, dataFile: string, seconds: number, connections: number, during?: () => void): Promise<WrkAnswer> {
  return new Promise((resolve, reject) => {
    const child = spawn(wrk, ['-t', '1', '-c', String(connections), '-d', `${seconds}s`, '--timeout', '10s', '-s', SCRIPT, url], {
      env: { ...process.env, FOYER_INGEST_DATA: dataFile },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    const midway = during ? setTimeout(during, (seconds * 1000) / 2) : undefined;
    child.once('error', reject);
    child.once('close', () => {
      if (midway) clearTimeout(midway);
      const line = /FOYER_INGEST (\{.*\})/.exec(out)?.[1];
      if (!line) return reject(new Error(`wrk printed no result:\n${out.slice(-1000)}`));
      resolve(JSON.parse(line) as WrkAnswer);
    });
  });
}

async function measureDialect(options: {
  root: string;
  dialect: 'sqlite' | 'postgres';
  wrk: string;
  seconds: number;
  connections: number;
  workers: number;
  hits: number;
  log(message: string): void;
}): Promise<IngestRow> {
  const { root, dialect, log } = options;
  const database = dialect === 'sqlite' ? await sqliteDatabase() : await postgresDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'foyer-ingest-data-'));
  const dataFile = join(dataDir, 'ingest-data.lua');
  try {
    log(`ingest ${dialect}: preparing`);
    await writeHitData(database.url, dataFile);
    const seeded = spawnSync(process.execPath, ['bin/foyer.js', 'seed'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: database.url },
      encoding: 'utf8',
    });
    if (seeded.status !== 0) throw new Error(`seeding failed: ${seeded.stderr}`);

    log(`ingest ${dialect}: ${options.seconds} s of hits`);
    // The demo seed brings its own statistics: only rows added by this run count as its hits.
    const seededHits = await countHits(database.url);
    let server = await startServer(root, database.url, options.workers);
    const warmUp = await runWrk(options.wrk, server.url, dataFile, WARM_UP_SECONDS, options.connections);
    const load = await runWrk(options.wrk, server.url, dataFile, options.seconds, options.connections);
    log(`ingest ${dialect}: ${options.seconds} s of hits over ${PEAK_CONNECTIONS} connections`);
    const peak = await runWrk(options.wrk, server.url, dataFile, options.seconds, PEAK_CONNECTIONS);
    await stopServer(server, 'SIGTERM');
    const afterLoad = await countHits(database.url);
    const stored = afterLoad - seededHits;
    // Every hit answered, warm-up and peak included, must be stored.
    const answered = warmUp.answered + load.answered + peak.answered;

    log(`ingest ${dialect}: ${options.seconds} s of hits, SIGKILL halfway`);
    let crash: IngestRow['crash'];
    try {
      server = await startServer(root, database.url, options.workers);
      const killed = server;
      const crashLoad = await runWrk(options.wrk, server.url, dataFile, options.seconds, options.connections, () =>
        process.kill(-killed.child.pid!, 'SIGKILL'),
      );
      await stopServer(server, 'SIGKILL');
      const added = (await countHits(database.url)) - afterLoad;
      crash = { answered: crashLoad.answered, stored: added, lost: Math.max(0, crashLoad.answered - added) };
    } catch (error) {
      crash = { error: error instanceof Error ? error.message.split('\n')[0]! : String(error) };
    }

    let dashboard: IngestRow['dashboard'];
    if (options.hits <= 0) dashboard = { error: 'skipped (FOYER_BENCH_STATS_HITS=0)' };
    else
      try {
        log(`ingest ${dialect}: generating ${options.hits.toLocaleString('en-US')} hits`);
        const generated = await generateHits(database.url, options.hits);
        log(`ingest ${dialect}: generated in ${generated.seconds.toFixed(0)} s; timing the 30-day dashboard`);
        dashboard = { hits: options.hits, medianMs: await timeDashboard(database.url), generateSeconds: generated.seconds };
      } catch (error) {
        dashboard = { error: error instanceof Error ? error.message.split('\n')[0]! : String(error) };
      }
    return {
      dialect,
      workers: options.workers,
      hitsPerSecond: load.answered / (load.durationUs / 1e6),
      peak: { connections: PEAK_CONNECTIONS, hitsPerSecond: peak.answered / (peak.durationUs / 1e6), p99Ms: peak.p99Us / 1000 },
      answered,
      stored,
      lost: Math.max(0, answered - stored),
      p99Ms: load.p99Us / 1000,
      crash,
      dashboard,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await database.remove().catch(() => undefined);
  }
}

/** Both databases by default; `FOYER_BENCH_INGEST_DATABASES=postgres` (or `sqlite`) measures one, for quicker runs while working. */
function ingestDialects(list: string | undefined): ('sqlite' | 'postgres')[] {
  const all = ['sqlite', 'postgres'] as const;
  if (!list) return [...all];
  const chosen = list.split(',').map((s) => s.trim());
  const unknown = chosen.filter((d) => !(all as readonly string[]).includes(d));
  if (unknown.length) throw new Error(`FOYER_BENCH_INGEST_DATABASES takes sqlite, postgres; unknown: ${unknown.join(', ')}`);
  return all.filter((d) => chosen.includes(d));
}

export async function measureIngest(options: {
  root: string;
  seconds: number;
  hits: number;
  log(message: string): void;
}): Promise<IngestResults> {
  const wrk = ensureDebianTool(options.root, 'wrk');
  const connections = 64;
  const workers = Number(process.env.FOYER_WORKERS ?? availableParallelism());
  const rows: IngestResults['rows'] = [];
  for (const dialect of ingestDialects(process.env.FOYER_BENCH_INGEST_DATABASES)) {
    try {
      rows.push(await measureDialect({ ...options, dialect, wrk, connections, workers }));
    } catch (error) {
      options.log(`ingest ${dialect} failed: ${error instanceof Error ? error.message : String(error)}`);
      rows.push({ dialect, error: error instanceof Error ? error.message.split('\n')[0]! : String(error) });
    }
  }
  return { rows, seconds: options.seconds, connections };
}
