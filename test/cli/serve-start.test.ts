// `foyer serve` that cannot start exits non-zero within seconds, with a message saying what to fix,
// so a supervisor (systemd, Docker, Kubernetes) restarts it or shows why: a port already in use (on
// SQLite and PostgreSQL, where the pool and the change relay used to keep a failed server alive),
// and a database file or uploads folder this user cannot write.
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../helpers/app.ts';
import { freePort, startServe } from '../helpers/serve-process.ts';

/** Long enough for a loaded machine to start tsx, migrate and check the demo; a lingering server never exits. */
const EXIT_WITHIN_MS = 30_000;

describe('foyer serve on a port already in use', { timeout: 90_000 }, () => {
  let busy: Server;
  let port = 0;
  beforeAll(async () => {
    port = await freePort();
    busy = createServer();
    await new Promise<void>((resolve) => busy.listen(port, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => busy.close(() => resolve())));

  for (const dialect of testDialects()) {
    it(`exits non-zero with a message naming the port and PORT [${dialect}]`, async () => {
      // A migrated and seeded database, as a restarted server finds it.
      const database: TestApp = await createTestApp({ dialect });
      const server = await startServe({ port, env: { DATABASE_URL: database.config.databaseUrl } });
      try {
        const exit = await server.waitForExit(EXIT_WITHIN_MS);
        expect(exit, `still running after ${EXIT_WITHIN_MS} ms:\n${server.output()}`).toBeDefined();
        expect(exit?.code).not.toBe(0);
        expect(server.output()).toMatch(new RegExp(`port ${port} on 127\\.0\\.0\\.1 is already in use.*set PORT`));
      } finally {
        await server.stop();
        await database.close();
      }
    });
  }
});

// Run as a user who may not write there: as root (who may write anything) the server runs as nobody.
const asRoot = process.getuid?.() === 0;
const NOBODY = 65534;

describe('foyer serve with files it cannot write', { timeout: 90_000 }, () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'foyer-readonly-'));
    chmodSync(dir, 0o755);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** A working directory with data/ (and in it foyer.db and uploads/) that the server's user cannot write. */
  function workingDirectory(name: string, writable: { data: boolean; uploads: boolean }): string {
    const cwd = join(dir, name);
    mkdirSync(join(cwd, 'data', 'uploads'), { recursive: true });
    writeFileSync(join(cwd, 'data', 'foyer.db'), '');
    chmodSync(cwd, 0o755);
    for (const [path, ok] of [
      [join(cwd, 'data'), writable.data],
      [join(cwd, 'data', 'foyer.db'), writable.data],
      [join(cwd, 'data', 'uploads'), writable.uploads],
    ] as const) {
      if (asRoot) chownSync(path, ok ? NOBODY : 0, ok ? NOBODY : 0);
      else chmodSync(path, ok ? 0o755 : 0o555);
    }
    return cwd;
  }

  async function serveIn(cwd: string) {
    const server = await startServe({
      cwd,
      env: { DATABASE_URL: undefined, HOME: cwd },
      ...(asRoot ? { uid: NOBODY, gid: NOBODY } : {}),
    });
    const exit = await server.waitForExit(EXIT_WITHIN_MS);
    await server.stop();
    return { exit, output: server.output() };
  }

  it('names the database file, the user and the fix when data/foyer.db is read-only', async () => {
    const { exit, output } = await serveIn(workingDirectory('db', { data: false, uploads: true }));
    expect(exit, output).toBeDefined();
    expect(exit?.code).not.toBe(0);
    expect(output).toMatch(/data\/foyer\.db is not writable by \S+ .*chown -R \S+ data, or set DATABASE_URL/);
  });

  it('names the uploads folder and the fix when data/uploads is read-only', async () => {
    const { exit, output } = await serveIn(workingDirectory('uploads', { data: true, uploads: false }));
    expect(exit, output).toBeDefined();
    expect(exit?.code).not.toBe(0);
    expect(output).toMatch(/the uploads folder data\/uploads is not writable by \S+: chown -R \S+ data\/uploads/);
  });
});
