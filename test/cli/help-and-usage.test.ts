// The command line's conventions: help and version exit 0 on stdout; a wrong command line says what
// was wrong, shows the usage on stderr and exits 2.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT, runFoyer } from './fixtures.ts';

const COMMANDS = ['serve', 'init', 'migrate', 'seed', 'user:create', 'render', 'import-template', 'bench'];
const version = (JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string }).version;

/** Through bin/foyer.js, as a person types it: the exit code is the process's. */
function foyer(args: string[]) {
  const r = spawnSync(process.execPath, ['bin/foyer.js', ...args], { cwd: PROJECT_ROOT, encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, out: r.stdout, err: r.stderr };
}

describe('foyer help', () => {
  it.each([['--help'], ['-h'], ['help']])('foyer %s lists every command on stdout, exit 0', async (arg) => {
    const result = await runFoyer([arg]);
    expect(result.status).toBe(0);
    expect(result.err).toBe('');
    expect(result.out).toMatch(/^Usage: foyer <command> \[options\]\n/);
    for (const name of COMMANDS) expect(result.out).toMatch(new RegExp(`^  ${name} +\\S`, 'm'));
  });

  // Loading a command's module (serve, bench) takes seconds on a busy machine.
  it.each(COMMANDS)(
    'foyer %s --help, -h and `foyer help` with its name print its usage and options, exit 0',
    { timeout: 60_000 },
    async (name) => {
      const outputs = new Set<string>();
      for (const args of [
        [name, '--help'],
        [name, '-h'],
        ['help', name],
      ]) {
        const result = await runFoyer(args);
        expect(result.status, args.join(' ')).toBe(0);
        expect(result.err).toBe('');
        outputs.add(result.out);
      }
      expect(outputs.size, 'the three spellings print the same help').toBe(1);
      const [help] = outputs;
      expect(help).toMatch(new RegExp(`^Usage: foyer ${name}( |\\n)`));
      expect(help).toMatch(/^ {2}-h, --help +show this help$/m);
    },
  );

  it('documents each command’s own options', async () => {
    expect((await runFoyer(['render', '--help'])).out).toMatch(/--device DEVICE +.*one of desktop, tablet, mobile; default desktop/);
    expect((await runFoyer(['import-template', '--help'])).out).toMatch(
      /^Usage: foyer import-template FILE\.json --slug SLUG \[options\]$/m,
    );
    expect((await runFoyer(['user:create', '--help'])).out).toMatch(
      /--role ROLE +.*administrator, editor, author, contributor, subscriber/,
    );
    expect((await runFoyer(['seed', '--help'])).out).toMatch(/--no-images/);
    expect((await runFoyer(['bench', '--help'])).out).toMatch(/--only SECTIONS/);
  });

  it('shows help without running the command, even beside other options', async () => {
    const result = await runFoyer(['render', '/no/such/file.json', '--device', 'phone', '--help']);
    expect(result.status).toBe(0);
    expect(result.out).toMatch(/^Usage: foyer render/);
  });
});

describe('foyer --version', () => {
  it.each([['--version'], ['-v']])('foyer %s prints the package version', async (arg) => {
    expect(await runFoyer([arg])).toEqual({ status: 0, out: `${version}\n`, err: '' });
  });
});

describe('a wrong command line', () => {
  it.each([
    [['frobnicate'], 'foyer: unknown command "frobnicate".', 'Usage: foyer <command>'],
    [['--frobnicate'], 'foyer: unknown option --frobnicate.', 'Usage: foyer <command>'],
    [['help', 'frobnicate'], 'foyer: unknown command "frobnicate".', 'Usage: foyer <command>'],
    [[], 'foyer: give a command.', 'Usage: foyer <command>'],
    [['migrate', '--force'], 'foyer: Unknown option --force.', 'Usage: foyer migrate\n'],
    [['migrate', 'now'], 'foyer: Unexpected argument "now".', 'Usage: foyer migrate\n'],
    [['serve', '--build-if-needed=yes'], 'foyer: --build-if-needed is a flag and takes no value.', 'Usage: foyer serve [options]'],
    [['user:create', '--login'], 'foyer: --login needs a value', 'Usage: foyer user:create --login LOGIN --email EMAIL [options]'],
    [['bench', '--only', 'speed'], 'foyer: --only takes throughput', 'Usage: foyer bench [options]'],
  ])('foyer %j says what was wrong and shows the usage, exit 2', async (args, message, usage) => {
    const result = await runFoyer(args);
    expect(result.status).toBe(2);
    expect(result.out).toBe('');
    expect(result.err.startsWith(message), result.err).toBe(true);
    expect(result.err).toContain(usage);
  });
});

describe('the real command line (bin/foyer.js)', { timeout: 60_000 }, () => {
  it('exits 0 for --help and --version and 2 for an unknown command or option', () => {
    const help = foyer(['--help']);
    expect(help.status).toBe(0);
    expect(help.out).toMatch(/^Usage: foyer/);
    expect(foyer(['--version'])).toMatchObject({ status: 0, out: `${version}\n` });
    const unknown = foyer(['frobnicate']);
    expect(unknown.status).toBe(2);
    expect(unknown.err).toMatch(/unknown command "frobnicate"[\s\S]*Usage: foyer <command>/);
    const option = foyer(['render', '--colour']);
    expect(option.status).toBe(2);
    expect(option.err).toMatch(/Unknown option --colour[\s\S]*Usage: foyer render/);
  });
});
