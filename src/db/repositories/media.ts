// Stored files' intrinsic sizes: written when a file is stored, read before a page renders so its
// images carry width and height.
import type { Kysely } from 'kysely';
import { contentChanged } from '../changes.ts';
import { contentTags } from '../content-tags.ts';
import type { Database, MediaRow } from '../schema.ts';

export interface MediaRecord {
  path: string;
  width: number;
  height: number;
  mimeType: string;
  bytes: number;
}

export interface MediaSize {
  width: number;
  height: number;
}

/** Public paths of stored files start here; anything else is not Foyer's to measure. */
export const MEDIA_PATH = /^\/uploads\/[^?#\s]+$/;

/**
 * Records (or updates) a stored file. Pages are re-rendered only when a size is new or changed:
 * re-recording the same file on every start must not clear the page cache.
 */
export async function recordMedia(db: Kysely<Database>, media: MediaRecord): Promise<void> {
  if (!MEDIA_PATH.test(media.path)) throw new Error(`recordMedia: path must be an /uploads/ path, got "${media.path}"`);
  if (!(media.width > 0 && media.height > 0)) throw new Error(`recordMedia: width and height must be positive for ${media.path}`);
  const known = await db.selectFrom('media').select(['width', 'height']).where('path', '=', media.path).executeTakeFirst();
  const values = { width: media.width, height: media.height, mime_type: media.mimeType, bytes: media.bytes };
  await db
    .insertInto('media')
    .values({ path: media.path, ...values, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('path').doUpdateSet(values))
    .execute();
  if (!known || known.width !== media.width || known.height !== media.height) await contentChanged(db, [contentTags.media(media.path)]);
}

export async function getMedia(db: Kysely<Database>, path: string): Promise<MediaRow | undefined> {
  return db.selectFrom('media').selectAll().where('path', '=', path).executeTakeFirst();
}

/** Sizes of the given paths that are recorded (unknown paths are left out). One query per 500 paths. */
export async function getMediaSizes(db: Kysely<Database>, paths: Iterable<string>): Promise<Map<string, MediaSize>> {
  const wanted = [...new Set(paths)].filter((p) => MEDIA_PATH.test(p));
  const sizes = new Map<string, MediaSize>();
  // SQLite caps bound parameters per statement; 500 stays well inside every version's limit.
  for (let i = 0; i < wanted.length; i += 500) {
    const rows = await db
      .selectFrom('media')
      .select(['path', 'width', 'height'])
      .where('path', 'in', wanted.slice(i, i + 500))
      .execute();
    for (const r of rows) sizes.set(r.path, { width: Number(r.width), height: Number(r.height) });
  }
  return sizes;
}
