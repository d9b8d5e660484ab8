// `foyer render` (being written).
import type { Command } from '../main.ts';

export const renderCommand: Command = {
  name: 'render',
  usage: 'render',
  async run() {
    process.stderr.write('not available yet\n');
    return 1;
  },
};
