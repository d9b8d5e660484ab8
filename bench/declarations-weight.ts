// What the editor's panel downloads to list and describe every widget and element: the
// declarations-only registries bundled for a browser as Vite would (esbuild, minified, ESM), gzipped
// at level 9 like every file of the page weight. Loaded once by the editor, never by a visitor.
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { layoutDeclarations, sharedDeclarations } from '../src/elements/declarations.ts';
import { widgetDeclarations } from '../src/widgets/declarations.ts';

/**
 * The budget for all widgets' declarations (issue 20, part 4: "a budget of 40 KB for all widgets").
 * The layout elements and the shared Advanced tab come on top, measured and reported beside it.
 */
export const DECLARATIONS_BUDGET_KB = 40;

/** The registry modules themselves, re-exported as one entry as the editor imports them. */
export const REGISTRY_MODULES = ['src/widgets/declarations.ts', 'src/elements/declarations.ts'];

/** Render code and server code that must never reach the registry's bundle, and why. */
export const RENDER_ONLY = [
  { pattern: /node_modules\/sanitize-html\//, what: 'sanitize-html (rendering cleans HTML)' },
  { pattern: /node_modules\/refractor\//, what: 'refractor (code highlighting renders on the server)' },
  { pattern: /node_modules\/@fortawesome\//, what: 'Font Awesome icon data' },
  { pattern: /node_modules\/react-dom\//, what: 'react-dom (server rendering)' },
  { pattern: /node_modules\/zod\//, what: 'zod (the server derives schemas)' },
  { pattern: /^node:|^\(disabled\):/, what: 'a node built-in' },
  { pattern: /\/render\.tsx$|^src\/render\//, what: 'render code' },
];

export interface DeclarationsWeight {
  /** Minified bytes and gzipped bytes of the whole registry (widgets and elements). */
  bytes: number;
  gzipped: number;
  /** Gzipped bytes of the widgets' registry alone: what the budget holds. */
  widgetsGzipped: number;
  widgets: number;
  elements: number;
  /** Every source file in the bundle, relative to the project root. */
  inputs: string[];
}

async function bundle(modules: string[], root: string) {
  const result = await build({
    stdin: { contents: modules.map((m) => `export * from './${m}';`).join('\n'), resolveDir: root, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  return { code: result.outputFiles[0].contents, inputs: result.metafile.inputs };
}

export async function measureDeclarationsWeight(root: string = process.cwd()): Promise<DeclarationsWeight> {
  const [whole, widgetsOnly] = await Promise.all([bundle(REGISTRY_MODULES, root), bundle([REGISTRY_MODULES[0]], root)]);
  const code = whole.code;
  return {
    bytes: code.length,
    gzipped: gzipSync(code, { level: 9 }).length,
    widgetsGzipped: gzipSync(widgetsOnly.code, { level: 9 }).length,
    widgets: widgetDeclarations.length,
    elements: layoutDeclarations.length + sharedDeclarations.length,
    inputs: Object.keys(whole.inputs).filter((path) => path !== '<stdin>'),
  };
}
