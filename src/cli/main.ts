// The `foyer` command line: one file per command in ./commands, listed here. Follows the usual
// conventions: --help / -h / `help` print usage and exit 0, --version prints the version, and a
// wrong command line says what was wrong, shows the usage and exits 2.
import { type Command, UsageError } from './command.ts';
import { type CommandEntry, commandHelp, mainHelp } from './help.ts';
import { parseCommandLine } from './parse.ts';
import { packageVersion } from './version.ts';

const load = <T>(module: Promise<T>, pick: (m: T) => unknown) => module.then((m) => pick(m) as Command);

/** A command this install cannot run (said plainly, exit 1). */
class UnavailableCommandError extends Error {}

/** A command that needs the development install: the compiled server (dist/server) leaves it out. */
const devTool = <T>(name: string, module: () => Promise<T>, pick: (m: T) => unknown) =>
  load(
    module().catch((error: unknown) => {
      if ((error as { code?: string }).code !== 'ERR_MODULE_NOT_FOUND') throw error;
      throw new UnavailableCommandError(
        `foyer ${name} is a development tool: run it in a checkout installed with \`npm install\` (development dependencies included).`,
      );
    }),
    pick,
  );

/**
 * THE command list. Modules load on demand: `foyer migrate` need not load React, Vite or Lighthouse,
 * and the summaries live here so that `foyer --help` loads none of them.
 */
const commands: Record<string, CommandEntry> = {
  serve: {
    summary:
      'Migrate, seed the demo on first start (FOYER_DEMO=0: start an empty site), and serve the site on PORT (default 3000; FOYER_WORKERS processes)',
    load: () => load(import('./commands/serve.ts'), (m) => m.serveCommand),
  },
  init: {
    summary: "Start an empty site on a new database: Elementor's default kit, no content, one administrator",
    load: () => load(import('./commands/init.ts'), (m) => m.initCommand),
  },
  migrate: { summary: 'Apply pending database migrations', load: () => load(import('./commands/migrate.ts'), (m) => m.migrateCommand) },
  seed: {
    summary: 'Write the demo hotel content, on a new or an existing site (safe to run again)',
    load: () => load(import('./commands/seed.ts'), (m) => m.seedCommand),
  },
  'user:create': {
    summary: 'Add a user who can sign in to the back office',
    load: () => load(import('./commands/user-create.ts'), (m) => m.userCreateCommand),
  },
  render: {
    summary: 'Print the HTML page for an Elementor document (no database needed), and on stderr what did not render',
    load: () => load(import('./commands/render.ts'), (m) => m.renderCommand),
  },
  'import-template': {
    summary: 'Import an Elementor export (page, template or popup) into the database',
    load: () => load(import('./commands/import-template.ts'), (m) => m.importTemplateCommand),
  },
  'import-kit': {
    summary: 'Store an Elementor kit (site-settings.json of a kit export, or global styles) as the site kit',
    load: () => load(import('./commands/import-kit.ts'), (m) => m.importKitCommand),
  },
  widgets: {
    summary: 'List every registered widget and layout element with its controls (--json: the editor forms)',
    load: () => load(import('./commands/widgets.ts'), (m) => m.widgetsCommand),
  },
  settings: {
    summary: 'List the site settings (kit, theme options, statistics, privacy) with their controls (--json: the back office forms)',
    load: () => load(import('./commands/settings.ts'), (m) => m.settingsCommand),
  },
  fidelity: {
    summary: 'Measure how closely Foyer lays out the reference documents as Elementor does; write fidelity-report/',
    load: () =>
      devTool(
        'fidelity',
        () => import('./commands/fidelity.ts'),
        (m) => m.fidelityCommand,
      ),
  },
  bench: {
    summary: 'Measure throughput, page weight, Lighthouse scores and widget coverage; append them to bench/RESULTS.md',
    load: () =>
      devTool(
        'bench',
        () => import('./commands/bench.ts'),
        (m) => m.benchCommand,
      ),
  },
};

const entryOf = (name: string): CommandEntry | undefined => (Object.hasOwn(commands, name) ? commands[name] : undefined);

/** Options before a `--` (after it, everything is an argument, even `--help`). */
function asksForHelp(args: string[]): boolean {
  const end = args.indexOf('--');
  return (end === -1 ? args : args.slice(0, end)).some((a) => a === '--help' || a === '-h');
}

function usageError(message: string, usage: string): number {
  process.stderr.write(`foyer: ${message}\n\n${usage}`);
  return 2;
}

async function help(topic: string | undefined): Promise<number> {
  if (topic === undefined) {
    process.stdout.write(mainHelp(commands));
    return 0;
  }
  const entry = entryOf(topic);
  if (!entry) return usageError(`unknown command "${topic}".`, mainHelp(commands));
  process.stdout.write(commandHelp(await entry.load(), entry.summary));
  return 0;
}

export async function main(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined) return usageError('give a command.', mainHelp(commands));
  if (name === '--help' || name === '-h') return help(undefined);
  if (name === 'help') return help(args[0]);
  if (name === '--version' || name === '-v') {
    process.stdout.write(`${packageVersion()}\n`);
    return 0;
  }
  const entry = entryOf(name);
  if (!entry) return usageError(`${name.startsWith('-') ? `unknown option ${name}` : `unknown command "${name}"`}.`, mainHelp(commands));
  if (asksForHelp(args)) return help(name);
  let command: Command;
  try {
    command = await entry.load();
  } catch (error) {
    if (!(error instanceof UnavailableCommandError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 1;
  }
  try {
    return await command.run(parseCommandLine(command, args), env);
  } catch (error) {
    if (error instanceof UsageError) return usageError(error.message, commandHelp(command, entry.summary));
    process.stderr.write(`foyer ${command.name}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}
