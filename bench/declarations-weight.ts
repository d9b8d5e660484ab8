// What the editor's panel downloads to list and describe the widgets and elements: the
// declarations-only registries bundled for a browser as Vite would (esbuild, minified, ESM, code
// split at each dynamic import), every file gzipped at level 9 like every file of the page weight.
// Loaded by the editor, never by a visitor. The panel's first download is the loaders, the layout
// elements, the shared Advanced tab and the panel index (every widget's type, title, category, icon
// and keywords); a widget's own declaration is one more chunk, fetched when the widget is first shown.
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Metafile } from 'esbuild';
import { panelIndex } from '../src/contracts/declaration/panel-index.ts';
import { layoutDeclarations, sharedDeclarations } from '../src/elements/declarations.ts';
import { loadWidgetDeclarations } from '../src/widgets/declarations.ts';

/**
 * The budget for the panel's first download (issue 20, part 4 gave 40 KB "for all widgets"; with
 * widgets loaded on demand it holds what the panel needs before any widget is opened).
 */
export const DECLARATIONS_BUDGET_KB = 40;
/** The budget for one widget's own declaration chunk (and the shared chunks it needs beyond the first download). */
export const WIDGET_DECLARATION_BUDGET_KB = 12;

/** The registry modules themselves, each an entry as the editor imports them. */
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
  /** Gzipped bytes of the panel's first download: loaders, layout elements, Advanced tab, panel index. */
  firstGzipped: number;
  /** Of which the panel index (JSON). */
  indexGzipped: number;
  /** Gzipped bytes of every widget's declaration chunk together (what opening every widget costs). */
  widgetsGzipped: number;
  /** The heaviest single widget's chunk (gzipped) and its type. */
  largestWidget: { type: string; gzipped: number };
  /** Minified bytes of everything, before gzip. */
  bytes: number;
  widgets: number;
  elements: number;
  /** Every source file in the bundle, relative to the project root. */
  inputs: string[];
}

const gz = (bytes: Uint8Array | string) => gzipSync(bytes, { level: 9 }).length;

/** The output files an output reaches through static imports (itself included). */
function staticClosure(meta: Metafile, start: string): Set<string> {
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    for (const i of meta.outputs[path]?.imports ?? []) if (i.kind === 'import-statement') visit(i.path);
  };
  visit(start);
  return seen;
}

export async function measureDeclarationsWeight(root: string = process.cwd()): Promise<DeclarationsWeight> {
  const result = await build({
    entryPoints: REGISTRY_MODULES.map((m) => join(root, m)),
    absWorkingDir: root,
    bundle: true,
    splitting: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    outdir: 'out',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const meta = result.metafile;
  // Output paths as the metafile names them: relative to the root (which may end in a slash).
  const files = new Map(result.outputFiles.map((f) => [relative(root, f.path), f.contents]));
  const size = (paths: Iterable<string>) => [...paths].reduce((sum, p) => sum + gz(files.get(p)!), 0);
  // esbuild marks each dynamically imported module as an entry point too: only the registries count here.
  const entries = Object.keys(meta.outputs).filter((p) => REGISTRY_MODULES.includes(meta.outputs[p].entryPoint ?? ''));
  const first = new Set(entries.flatMap((e) => [...staticClosure(meta, e)]));

  const declarations = await loadWidgetDeclarations();
  const indexGzipped = gz(JSON.stringify(panelIndex(declarations)));
  // Each dynamic import of the widgets' registry is one widget module's chunk (contact buttons and
  // floating bars hold several types each): what it costs beyond the first download.
  const widgetEntry = entries.find((e) => meta.outputs[e].entryPoint === REGISTRY_MODULES[0])!;
  const lazy = [...new Set(meta.outputs[widgetEntry].imports.filter((i) => i.kind === 'dynamic-import').map((i) => i.path))];
  const chunkCost = lazy.map((chunk) => {
    const extra = [...staticClosure(meta, chunk)].filter((p) => !first.has(p));
    const source = Object.keys(meta.outputs[chunk].inputs).find((i) => i.endsWith('/schema.ts')) ?? chunk;
    return { type: source.replace(/^src\/widgets\/|\/schema\.ts$/g, ''), gzipped: size(extra) };
  });
  const largestWidget = chunkCost.reduce((a, b) => (b.gzipped > a.gzipped ? b : a), { type: '', gzipped: 0 });
  const allLazy = new Set(lazy.flatMap((chunk) => [...staticClosure(meta, chunk)].filter((p) => !first.has(p))));
  return {
    firstGzipped: size(first) + indexGzipped,
    indexGzipped,
    widgetsGzipped: size(allLazy),
    largestWidget,
    bytes: [...files.values()].reduce((sum, f) => sum + f.length, 0),
    widgets: declarations.length,
    elements: layoutDeclarations.length + sharedDeclarations.length,
    inputs: Object.keys(meta.inputs),
  };
}
