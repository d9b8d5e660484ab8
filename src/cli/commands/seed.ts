// `foyer seed`: (re)writes the demo hotel's content; safe to run any number of times.
import { seedDemo } from '../../demo/seed.ts';
import { defineCommand } from '../command.ts';
import { openMigrated } from '../open.ts';

export const seedCommand = defineCommand({
  name: 'seed',
  options: {
    'no-images': { type: 'boolean', description: 'skip generating the demo artwork' },
  },
  async run({ values }, env) {
    const { db } = await openMigrated(env);
    try {
      const summary = await seedDemo(db, { skipImages: values['no-images'] === true, staffPassword: env.FOYER_ADMIN_PASSWORD });
      process.stdout.write(`${summary}\n`);
      return 0;
    } finally {
      await db.close();
    }
  },
});
