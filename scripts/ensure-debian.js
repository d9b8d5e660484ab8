#!/usr/bin/env node
// Makes sure the benchmark's system tools exist (wrk, nginx), installing their Debian packages with
// apt-get when missing and we are root on Debian, as scripts/ensure-chromium.js does for the browser.
// Usage: `node scripts/ensure-debian.js wrk nginx`; prints `name: path` per tool, exits 1 when one
// cannot be had. The benchmark imports `ensureDebianTool` and falls back where it can.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** The tools the project knows how to install: the Debian package and where it puts the binary. */
export const DEBIAN_TOOLS = {
  wrk: { pkg: 'wrk', path: '/usr/bin/wrk' },
  nginx: { pkg: 'nginx', path: '/usr/sbin/nginx' },
};

function run(command, args, log) {
  log(`$ ${command} ${args.join(' ')}`);
  // stdout of apt goes to stderr so that the CLI's stdout stays `name: path` lines.
  const result = spawnSync(command, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    // policy-rc.d aside, noninteractive keeps apt from asking questions; nothing here starts a service on
    // purpose: the bench runs nginx itself, with its own configuration, and stops it.
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

/** apt only knows a package after `apt-get update` has filled its lists; skip the update when it already does. */
function aptKnows(pkg) {
  const lists = '/var/lib/apt/lists';
  if (!existsSync(lists) || !readdirSync(lists).some((f) => f.includes('_Packages'))) return false;
  const policy = spawnSync('apt-cache', ['policy', pkg], { encoding: 'utf8' });
  return policy.status === 0 && /Candidate:\s*(?!\(none\))\S+/.test(policy.stdout);
}

/**
 * Returns the path of a tool's binary, installing its Debian package first when it is missing.
 * Throws an Error whose message says what to do when it cannot be had.
 */
export function ensureDebianTool(name, log = (line) => process.stderr.write(`${line}\n`)) {
  const tool = DEBIAN_TOOLS[name];
  if (!tool) throw new Error(`ensureDebianTool: unknown tool "${name}" (known: ${Object.keys(DEBIAN_TOOLS).join(', ')})`);
  if (existsSync(tool.path)) return tool.path;
  const howTo = `Install it (Debian/Ubuntu: apt-get install ${tool.pkg}).`;
  const isDebian = existsSync('/etc/debian_version');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isDebian || !isRoot) {
    throw new Error(
      `${tool.path} is missing and cannot be installed here (${isDebian ? 'not running as root' : 'not a Debian system'}). ${howTo}`,
    );
  }
  log(`${name} is missing at ${tool.path}: installing the Debian package ${tool.pkg}…`);
  if (!aptKnows(tool.pkg) && !run('apt-get', ['update'], log)) throw new Error(`apt-get update failed. ${howTo}`);
  if (!run('apt-get', ['install', '-y', '--no-install-recommends', tool.pkg], log))
    throw new Error(`apt-get install ${tool.pkg} failed. ${howTo}`);
  if (!existsSync(tool.path)) throw new Error(`apt-get installed ${tool.pkg}, but ${tool.path} is still missing. ${howTo}`);
  return tool.path;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const names = process.argv.slice(2);
  if (names.length === 0) {
    process.stderr.write(`usage: node scripts/ensure-debian.js TOOL... (known: ${Object.keys(DEBIAN_TOOLS).join(', ')})\n`);
    process.exit(2);
  }
  let failed = false;
  for (const name of names) {
    try {
      process.stdout.write(`${name}: ${ensureDebianTool(name)}\n`);
    } catch (error) {
      process.stderr.write(`ensure-debian: ${error instanceof Error ? error.message : String(error)}\n`);
      failed = true;
    }
  }
  process.exit(failed ? 1 : 0);
}
