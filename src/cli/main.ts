// The `foyer` command line: one file per command in ./commands, listed here.
import { benchCommand } from './commands/bench.ts';
import { importTemplateCommand } from './commands/import-template.ts';
import { migrateCommand } from './commands/migrate.ts';
import { renderCommand } from './commands/render.ts';
import { seedCommand } from './commands/seed.ts';
import { serveCommand } from './commands/serve.ts';
import { userCreateCommand } from './commands/user-create.ts';

export interface Command {
  name: string;
  usage: string;
  run(args: string[]): Promise<number>;
}

const commands: Command[] = [
  serveCommand,
  migrateCommand,
  seedCommand,
  userCreateCommand,
  renderCommand,
  importTemplateCommand,
  benchCommand,
];

export async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const command = commands.find((c) => c.name === name);
  if (!command) {
    const list = commands.map((c) => `  foyer ${c.usage}`).join('\n');
    process.stderr.write(`${name && name !== 'help' ? `Unknown command "${name}".\n` : ''}Usage:\n${list}\n`);
    return name && name !== 'help' ? 2 : 0;
  }
  try {
    return await command.run(args);
  } catch (error) {
    process.stderr.write(`foyer ${command.name}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}
