// A second, in-process site for browser tests that need other theme options than the demo's (the
// dropdown mobile menu, scroll-to-top on some devices) or content of their own (an Elementor nav menu
// widget, popups under test): a fresh SQLite database in a temporary folder, seeded with the demo (artwork skipped:
// the main e2e server has written it to the shared uploads folder), served on a free port. The
// theme options are global, so changing them on the shared demo server would race the other specs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { savePost } from '../../../src/content/save-post.ts';
import { type Db, openDb } from '../../../src/db/connect.ts';
import { migrate } from '../../../src/db/migrate.ts';
import { type MenuItemInput, replaceMenu } from '../../../src/db/repositories/menus.ts';
import { setSetting } from '../../../src/db/repositories/settings.ts';
import { seedDemo } from '../../../src/demo/seed.ts';
import type { ElementNode } from '../../../src/model/element.ts';
import { buildApp } from '../../../src/server/app.ts';
import { loadConfig } from '../../../src/server/config.ts';
import type { ThemeOptionsInput } from '../../../src/theme/options.ts';

export interface ThemeSite {
  url: string;
  close(): Promise<void>;
}

export interface ThemeSiteOptions {
  theme: ThemeOptionsInput;
  pages?: { slug: string; elements: ElementNode[] }[];
  /** Replaces the primary menu. */
  menu?: MenuItemInput[];
}

export async function startThemeSite(options: ThemeSiteOptions): Promise<ThemeSite> {
  return startSite('theme', async (db) => {
    await setSetting(db.kysely, 'theme', options.theme);
    if (options.menu) await replaceMenu(db.kysely, 'primary', 'Main menu', options.menu);
    for (const page of options.pages ?? []) {
      await savePost(db.kysely, { type: 'page', slug: page.slug, title: page.slug, status: 'published', elements: page.elements });
    }
  });
}

/**
 * A fresh demo site on a free port; `prepare` changes its database before it starts serving. With
 * `demo: false` nothing is seeded: `prepare` starts from an empty, migrated database.
 */
export async function startSite(name: string, prepare: (db: Db) => Promise<void>, options: { demo?: boolean } = {}): Promise<ThemeSite> {
  const dir = mkdtempSync(join(tmpdir(), `foyer-e2e-${name}-`));
  const databaseUrl = `sqlite:${join(dir, 'foyer.db')}`;
  const db = openDb(databaseUrl);
  await migrate(db);
  if (options.demo ?? true) await seedDemo(db, { skipImages: true });
  await prepare(db);
  const config = { ...loadConfig({}), databaseUrl, logLevel: 'silent' as const };
  const app = await buildApp({ db, config, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: address,
    async close() {
      await app.close();
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
