// Builds the browser bundle with Vite when it is missing or older than its sources.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CLIENT_DIR } from '../server/ssr/client-manifest.ts';

const SOURCES = ['src/runtime', 'src/behaviours', 'src/widgets', 'src/model', 'src/popups', 'vite.config.ts'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function clientBuildIsStale(root = process.cwd()): boolean {
  const manifest = join(CLIENT_DIR, '.vite', 'manifest.json');
  if (!existsSync(manifest)) return true;
  const built = statSync(manifest).mtimeMs;
  return SOURCES.some((s) => newestMtime(join(root, s)) > built);
}

export async function buildClient(): Promise<void> {
  const { build } = await import('vite');
  await build({ logLevel: 'warn' });
}
