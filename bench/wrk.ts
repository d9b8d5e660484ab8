// Runs wrk (a C load generator: far less CPU than a Node one, so on a 2-core machine the server is
// what gets measured) with the report script beside this file.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LoadResult, LoadRun } from './load-result.ts';
import { parseWrkOutput } from './wrk-output.ts';

const SCRIPT = fileURLToPath(new URL('./wrk-report.lua', import.meta.url));

/** The command line for one run: exported so the unit test can check the options wrk is given. */
export function wrkArguments(run: LoadRun): string[] {
  const threads = Math.min(2, run.connections);
  const headers = Object.entries(run.headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  // A generous timeout, so slow answers are measured and counted over 1 s instead of dropped as timeouts.
  return [
    '-t',
    String(threads),
    '-c',
    String(run.connections),
    '-d',
    `${run.seconds}s`,
    '--timeout',
    '10s',
    '-s',
    SCRIPT,
    ...headers,
    run.url,
  ];
}

export function runWrk(wrkPath: string, run: LoadRun): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(wrkPath, wrkArguments(run), { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    // wrk stops by itself after -d; this only guards against a wrk that hangs.
    const guard = setTimeout(() => child.kill('SIGKILL'), (run.seconds + 30) * 1000);
    child.once('error', (error) => {
      clearTimeout(guard);
      reject(error);
    });
    child.once('close', () => {
      clearTimeout(guard);
      try {
        resolve(parseWrkOutput(out, run));
      } catch (error) {
        reject(error as Error);
      }
    });
  });
}
