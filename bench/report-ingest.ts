// The ingestion section of the bench results (bench/ingest.ts).
import { type IngestResults, type IngestRow, PEAK_CONNECTIONS, WARM_UP_SECONDS } from './ingest.ts';

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const GOAL_HITS_PER_SECOND = 5000;
const GOAL_DASHBOARD_MS = 200;
const rate = (n: number) => `${int(n)} ${n >= GOAL_HITS_PER_SECOND ? '✓' : '✗'}`;

export function ingestTable(r: IngestResults): string[] {
  const lines = [
    `Signed tracker hits (form-encoded, base64 fields, X-WPS-TS) posted by wrk over loopback, ${r.connections} connections, ${r.seconds} s per run (the first after ${WARM_UP_SECONDS} s of the same load, unmeasured, so the JIT has compiled the hot path: "sustained" rates);` +
      ` Then ${r.seconds} s over ${PEAK_CONNECTIONS} connections on the same server ("peak": wrk waits for each answer, so ${r.connections} connections leave the writer idle between groups).` +
      ' "lost" = answered `{status: true}` but not in the database (warm-up, sustained and peak runs together). The crash run sends SIGKILL to the server (all its processes) halfway through.' +
      ` Dashboard: summary, previous period, series, 11 tables, online, exclusions for the last 30 days. Goals: ≥ ${int(GOAL_HITS_PER_SECOND)} hits/s, 0 lost, < ${GOAL_DASHBOARD_MS} ms.`,
    '',
    `| Database | Workers | Hits/s (${r.connections} conn.) | p99 | Hits/s (${PEAK_CONNECTIONS} conn.) | p99 | Answered / stored / lost | After SIGKILL: answered / stored / lost | 30-day dashboard over 10M hits |`,
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const row of r.rows) {
    if ('error' in row) {
      lines.push(`| ${row.dialect} | — | failed: ${row.error} | | | | | | |`);
      continue;
    }
    const x: IngestRow = row;
    const crash =
      'error' in x.crash
        ? `failed: ${x.crash.error}`
        : `${int(x.crash.answered)} / ${int(x.crash.stored)} / **${x.crash.lost}** ${x.crash.lost === 0 ? '✓' : '✗'}`;
    const dash =
      'error' in x.dashboard
        ? `failed: ${x.dashboard.error}`
        : `${x.dashboard.medianMs.toFixed(1)} ms ${x.dashboard.medianMs < GOAL_DASHBOARD_MS ? '✓' : '✗'} (${int(x.dashboard.hits)} hits generated in ${int(x.dashboard.generateSeconds)} s)`;
    lines.push(
      `| ${x.dialect} | ${x.workers} | ${rate(x.hitsPerSecond)} | ${x.p99Ms.toFixed(0)} ms | ${rate(x.peak.hitsPerSecond)} | ${x.peak.p99Ms.toFixed(0)} ms | ${int(x.answered)} / ${int(x.stored)} / **${x.lost}** ${x.lost === 0 ? '✓' : '✗'} | ${crash} | ${dash} |`,
    );
  }
  return lines;
}
