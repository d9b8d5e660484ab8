import { describe, expect, it } from 'vitest';
import { defineCommand } from './command.ts';
import { commandHelp, mainHelp, usageLine } from './help.ts';

const command = defineCommand({
  name: 'import-thing',
  positionals: [{ name: 'FILE.json', description: 'the export' }],
  options: {
    slug: { type: 'string', value: 'SLUG', description: 'where it goes', required: true },
    status: { type: 'string', value: 'STATUS', description: 'visibility', choices: ['draft', 'published'], default: 'draft' },
    quiet: { type: 'boolean', short: 'q', description: 'say nothing' },
  },
  run: async () => 0,
});

describe('help text', () => {
  it('spells out positionals and required options in the usage line', () => {
    expect(usageLine(command)).toBe('foyer import-thing FILE.json --slug SLUG [options]');
  });

  it('lists every declared option with its value, choices and default, plus --help', () => {
    expect(commandHelp(command, 'Import a thing')).toBe(
      [
        'Usage: foyer import-thing FILE.json --slug SLUG [options]',
        '',
        'Import a thing.',
        '',
        'Arguments:',
        '  FILE.json  the export',
        '',
        'Options:',
        '  --slug SLUG      where it goes (required)',
        '  --status STATUS  visibility (one of draft, published; default draft)',
        '  -q, --quiet      say nothing',
        '  -h, --help       show this help',
        '',
      ].join('\n'),
    );
  });

  it('lists the commands with their summaries', () => {
    const help = mainHelp({ 'import-thing': { summary: 'Import a thing', load: async () => command } });
    expect(help).toMatch(/^Usage: foyer <command> \[options\]\n/);
    expect(help).toContain('  import-thing  Import a thing\n');
    expect(help).toContain('-v, --version');
  });
});
