// Removes the temporary SQLite database that playwright.config.ts made for this run's server.
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { tmpdir } from 'node:os';

export default function globalTeardown(): void {
  const db = process.env.FOYER_E2E_DB;
  // Only ever a directory this run created under the system temp folder.
  if (db && dirname(dirname(db)) === tmpdir()) rmSync(dirname(db), { recursive: true, force: true });
}
