// Several worker processes on one machine (FOYER_WORKERS): the primary prepares the database and
// forks; workers serve the same port. Each worker's page cache learns of the others' writes from
// the database itself (sqlite-change-watch.ts on SQLite, LISTEN/NOTIFY on PostgreSQL). The primary
// also commits the workers' statistics (stats/ingest/cluster-writer.ts).
import cluster from 'node:cluster';

export function isPrimaryOfCluster(workers: number): boolean {
  return workers > 1 && cluster.isPrimary;
}

/**
 * In the primary: forks workers and restarts any that die unexpectedly. On SIGTERM or SIGINT the
 * workers drain first; `onStopped` then runs (the primary's own writes) before the process exits.
 */
export function forkWorkers(count: number, log: (msg: string) => void, onStopped: () => Promise<void> = async () => {}): void {
  let stopping = false;
  // Structured clone, not JSON, over IPC: statistics records carry Dates.
  cluster.setupPrimary({ serialization: 'advanced' });
  const fork = () => {
    cluster.fork();
  };
  for (let i = 0; i < count; i++) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    log(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill(signal);
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length > 0) return;
      onStopped().then(
        () => process.exit(0),
        (error: unknown) => {
          log(`stopping failed: ${error instanceof Error ? error.message : String(error)}`);
          process.exit(1);
        },
      );
    });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
