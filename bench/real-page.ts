// The large real page the bench measures beside the demo home: a real Elementor export from the
// fixtures corpus (outside the repository), imported onto the bench's scratch site. Chosen as the
// largest document of the corpus whose render is meaningful: 039-marko (1.4 MB of JSON, 218
// widgets of which 200 render, about 400 KB of HTML with the demo's header and footer).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const REAL_PAGE_FILE = '039-marko-marketing-agency-home.json';
export const REAL_PAGE_SLUG = 'real-page-marko';

/** Where the real page is on the bench site, or why there is none. */
export type RealPage = { path: string; file: string } | { absent: string };

/**
 * Imports the real page onto the site whose database `env` names. The corpus is optional (CI has
 * it, `npm test` and a fresh clone need not): without it the bench says so and measures the demo only.
 */
export function importRealPage(root: string, corpus: string, env: NodeJS.ProcessEnv): RealPage {
  const file = join(corpus, REAL_PAGE_FILE);
  if (!existsSync(file)) return { absent: `no ${REAL_PAGE_FILE} in the corpus folder ${corpus} (set FOYER_CORPUS_DIR to the fixtures)` };
  const args = ['bin/foyer.js', 'import-template', file, '--slug', REAL_PAGE_SLUG, '--status', 'published'];
  const run = spawnSync(process.execPath, args, { cwd: root, env, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`importing ${REAL_PAGE_FILE} onto the bench site failed:\n${run.stderr}`);
  return { path: `/${REAL_PAGE_SLUG}/`, file: REAL_PAGE_FILE };
}
