// Versioned migrations, applied in order at start; each runs once and is recorded.
import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './connect.ts';
import * as initial from './migrations/001-initial.ts';
import * as contentChanges from './migrations/002-content-changes.ts';
import * as media from './migrations/003-media.ts';
import * as documentVersion from './migrations/004-document-version.ts';
import * as templateConditions from './migrations/005-template-conditions.ts';
import * as menuItemMeta from './migrations/006-menu-item-meta.ts';
import * as accounts from './migrations/007-accounts.ts';
import * as search from './migrations/008-search.ts';
import * as statistics from './migrations/009-statistics.ts';
import * as visitorPages from './migrations/010-visitor-pages.ts';
import * as dropVisits from './migrations/011-drop-visits.ts';
import * as sessionActivity from './migrations/012-session-activity.ts';
import * as formSubmissions from './migrations/013-form-submissions.ts';
import * as payments from './migrations/014-payments.ts';
import * as shop from './migrations/015-shop.ts';

type Step = { up(db: Kysely<unknown>, dialect: Db['dialect']): Promise<void> };

/** THE migration list: append new files here, never edit an applied one. */
const steps: Record<string, Step> = {
  '001-initial': initial,
  '002-content-changes': contentChanges,
  '003-media': media,
  '004-document-version': documentVersion,
  '005-template-conditions': templateConditions,
  '006-menu-item-meta': menuItemMeta,
  '007-accounts': accounts,
  '008-search': search,
  '009-statistics': statistics,
  '010-visitor-pages': visitorPages,
  '011-drop-visits': dropVisits,
  '012-session-activity': sessionActivity,
  '013-form-submissions': formSubmissions,
  '014-payments': payments,
  '015-shop': shop,
};

export async function migrate(db: Db): Promise<string[]> {
  const provider: MigrationProvider = {
    async getMigrations() {
      const out: Record<string, Migration> = {};
      for (const [name, step] of Object.entries(steps)) out[name] = { up: (k) => step.up(k, db.dialect) };
      return out;
    },
  };
  const migrator = new Migrator({
    db: db.kysely,
    provider,
    migrationTableName: 'foyer_migrations',
    migrationLockTableName: 'foyer_migrations_lock',
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
