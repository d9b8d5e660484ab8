// Reads the JSON line bench/wrk-report.lua prints at the end of a wrk run into a load result.
import type { LoadResult } from './load-result.ts';

const MARKER = 'FOYER_WRK ';

interface WrkLine {
  requests: number;
  durationUs: number;
  bytes: number;
  p50Us: number;
  p99Us: number;
  maxUs: number;
  over1s: number;
  connectErrors: number;
  readErrors: number;
  writeErrors: number;
  statusErrors: number;
  timeouts: number;
}

const FIELDS: ReadonlyArray<keyof WrkLine> = [
  'requests',
  'durationUs',
  'bytes',
  'p50Us',
  'p99Us',
  'maxUs',
  'over1s',
  'connectErrors',
  'readErrors',
  'writeErrors',
  'statusErrors',
  'timeouts',
];

/**
 * The figures of one wrk run from its standard output. Throws with wrk's own words when the report
 * line is missing (wrk could not connect, or the script failed), so a broken run is never a zero.
 */
export function parseWrkOutput(stdout: string, run: { url: string; connections: number }): LoadResult {
  const line = stdout
    .split('\n')
    .reverse()
    .find((l) => l.startsWith(MARKER));
  if (!line) {
    const said = stdout.trim().split('\n').slice(-3).join(' / ') || 'nothing';
    throw new Error(`wrk printed no report for ${run.url} (it said: ${said})`);
  }
  const data = JSON.parse(line.slice(MARKER.length)) as Record<string, unknown>;
  for (const field of FIELDS) {
    if (typeof data[field] !== 'number' || !Number.isFinite(data[field]))
      throw new Error(`wrk report for ${run.url} lacks a number for "${field}"`);
  }
  const w = data as unknown as WrkLine;
  if (w.durationUs <= 0) throw new Error(`wrk report for ${run.url} has a duration of ${w.durationUs} µs`);
  return {
    url: run.url,
    tool: 'wrk',
    connections: run.connections,
    requests: w.requests,
    requestsPerSecond: w.requests / (w.durationUs / 1e6),
    p50: w.p50Us / 1000,
    p99: w.p99Us / 1000,
    max: w.maxUs / 1000,
    over1s: w.over1s,
    timeouts: w.timeouts,
    // Non-2xx/3xx answers and broken sockets: a healthy run has none.
    failures: w.connectErrors + w.readErrors + w.writeErrors + w.statusErrors + w.timeouts,
  };
}
