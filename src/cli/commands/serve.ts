// `foyer serve`: migrates, seeds the demo on first start, builds the client if needed, and serves.
import cluster from 'node:cluster';
import { buildApp } from '../../server/app.ts';
import { forkWorkers, isPrimaryOfCluster } from '../../server/cluster.ts';
import { ensureDemoUploads, isSeeded, seedDemo } from '../../demo/seed.ts';
import { parseArgs } from '../args.ts';
import { buildClient, clientBuildIsStale } from '../client-build.ts';
import type { Command } from '../main.ts';
import { openMigrated } from '../open.ts';

export const serveCommand: Command = {
  name: 'serve',
  usage: 'serve [--build-if-needed]          serve the site on PORT (default 3000; FOYER_WORKERS processes)',
  async run(args) {
    const { flags } = parseArgs(args);
    if (cluster.isPrimary) {
      if (flags['build-if-needed'] && clientBuildIsStale()) {
        process.stdout.write('Building the browser bundle…\n');
        await buildClient();
      }
    }
    const { db, config } = await openMigrated();
    if (cluster.isPrimary) {
      // First start seeds the demo; later starts only restore its generated images if they went missing.
      if (!(await isSeeded(db.kysely))) await seedDemo(db);
      else await ensureDemoUploads(db.kysely);
    }
    if (isPrimaryOfCluster(config.workers)) {
      await db.close();
      forkWorkers(config.workers, (msg) => process.stderr.write(`${msg}\n`));
      process.stdout.write(`Foyer is serving on port ${config.port} with ${config.workers} worker processes\n`);
      return new Promise<number>(() => {});
    }
    const app = await buildApp({ db, config });
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
    await app.listen({ port: config.port, host: config.host });
    app.log.info({ database: db.description }, `Foyer is serving on port ${config.port}`);
    return new Promise<number>(() => {}); // runs until a signal
  },
};
