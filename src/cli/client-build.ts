// Builds the browser bundles with Vite when missing or older than their sources: the public one
// (vite.config.ts → dist/client) and the back office's (vite.admin.config.ts → dist/admin).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CLIENT_DIR, MODULE_MANIFEST } from '../server/ssr/client-manifest.ts';

const SOURCES = ['src/runtime', 'src/behaviours', 'src/widgets', 'src/model', 'src/popups', 'src/stats/client', 'vite.config.ts'];
const ADMIN_SOURCES = ['src/admin', 'src/stats/report-types.ts', 'vite.admin.config.ts'];
const ADMIN_MANIFEST = join('dist', 'admin', '.vite', 'manifest.json');

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Whether both bundles are there, however old. */
export function clientBuildExists(root = process.cwd()): boolean {
  return existsSync(join(CLIENT_DIR, MODULE_MANIFEST)) && existsSync(join(root, ADMIN_MANIFEST));
}

export function clientBuildIsStale(root = process.cwd()): boolean {
  const manifest = join(CLIENT_DIR, MODULE_MANIFEST);
  if (!existsSync(manifest)) return true;
  const built = statSync(manifest).mtimeMs;
  if (SOURCES.some((s) => newestMtime(join(root, s)) > built)) return true;
  const admin = join(root, ADMIN_MANIFEST);
  if (!existsSync(admin)) return true;
  const adminBuilt = statSync(admin).mtimeMs;
  return ADMIN_SOURCES.some((s) => newestMtime(join(root, s)) > adminBuilt);
}

/** Why the bundles cannot be built here: Vite is a development dependency (a production install has none). */
export class NoBuildToolsError extends Error {}

export async function buildClient(): Promise<void> {
  const { build } = await import('vite').catch((error: unknown) => {
    if ((error as { code?: string }).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    throw new NoBuildToolsError(
      'The browser bundles (dist/client, dist/admin) need building, and this install has no Vite (a development dependency): run `npm run build` where the development dependencies are installed and deploy dist/ with the code.',
    );
  });
  await build({ logLevel: 'warn' });
  await build({ configFile: 'vite.admin.config.ts', logLevel: 'warn' });
}
