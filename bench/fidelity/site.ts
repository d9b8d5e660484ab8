// A fresh Foyer site for the fidelity run: a temporary SQLite database with Elementor's default kit
// imported (elementor-default-kit.json, built from the reference's Kit section), served in-process on
// a free loopback port, and each reference document imported as a published page with the Canvas
// template and its images replaced by local placeholders of the recorded sizes.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { savePost } from '../../src/content/save-post.ts';
import { openDb, type Db } from '../../src/db/connect.ts';
import { migrate } from '../../src/db/migrate.ts';
import { recordMedia } from '../../src/db/repositories/media.ts';
import { getKit, setSetting } from '../../src/db/repositories/settings.ts';
import { parseDocument } from '../../src/model/element.ts';
import { importKit } from '../../src/model/kit-import.ts';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { type ImageSize, type Placeholder, placeholderFor, replaceImageUrls } from './placeholders.ts';

export const DEFAULT_KIT_FILE = new URL('./elementor-default-kit.json', import.meta.url);

export interface FidelitySite {
  url: string;
  db: Db;
  /** Placeholder files by public path, for the browser to serve. */
  placeholders: Map<string, Placeholder>;
  close(): Promise<void>;
}

export async function startFidelitySite(): Promise<FidelitySite> {
  const dir = mkdtempSync(join(tmpdir(), 'foyer-fidelity-'));
  const databaseUrl = `sqlite:${join(dir, 'foyer.db')}`;
  const db = openDb(databaseUrl);
  let app: FastifyInstance | undefined;
  try {
    await migrate(db);
    const imported = importKit(JSON.parse(readFileSync(DEFAULT_KIT_FILE, 'utf8')), await getKit(db.kysely));
    if (imported.refused.length) throw new Error(`the default kit did not import cleanly: ${imported.refused.join('; ')}`);
    await setSetting(db.kysely, 'kit', imported.kit);
    // No page cache: every page is rendered once anyway, and a stale entry must never be measured.
    const config = { ...loadConfig({}), databaseUrl, logLevel: 'silent' as const, pageCache: false };
    app = await buildApp({ db, config, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('the fidelity site has no TCP address');
    const server = app;
    return {
      url: `http://127.0.0.1:${address.port}`,
      db,
      placeholders: new Map(),
      close: async () => {
        await server.close();
        await db.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await app?.close();
    await db.close();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Imports one document as a published Canvas page at /{slug}/ (its own page settings kept, as in the
 * capture), its images swapped for placeholders whose sizes the site records like uploaded files.
 */
export async function importReferencePage(
  site: FidelitySite,
  args: { slug: string; json: unknown; images: Record<string, ImageSize>; cacheDir: string },
): Promise<void> {
  const replacements = new Map<string, string>();
  for (const [url, size] of Object.entries(args.images)) {
    const placeholder = await placeholderFor(url, size, args.cacheDir);
    replacements.set(url, placeholder.path);
    if (!site.placeholders.has(placeholder.path)) {
      site.placeholders.set(placeholder.path, placeholder);
      await recordMedia(site.db.kysely, placeholder);
    }
  }
  const doc = parseDocument(replaceImageUrls(args.json, replacements));
  await savePost(site.db.kysely, {
    type: 'page',
    slug: args.slug,
    title: doc.title ?? args.slug,
    status: 'published',
    elements: doc.elements,
    pageSettings: { ...doc.pageSettings, template: 'elementor_canvas' },
  });
}
