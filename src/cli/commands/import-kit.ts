// `foyer import-kit FILE.json`: stores an Elementor kit (a kit export's site-settings.json, or a
// template kit's global-styles document) as the site kit. Importing the same kit again writes nothing.
import { getKit, getSetting, setSetting } from '../../db/repositories/settings.ts';
import { importKit, kitSettingsOf, NOT_A_KIT } from '../../model/kit-import.ts';
import { defineCommand, UsageError } from '../command.ts';
import { readJsonFile } from '../document-file.ts';
import { openMigrated } from '../open.ts';

export const importKitCommand = defineCommand({
  name: 'import-kit',
  positionals: [{ name: 'FILE.json', description: "a kit export's site-settings.json, or a global-styles document" }],
  options: {},
  async run({ positionals }, env) {
    const path = positionals[0];
    if (!path) throw new UsageError('Give the path of a kit file: the site-settings.json of an Elementor kit export.');
    const file = readJsonFile(path);
    if (!file.ok || !kitSettingsOf(file.json)) {
      process.stderr.write(`${file.ok ? `${path} is ${NOT_A_KIT}` : file.message}\n`);
      return 1;
    }
    const { db } = await openMigrated(env);
    try {
      const result = importKit(file.json, await getKit(db.kysely));
      for (const why of result.refused) process.stderr.write(`left out: ${why}\n`);
      const { colours, typography, styles } = result.counts;
      const summary = `${colours} colours, ${typography} typography styles, ${styles} kit style settings`;
      if (JSON.stringify(await getSetting(db.kysely, 'kit')) === JSON.stringify(result.kit)) {
        process.stdout.write(`Kit unchanged (${summary}).\n`);
        return 0;
      }
      await setSetting(db.kysely, 'kit', result.kit);
      process.stdout.write(`Kit imported: ${summary}.\n`);
      return 0;
    } finally {
      await db.close();
    }
  },
});
