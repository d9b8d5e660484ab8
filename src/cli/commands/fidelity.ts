// `foyer fidelity`: Foyer's layout of the reference documents against Elementor's own (bench/fidelity/):
// scores per document at 1280 and 375 px, the worst elements, and an HTML report with both screenshots.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fidelityText } from '../../../bench/fidelity/format.ts';
import { runFidelity } from '../../../bench/fidelity/run.ts';
import { defineCommand, UsageError } from '../command.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export const fidelityCommand = defineCommand({
  name: 'fidelity',
  options: {
    only: {
      type: 'string',
      value: 'DOCS',
      description: 'comma-separated documents to measure, by the start of their name (e.g. 006,058); default: all',
    },
    reference: {
      type: 'string',
      value: 'DIR',
      description: "Elementor's reference layouts (default: $FOYER_CORPUS_DIR/../reference/elementor-layout)",
    },
    out: { type: 'string', value: 'DIR', description: 'where the HTML report goes (default: fidelity-report/)' },
    'min-score': {
      type: 'string',
      value: 'PERCENT',
      description: 'exit 1 when the overall score at either width is below this',
    },
  },
  async run({ values }, env) {
    const only = values.only
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const minScore = values['min-score'] === undefined ? undefined : Number(values['min-score']);
    if (minScore !== undefined && !(minScore >= 0 && minScore <= 100)) {
      throw new UsageError(`--min-score takes a percentage from 0 to 100; got "${values['min-score']}".`);
    }
    let result;
    try {
      result = await runFidelity({
        root: ROOT,
        env,
        reference: values.reference,
        only,
        outDir: values.out ?? join(ROOT, 'fidelity-report'),
        log: (message) => process.stderr.write(`fidelity: ${message}\n`),
      });
    } catch (error) {
      // A missing reference folder or an unknown document name: say what to set.
      if (error instanceof Error && /^no (Elementor|reference)/.test(error.message)) throw new UsageError(error.message);
      throw error;
    }
    process.stdout.write(fidelityText(result));
    const failed = result.documents.filter((d) => d.error);
    if (failed.length) process.stderr.write(`fidelity: ${failed.length} document(s) could not be measured\n`);
    const low = minScore === undefined ? [] : Object.entries(result.overall).filter(([, o]) => o.percent < minScore);
    for (const [key, o] of low) process.stderr.write(`fidelity: ${o.percent.toFixed(1)} % at ${key} px is under --min-score ${minScore}\n`);
    return failed.length || low.length ? 1 : 0;
  },
});
