// The editor imports the declarations in the browser: the declarations-only registries must bundle
// for a browser without render code, zod or node modules, and stay small (measured here with
// esbuild, as Vite builds, by the same code as the bench's weight row).
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { DECLARATIONS_BUDGET_KB, REGISTRY_MODULES, RENDER_ONLY, measureDeclarationsWeight } from '../../bench/declarations-weight.ts';
import { widgetDeclarations } from '../../src/widgets/declarations.ts';
import { PROJECT_ROOT } from '../cli/fixtures.ts';

describe('declarations in a browser bundle', () => {
  it(`the registries bundle without render code or npm and node modules, the widgets' within ${DECLARATIONS_BUDGET_KB} KB gzipped`, async () => {
    const weight = await measureDeclarationsWeight(PROJECT_ROOT);
    const offending = weight.inputs.flatMap((path) => RENDER_ONLY.filter((r) => r.pattern.test(path)).map((r) => `${path}: ${r.what}`));
    expect(offending).toEqual([]);
    // Declarations are plain data: not one npm module is needed to read them.
    expect(weight.inputs.filter((path) => path.includes('node_modules'))).toEqual([]);
    expect(weight.inputs).toContain('src/widgets/heading/schema.ts');
    expect(weight.inputs).toContain('src/elements/advanced-controls.ts');
    expect(weight.widgets).toBe(widgetDeclarations.length);
    expect(weight.widgetsGzipped / 1024).toBeLessThanOrEqual(DECLARATIONS_BUDGET_KB);
    // The layout elements and the Advanced tab come on top of the widgets'.
    expect(weight.gzipped).toBeGreaterThan(weight.widgetsGzipped);
  });

  it('the render-only check catches render code, sanitize-html and icon data', () => {
    const caught = (path: string) => RENDER_ONLY.some((r) => r.pattern.test(path));
    expect(caught('src/widgets/heading/render.tsx')).toBe(true);
    expect(caught('node_modules/sanitize-html/index.js')).toBe(true);
    expect(caught('node_modules/@fortawesome/free-solid-svg-icons/index.mjs')).toBe(true);
    expect(caught('node_modules/refractor/lib/core.js')).toBe(true);
    expect(caught('src/widgets/heading/schema.ts')).toBe(false);
  });

  it('the browser-side derivations (CSS, form, conditions) add at most 8 KB gzipped to the registry', async () => {
    const entry = [
      ...REGISTRY_MODULES.map((m) => `export * from './${m}';`),
      "export { declarationCss } from './src/contracts/declaration/css.ts';",
      "export { describeDeclaration } from './src/contracts/declaration/form.ts';",
      "export { controlApplies } from './src/contracts/declaration/condition.ts';",
      "export { createCssSink } from './src/model/css.ts';",
    ].join('\n');
    const result = await build({
      stdin: { contents: entry, resolveDir: PROJECT_ROOT, loader: 'ts' },
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.filter((path) => /node_modules|^node:/.test(path))).toEqual([]);
    const gzipped = gzipSync(result.outputFiles[0].contents, { level: 9 }).length;
    // Only the editor loads this, once. The widgets themselves are held by the registry's budget;
    // this holds the code that reads them (about 6 KB in November 2026), so a derivation that
    // pulls in something heavy fails here.
    const registry = await measureDeclarationsWeight(PROJECT_ROOT);
    expect(gzipped - registry.gzipped).toBeLessThan(8_000);
  });
});
