// A production install (`npm ci --omit=dev`) carries only what runs: the compiled server in
// dist/server (scripts/build-server.js) must run, and every package it can load must be a runtime
// dependency, so a build tool (Vite, tsx, TypeScript) is never needed to serve the site.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ownDocument, PROJECT_ROOT } from './fixtures.ts';

const SERVER = join(PROJECT_ROOT, 'dist', 'server');
const pkg = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
/** Loaded only where they are guarded: Vite when a stale bundle is rebuilt (cli/client-build.ts). */
const OPTIONAL = new Map([['vite', 'cli/client-build.js']]);

const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
/** tsc prints each import and re-export on one line. */
const STATIC_IMPORT = /^(?:import|export)\b.*?\bfrom\s*(['"])([^'"]+)\1;?$|^import\s*(['"])([^'"]+)\3;?$/gm;
const DYNAMIC_IMPORT = /\bimport\((['"])([^'"]+)\1\)/g;

/**
 * Every module the compiled CLI can run, and the packages each imports. Static imports are followed
 * everywhere; dynamic ones only in cli/ (the commands, loaded on demand). Elsewhere a dynamic import
 * is a browser chunk loaded lazily by a behaviour or the browser registry, which server modules
 * import for its names but never call.
 */
function moduleGraph(entry: string): Map<string, Set<string>> {
  const packages = new Map<string, Set<string>>();
  const queue = [entry];
  const seen = new Set(queue);
  while (queue.length) {
    const file = queue.pop()!;
    const text = readFileSync(file, 'utf8');
    const specifiers = [...text.matchAll(STATIC_IMPORT)].map((m) => (m[2] ?? m[4])!);
    if (file.startsWith(join(SERVER, 'cli'))) specifiers.push(...[...text.matchAll(DYNAMIC_IMPORT)].map((m) => m[2]!));
    const found = new Set<string>();
    for (const specifier of specifiers) {
      if (specifier.startsWith('.')) {
        const next = resolve(dirname(file), specifier);
        if (seen.has(next) || !existsSync(next)) continue;
        seen.add(next);
        queue.push(next);
      } else if (!specifier.startsWith('node:') && !builtinModules.includes(specifier)) found.add(packageOf(specifier));
    }
    packages.set(file, found);
  }
  return packages;
}

describe('production install', () => {
  beforeAll(() => {
    const built = spawnSync(process.execPath, ['scripts/build-server.js'], { cwd: PROJECT_ROOT, encoding: 'utf8' });
    expect(built.status, built.stderr).toBe(0);
  }, 120_000);

  it('lists no build tool among the runtime dependencies', () => {
    for (const tool of ['vite', 'tsx', 'typescript', 'esbuild', 'vitest', 'embla-carousel', 'uplot']) {
      expect(pkg.dependencies[tool], `${tool} is a development dependency`).toBeUndefined();
    }
  });

  it('needs no package outside the runtime dependencies to run any command', () => {
    const graph = moduleGraph(join(SERVER, 'cli', 'main.js'));
    expect(graph.size).toBeGreaterThan(200);
    // The scan sees the packages the server is built on (a scan that found none would prove nothing).
    const all = new Set([...graph.values()].flatMap((p) => [...p]));
    for (const name of ['fastify', 'react', 'kysely', 'zod', 'better-sqlite3', 'pg']) expect(all).toContain(name);
    const missing: string[] = [];
    for (const [file, packages] of graph) {
      const where = file.slice(SERVER.length + 1);
      for (const name of packages) if (!(name in pkg.dependencies) && OPTIONAL.get(name) !== where) missing.push(`${name} (${where})`);
    }
    expect(missing).toEqual([]);
  });

  it('runs the compiled server without a TypeScript loader', () => {
    const dir = mkdtempSync(join(tmpdir(), 'foyer-compiled-'));
    const { BASE_URL: _viteBase, ...inherited } = process.env; // Vitest sets BASE_URL to Vite's '/'
    const env = { ...inherited, FOYER_RUN: 'compiled', DATABASE_URL: `sqlite:${join(dir, 'site.db')}`, LOG_LEVEL: 'warn' };
    try {
      const migrate = spawnSync(process.execPath, ['bin/foyer.js', 'migrate'], { cwd: PROJECT_ROOT, env, encoding: 'utf8' });
      expect(migrate.status, migrate.stderr).toBe(0);
      const render = spawnSync(process.execPath, ['bin/foyer.js', 'render', ownDocument('template-export-home.json')], {
        cwd: PROJECT_ROOT,
        env,
        encoding: 'utf8',
      });
      expect(render.status, render.stderr).toBe(0);
      expect(render.stdout).toMatch(/^<!DOCTYPE html><html/);
      const bench = spawnSync(process.execPath, ['bin/foyer.js', 'bench'], { cwd: PROJECT_ROOT, env, encoding: 'utf8' });
      expect([bench.status, bench.stderr.trim()]).toEqual([1, expect.stringMatching(/^foyer bench is a development tool/)]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
