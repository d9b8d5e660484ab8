// The benchmark's cold-render mode clears the compile caches before each request, and only when asked.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerCompileCache } from '../model/compile-caches.ts';
import { registerBenchColdCompile } from './bench-cold-compile.ts';

async function clearsDuring(env: NodeJS.ProcessEnv, requests: number): Promise<number> {
  let clears = 0;
  registerCompileCache(() => clears++);
  const app = Fastify({ logger: false });
  registerBenchColdCompile(app, env);
  app.get('/', async () => 'ok');
  for (let i = 0; i < requests; i++) expect((await app.inject('/')).statusCode).toBe(200);
  await app.close();
  return clears;
}

describe('registerBenchColdCompile', () => {
  it('clears the compile caches before every request when FOYER_BENCH_COLD_COMPILE=1', async () => {
    expect(await clearsDuring({ FOYER_BENCH_COLD_COMPILE: '1' }, 3)).toBe(3);
  });

  it('does nothing otherwise', async () => {
    expect(await clearsDuring({}, 3)).toBe(0);
    expect(await clearsDuring({ FOYER_BENCH_COLD_COMPILE: 'true' }, 2)).toBe(0);
  });
});
