#!/usr/bin/env node
// The `foyer` command. In a development install it runs the TypeScript sources through tsx; in a
// production install (`npm ci --omit=dev`, no tsx) it runs the compiled server that `npm run build`
// wrote to dist/server/. FOYER_RUN=compiled runs the compiled server even where tsx is installed.
import { existsSync } from 'node:fs';

// A served site runs React's production build unless told otherwise (React picks at import time).
if (['serve', 'bench', 'render'].includes(process.argv[2] ?? '') && !process.env.NODE_ENV) process.env.NODE_ENV = 'production';

const COMPILED = new URL('../dist/server/cli/main.js', import.meta.url);

/** tsx's loader, or undefined when the install has none (a production install). */
async function typescriptLoader() {
  if (process.env.FOYER_RUN === 'compiled') return undefined;
  try {
    return await import('tsx/esm/api');
  } catch (error) {
    if (error?.code === 'ERR_MODULE_NOT_FOUND') return undefined;
    throw error;
  }
}

const tsx = await typescriptLoader();
let main;
if (tsx) {
  tsx.register();
  ({ main } = await import('../src/cli/main.ts'));
} else if (existsSync(COMPILED)) {
  ({ main } = await import(COMPILED.href));
} else {
  process.stderr.write(
    'foyer: this install has no compiled server (dist/server/) and no TypeScript loader (tsx, a development dependency).\n' +
      'Run `npm run build` where the development dependencies are installed and deploy dist/ with the code, or install with `npm install`.\n',
  );
  process.exit(1);
}
const code = await main(process.argv.slice(2));
// A command that failed exits now, whatever it left open (a database pool, a timer): a server that
// could not start must not linger, or its supervisor never starts another.
if (code !== 0) process.exit(code);
process.exitCode = code;
