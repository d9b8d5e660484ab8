// Benchmark only, and outside the server: the bench's cold-render servers are started with
// `node --import ./bench/cold-compile.js bin/foyer.js serve` (bench/servers.ts), and this module
// empties the per-document compile caches before every request, so `npm run bench` can report cold
// renders (a site with many pages or frequent edits) beside warm ones. It reaches the app through
// Fastify's `fastify.initialization` diagnostics channel (the way tracing tools instrument an app),
// so nothing in src/ knows about it. Plain JavaScript: it is loaded before bin/foyer.js registers
// the TypeScript loader, and imports the caches' module only once the app exists (same instance).
import { subscribe } from 'node:diagnostics_channel';

const COMPILE_CACHES = new URL('../src/model/compile-caches.ts', import.meta.url).href;

/** Subscribed to `fastify.initialization`: every Fastify app this process builds gets the hook. */
export function clearBeforeEveryRequest({ fastify }) {
  const caches = import(COMPILE_CACHES);
  fastify.log.warn('bench cold-compile mode: compile caches are cleared before every request (slow; bench/cold-compile.js)');
  fastify.addHook('onRequest', async () => (await caches).clearCompileCaches());
}

subscribe('fastify.initialization', clearBeforeEveryRequest);
