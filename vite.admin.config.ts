// The back office's own client build: src/admin/main.tsx → dist/admin, served under /admin/assets/.
// A separate build, so nothing the public pages load can ever import or preload the admin code;
// the server finds the entry through dist/admin/.vite/manifest.json (src/server/routes/admin-page.ts).
import { join } from 'node:path';
import { defineConfig } from 'vite';
import { precompressDir } from './src/cli/precompress.ts';

export default defineConfig({
  base: './',
  publicDir: false,
  oxc: { jsx: { runtime: 'automatic' } },
  plugins: [
    {
      name: 'foyer-admin-precompress',
      apply: 'build',
      closeBundle() {
        precompressDir(join(import.meta.dirname, 'dist/admin/assets'));
      },
    },
  ],
  build: {
    outDir: 'dist/admin',
    emptyOutDir: true,
    assetsDir: 'assets',
    manifest: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: 'src/admin/main.tsx',
      output: {
        entryFileNames: 'assets/admin-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/admin-[hash][extname]',
        codeSplitting: {
          // React and the chart library in chunks of their own: the bench reports each one's share.
          groups: [
            { name: 'admin-react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'admin-uplot', test: /node_modules[\\/]uplot[\\/]/ },
          ],
        },
      },
    },
  },
});
