// The `foyer` command line: one file per command in ./commands, listed here.
export interface Command {
  name: string;
  usage: string;
  run(args: string[]): Promise<number>;
}

/** THE command list. Modules load on demand: `foyer migrate` need not load React, Vite or Lighthouse. */
const commands: Record<string, () => Promise<Command>> = {
  serve: () => import('./commands/serve.ts').then((m) => m.serveCommand),
  migrate: () => import('./commands/migrate.ts').then((m) => m.migrateCommand),
  seed: () => import('./commands/seed.ts').then((m) => m.seedCommand),
  'user:create': () => import('./commands/user-create.ts').then((m) => m.userCreateCommand),
  render: () => import('./commands/render.ts').then((m) => m.renderCommand),
  'import-template': () => import('./commands/import-template.ts').then((m) => m.importTemplateCommand),
  'import-kit': () => import('./commands/import-kit.ts').then((m) => m.importKitCommand),
  bench: () => import('./commands/bench.ts').then((m) => m.benchCommand),
};

export async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const load = name && Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (!load) {
    const all = await Promise.all(Object.values(commands).map((l) => l()));
    const list = all.map((c) => `  foyer ${c.usage}`).join('\n');
    process.stderr.write(`${name && name !== 'help' ? `Unknown command "${name}".\n` : ''}Usage:\n${list}\n`);
    return name && name !== 'help' ? 2 : 0;
  }
  const command = await load();
  try {
    return await command.run(args);
  } catch (error) {
    process.stderr.write(`foyer ${command.name}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}
