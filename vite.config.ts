// Client build (the browser runtime, behaviours and islands) and the Vitest settings.
// The server finds built files through dist/client/foyer-modules.json, which the foyer-modules
// plugin writes: the boot entry `src/runtime/boot.ts` and, for each entry of the registry
// (src/runtime/modules.ts), its chunk and the chunks it imports, by name.
import { join } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import { foyerModulesPlugin } from './src/cli/client-module-manifest.ts';
import { precompressDir } from './src/cli/precompress.ts';

export default defineConfig({
  // Relative base: chunks find each other relative to import.meta.url, wherever dist/client is mounted.
  base: './',
  publicDir: false,
  // Vite 8 transforms TS/TSX with oxc; React's automatic runtime, no plugin needed.
  oxc: { jsx: { runtime: 'automatic' } },
  plugins: [
    foyerModulesPlugin({ registry: join(import.meta.dirname, 'src/runtime/modules.ts'), root: import.meta.dirname }),
    {
      name: 'foyer-precompress',
      apply: 'build',
      closeBundle() {
        precompressDir(join(import.meta.dirname, 'dist/client/assets'));
      },
    },
  ],
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
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        // Island and widget behaviour chunks would all be called `island` / `behaviour`: name them after their widget folder instead.
        chunkFileNames: (chunk) => {
          const widget = /[\\/]widgets[\\/]([\w-]+)[\\/](island|behaviour)\.tsx?$/.exec(chunk.facadeModuleId ?? '');
          return widget ? `assets/${widget[1]}-${widget[2]}-[hash].js` : 'assets/[name]-[hash].js';
        },
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
