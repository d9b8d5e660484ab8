// Benchmark only: with FOYER_BENCH_COLD_COMPILE=1 every request starts with the per-document compile
// caches empty, so `npm run bench` can report cold renders (a site with many pages or frequent edits)
// beside warm ones. The variable is not part of the configuration (src/server/config.ts) and the
// server says loudly when it is set, so no production site runs this way by accident.
import type { FastifyInstance } from 'fastify';
import { clearCompileCaches } from '../model/compile-caches.ts';

export function registerBenchColdCompile(app: FastifyInstance, env: NodeJS.ProcessEnv = process.env): void {
  if (env.FOYER_BENCH_COLD_COMPILE !== '1') return;
  app.log.warn('FOYER_BENCH_COLD_COMPILE=1: compile caches are cleared before every request (benchmark mode, slow)');
  app.addHook('onRequest', async () => clearCompileCaches());
}
