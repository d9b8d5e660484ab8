// The statistics path through a real cluster (`foyer serve` with two workers): workers hand their
// hits to the primary, which commits them; every hit answered {status: true} is in the database, and
// SIGTERM flushes what is queued before the processes exit.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '../../bench/free-port.ts';
import { type Db, openDb } from '../../src/db/connect.ts';
import { signSource, statsSecret } from '../../src/stats/signature.ts';

const ROOT = join(import.meta.dirname, '../..');
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

let dir = '';
let server: ChildProcess | undefined;
let url = '';
let output = '';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'foyer-stats-cluster-'));
  const port = await freePort();
  server = spawn(process.execPath, ['bin/foyer.js', 'serve'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      BASE_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: `sqlite:${join(dir, 'foyer.db')}`,
      FOYER_WORKERS: '2',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      FOYER_ADMIN_PASSWORD: 'cluster-test-password',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  server.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
    const up = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 200));
  }
}, 180_000);

afterAll(() => {
  if (server && server.exitCode === null) server.kill('SIGKILL');
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function countHits(db: Db): Promise<number> {
  const row = await db.kysely
    .selectFrom('stats_hits')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

it('commits every answered hit through the primary, and flushes on SIGTERM', async () => {
  const db = openDb(`sqlite:${join(dir, 'foyer.db')}`);
  const signature = signSource(await statsSecret(db.kysely), 'page', 42);
  const before = await countHits(db);

  const body = new URLSearchParams({
    wp_statistics_hit: '1',
    source_type: 'page',
    source_id: '42',
    search_query: '',
    signature,
    endpoint: 'hit',
    referred: b64('https://www.google.com/'),
    page_uri: b64('/suites/'),
  }).toString();
  const answers = await Promise.all(
    // Fewer than one client's burst (stats/ingest/client-limit.ts): all from this one address.
    Array.from({ length: 100 }, (_, i) =>
      fetch(`${url}/wp-json/wp-statistics/v2/hit`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': `Mozilla/5.0 (X11; Linux x86_64) Firefox/128.${i}` },
        body,
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as { status: boolean } })),
    ),
  );
  expect(answers.every((a) => a.status === 200 && a.body.status)).toBe(true);

  // A hit sent just before SIGTERM is still answered and stored: the workers drain, then the primary flushes.
  const last = fetch(`${url}/wp-json/wp-statistics/v2/hit`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.last' },
    body,
  }).then((r) => r.status);
  await new Promise((r) => setTimeout(r, 20));
  const exited = new Promise<number | null>((resolve) => server!.once('exit', (code) => resolve(code)));
  server!.kill('SIGTERM');
  const lastStatus = await last.catch(() => 0);
  expect(await exited).toBe(0);

  const after = await countHits(db);
  await db.close();
  expect(after - before).toBe(100 + (lastStatus === 200 ? 1 : 0));
  expect(output).not.toMatch(/statistics write failed|database is locked/);
}, 120_000);
