// Measures how long the event loop is held up while some work runs: a 1 ms timer ticks throughout,
// and each gap between ticks is a stall other requests would have waited through.
// Two figures: the wall-clock gap (includes time the machine gave to other processes, noisy on a
// shared machine) and, on Linux, the main thread's own CPU time in the gap (/proc schedstat, in ns):
// the part of the stall that the code running on the event loop causes.
import { readFileSync } from 'node:fs';

export interface StallReport {
  /** Longest wall-clock gap between ticks beyond the 1 ms timer, in ms. */
  wallMs: number;
  /** Longest main-thread CPU time within one gap, in ms; undefined where /proc is unavailable. */
  cpuMs: number | undefined;
}

const SCHEDSTAT = `/proc/self/task/${process.pid}/schedstat`;

function mainThreadCpuNs(): number | undefined {
  try {
    return Number(readFileSync(SCHEDSTAT, 'utf8').split(' ')[0]);
  } catch {
    return undefined;
  }
}

export async function measureStall(work: () => Promise<void>): Promise<StallReport> {
  let wallMs = 0;
  let cpuMs: number | undefined = mainThreadCpuNs() === undefined ? undefined : 0;
  let lastWall = performance.now();
  let lastCpu = mainThreadCpuNs();
  let isRunning = true;
  const tick = () => {
    const now = performance.now();
    const cpu = mainThreadCpuNs();
    wallMs = Math.max(wallMs, now - lastWall - 1);
    if (cpuMs !== undefined && cpu !== undefined && lastCpu !== undefined) cpuMs = Math.max(cpuMs, (cpu - lastCpu) / 1e6);
    lastWall = now;
    lastCpu = cpu;
    if (isRunning) setTimeout(tick, 1);
  };
  setTimeout(tick, 1);
  await work();
  // One more tick after the work, so a stall at its very end is seen too.
  await new Promise((resolve) => setTimeout(resolve, 5));
  isRunning = false;
  return { wallMs, cpuMs };
}
