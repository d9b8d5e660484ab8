// Turns a command's argv into typed values with Node's util.parseArgs, from the command's own
// declaration; every way the command line can be wrong becomes a UsageError saying what to fix.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { type Command, type CommandInput, type OptionSpecs, UsageError } from './command.ts';

type ParseOptions = NonNullable<ParseArgsConfig['options']>;

function parserOptions(options: OptionSpecs): ParseOptions {
  const out: ParseOptions = {};
  for (const [name, spec] of Object.entries(options)) {
    out[name] = { type: spec.type, ...(spec.short ? { short: spec.short } : {}), ...(spec.default ? { default: spec.default } : {}) };
  }
  return out;
}

/** Node's messages for these codes name the option but add advice about `--` that only confuses here. */
function usageMessage(error: Error & { code?: string }): string {
  // Node quotes the option as '--all', '-a, --all' or '--slug <value>': name it by its long form.
  const quoted = /'([^']+)'/.exec(error.message)?.[1] ?? '';
  const option = /--[^\s,<]+/.exec(quoted)?.[0] ?? quoted.split(/[\s,]/)[0];
  switch (error.code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return `Unknown option ${option}.`;
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      return /does not take an argument/.test(error.message)
        ? `${option} is a flag and takes no value.`
        : `${option} needs a value (write ${option}=VALUE if the value starts with "-").`;
    default:
      return error.message;
  }
}

export function parseCommandLine<O extends OptionSpecs>(command: Command<O>, args: string[]): CommandInput<O> {
  let parsed: { values: Record<string, unknown>; positionals: string[] };
  try {
    parsed = parseArgs({ args, options: parserOptions(command.options), allowPositionals: true, strict: true });
  } catch (error) {
    if (error instanceof TypeError && 'code' in error) throw new UsageError(usageMessage(error as TypeError & { code?: string }));
    throw error;
  }
  const allowed = command.positionals?.length ?? 0;
  if (parsed.positionals.length > allowed) {
    const extra = parsed.positionals.slice(allowed).map((p) => `"${p}"`);
    throw new UsageError(`Unexpected argument${extra.length > 1 ? 's' : ''} ${extra.join(' ')}.`);
  }
  for (const [name, spec] of Object.entries(command.options)) {
    const value = parsed.values[name];
    if (spec.required && value === undefined) throw new UsageError(`--${name} is required: ${spec.description}.`);
    if (spec.choices && typeof value === 'string' && !spec.choices.includes(value)) {
      throw new UsageError(`--${name} must be one of ${spec.choices.join(', ')}; got "${value}".`);
    }
  }
  return { values: parsed.values as CommandInput<O>['values'], positionals: parsed.positionals };
}
