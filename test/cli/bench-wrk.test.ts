// The real wrk with bench/wrk-report.lua against a local server whose every fourth answer takes 1.2 s:
// the slow answers are counted over one second, and the percentiles come out in milliseconds.
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWrk } from '../../bench/wrk.ts';

const WRK = '/usr/bin/wrk';
let server: Server;
let url = '';

beforeAll(async () => {
  let n = 0;
  server = createServer((_req, res) => {
    const delay = ++n % 4 === 0 ? 1200 : 0;
    setTimeout(() => res.end('ok'), delay);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}/`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

// wrk is installed by scripts/ensure-debian.js when the bench runs; without it this suite has nothing to run.
describe.skipIf(!existsSync(WRK))('runWrk', () => {
  it('counts the answers that took over a second', async () => {
    const r = await runWrk(WRK, { url, seconds: 3, connections: 2, headers: { accept: 'text/html' } });
    expect(r.tool).toBe('wrk');
    expect(r.requests).toBeGreaterThan(4);
    expect(r.over1s).toBeGreaterThanOrEqual(2);
    expect(r.over1s).toBeLessThan(r.requests);
    expect(r.max).toBeGreaterThanOrEqual(1200);
    expect(r.max).toBeLessThan(5000);
    expect(r.failures).toBe(0);
  });
});
