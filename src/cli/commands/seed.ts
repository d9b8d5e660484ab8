// `foyer seed`: (re)writes the demo hotel's content; safe to run any number of times.
import { seedDemo } from '../../demo/seed.ts';
import type { Command } from '../main.ts';
import { openMigrated } from '../open.ts';

export const seedCommand: Command = {
  name: 'seed',
  usage: 'seed                          write the demo hotel content (idempotent)',
  async run() {
    const { db } = await openMigrated();
    try {
      const summary = await seedDemo(db);
      process.stdout.write(`${summary}\n`);
      return 0;
    } finally {
      await db.close();
    }
  },
};
