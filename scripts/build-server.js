#!/usr/bin/env node
// `npm run build`'s server step: compiles src/ to plain JavaScript in dist/server/ (types are checked
// by `npm run typecheck`, not here), and copies the files beside the sources that the server reads at
// run time (the demo's video). A production install (`npm ci --omit=dev`) then runs that build with
// no TypeScript loader (bin/foyer.js). The benchmark and fidelity commands stay development tools.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, extname, join, relative } from 'node:path';

const OUT = join('dist', 'server');
/** Files the server reads beside its modules (import.meta.dirname). */
const ASSETS = new Set(['.webm']);

rmSync(OUT, { recursive: true, force: true });
const tsc = spawnSync(join('node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.build.json'], { stdio: 'inherit' });
if (tsc.status !== 0) {
  process.stderr.write('Compiling the server failed (tsc -p tsconfig.build.json).\n');
  process.exit(tsc.status ?? 1);
}

function copyAssets(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) copyAssets(path);
    else if (ASSETS.has(extname(entry.name))) {
      const target = join(OUT, relative('src', path));
      mkdirSync(dirname(target), { recursive: true });
      copyFileSync(path, target);
    }
  }
}
copyAssets('src');
