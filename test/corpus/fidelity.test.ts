// The fidelity report runs end to end on two reference documents (one built from containers, one from
// sections and columns): a fresh site with Elementor's default kit, both widths measured in Chromium,
// every reference element scored, the HTML report written with both screenshots, and the scores held
// above a floor so a layout regression fails CI. The full run over every document is a benchmark
// (`npm run fidelity`), not a test. Skipped when FOYER_CORPUS_DIR is unset.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { readReference, referenceFolders } from '../../bench/fidelity/reference.ts';
import { type FidelityResult, runFidelity } from '../../bench/fidelity/run.ts';
import { describeCorpus, PROJECT_ROOT } from '../helpers/corpus.ts';

const DOCUMENTS = ['006-foodo-fastfood-restaurant-home', '058-pastilaris-home'];
/** Per document and width, a little under the score measured when the floor was last raised. */
const FLOOR: Record<string, Record<string, number>> = {
  '006-foodo-fastfood-restaurant-home': { '1280': 97, '375': 97 },
  '058-pastilaris-home': { '1280': 96, '375': 96 },
};

describeCorpus('fidelity report on two reference documents', () => {
  const out = mkdtempSync(join(tmpdir(), 'foyer-fidelity-test-'));
  let result: FidelityResult;
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('measures both documents at both widths and writes the side-by-side report', async () => {
    result = await runFidelity({
      root: PROJECT_ROOT,
      env: process.env,
      only: DOCUMENTS,
      outDir: join(out, 'report'),
      log: () => undefined,
    });
    const { reference } = referenceFolders(PROJECT_ROOT, process.env);
    expect(result.documents.map((d) => [d.doc, d.error])).toEqual(DOCUMENTS.map((d) => [d, undefined]));
    for (const d of result.documents) {
      const ref = readReference(reference, d.doc);
      for (const v of d.viewports) {
        // Every visible reference element is scored, none twice.
        const visible = ref.viewport[v.key].elements.filter((e) => e.visible && !e.sticky_spacer).length;
        expect(v.score.total, `${d.doc} @${v.key}`).toBe(visible);
        expect(v.score.matched / v.score.total, `${d.doc} @${v.key}`).toBeGreaterThanOrEqual(FLOOR[d.doc][v.key] / 100);
        expect(v.foyerHeight).toBeGreaterThan(0);
        for (const side of ['foyer', 'elementor'])
          expect(existsSync(join(out, 'report', 'shots', `${d.doc}-${v.key}-${side}.jpg`))).toBe(true);
      }
      const page = readFileSync(join(out, 'report', `${d.doc}.html`), 'utf8');
      expect(page).toContain(`shots/${d.doc}-1280-foyer.jpg`);
      expect(page).toContain(`shots/${d.doc}-375-elementor.jpg`);
      // Mismatches are outlined; a document Foyer lays out exactly has none to outline.
      const isExact = d.viewports.every((v) => v.score.matched === v.score.total);
      if (isExact) expect(page).not.toMatch(/class="box/);
      else expect(page).toMatch(/class="box/);
    }
    expect(readFileSync(result.report, 'utf8')).toContain('058-pastilaris-home.html');
  }, 400_000);
});
