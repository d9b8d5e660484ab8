// Health check for load balancers and supervisors: 200 while the database can be read and written.
// Reading alone is not enough: with the disk full or the file read-only, `select 1` still answers
// while every save fails. So the check writes too: a 32 KB row, which needs new pages (a full disk,
// SQLite's max_page_count or a read-only file refuse them; on PostgreSQL a standby or a read-only
// database refuses the insert), inside a transaction that is rolled back, so nothing is kept and
// nobody else sees it. SQLite writes its log only at commit, so a rolled-back write cannot meet a
// full disk: on SQLite the check also asks the filesystem for the free space where the file is.
import { randomUUID } from 'node:crypto';
import { statfsSync } from 'node:fs';
import { dirname } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { STORAGE_RETRY_AFTER_S } from '../../db/storage-errors.ts';

/** Below this much free space the next commits may fail: the site reports itself unhealthy first. */
const MIN_FREE_BYTES = 1024 * 1024;
const PROBE_VALUE = 'x'.repeat(32 * 1024);

export interface StorageProblem {
  /** What is wrong, in words safe to show. */
  problem: string;
  /** The database's own error, for the log only. */
  error?: unknown;
}

/** Why the database cannot take writes now, or undefined when it can. */
export async function storageProblem(db: Db): Promise<StorageProblem | undefined> {
  try {
    await sql`select 1`.execute(db.kysely);
  } catch (error) {
    return { problem: 'database is not reachable', error };
  }
  if (db.sqlite && !db.sqlite.memory) {
    const fs = statfsSync(dirname(db.sqlite.name));
    if (fs.bavail * fs.bsize < MIN_FREE_BYTES) return { problem: 'database disk is full' };
  }
  try {
    const trx = await db.kysely.startTransaction().execute();
    try {
      // A fresh key each time: two probes at once on PostgreSQL would otherwise wait on each other.
      await trx
        .insertInto('settings')
        .values({ key: `foyer_health_probe_${randomUUID()}`, value: PROBE_VALUE })
        .execute();
    } finally {
      await trx.rollback().execute();
    }
  } catch (error) {
    return { problem: 'database cannot be written', error };
  }
  return undefined;
}

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  // Checks that arrive while a probe runs share it: probing often cannot load the database.
  let running: Promise<StorageProblem | undefined> | undefined;
  app.get('/healthz', async (request, reply) => {
    running ??= storageProblem(app.foyer.db).finally(() => (running = undefined));
    const found = await running;
    reply.header('cache-control', 'no-store');
    if (!found) return { status: 'ok' };
    request.log.error({ err: found.error, problem: found.problem }, 'health check failed');
    return reply.code(503).header('retry-after', String(STORAGE_RETRY_AFTER_S)).send({ status: 'unavailable', message: found.problem });
  });
}
