// `foyer import-template` (being written).
import type { Command } from '../main.ts';

export const importTemplateCommand: Command = {
  name: 'import-template',
  usage: 'import-template',
  async run() {
    process.stderr.write('not available yet\n');
    return 1;
  },
};
