#!/usr/bin/env node
// `npm run dev`: the site at http://localhost:3000 (PORT), rebuilt as you edit.
// - The browser bundles: `vite build --watch` for the public one (vite.config.ts → dist/client) and
//   the back office's (vite.admin.config.ts → dist/admin); Vite rebuilds what a change touches.
// - The server: `tsx watch bin/foyer.js serve` restarts it when a file it imports changes, and when
//   a client build writes its manifest (new chunk names), so pages always link the current chunks.
// The server starts once both bundles are built. Ctrl-C stops all three. Nothing here is needed in
// production (`npm start` serves the built bundles).
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const bin = (name) => join('node_modules', '.bin', name);
const children = new Set();
let stopping = false;

function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  const force = setTimeout(() => children.forEach((c) => c.kill('SIGKILL')), 5000).unref();
  const check = setInterval(() => {
    if (children.size) return;
    clearInterval(check);
    clearTimeout(force);
    process.exit(code);
  }, 50);
}

function start(name, command, args, { env = {}, onLine } = {}) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', onLine ? 'pipe' : 'inherit', 'inherit'] });
  children.add(child);
  if (onLine) {
    let rest = '';
    child.stdout.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop();
      for (const line of lines) {
        process.stdout.write(`[${name}] ${line}\n`);
        onLine(line);
      }
    });
  }
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) {
      process.stderr.write(`[dev] ${name} stopped (${signal ?? `exit ${code}`}): stopping the others\n`);
      stop(1);
    }
  });
  return child;
}

const pending = new Set(['client', 'admin']);
function built(name) {
  if (!pending.delete(name) || pending.size) return;
  process.stdout.write('[dev] bundles built: starting the server (restarts on every change)\n');
  // A development server: React's development build (warnings), one process.
  start(
    'server',
    bin('tsx'),
    [
      'watch',
      '--clear-screen=false',
      '--include',
      'dist/client/**/*.json',
      '--include',
      'dist/admin/.vite/manifest.json',
      'bin/foyer.js',
      'serve',
    ],
    { env: { NODE_ENV: process.env.NODE_ENV ?? 'development', FOYER_WORKERS: process.env.FOYER_WORKERS ?? '1' } },
  );
}

const isBuilt = (line) => /built in \d/.test(line);
start('client', bin('vite'), ['build', '--watch'], { onLine: (line) => isBuilt(line) && built('client') });
start('admin', bin('vite'), ['build', '--watch', '-c', 'vite.admin.config.ts'], { onLine: (line) => isBuilt(line) && built('admin') });

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
