// A fresh Foyer site for the fidelity run: a temporary SQLite database with Elementor's default kit
// imported (elementor-default-kit.json, built from the reference's Kit section), served in-process on
// a free loopback port, and each reference document imported as a published page with the Canvas
// template and its images replaced by local placeholders of the recorded sizes. The site has the
// capture site's only menu (its README: five items), which nav-menu widgets naming menus the site
// does not have fall back to.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { savePost } from '../../src/content/save-post.ts';
import { openDb, type Db } from '../../src/db/connect.ts';
import { migrate } from '../../src/db/migrate.ts';
import { recordMedia } from '../../src/db/repositories/media.ts';
import { replaceMenu } from '../../src/db/repositories/menus.ts';
import { createUser } from '../../src/db/repositories/users.ts';
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
    const titles = ['Home', 'About', 'Rooms', 'Facilities', 'Contact'];
    await replaceMenu(
      db.kysely,
      'primary',
      'Menu',
      titles.map((title) => ({ title, kind: 'custom' as const, url: '#' })),
    );
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
 * The capture site's posts, as its screenshots show them: three by "admin", each with a 1200×800
 * featured image and the same text (WordPress shows its first words as the excerpt), newest first.
 */
const SAMPLE_POSTS = [
  'The best vacation spot in the city for families',
  'Beach outing? When all this is over, go here',
  'Enjoy a private party with your closest friends',
];
const SAMPLE_TEXT =
  'Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat. ' +
  'Duis aute irure dolor in reprehenderit in voluptate velit esse cillum dolore eu fugiat nulla pariatur. Excepteur sint ' +
  'occaecat cupidatat non proident, sunt in culpa qui officia deserunt mollit anim id est laborum.';

/**
 * Publishes the posts the reference's `posts` widgets showed (the README's "Site content that some
 * widgets draw on"), so those widgets list as many posts, with images of the same size and the same
 * titles and text to wrap. Oldest first: each save is stamped with the time it ran.
 */
export async function seedSamplePosts(site: FidelitySite, cacheDir: string): Promise<void> {
  const author = await createUser(site.db.kysely, {
    login: 'admin',
    email: 'admin@fidelity.invalid',
    password: randomUUID(),
    role: 'administrator',
  });
  for (const [n, title] of SAMPLE_POSTS.entries()) {
    const placeholder = await placeholderFor(`https://fidelity.invalid/sample-post-${n + 1}.jpg`, { width: 1200, height: 800 }, cacheDir);
    if (!site.placeholders.has(placeholder.path)) {
      site.placeholders.set(placeholder.path, placeholder);
      await recordMedia(site.db.kysely, placeholder);
    }
    const id = await savePost(site.db.kysely, {
      type: 'post',
      slug: `sample-post-${n + 1}`,
      title,
      status: 'published',
      elements: [],
      pageSettings: { excerpt: SAMPLE_TEXT, featured_image: { url: placeholder.path, alt: '' } },
    });
    await site.db.kysely.updateTable('posts').set({ author_id: author.id }).where('id', '=', id).execute();
    // Distinct creation times, so "newest first" is the order above reversed.
    await new Promise((resolve) => setTimeout(resolve, 5));
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
