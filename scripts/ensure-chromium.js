#!/usr/bin/env node
// Makes sure a Chromium exists for the browser tests: CHROME_PATH if given, else Debian's
// /usr/bin/chromium, installed with apt-get when missing and we are root on Debian.
// Playwright's own browser download is not used: the tests run offline against the system browser.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const DEFAULT_PATH = '/usr/bin/chromium';
const HOW_TO = 'Install Chromium (Debian/Ubuntu: apt-get install chromium) or set CHROME_PATH to a Chromium or Chrome executable.';

function fail(message) {
  process.stderr.write(`ensure-chromium: ${message}\n${HOW_TO}\n`);
  process.exit(1);
}

function version(path) {
  try {
    // The Debian wrapper script prints a harmless shell warning on stderr; keep only the version line.
    return execFileSync(path, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 30_000 }).trim();
  } catch {
    return undefined;
  }
}

function report(path) {
  const v = version(path);
  if (!v) fail(`${path} exists but does not run (\`${path} --version\` failed).`);
  process.stdout.write(`Chromium: ${path} (${v})\n`);
  process.exit(0);
}

function run(command, args) {
  process.stdout.write(`$ ${command} ${args.join(' ')}\n`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return result.status === 0;
}

/** apt only knows the package after `apt-get update` has filled its lists; skip the update when it already does. */
function aptKnowsChromium() {
  const lists = '/var/lib/apt/lists';
  if (!existsSync(lists) || !readdirSync(lists).some((f) => f.endsWith('_Packages') || f.endsWith('_Packages.lz4'))) return false;
  const policy = spawnSync('apt-cache', ['policy', 'chromium'], { encoding: 'utf8' });
  return policy.status === 0 && /Candidate:\s*(?!\(none\))\S+/.test(policy.stdout);
}

const given = process.env.CHROME_PATH;
if (given) {
  if (!existsSync(given)) fail(`CHROME_PATH is set to ${given}, which does not exist.`);
  report(given);
}
if (existsSync(DEFAULT_PATH)) report(DEFAULT_PATH);

const isDebian = existsSync('/etc/debian_version');
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isDebian || !isRoot) {
  fail(`${DEFAULT_PATH} is missing and it cannot be installed here (${isDebian ? 'not running as root' : 'not a Debian system'}).`);
}

process.stdout.write(`Chromium is missing at ${DEFAULT_PATH}: installing the Debian package (this takes a minute or two)…\n`);
if (!aptKnowsChromium() && !run('apt-get', ['update'])) fail('apt-get update failed.');
if (!run('apt-get', ['install', '-y', 'chromium'])) fail('apt-get install chromium failed.');
if (!existsSync(DEFAULT_PATH)) fail(`apt-get installed chromium, but ${DEFAULT_PATH} is still missing.`);
report(DEFAULT_PATH);
