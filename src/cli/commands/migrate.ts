// `foyer migrate`: applies pending migrations.
import { defineCommand } from '../command.ts';
import { openMigrated } from '../open.ts';

export const migrateCommand = defineCommand({
  name: 'migrate',
  options: {},
  async run(_input, env) {
    const { db, applied } = await openMigrated(env);
    process.stdout.write(applied.length ? `Applied: ${applied.join(', ')}\n` : `Database at ${db.description} is up to date.\n`);
    await db.close();
    return 0;
  },
});
