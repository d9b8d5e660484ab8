// Browser tests: the system Chromium (scripts/ensure-chromium.js) against a real `foyer serve`
// on a fresh SQLite database, so every run starts from the freshly seeded demo.
import { defineConfig } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Workers load this file again; they inherit the runner's environment, so the port and the
// database chosen here by the runner are set once and shared, never re-picked.
if (!process.env.FOYER_E2E_PORT) {
  process.env.FOYER_E2E_PORT = process.env.E2E_PORT ?? freePort();
  // A new folder each run (the server creates it), so the demo is seeded fresh; removed by global-teardown.ts.
  process.env.FOYER_E2E_DB = join(tmpdir(), `foyer-e2e-${process.pid}-${Date.now().toString(36)}`, 'foyer.db');
}
const port = process.env.FOYER_E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;

/** A port nothing listens on now (asked of the OS in a child process: config loading is synchronous). */
function freePort(): string {
  const script =
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}

/** Specs that change the site's payment settings, in the order they run. */
const SITE_SETTINGS_SPECS = [/(^|\/)payments\.spec\.ts$/, /(^|\/)shop\.spec\.ts$/];

export default defineConfig({
  testDir: 'test/e2e',
  workers: 2,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // One retry: on a shared 2-core machine a test that waits on real media playback or a smooth
  // scroll can miss its deadline once. A test that fails twice fails the run; one that passes on
  // the retry is reported as flaky in the list and in the summary (scripts/test.js), to be looked at.
  retries: 1,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.PLAYWRIGHT_REPORTER ?? 'list',
  globalTeardown: './test/e2e/global-teardown.ts',
  use: {
    baseURL,
    headless: true,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'retain-on-failure',
  },
  // The payment settings belong to the whole site: the specs that write them (the Stripe button's and
  // the shop's, each against a stand-in for Stripe of its own) run one after the other, never at the
  // same time; everything else runs beside them.
  projects: [
    { name: 'site', testIgnore: SITE_SETTINGS_SPECS },
    { name: 'payments', testMatch: SITE_SETTINGS_SPECS[0] },
    { name: 'shop', testMatch: SITE_SETTINGS_SPECS[1], dependencies: ['payments'] },
  ],
  webServer: {
    command: 'node bin/foyer.js serve --build-if-needed',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    // Room for a first client build on a slow machine.
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${process.env.FOYER_E2E_DB}`,
      LOG_LEVEL: 'warn',
    },
  },
});
