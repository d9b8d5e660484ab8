// Tests of the statistics writer give it a group write in one step (plan and write together); the
// writer takes a two-stage `prepare`, so this wraps such a function as one whose plan does nothing.
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.ts';
import type { ApplyOptions, PreparedGroup } from '../../src/stats/ingest/apply-batch.ts';
import type { StatsRecord } from '../../src/stats/ingest/records.ts';

type OneStep = (db: Kysely<Database>, records: StatsRecord[], options: ApplyOptions) => Promise<void>;

export function oneStep(apply: OneStep) {
  return async (db: Kysely<Database>, records: StatsRecord[], options: ApplyOptions): Promise<PreparedGroup> => ({
    write: () => apply(db, records, options),
  });
}
