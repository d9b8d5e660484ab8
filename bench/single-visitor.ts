// Time to first byte and to last byte for one visitor at a time, on fresh connections.
import { request } from 'node:http';
import { BROWSER_HEADERS } from './load.ts';

export interface SingleVisitor {
  requests: number;
  /** Mean milliseconds to the response headers. */
  firstByte: number;
  /** Mean milliseconds to the last byte. */
  lastByte: number;
}

function timeOne(url: string): Promise<{ firstByte: number; lastByte: number }> {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const ms = () => Number(process.hrtime.bigint() - start) / 1e6;
    const req = request(url, { headers: BROWSER_HEADERS, agent: false }, (res) => {
      const firstByte = ms();
      res.resume();
      res.on('end', () => resolve({ firstByte, lastByte: ms() }));
      res.on('error', reject);
    });
    req.setTimeout(10_000, () => req.destroy(new Error(`no answer from ${url} within 10 s`)));
    req.on('error', reject);
    req.end();
  });
}

/** Sequential requests after a short warm-up: the mean times. */
export async function singleVisitor(url: string, count: number): Promise<SingleVisitor> {
  for (let i = 0; i < 5; i++) await timeOne(url);
  let first = 0;
  let last = 0;
  for (let i = 0; i < count; i++) {
    const t = await timeOne(url);
    first += t.firstByte;
    last += t.lastByte;
  }
  return { requests: count, firstByte: first / count, lastByte: last / count };
}
