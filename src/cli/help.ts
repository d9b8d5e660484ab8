// Usage and help text, generated from the commands' declarations so they can never disagree with the parser.
import type { Command, OptionSpec } from './command.ts';

/** The --help option every command answers, shown in every help text. */
export const HELP_OPTION: OptionSpec = { type: 'boolean', short: 'h', description: 'show this help' };

function optionLabel(name: string, spec: OptionSpec): string {
  const long = `--${name}${spec.type === 'string' ? ` ${spec.value ?? 'VALUE'}` : ''}`;
  return spec.short ? `-${spec.short}, ${long}` : long;
}

function optionText(spec: OptionSpec): string {
  const notes = [
    spec.choices ? `one of ${spec.choices.join(', ')}` : '',
    spec.default ? `default ${spec.default}` : '',
    spec.required ? 'required' : '',
  ].filter(Boolean);
  return notes.length ? `${spec.description} (${notes.join('; ')})` : spec.description;
}

/** Two columns: the labels padded to the widest one. */
function table(rows: [string, string][]): string[] {
  const width = Math.max(...rows.map(([label]) => label.length));
  return rows.map(([label, text]) => `  ${label.padEnd(width)}  ${text}`);
}

/** `foyer import-template FILE.json --slug SLUG [options]`: positionals and required options spelled out. */
export function usageLine(command: Command): string {
  const required = Object.entries(command.options)
    .filter(([, spec]) => spec.required)
    .map(([name, spec]) => optionLabel(name, spec));
  const parts = ['foyer', command.name, ...(command.positionals ?? []).map((p) => p.name), ...required];
  if (Object.values(command.options).some((spec) => !spec.required)) parts.push('[options]');
  return parts.join(' ');
}

/** What the command list says about a command: kept beside the list so help needs no command module loaded. */
export interface CommandEntry {
  summary: string;
  load: () => Promise<Command>;
}

export function commandHelp(command: Command, summary: string): string {
  const lines = [`Usage: ${usageLine(command)}`, '', `${summary}.`];
  if (command.positionals?.length) {
    lines.push('', 'Arguments:', ...table(command.positionals.map((p) => [p.name, p.description])));
  }
  const options = Object.entries({ ...command.options, help: HELP_OPTION });
  lines.push('', 'Options:', ...table(options.map(([name, spec]) => [optionLabel(name, spec), optionText(spec)])));
  return `${lines.join('\n')}\n`;
}

export function mainHelp(commands: Record<string, CommandEntry>): string {
  const lines = [
    'Usage: foyer <command> [options]',
    '',
    'Commands:',
    ...table(Object.entries(commands).map(([name, entry]) => [name, entry.summary])),
    '',
    'Options:',
    ...table([
      ['-h, --help', 'show this help'],
      ['-v, --version', 'print the version of Foyer'],
    ]),
    '',
    'Run "foyer <command> --help" (or "foyer help <command>") for the options of a command.',
    'Configuration comes from environment variables (PORT, DATABASE_URL, ...): see the README.',
  ];
  return `${lines.join('\n')}\n`;
}
