// wrk's report line (bench/wrk-report.lua) read into the bench's figures; a broken run is an error, never zeros.
import { describe, expect, it } from 'vitest';
import { wrkArguments } from '../../bench/wrk.ts';
import { parseWrkOutput } from '../../bench/wrk-output.ts';

const RUN = { url: 'http://127.0.0.1:4000/', connections: 50 };

const wrkStdout = (line: string) => `Running 10s test @ http://127.0.0.1:4000/
  2 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   140.02ms   80.63ms   1.72s    91.36%
  3500 requests in 10.00s, 70.0MB read
Requests/sec:    350.00
${line}
`;

const LINE =
  'FOYER_WRK {"requests":3500,"durationUs":10000000,"bytes":73400320,"p50Us":140250,"p99Us":1210000,"maxUs":2300000,' +
  '"over1s":41,"connectErrors":0,"readErrors":1,"writeErrors":0,"statusErrors":2,"timeouts":3}';

describe('parseWrkOutput', () => {
  it('turns microseconds into milliseconds and counts requests over a second and failures', () => {
    expect(parseWrkOutput(wrkStdout(LINE), RUN)).toEqual({
      url: RUN.url,
      tool: 'wrk',
      connections: 50,
      requests: 3500,
      requestsPerSecond: 350,
      p50: 140.25,
      p99: 1210,
      max: 2300,
      over1s: 41,
      timeouts: 3,
      failures: 6,
    });
  });

  it("reports wrk's own words when there is no report line", () => {
    expect(() => parseWrkOutput('unable to connect to 127.0.0.1:4000 Connection refused\n', RUN)).toThrow(
      /no report for http:\/\/127\.0\.0\.1:4000\/.*Connection refused/,
    );
  });

  it('refuses a report with a missing figure', () => {
    expect(() => parseWrkOutput(wrkStdout(LINE.replace('"over1s":41,', '')), RUN)).toThrow(/"over1s"/);
  });

  it('refuses a run that lasted no time', () => {
    expect(() => parseWrkOutput(wrkStdout(LINE.replace('"durationUs":10000000', '"durationUs":0')), RUN)).toThrow(/duration/);
  });
});

describe('wrkArguments', () => {
  it('passes the connections, duration, a 10 s timeout, the report script and the headers', () => {
    const args = wrkArguments({ url: RUN.url, seconds: 10, connections: 50, headers: { 'accept-encoding': 'gzip' } });
    expect(args.slice(0, 8)).toEqual(['-t', '2', '-c', '50', '-d', '10s', '--timeout', '10s']);
    expect(args[9]).toMatch(/wrk-report\.lua$/);
    expect(args.slice(10)).toEqual(['-H', 'accept-encoding: gzip', RUN.url]);
  });

  it('never runs more threads than connections', () => {
    expect(wrkArguments({ url: RUN.url, seconds: 1, connections: 1, headers: {} }).slice(0, 2)).toEqual(['-t', '1']);
  });
});
