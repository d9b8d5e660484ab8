// `foyer bench`: server throughput, page weight, Lighthouse and widget coverage in one run (bench/).
import { fileURLToPath } from 'node:url';
import { runBench, SECTIONS, type SectionName } from '../../../bench/run.ts';
import { parseArgs, stringFlag } from '../args.ts';
import type { Command } from '../main.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export const benchCommand: Command = {
  name: 'bench',
  usage: `bench [--quick] [--only ${SECTIONS.join(',')}] [--no-record]   measure and append to bench/RESULTS.md`,
  async run(args) {
    const { flags } = parseArgs(args);
    const only = stringFlag(flags, 'only')
      ?.split(',')
      .map((s) => s.trim());
    const unknown = only?.filter((s) => !(SECTIONS as readonly string[]).includes(s)) ?? [];
    if (unknown.length) {
      process.stderr.write(`--only takes ${SECTIONS.join(', ')}; unknown: ${unknown.join(', ')}.\n`);
      return 2;
    }
    const quick = flags.quick === true;
    const started = Date.now();
    const markdown = await runBench({
      root: ROOT,
      // --quick: a smoke run while working on the benchmark itself; its figures are rougher.
      seconds: quick ? 3 : 10,
      singleRequests: quick ? 10 : 50,
      rounds: quick ? 1 : 3,
      lighthouseRuns: quick ? 1 : 3,
      sections: new Set((only ?? SECTIONS) as SectionName[]),
      record: flags['no-record'] !== true,
      log: (message) => process.stderr.write(`bench: ${message}\n`),
    });
    process.stdout.write(`${markdown}\n`);
    process.stderr.write(
      `bench: finished in ${((Date.now() - started) / 1000).toFixed(0)} s${flags['no-record'] === true ? '' : '; appended to bench/RESULTS.md'}\n`,
    );
    return 0;
  },
};
