// Lint rules: ESLint's and typescript-eslint's recommended sets (syntax-only, no type information,
// so linting the whole repository stays fast). Formatting is Prettier's job, not ESLint's.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Layers, cycles and test helpers are dependency-cruiser's (.dependency-cruiser.cjs, ARCHITECTURE.md
// "Layers"). ESLint keeps the one import rule that names an import rather than a file.
const SAVE_THROUGH_CONTENT = {
  group: ['**/db/repositories/posts*'],
  importNames: ['writePost'],
  message: 'Save posts with savePost from src/content/save-post.ts: it sanitises stored HTML.',
};

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
  // Production code outside src/content and src/db saves posts through savePost; tests may write raw rows.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/content/**', 'src/db/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SAVE_THROUGH_CONTENT] }] },
  },
);
