#!/usr/bin/env node
// Makes sure a Chromium exists for the browser tests: CHROME_PATH if given, else Debian's
// /usr/bin/chromium, installed with apt-get when missing and we are root on Debian.
// Playwright's own browser download is not used: the tests run offline against the system browser.
// Also the Liberation fonts: Elementor's reference layout (../shared/reference/elementor-layout) was
// measured with text drawn in Liberation Sans, and without it Chromium falls back to DejaVu Sans,
// whose wider letters wrap text differently (the fidelity floor fails by 5 points). Chromium's
// package only recommends them, so an install without recommends leaves them out.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const DEFAULT_PATH = '/usr/bin/chromium';
const LIBERATION_SANS = '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf';
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
  ensureFonts();
  process.exit(0);
}

/** Installs fonts-liberation when missing and we can; elsewhere says what the layout tests will miss. */
function ensureFonts() {
  if (existsSync(LIBERATION_SANS)) return;
  const howTo =
    'Install the Liberation fonts (Debian/Ubuntu: apt-get install fonts-liberation): layout is compared with a reference drawn in Liberation Sans.';
  if (!canInstall()) {
    process.stderr.write(`ensure-chromium: ${LIBERATION_SANS} is missing. ${howTo}\n`);
    return;
  }
  process.stdout.write('Liberation fonts are missing: installing the Debian package…\n');
  if (!aptKnows('fonts-liberation') && !run('apt-get', ['update'])) fail(`apt-get update failed. ${howTo}`);
  if (!run('apt-get', ['install', '-y', '--no-install-recommends', 'fonts-liberation']) || !existsSync(LIBERATION_SANS))
    fail(`apt-get install fonts-liberation failed. ${howTo}`);
}

function canInstall() {
  return existsSync('/etc/debian_version') && typeof process.getuid === 'function' && process.getuid() === 0;
}

function run(command, args) {
  process.stdout.write(`$ ${command} ${args.join(' ')}\n`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return result.status === 0;
}

/** apt only knows a package after `apt-get update` has filled its lists; skip the update when it already does. */
function aptKnows(name) {
  const lists = '/var/lib/apt/lists';
  if (!existsSync(lists) || !readdirSync(lists).some((f) => f.endsWith('_Packages') || f.endsWith('_Packages.lz4'))) return false;
  const policy = spawnSync('apt-cache', ['policy', name], { encoding: 'utf8' });
  return policy.status === 0 && /Candidate:\s*(?!\(none\))\S+/.test(policy.stdout);
}

const given = process.env.CHROME_PATH;
if (given) {
  if (!existsSync(given)) fail(`CHROME_PATH is set to ${given}, which does not exist.`);
  report(given);
}
if (existsSync(DEFAULT_PATH)) report(DEFAULT_PATH);

if (!canInstall()) {
  fail(
    `${DEFAULT_PATH} is missing and it cannot be installed here (${existsSync('/etc/debian_version') ? 'not running as root' : 'not a Debian system'}).`,
  );
}

process.stdout.write(`Chromium is missing at ${DEFAULT_PATH}: installing the Debian package (this takes a minute or two)…\n`);
if (!aptKnows('chromium') && !run('apt-get', ['update'])) fail('apt-get update failed.');
if (!run('apt-get', ['install', '-y', 'chromium'])) fail('apt-get install chromium failed.');
if (!existsSync(DEFAULT_PATH)) fail(`apt-get installed chromium, but ${DEFAULT_PATH} is still missing.`);
report(DEFAULT_PATH);
