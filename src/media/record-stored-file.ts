// Measures a file Foyer has stored (with sharp, which reads only the header) and records its size,
// as WordPress does in attachment metadata when a file is uploaded.
import { statSync } from 'node:fs';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { recordMedia, type MediaRecord } from '../db/repositories/media.ts';
import type { Database } from '../db/schema.ts';

const MIME: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  heif: 'image/heif',
  svg: 'image/svg+xml',
  tiff: 'image/tiff',
};

/** Width and height as shown: EXIF orientations 5–8 turn the picture a quarter, swapping them. */
export async function measureImage(file: string): Promise<Omit<MediaRecord, 'path'>> {
  const meta = await sharp(file).metadata();
  if (!meta.width || !meta.height) throw new Error(`measureImage: ${file} has no pixel size`);
  const turned = (meta.orientation ?? 1) >= 5;
  return {
    width: turned ? meta.height : meta.width,
    height: turned ? meta.width : meta.height,
    mimeType: MIME[meta.format ?? ''] ?? 'application/octet-stream',
    bytes: statSync(file).size,
  };
}

/** Records the stored `file`, served at the public `path` (/uploads/...). */
export async function recordStoredFile(db: Kysely<Database>, args: { file: string; path: string }): Promise<MediaRecord> {
  const record = { path: args.path, ...(await measureImage(args.file)) };
  await recordMedia(db, record);
  return record;
}
