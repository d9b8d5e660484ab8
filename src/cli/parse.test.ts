import { describe, expect, it } from 'vitest';
import { defineCommand, UsageError } from './command.ts';
import { parseCommandLine } from './parse.ts';

const command = defineCommand({
  name: 'example',
  positionals: [{ name: 'FILE', description: 'a file' }],
  options: {
    slug: { type: 'string', value: 'SLUG', description: 'the slug', required: true },
    status: { type: 'string', description: 'the status', choices: ['draft', 'published'], default: 'draft' },
    all: { type: 'boolean', short: 'a', description: 'everything' },
  },
  run: async () => 0,
});

const usageErrorOf = (args: string[]): string => {
  try {
    parseCommandLine(command, args);
  } catch (error) {
    if (error instanceof UsageError) return error.message;
    throw error;
  }
  throw new Error(`no usage error for ${args.join(' ')}`);
};

describe('parseCommandLine', () => {
  it('reads options in every spelling, applies defaults and keeps positionals', () => {
    expect(parseCommandLine(command, ['doc.json', '--slug', 'rooms', '-a'])).toEqual({
      values: { slug: 'rooms', status: 'draft', all: true },
      positionals: ['doc.json'],
    });
    expect(parseCommandLine(command, ['--slug=-odd', '--status=published', '--', '--all']).values).toEqual({
      slug: '-odd',
      status: 'published',
    });
    expect(parseCommandLine(command, ['--slug=x', '--', '--all']).positionals).toEqual(['--all']);
  });

  it('says what is wrong with a command line', () => {
    expect(usageErrorOf(['--slug', 'x', '--bogus'])).toBe('Unknown option --bogus.');
    expect(usageErrorOf(['--slug', 'x', '-z'])).toBe('Unknown option -z.');
    expect(usageErrorOf(['--slug'])).toMatch(/^--slug needs a value/);
    expect(usageErrorOf(['--slug', 'x', '--all=yes'])).toBe('--all is a flag and takes no value.');
    expect(usageErrorOf(['a.json', 'b.json', '--slug', 'x'])).toBe('Unexpected argument "b.json".');
    expect(usageErrorOf(['a.json'])).toBe('--slug is required: the slug.');
    expect(usageErrorOf(['--slug', 'x', '--status', 'live'])).toBe('--status must be one of draft, published; got "live".');
  });
});
