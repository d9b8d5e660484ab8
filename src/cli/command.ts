// What a `foyer` command is: its name, one declaration of its arguments and options (which both the
// parser and the help text read), and the work it does with the parsed values.

export interface OptionSpec {
  type: 'string' | 'boolean';
  /** One-letter alias, e.g. 'd' for -d. */
  short?: string;
  /** Placeholder of the value in the help text, e.g. 'SLUG'; string options only. */
  value?: string;
  description: string;
  /** The only values accepted; listed in the help and checked before the command runs. */
  choices?: readonly string[];
  /** Value used when the option is not given; shown in the help. */
  default?: string;
  required?: boolean;
}

export interface PositionalSpec {
  name: string;
  description: string;
}

export type OptionSpecs = Record<string, OptionSpec>;

/** Parsed option values, typed from the declaration: string options as strings, flags as booleans. */
export type OptionValues<O extends OptionSpecs> = {
  [K in keyof O]?: O[K]['type'] extends 'boolean' ? boolean : string;
};

export interface CommandInput<O extends OptionSpecs> {
  values: OptionValues<O>;
  positionals: string[];
}

export interface Command<O extends OptionSpecs = OptionSpecs> {
  name: string;
  /** Arguments without a name, in order; more than these is a usage error. */
  positionals?: PositionalSpec[];
  options: O;
  /** Exit code: 0 done, 1 failed, 2 the command line was wrong. */
  run(input: CommandInput<O>, env: NodeJS.ProcessEnv): Promise<number>;
}

/** Keeps the literal option names and types of a command, so `run` sees `values.slug` as a string. */
export function defineCommand<O extends OptionSpecs>(command: Command<O>): Command<O> {
  return command;
}

/** A mistake in the command line: main prints the message and the command's usage, and exits 2. */
export class UsageError extends Error {}
