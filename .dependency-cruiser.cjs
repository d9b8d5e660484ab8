// Layers of src/ and no import cycles, checked by dependency-cruiser in the lint step (`npm run lint`,
// `npm test`). ARCHITECTURE.md ("Layers") explains the table; this file is its only enforcement
// (ESLint keeps only the rule that names an import: posts are saved through content/save-post.ts).
// Type-only imports count like any other: a cycle through a type is still a cycle.

/**
 * What each folder of src/ may import besides itself. Anything not listed is refused.
 * - may: whole folders.
 * - files: single files or subfolders of other folders (path prefixes under src/).
 * - types: folders it may import types from, but no values.
 * Read bottom to top: model ← contracts ← elements, widgets ← render ← server is the spine.
 */
const FOUNDATIONS = ['model', 'contracts', 'conditions', 'dynamic-tags', 'db'];
const BELOW_SERVER = [
  ...FOUNDATIONS,
  'elements',
  'widgets',
  'render',
  'content',
  'media',
  'stats',
  'accounts',
  'forms',
  'commerce',
  'popups',
  'theme',
];

const LAYERS = {
  // Shared foundations.
  model: { may: [] },
  conditions: { may: ['model'] },
  contracts: { may: ['model'] },
  'dynamic-tags': { may: ['model', 'contracts'] },
  db: { may: ['model', 'contracts'] },
  // The browser: the runtime's core and the page behaviours.
  runtime: { may: ['model'] },
  behaviours: { may: ['model', 'runtime'], files: ['theme/breakpoints.ts'] },
  // The engine: layout elements and widgets meet only through contracts; render plans and renders both.
  elements: { may: ['model', 'contracts'] },
  widgets: { may: ['model', 'contracts', 'runtime'] },
  render: { may: ['model', 'contracts', 'conditions', 'dynamic-tags', 'elements', 'widgets', 'runtime'] },
  // Services over the database.
  content: { may: ['model', 'contracts', 'db', 'elements', 'widgets', 'render'] },
  media: { may: ['model', 'contracts', 'db', 'widgets'] },
  stats: { may: ['model', 'contracts', 'db', 'content', 'runtime'] },
  // The back office app (browser): reads the statistics' report types.
  admin: { may: ['model', 'contracts'], types: ['stats'], files: ['stats/report-types.ts'] },
  accounts: { may: ['model', 'contracts', 'db', 'stats'], files: ['admin/shared/'] },
  // Form submissions and their actions; payments, orders and vouchers. Both read widgets' declarations
  // (a form's fields, a button's price) and send mail through the accounts' outbox.
  forms: { may: ['model', 'contracts', 'db', 'widgets', 'accounts'], files: ['admin/shared/'] },
  commerce: { may: ['model', 'contracts', 'db', 'widgets', 'accounts'], files: ['admin/shared/'] },
  // What a page shows around and on top of its document.
  popups: { may: ['model', 'contracts', 'conditions', 'elements', 'render', 'runtime'] },
  theme: { may: ['model', 'contracts', 'conditions', 'dynamic-tags', 'elements', 'widgets', 'render'], types: ['accounts'] },
  // The top: the demo content, the server, the command line.
  demo: { may: [...BELOW_SERVER] },
  server: { may: [...BELOW_SERVER, 'runtime'], files: ['admin/shared/'] },
  cli: { may: [...BELOW_SERVER, 'runtime', 'demo', 'server'], files: ['admin/shared/'] },
};

/**
 * Imports today's code makes against the table, each with its reason and the work that removes it.
 * A pair here is allowed; nothing else of its kind is.
 */
const EXCEPTIONS = [
  // Tests beside the code keep their layer's direction, save for these real inputs from above:
  // the island runtime hydrates the shipped stay planner; the theme's CSS is checked on the demo's kit.
  { from: 'runtime/islands.test.ts', to: 'widgets/stay-planner/' },
  { from: 'theme/base-css.test.ts', to: 'demo/kit.ts' },
];

/**
 * The browser entry and the client registry sit at the top of the browser side: they load every
 * behaviour and island (widgets' and popups' client code, the statistics tracker).
 */
const CLIENT_ENTRY = '^src/runtime/(boot|modules)\\.ts$';
const CLIENT_ENTRY_MAY = ['model', 'runtime', 'behaviours', 'widgets', 'popups', 'stats'];

const FOLDERS = Object.keys(LAYERS);
const esc = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const folders = (list) => `^src/(${list.map(esc).join('|')})/`;
const file = (prefix) => `^src/${esc(prefix)}${prefix.endsWith('/') ? '' : '$'}`;

function layerRules(folder, layer) {
  const allowed = new Set([folder, ...layer.may]);
  const refused = FOLDERS.filter((f) => !allowed.has(f));
  const exceptions = EXCEPTIONS.filter((e) => e.from.startsWith(`${folder}/`));
  const exceptionFiles = [...new Set(exceptions.map((e) => e.from))];
  const from = { path: `^src/${esc(folder)}/`, pathNot: folder === 'runtime' ? [CLIENT_ENTRY] : [] };
  const comment = `src/${folder} may import ${[...allowed].filter((f) => f !== folder).join(', ') || 'nothing else in src/'}${
    layer.files ? `, and ${layer.files.map((f) => `src/${f}`).join(', ')}` : ''
  }${layer.types ? `; types only from ${layer.types.join(', ')}` : ''} (ARCHITECTURE.md, "Layers").`;
  const rules = [];
  const refusedTypesToo = refused.filter((f) => !(layer.types ?? []).includes(f));
  if (refusedTypesToo.length) {
    const to = { path: folders(refusedTypesToo), pathNot: (layer.files ?? []).map(file) };
    const rule = (fromPart, toPart) => ({ name: `layer-${folder}`, comment, severity: 'error', from: fromPart, to: toPart });
    rules.push(rule({ ...from, pathNot: [...from.pathNot, ...exceptionFiles.map(file)] }, to));
    // A file with an exception keeps every other restriction of its folder.
    for (const f of exceptionFiles) {
      const targets = exceptions.filter((e) => e.from === f).map((e) => file(e.to));
      rules.push(rule({ path: file(f) }, { ...to, pathNot: [...to.pathNot, ...targets] }));
    }
  }
  if (layer.types?.length)
    rules.push({
      name: `layer-${folder}-types-only`,
      comment,
      severity: 'error',
      from,
      to: { path: folders(layer.types), pathNot: (layer.files ?? []).map(file), dependencyTypesNot: ['type-only'] },
    });
  return rules;
}

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycles, type-only imports included: split out what both sides need (ARCHITECTURE.md, "Layers").',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...Object.entries(LAYERS).flatMap(([folder, layer]) => layerRules(folder, layer)),
    {
      name: 'layer-client-entry',
      comment: `The browser entry and registry (src/runtime/boot.ts, modules.ts) load client code only: ${CLIENT_ENTRY_MAY.join(', ')}.`,
      severity: 'error',
      from: { path: CLIENT_ENTRY },
      to: { path: folders(FOLDERS.filter((f) => !CLIENT_ENTRY_MAY.includes(f))) },
    },
    {
      name: 'client-entry-is-the-top',
      comment: 'Nothing imports the browser entry or the client registry (the build does): read names from src/runtime/module-names.ts.',
      severity: 'error',
      from: { path: '^src/', pathNot: [CLIENT_ENTRY, '\\.test\\.tsx?$'] },
      to: { path: CLIENT_ENTRY },
    },
    {
      name: 'admin-through-shared',
      comment: 'Outside the back office app, only src/admin/shared/ (what the server and the app share) may be imported.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/admin/' },
      to: { path: '^src/admin/', pathNot: '^src/admin/shared/' },
    },
    {
      name: 'no-test-code-in-src',
      comment: 'Test helpers live in test/ and are for tests only: production code under src/ never imports them.',
      severity: 'error',
      from: { path: '^src/', pathNot: '\\.test\\.tsx?$' },
      to: { path: ['^test/', '\\.test\\.tsx?$'] },
    },
    {
      name: 'bench-only-from-cli',
      comment: 'The benchmark is run by `foyer bench` and `foyer fidelity` (src/cli/commands); nothing else in src/ imports bench/.',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/cli/commands/', '\\.test\\.tsx?$'] },
      to: { path: '^bench/' },
    },
  ],
  options: {
    // Every folder with code: layers are checked in src/, cycles everywhere.
    includeOnly: '^(src|test|bench|scripts|bin)/',
    exclude: { path: ['^node_modules/', '^dist/'] },
    doNotFollow: { path: 'node_modules' },
    // Type-only imports are dependencies too (TypeScript would otherwise erase them before the check).
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
    cache: false,
  },
};
