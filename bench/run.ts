// Runs every benchmark in one go (so ratios compare figures from the same machine and moment),
// prints the markdown tables and appends them to bench/RESULTS.md.
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, readdirSync, writeFileSync } from 'node:fs';
import { arch, cpus, loadavg, platform } from 'node:os';
import { join } from 'node:path';
import { buildClient, clientBuildIsStale } from '../src/cli/client-build.ts';
import { readModuleManifest } from '../src/server/ssr/client-manifest.ts';
import { corpusDir, measureCoverage } from './coverage.ts';
import { type LighthousePage, runLighthouse } from './lighthouse.ts';
import { measureScroll } from './scroll-presentation.ts';
import { measureDeclarationsWeight } from './declarations-weight.ts';
import { measurePageWeight } from './page-weight.ts';
import { runFidelity } from './fidelity/run.ts';
import { homeModules, measureAdminBundle, measureClientModules } from './client-modules.ts';
import { oldStackUrlFrom } from './old-stack.ts';
import { type BenchResults, formatResults, type Section } from './report.ts';
import { createServerPool } from './servers.ts';
import { measureThroughput } from './throughput.ts';
import { measureIngest } from './ingest.ts';

export const SECTIONS = ['throughput', 'weight', 'lighthouse', 'scroll', 'coverage', 'modules', 'admin', 'ingest', 'fidelity'] as const;
export type SectionName = (typeof SECTIONS)[number];

export interface BenchOptions {
  root: string;
  /** Seconds of load per throughput row. */
  seconds: number;
  /** Sequential requests for the single-visitor timing. */
  singleRequests: number;
  /** Rounds of each uncached render row; the median is reported. */
  rounds: number;
  /** Lighthouse runs; the median is reported. */
  lighthouseRuns: number;
  sections: ReadonlySet<SectionName>;
  /** Append the results to bench/RESULTS.md. */
  record: boolean;
  log(message: string): void;
}

function git(root: string, args: string[]): string {
  const r = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : '';
}

function heading(root: string): string {
  const commit = git(root, ['rev-parse', '--short', 'HEAD']) || 'unknown commit';
  const dirty = git(root, ['status', '--porcelain']) ? ' + uncommitted changes' : '';
  const date = new Date().toISOString().replace('T', ' ').slice(0, 16);
  const cpu = cpus();
  // The load average says whether anything else competed for the CPUs while measuring.
  const load = loadavg()[0].toFixed(1);
  return `${date} UTC · commit ${commit}${dirty} · Node ${process.version} · ${cpu.length} CPUs (${cpu[0]?.model.trim() ?? 'unknown'}) · ${platform()} ${arch()} · load average ${load} at start`;
}

/** The boot chunk every page loads: the static file of the throughput ceiling. */
function staticAssetPath(root: string): string {
  const dir = join(root, 'dist', 'client');
  const boot = readModuleManifest(dir)?.boot;
  if (boot) return `/${boot.file}`;
  const any = existsSync(join(dir, 'assets')) ? readdirSync(join(dir, 'assets')).find((f) => f.endsWith('.js')) : undefined;
  if (!any) throw new Error('no built client file to serve; run `npx vite build`');
  return `/assets/${any}`;
}

async function attempt<T>(name: string, options: BenchOptions, work: () => Promise<T>): Promise<Section<T>> {
  if (!options.sections.has(name as SectionName)) return undefined;
  const started = Date.now();
  options.log(`${name}…`);
  try {
    const value = await work();
    options.log(`${name} done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    return value;
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    options.log(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
    return { error: message };
  }
}

export async function runBench(options: BenchOptions): Promise<string> {
  const { root } = options;
  const oldStackUrl = oldStackUrlFrom(process.env); // a bad OLD_STACK_URL stops the run before anything is measured
  const needsServer = ['throughput', 'weight', 'lighthouse', 'scroll', 'modules'].some((name) => options.sections.has(name as SectionName));
  if ((needsServer || options.sections.has('admin')) && clientBuildIsStale(root)) {
    options.log('building the browser bundle…');
    await buildClient();
  }
  const results: BenchResults = {
    heading: heading(root),
    throughput: undefined,
    weight: undefined,
    lighthouse: undefined,
    coverage: undefined,
    modules: undefined,
  };
  // The real documents live outside the repository: FOYER_CORPUS_DIR names them, else where CI puts them.
  const corpus = corpusDir(root);
  results.coverage = await attempt('coverage', options, async () => {
    if (!existsSync(corpus)) throw new Error(`no real-document corpus at ${corpus}: set FOYER_CORPUS_DIR to its folder`);
    return measureCoverage(corpus);
  });

  // Layout fidelity against Elementor's own rendering: its own site and browser, no shared server.
  results.fidelity = await attempt('fidelity', options, () =>
    runFidelity({ root, env: process.env, outDir: join(root, 'fidelity-report'), log: (m) => options.log(`fidelity: ${m}`) }),
  );

  // The chunk table needs only the build; the home page's modules are added once the server runs.
  results.modules = await attempt('modules', options, async () => measureClientModules(root));
  results.admin = await attempt('admin', options, async () => measureAdminBundle(root));

  if (needsServer) {
    const pool = createServerPool(root, corpus);
    const interrupt = () => void pool.close().finally(() => process.exit(130));
    process.once('SIGINT', interrupt);
    try {
      const site = await pool.start({ pageCache: true });
      results.throughput = await attempt('throughput', options, () =>
        measureThroughput({
          root,
          pool,
          site,
          realPages: pool.realPages,
          staticPath: staticAssetPath(root),
          seconds: options.seconds,
          rounds: options.rounds,
          singleRequests: options.singleRequests,
          oldStackUrl,
          log: options.log,
        }),
      );
      results.weight = await attempt('weight', options, async () => ({
        ...(await measurePageWeight(`${site.url}/`)),
        declarations: await measureDeclarationsWeight(root),
      }));
      results.lighthouse = await attempt('lighthouse', options, async () => {
        const real = 'pages' in pool.realPages ? pool.realPages.pages : [];
        const pages: LighthousePage[] = [{ page: 'demo home', path: '/' }, ...real.map((p) => ({ page: p.name, path: p.path }))].map(
          ({ page, path }) => ({ page, url: `${site.url}${path}`, result: { ok: false, error: 'not run' } }),
        );
        for (const page of pages) page.result = await runLighthouse(page.url, options.lighthouseRuns);
        return pages;
      });
      results.scroll = await attempt('scroll', options, () => measureScroll(`${site.url}/the-house/`, root));
      const chunks = results.modules;
      if (chunks && !('error' in chunks)) {
        chunks.home = await homeModules(`${site.url}/`, chunks.modules).catch((error: unknown) => {
          options.log(`modules: home page not measured: ${error instanceof Error ? error.message : String(error)}`);
          return undefined;
        });
        chunks.homeDesktop = await homeModules(`${site.url}/`, chunks.modules, 'desktop').catch((error: unknown) => {
          options.log(`modules: desktop home page not measured: ${error instanceof Error ? error.message : String(error)}`);
          return undefined;
        });
      }
    } catch (error) {
      // The server itself did not start: every server measure reports that.
      const failure = { error: `server did not start: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}` };
      for (const name of ['throughput', 'weight', 'lighthouse', 'scroll'] as const)
        if (options.sections.has(name)) results[name] ??= failure;
      options.log(failure.error);
    } finally {
      process.removeListener('SIGINT', interrupt);
      await pool.close();
    }
  }

  // Statistics ingestion starts its own servers and databases (SQLite and PostgreSQL).
  results.ingest = await attempt('ingest', options, () =>
    measureIngest({ root, seconds: options.seconds, hits: Number(process.env.FOYER_BENCH_STATS_HITS ?? 10_000_000), log: options.log }),
  );

  // The throughput figures mean something only if nothing else was running: say so when the load shows
  // otherwise. The bench itself keeps about two CPUs busy (server and load generator, then Chromium).
  const loadAtEnd = loadavg()[0];
  if ((needsServer || options.sections.has('ingest')) && loadAtEnd > 2 * cpus().length) {
    results.warning = `The load average was ${loadAtEnd.toFixed(1)} at the end on ${cpus().length} CPUs: other processes competed with the measurement, so these figures understate Foyer.`;
  }
  const markdown = formatResults(results);
  if (options.record) {
    const file = join(root, 'bench', 'RESULTS.md');
    if (!existsSync(file)) {
      writeFileSync(
        file,
        '# Benchmark results\n\nAppended by `npm run bench`, newest last. Each section was measured in one run on the machine it names.\n\n',
      );
    }
    appendFileSync(file, `${markdown}\n`);
  }
  return markdown;
}
