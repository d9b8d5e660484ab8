// Client build (the browser runtime, behaviours and islands) and the Vitest settings.
// The server finds built files through dist/client/.vite/manifest.json: boot is the entry
// `src/runtime/boot.ts`; each behaviour/island is a dynamic entry keyed by its source path.
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  // Relative base: chunks find each other relative to import.meta.url, wherever dist/client is mounted.
  base: './',
  publicDir: false,
  // Vite 8 transforms TS/TSX with oxc; React's automatic runtime, no plugin needed.
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    assetsDir: 'assets',
    manifest: true,
    target: 'es2022',
    // Every supported browser has modulepreload: no polyfill in the boot chunk.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: 'src/runtime/boot.ts',
      // The runtime imports plain helpers from src/model/breakpoints.ts, whose zod schemas it never
      // uses. Marking zod's `z` builder calls pure lets them (and zod, ~24 KB gzipped) drop out of
      // the boot chunk. Only calls whose result is unused are dropped, so real client-side parsing
      // would still work; nothing calls zod's side-effect APIs (z.config) in browser code.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        codeSplitting: {
          // React and react-dom in one chunk that only islands load; each registry module gets
          // its own chunk through its dynamic import.
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
  test: {
    // Browser tests run under Playwright, not Vitest.
    exclude: [...configDefaults.exclude, 'test/e2e/**'],
  },
});
