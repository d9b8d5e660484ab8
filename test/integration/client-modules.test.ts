// The build's client module manifest (dist/client/foyer-modules.json) against the registry and the
// demo's pages: every registered behaviour and island has a built chunk, and every module a page
// runs before any input is preloaded with the chunks it imports, and nothing else is. npm test builds
// the bundle first; run `npx vite build` before running this file alone.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_MODULE_WHEN } from '../../src/runtime/module-names.ts';
import { CLIENT_DIR, type ClientModuleManifest, readModuleManifest } from '../../src/server/ssr/client-manifest.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

/** The modules the browser runs as the page loads: what runtime/behaviours.ts attaches at once. */
/** The modules a page runs at load, each with the media query it runs under (undefined: everywhere). */
function modulesRunAtLoad(html: string): Map<string, string | undefined> {
  const doc = new new Window().DOMParser().parseFromString(html, 'text/html');
  const names = new Map<string, string | undefined>();
  // An element marked data-behaviours-defer waits for the first input or for the viewport; an island
  // hydrates on interaction (runtime/islands.ts). Markup inside a <template> is not scanned. One
  // marked data-behaviours-media runs only where its query matches (the desktop mega menu).
  for (const element of doc.querySelectorAll('[data-behaviours]:not([data-behaviours-defer])')) {
    const media = element.getAttribute('data-behaviours-media') ?? undefined;
    for (const name of (element.getAttribute('data-behaviours') ?? '').split(/\s+/).filter(Boolean)) {
      names.set(name, names.has(name) && names.get(name) === undefined ? undefined : media);
    }
  }
  return names;
}

/** What a page preloads: each URL with its media query, if it has one. */
function preloadsOf(html: string): Map<string, string | undefined> {
  return new Map([...html.matchAll(/<link rel="modulepreload" href="([^"]+)"(?: media="([^"]+)")?\/>/g)].map((m) => [m[1], m[2]]));
}

/**
 * The problems of one page: modules run at load that are not preloaded (or whose imports are not),
 * modules whose registry `when` says they wait yet run at load, and preloads no such module needs.
 */
function preloadProblems(manifest: ClientModuleManifest, html: string): string[] {
  const url = (file: string) => `/${file}`;
  const preloads = preloadsOf(html);
  const atLoad = modulesRunAtLoad(html);
  const problems: string[] = [];
  const needed = new Set(manifest.boot.imports.map(url));
  for (const [name, media] of atLoad) {
    const m = manifest.modules[name];
    if (!m) {
      problems.push(`${name}: no chunk in the manifest`);
      continue;
    }
    if (m.when === 'interaction') problems.push(`${name}: runs at load, but the registry says it waits for interaction`);
    for (const file of [m.file, ...m.imports]) {
      needed.add(url(file));
      if (!preloads.has(url(file))) problems.push(`${name}: ${file} is not preloaded`);
      else if (preloads.get(url(file)) !== media)
        problems.push(`${name}: ${file} is preloaded for ${preloads.get(url(file))}, runs for ${media}`);
    }
  }
  for (const href of preloads.keys()) if (!needed.has(href)) problems.push(`${href}: preloaded, but no module run at load needs it`);
  return problems;
}

describe('the client module manifest', () => {
  const manifest = readModuleManifest();

  it('is written by the build', () => {
    expect(manifest, 'dist/client/foyer-modules.json (npx vite build)').toBeDefined();
  });

  it('has a built chunk for every registered behaviour and island, and names no other', () => {
    const modules = manifest?.modules ?? {};
    for (const [name, when] of Object.entries(CLIENT_MODULE_WHEN)) {
      const m = modules[name];
      expect(m, `${name} has a chunk in the manifest`).toBeDefined();
      expect(m.when, name).toBe(when);
      for (const file of [m.file, ...m.imports]) expect(existsSync(join(CLIENT_DIR, file)), `${name}: ${file} exists`).toBe(true);
    }
    expect(Object.keys(modules).sort()).toEqual(Object.keys(CLIENT_MODULE_WHEN).sort());
  });
});

describe('modules a demo page runs before any input', () => {
  let test: TestApp;
  const manifest = readModuleManifest();
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  /** Every published page and post of the demo, by path (the front page answers at `/`). */
  async function demoPaths(): Promise<string[]> {
    const rows = await test.db.kysely
      .selectFrom('posts')
      .select('slug')
      .where('type', 'in', ['page', 'post'])
      .where('status', '=', 'published')
      .execute();
    return ['/', ...rows.map((r) => `/${encodeURIComponent(r.slug)}/`)];
  }

  it('are preloaded with the chunks they import, on every page; nothing else is', async () => {
    const paths = await demoPaths();
    expect(paths.length).toBeGreaterThan(10);
    const seen = new Set<string>();
    for (const path of paths) {
      const res = await test.app.inject({ method: 'GET', url: path });
      if (res.statusCode === 301) continue; // the front page's own slug
      expect(res.statusCode, path).toBe(200);
      for (const name of modulesRunAtLoad(res.body).keys()) seen.add(name);
      expect(preloadProblems(manifest!, res.body), path).toEqual([]);
    }
    // Among those checked: widget behaviours the old path matching never preloaded (their chunks are
    // named after the widget folder, not the module; the counters wait below the fold).
    expect([...seen]).toEqual(
      expect.arrayContaining(['alert-dismiss', 'audio-embed', 'code-highlight-copy', 'google-maps', 'progress-fill', 'mega-menu']),
    );
  });
});
