// The editor previews CSS in the browser: the declarations and the CSS derivation must bundle for a
// browser without zod or node modules, and stay small (measured here with esbuild, as Vite builds).
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { layouts } from '../../src/elements/layouts.ts';
import { widgets } from '../../src/widgets/index.ts';
import { PROJECT_ROOT } from '../cli/fixtures.ts';

/** An entry importing every widget's and element's declaration module and the browser-side derivations. */
function editorEntry(): string {
  // Elementor's variants of one widget (`contact-buttons-var-3`) share their base widget's folder.
  const folders = new Set(widgets.map((w) => w.type.replace(/-var-\d+$/, '')));
  const schemas = [...[...folders].map((f) => `src/widgets/${f}/schema.ts`), ...layouts.map((l) => `src/elements/${l.elType}/schema.ts`)];
  return [
    "export { declarationCss } from './src/contracts/declaration/css.ts';",
    "export { describeDeclaration } from './src/contracts/declaration/form.ts';",
    "export { controlApplies } from './src/contracts/declaration/condition.ts';",
    "export { createCssSink } from './src/model/css.ts';",
    "export { advancedDeclaration } from './src/elements/advanced-controls.ts';",
    ...schemas.map((path, i) => `export * as d${i} from './${path}';`),
  ].join('\n');
}

describe('declarations in a browser bundle', () => {
  it('bundle without zod or node built-ins, at most 0.7 KB gzipped a widget over a 10 KB base', async () => {
    const result = await build({
      stdin: { contents: editorEntry(), resolveDir: PROJECT_ROOT, loader: 'ts' },
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
    expect(inputs.some((path) => path.endsWith('src/widgets/heading/schema.ts'))).toBe(true);
    const gzipped = gzipSync(result.outputFiles[0].contents).length;
    // Only the editor loads this, once: 40-odd widgets, the layout elements and the motion, sticky and
    // background groups came to 28 KB gzipped (about 0.6 KB a widget); the carousel, posts, price and
    // theme widgets took it to 36.5 KB. The bound grows with the widget count, so a widget that
    // bundles something heavy still fails it.
    expect(gzipped).toBeLessThan(10_000 + 700 * new Set(widgets.map((w) => w.type.replace(/-var-\d+$/, ''))).size);
  });
});
