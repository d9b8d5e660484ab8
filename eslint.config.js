// Lint rules: ESLint's and typescript-eslint's recommended sets (syntax-only, no type information,
// so linting the whole repository stays fast). Formatting is Prettier's job, not ESLint's.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Layers point one way (ARCHITECTURE.md, "Layers"). Flat config replaces a rule per file instead
// of merging it, so each block below carries every restriction that applies to its files.
const TESTS = 'src/**/*.test.{ts,tsx}';
const NO_TEST_HELPERS = { group: ['**/test/**'], message: 'Test helpers live in test/helpers and are for tests only.' };
const SAVE_THROUGH_CONTENT = {
  group: ['**/db/repositories/posts*'],
  importNames: ['writePost'],
  message: 'Save posts with savePost from src/content/save-post.ts: it sanitises stored HTML.',
};

/** Restrictions for one folder: the folders it must not import, plus the rules all production code shares. */
function layer(folder, forbidden, why) {
  const patterns = forbidden.map((f) => ({ group: [`**/${f}/**`], message: `src/${folder} must not import src/${f}: ${why}` }));
  const mayWritePosts = folder === 'content' || folder === 'db';
  const shared = mayWritePosts ? [NO_TEST_HELPERS] : [NO_TEST_HELPERS, SAVE_THROUGH_CONTENT];
  const rule = (list) => ['error', { patterns: list }];
  return [
    { files: [`src/${folder}/**/*.{ts,tsx}`], ignores: [TESTS], rules: { 'no-restricted-imports': rule([...patterns, ...shared]) } },
    // Unit tests beside the code keep the layer's direction but may use test/helpers and write raw rows.
    ...(patterns.length ? [{ files: [`src/${folder}/**/*.test.{ts,tsx}`], rules: { 'no-restricted-imports': rule(patterns) } }] : []),
  ];
}

const UPPER = ['server', 'cli', 'demo', 'theme', 'admin'];
const LAYERS = [
  layer('model', ['contracts', 'elements', 'widgets', 'conditions', 'content', 'db', ...UPPER], 'the document model is the bottom layer.'),
  layer('contracts', ['elements', 'widgets', 'conditions', 'content', 'db', ...UPPER], 'contracts hold what elements and widgets share.'),
  layer('conditions', ['contracts', 'elements', 'widgets', 'content', 'db', ...UPPER], 'display conditions are a pure function.'),
  layer('elements', ['widgets', 'content', 'db', ...UPPER], 'layout elements and widgets meet only through src/contracts.'),
  layer('widgets', ['elements', 'content', 'db', ...UPPER], 'widgets and layout elements meet only through src/contracts.'),
  layer('db', ['elements', 'widgets', 'conditions', 'content', ...UPPER], 'sanitising on save belongs to src/content.'),
  layer('content', UPPER, 'the content service sits below the server and the CLI.'),
  layer('demo', ['server', 'cli'], 'the demo is content: the CLI seeds it and the server serves it.'),
].flat();

export default defineConfig(
  { ignores: ['dist/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/', 'bench/RESULTS.md', '.foyer-test-*/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      // Server, CLI and scripts run in Node; src/runtime, behaviours and islands run in the browser.
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      // `_`-prefixed names mark parameters a signature requires but the body does not use.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  // Every other production folder (server, cli, runtime, behaviours, theme ...) shares the common rules.
  ...layer('*', [], '').slice(0, 1),
  ...LAYERS,
);
