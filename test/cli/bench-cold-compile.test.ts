// The benchmark's cold-render mode (bench/cold-compile.js, preloaded into the bench's cold servers)
// clears the compile caches before each request of any Fastify app the process builds, without
// anything in the server knowing.
import { unsubscribe } from 'node:diagnostics_channel';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { clearBeforeEveryRequest } from '../../bench/cold-compile.js';
import { registerCompileCache } from '../../src/model/compile-caches.ts';

afterAll(() => unsubscribe('fastify.initialization', clearBeforeEveryRequest));

describe('bench cold-compile preload', () => {
  it('clears the compile caches before every request of an app built after it was loaded', async () => {
    let clears = 0;
    registerCompileCache(() => clears++);
    const app = Fastify({ logger: false });
    app.get('/', async () => 'ok');
    for (let i = 0; i < 3; i++) expect((await app.inject('/')).statusCode).toBe(200);
    await app.close();
    expect(clears).toBe(3);
  });
});
