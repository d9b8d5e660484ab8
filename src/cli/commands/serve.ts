// `foyer serve`: migrates, seeds the demo on first start (FOYER_DEMO=0: starts an empty site instead),
// builds the client if needed, and serves.
import cluster from 'node:cluster';
import { buildApp } from '../../server/app.ts';
import { forkWorkers, isPrimaryOfCluster } from '../../server/cluster.ts';
import { ensureDemoUploads, isSeeded, seedDemo } from '../../demo/seed.ts';
import { buildClient, clientBuildExists, clientBuildIsStale, NoBuildToolsError } from '../client-build.ts';
import { ensureSearchIndex } from '../../content/search/index-sync.ts';
import { initEmptySite, siteState } from '../../content/site-init.ts';
import { defineCommand } from '../command.ts';
import { openMigrated } from '../open.ts';
import { defaultAdministrator, demoOnFirstStart } from '../site-start.ts';
import { listenProblem, writableProblems } from '../start-checks.ts';
import { UPLOADS_DIR } from '../../content/uploads.ts';
import { createPrimaryWriter, serveWorkerWrites } from '../../stats/ingest/cluster-writer.ts';
import { createStatsWriter } from '../../stats/ingest/writer.ts';

export const serveCommand = defineCommand({
  name: 'serve',
  options: {
    'build-if-needed': { type: 'boolean', description: 'build the browser bundle first if it is missing or older than the sources' },
  },
  async run({ values }, env) {
    if (cluster.isPrimary) {
      if (values['build-if-needed'] && clientBuildIsStale()) {
        process.stdout.write('Building the browser bundle…\n');
        await buildClient().catch((error: unknown) => {
          // A production install has no Vite: a bundle that only looks older (copied files) still serves.
          if (!(error instanceof NoBuildToolsError) || !clientBuildExists()) throw error;
          process.stdout.write('No build tools in this install: serving the browser bundle in dist/ as it is.\n');
        });
      }
    }
    // Checked before anything is opened: a server that cannot write its database or uploads would start
    // and fail on the first save instead.
    const unwritable = cluster.isPrimary ? writableProblems(env.DATABASE_URL, UPLOADS_DIR) : [];
    if (unwritable.length) throw new Error(unwritable.join('\n'));
    const demo = demoOnFirstStart(env); // a wrong FOYER_DEMO stops the start before anything is opened
    const { db, config } = await openMigrated(env);
    if (cluster.isPrimary) {
      // A fresh database gets the demo, or with FOYER_DEMO=0 an empty site; a site `foyer init` started,
      // or one with content of its own, is served as it is. A demo site's later starts only restore its
      // generated images if they went missing. The summary names the staff account (and its password,
      // the one time it is generated).
      const state = await siteState(db.kysely);
      if (state === 'fresh' && demo) process.stdout.write(`${await seedDemo(db, { staffPassword: env.FOYER_ADMIN_PASSWORD })}\n`);
      else if (state === 'fresh') {
        const result = await initEmptySite(db.kysely, { administrator: defaultAdministrator(config), password: env.FOYER_ADMIN_PASSWORD });
        process.stdout.write(`${result.ok ? result.summary : result.message}\n`);
      } else if (await isSeeded(db.kysely)) await ensureDemoUploads(db.kysely);
      // Content stored before the search index existed (or indexed by an older extraction) is indexed now.
      if (await ensureSearchIndex(db.kysely)) process.stdout.write('Search index rebuilt\n');
    }
    if (isPrimaryOfCluster(config.workers)) {
      // The primary keeps its connection: it commits the workers' statistics, and flushes them last.
      const statsWriter = createStatsWriter({ db: db.kysely });
      serveWorkerWrites(statsWriter);
      forkWorkers(
        config.workers,
        (msg) => process.stderr.write(`${msg}\n`),
        async () => {
          await statsWriter.close();
          await db.close();
        },
      );
      process.stdout.write(`Foyer is serving on port ${config.port} with ${config.workers} worker processes\n`);
      return new Promise<number>(() => {});
    }
    const app = await buildApp({ db, config, statsWriter: cluster.isWorker ? createPrimaryWriter() : undefined });
    let closing = false;
    const shutdown = async (signal: string) => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'draining requests before exit');
      await app.close(); // stops accepting, waits for in-flight requests
      await db.close();
      process.exit(0);
    };
    process.on('SIGTERM', () => void shutdown('SIGTERM'));
    process.on('SIGINT', () => void shutdown('SIGINT'));
    try {
      await app.listen({ port: config.port, host: config.host });
    } catch (error) {
      // Nothing serves: close what start-up opened (pool, change relay, timers) and fail, so the
      // process exits and its supervisor starts another (bin/foyer.js also exits on any failure).
      await app.close().catch(() => undefined);
      await db.close().catch(() => undefined);
      throw new Error(listenProblem(error, config.host, config.port) ?? (error instanceof Error ? error.message : String(error)));
    }
    app.log.info({ database: db.description }, `Foyer is serving on port ${config.port}`);
    return new Promise<number>(() => {}); // runs until a signal
  },
});
