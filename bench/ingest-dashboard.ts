// Times what the dashboard asks for a 30-day range: summary and the previous period's, the daily
// series, the first page of all eleven tables, online now and exclusions (src/stats/report.ts).
import { openDb } from '../src/db/connect.ts';
import { exclusions, onlineNow, resolveRange, siteTimezone, summary, timeSeries, topTable } from '../src/stats/report.ts';
import { TABLE_KEYS } from '../src/stats/report-types.ts';
import { median } from './median.ts';

export async function timeDashboard(url: string, runs = 5): Promise<number> {
  const db = openDb(url);
  try {
    const once = async () => {
      const started = performance.now();
      const k = db.kysely;
      const { current, previous } = resolveRange('30d', new Date(), await siteTimezone(k));
      await Promise.all([
        summary(k, current),
        summary(k, previous),
        timeSeries(k, current),
        ...TABLE_KEYS.map((table) => topTable(k, table, current, { limit: 10 })),
        onlineNow(k),
        exclusions(k, current),
      ]);
      return performance.now() - started;
    };
    await once(); // the first run warms the caches, as the dashboard's first load after start would
    const times: number[] = [];
    for (let i = 0; i < runs; i++) times.push(await once());
    return median(times);
  } finally {
    await db.close();
  }
}
