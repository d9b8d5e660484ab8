// The real-document corpus (Elementor exports from real sites) lives outside the repository: suites
// that need it run only when FOYER_CORPUS_DIR names its folder, so a fresh clone's `npm test` passes
// on the repository's own fixtures (test/fixtures/), while CI (.ci/run) renders every real document.
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'vitest';

export const PROJECT_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** The repository's own small documents: every document shape Foyer reads, a popup, a header and a kit. */
export const OWN_FIXTURES_DIR = join(PROJECT_ROOT, 'test', 'fixtures');

export const CORPUS_SKIP_REASON =
  'needs the real-document corpus: set FOYER_CORPUS_DIR to its folder (the one holding elementor/), as .ci/run does';

/**
 * The corpus folder, or undefined when FOYER_CORPUS_DIR is unset. A relative value is taken from the
 * project root (CI passes `../shared/fixtures`). A value that names no folder is a mistake worth
 * stopping for, not a reason to skip quietly.
 */
export function corpusDir(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const value = env.FOYER_CORPUS_DIR?.trim();
  if (!value) return undefined;
  const dir = resolve(PROJECT_ROOT, value);
  if (!existsSync(join(dir, 'elementor'))) {
    throw new Error(`FOYER_CORPUS_DIR=${value} has no elementor/ folder (looked in ${dir}); unset it or point it at the corpus.`);
  }
  return dir;
}

/** The corpus's Elementor documents (absolute paths, sorted); empty without a corpus. */
export function corpusDocuments(env: NodeJS.ProcessEnv = process.env): string[] {
  const dir = corpusDir(env);
  if (!dir) return [];
  const elementor = join(dir, 'elementor');
  return readdirSync(elementor)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => join(elementor, f));
}

/**
 * `describe` for a suite over the real corpus. Without one, the suite reports a single skipped test
 * that says why, so a run on a fresh clone shows what it did not check instead of hiding it.
 */
export function describeCorpus(name: string, body: (documents: string[]) => void): void {
  const documents = corpusDocuments();
  if (documents.length) {
    describe(name, () => body(documents));
    return;
  }
  // The default reporter only counts skipped tests; this line says which and why.
  console.warn(`skipped "${name}": ${CORPUS_SKIP_REASON}`);
  describe(name, () => {
    it('runs over the real documents', (ctx) => ctx.skip(CORPUS_SKIP_REASON));
  });
}
