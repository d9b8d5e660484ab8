// `foyer bench` (being written).
import type { Command } from '../main.ts';

export const benchCommand: Command = {
  name: 'bench',
  usage: 'bench',
  async run() {
    process.stderr.write('not available yet\n');
    return 1;
  },
};
