// `foyer migrate`: applies pending migrations.
import type { Command } from '../main.ts';
import { openMigrated } from '../open.ts';

export const migrateCommand: Command = {
  name: 'migrate',
  usage: 'migrate                       apply pending database migrations',
  async run() {
    const { db, applied } = await openMigrated();
    process.stdout.write(applied.length ? `Applied: ${applied.join(', ')}\n` : `Database at ${db.description} is up to date.\n`);
    await db.close();
    return 0;
  },
};
