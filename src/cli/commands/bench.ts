// `foyer bench`: server throughput, page weight, Lighthouse and widget coverage in one run (bench/).
import { fileURLToPath } from 'node:url';
import { runBench, SECTIONS, type SectionName } from '../../../bench/run.ts';
import { defineCommand, UsageError } from '../command.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export const benchCommand = defineCommand({
  name: 'bench',
  options: {
    quick: { type: 'boolean', description: 'a shorter, rougher run (while working on the benchmark itself)' },
    only: { type: 'string', value: 'SECTIONS', description: `comma-separated sections to run: ${SECTIONS.join(', ')}` },
    'no-record': { type: 'boolean', description: 'print the results without appending them to bench/RESULTS.md' },
  },
  async run({ values }) {
    const only = values.only?.split(',').map((s) => s.trim());
    const unknown = only?.filter((s) => !(SECTIONS as readonly string[]).includes(s)) ?? [];
    if (unknown.length) throw new UsageError(`--only takes ${SECTIONS.join(', ')}; unknown: ${unknown.join(', ')}.`);
    const quick = values.quick === true;
    const record = values['no-record'] !== true;
    const started = Date.now();
    const markdown = await runBench({
      root: ROOT,
      // --quick: a smoke run while working on the benchmark itself; its figures are rougher.
      seconds: quick ? 3 : 10,
      singleRequests: quick ? 10 : 50,
      rounds: quick ? 1 : 3,
      lighthouseRuns: quick ? 1 : 3,
      sections: new Set((only ?? SECTIONS) as SectionName[]),
      record,
      log: (message) => process.stderr.write(`bench: ${message}\n`),
    });
    process.stdout.write(`${markdown}\n`);
    process.stderr.write(
      `bench: finished in ${((Date.now() - started) / 1000).toFixed(0)} s${record ? '; appended to bench/RESULTS.md' : ''}\n`,
    );
    return 0;
  },
});
