#!/usr/bin/env node
// `npm test`: lint, format and layer check, typecheck, Vitest (unit + integration), then the browser tests.
// Stops at the first failing step. Ends with one line, `N passed, N failed`: the test totals of
// Vitest and Playwright, where a step that fails without running tests (lint, typecheck, build)
// counts as one failure, so that line never reads "0 failed" for a failed run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const bin = (name) => join('node_modules', '.bin', name);
const work = mkdtempSync(join(tmpdir(), 'foyer-test-'));
const totals = { passed: 0, failed: 0 };
const done = [];

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.error) process.stderr.write(`Could not run ${command}: ${result.error.message}\n`);
  return result.status === 0;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Vitest's JSON report: files that failed to load count as failures too. */
function vitestCounts(path) {
  const r = readJson(path);
  if (!r) return undefined;
  const brokenFiles = (r.testResults ?? []).filter((f) => f.status === 'failed' && !(f.assertionResults ?? []).length).length;
  return { passed: r.numPassedTests ?? 0, failed: (r.numFailedTests ?? 0) + brokenFiles };
}

/** Playwright's JSON report: flaky tests passed on a retry; errors outside tests (web server) are failures. */
function playwrightCounts(path) {
  const r = readJson(path);
  if (!r?.stats) return undefined;
  const { expected = 0, unexpected = 0, flaky = 0 } = r.stats;
  return { passed: expected + flaky, failed: unexpected + (unexpected === 0 && r.errors?.length ? 1 : 0), flaky };
}

const steps = [
  {
    // ESLint, Prettier, then the layers and import cycles (dependency-cruiser, .dependency-cruiser.cjs).
    name: 'lint and format',
    run: () =>
      run(bin('eslint'), ['.', '--max-warnings=0']) &&
      run(bin('prettier'), ['--check', '.', '--log-level=warn']) &&
      run(bin('depcruise'), ['src', 'test', 'bench', 'scripts', 'bin']),
  },
  { name: 'typecheck', run: () => run(bin('tsc'), ['--noEmit']) },
  // Built before the tests: integration tests check the served client files, browser tests run them.
  { name: 'browser bundle (vite build)', run: () => run(bin('vite'), ['build', '--logLevel=warn']) },
  // Before Vitest too: its corpus suites measure layout in Chromium (test/corpus/fidelity.test.ts).
  { name: 'Chromium and fonts', run: () => run(process.execPath, ['scripts/ensure-chromium.js']) },
  {
    // Says in the summary whether the suites over the real-document corpus ran (see test/helpers/corpus.ts).
    name: `unit and integration tests (SQLite${process.env.TEST_DATABASE_URL ? ' + PostgreSQL' : ''}; real-document corpus ${
      process.env.FOYER_CORPUS_DIR ? 'included' : 'skipped: FOYER_CORPUS_DIR unset'
    })`,
    counts: () => vitestCounts(join(work, 'vitest.json')),
    run: () => run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${join(work, 'vitest.json')}`]),
  },
  {
    name: 'browser tests (Chromium)',
    counts: () => playwrightCounts(join(work, 'playwright.json')),
    run: () => run(bin('playwright'), ['test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: join(work, 'playwright.json') }),
  },
];

const suiteStarted = Date.now();
let failedStep;
for (const step of steps) {
  process.stdout.write(`\n▶ ${step.name}\n`);
  const started = Date.now();
  const ok = step.run();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const counts = step.counts?.();
  if (counts) {
    totals.passed += counts.passed;
    totals.failed += counts.failed;
  }
  // A failed step that reported no failing test (a crash, a build error) still counts once.
  if (!ok && !(counts?.failed > 0)) totals.failed += 1;
  const flaky = counts?.flaky ? `, ${counts.flaky} flaky (failed once, passed on the retry: see the list above)` : '';
  done.push(
    `  ${ok ? 'ok  ' : 'FAIL'}  ${step.name} (${seconds} s${counts ? `: ${counts.passed} passed, ${counts.failed} failed${flaky}` : ''})`,
  );
  if (!ok) {
    failedStep = step.name;
    break;
  }
}

rmSync(work, { recursive: true, force: true });
const skipped = steps.slice(done.length).map((s) => `  skip  ${s.name}`);
const minutes = ((Date.now() - suiteStarted) / 60000).toFixed(1);
process.stdout.write(`\nSummary (${minutes} min):\n${[...done, ...skipped].join('\n')}\n`);
if (failedStep) {
  process.stdout.write(`Stopped: "${failedStep}" failed (see its output above).\n`);
  if (failedStep.startsWith('browser') && existsSync('test-results'))
    process.stdout.write('Traces of failed browser tests are in test-results/.\n');
}
process.stdout.write(`${totals.passed} passed, ${totals.failed} failed\n`);
process.exitCode = failedStep ? 1 : 0;
