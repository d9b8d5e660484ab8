// `foyer serve` as an operator runs it: a child process started by bin/foyer.js, on a port of its
// own, in a temporary working directory (where it keeps data/uploads), its output kept for assertions.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from './corpus.ts';

export interface ServeProcess {
  port: number;
  url(path: string): string;
  /** stdout and stderr so far. */
  output(): string;
  /** Set once the process has exited. */
  exited(): { code: number | null; signal: NodeJS.Signals | null } | undefined;
  /** Resolves with the exit, or undefined if the process still runs after `ms`. */
  waitForExit(ms: number): Promise<{ code: number | null; signal: NodeJS.Signals | null } | undefined>;
  /** SIGTERM, then SIGKILL if it lingers; removes the working directory. */
  stop(): Promise<void>;
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startServe(options: {
  env: NodeJS.ProcessEnv;
  port?: number;
  /** Run as this user (tests run as root test "not writable by this user" as nobody). */
  uid?: number;
  gid?: number;
  cwd?: string;
}): Promise<ServeProcess> {
  const port = options.port ?? (await freePort());
  const cwd = options.cwd ?? mkdtempSync(join(tmpdir(), 'foyer-serve-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    // tsx finds the JSX settings through the project's tsconfig, not the working directory's.
    TSX_TSCONFIG_PATH: join(PROJECT_ROOT, 'tsconfig.json'),
    ...options.env,
  };
  delete env.BASE_URL; // Vitest sets it (Vite's base); Foyer reads it as its public URL.
  delete env.NODE_ENV; // Vitest sets "test"; bin/foyer.js picks production for serve.
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete env[name];
  const child: ChildProcess = spawn(process.execPath, [join(PROJECT_ROOT, 'bin/foyer.js'), 'serve'], {
    cwd,
    env,
    uid: options.uid,
    gid: options.gid,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve((exit = { code, signal }))),
  );
  const waitForExit = (ms: number) =>
    Promise.race([exited, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms).unref())]);
  return {
    port,
    url: (path) => `http://127.0.0.1:${port}${path}`,
    output: () => output,
    exited: () => exit,
    waitForExit,
    async stop() {
      if (!exit) {
        child.kill('SIGTERM');
        if (!(await waitForExit(10_000))) {
          child.kill('SIGKILL');
          await exited;
        }
      }
      if (!options.cwd) rmSync(cwd, { recursive: true, force: true });
    },
  };
}

/** Waits until /healthz answers 200; throws with the server's output if it exits or takes too long. */
export async function waitUntilServing(server: ServeProcess, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (server.exited()) throw new Error(`foyer serve exited (${JSON.stringify(server.exited())}):\n${server.output()}`);
    const status = await fetch(server.url('/healthz')).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`foyer serve did not answer /healthz within ${ms} ms:\n${server.output()}`);
}
