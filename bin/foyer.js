#!/usr/bin/env node
// The `foyer` command: loads the TypeScript sources through tsx and runs the CLI.
import { register } from 'tsx/esm/api';

// A served site runs React's production build unless told otherwise (React picks at import time).
if (['serve', 'bench', 'render'].includes(process.argv[2] ?? '') && !process.env.NODE_ENV) process.env.NODE_ENV = 'production';

register();
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
