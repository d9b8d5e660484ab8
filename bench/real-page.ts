// The large real pages the bench measures beside the demo home: real Elementor exports from the
// fixtures corpus (outside the repository), imported onto the bench's scratch site.
// - 039-marko, measured everywhere (throughput, Lighthouse): the largest document of the corpus whose
//   render is meaningful (1.4 MB of JSON, 218 widgets of which 200 render, about 400 KB of HTML
//   with the demo's header and footer).
// - 010-humanite, in the Lighthouse rows: its entrance animations sliding in from the side once
//   widened the mobile layout viewport and moved the fixed bars, a layout shift of 0.15.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const REAL_PAGE_FILES = [
  { file: '039-marko-marketing-agency-home.json', slug: 'real-page-marko' },
  { file: '010-humanite-charity-home.json', slug: 'real-page-humanite' },
] as const;

export interface ImportedPage {
  path: string;
  /** The export's file name without `.json`, as the report names the page. */
  name: string;
}

/** The imported pages, the throughput one first; or why there are none. */
export type RealPages = { pages: ImportedPage[] } | { absent: string };

/**
 * Imports the real pages onto the site whose database `env` names. The corpus is optional (CI has
 * it, `npm test` and a fresh clone need not): without it the bench says so and measures the demo only.
 */
export function importRealPages(root: string, corpus: string, env: NodeJS.ProcessEnv): RealPages {
  const missing = REAL_PAGE_FILES.filter(({ file }) => !existsSync(join(corpus, file))).map(({ file }) => file);
  if (missing.length) return { absent: `no ${missing.join(', ')} in the corpus folder ${corpus} (set FOYER_CORPUS_DIR to the fixtures)` };
  const pages = REAL_PAGE_FILES.map(({ file, slug }) => {
    const args = ['bin/foyer.js', 'import-template', join(corpus, file), '--slug', slug, '--status', 'published'];
    const run = spawnSync(process.execPath, args, { cwd: root, env, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`importing ${file} onto the bench site failed:\n${run.stderr}`);
    return { path: `/${slug}/`, name: file.replace(/\.json$/, '') };
  });
  return { pages };
}
