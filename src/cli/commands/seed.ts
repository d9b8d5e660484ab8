// `foyer seed`: (re)writes the demo hotel's content; safe to run any number of times.
import { seedDemo } from '../../demo/seed.ts';
import { parseArgs } from '../args.ts';
import type { Command } from '../main.ts';
import { openMigrated } from '../open.ts';

export const seedCommand: Command = {
  name: 'seed',
  usage: 'seed [--no-images]             write the demo hotel content (idempotent); --no-images skips the artwork',
  async run(args) {
    const { flags } = parseArgs(args);
    const { db } = await openMigrated();
    try {
      const summary = await seedDemo(db, { skipImages: flags['no-images'] === true });
      process.stdout.write(`${summary}\n`);
      return 0;
    } finally {
      await db.close();
    }
  },
};
