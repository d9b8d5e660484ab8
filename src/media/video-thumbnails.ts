// The server side of video posters: when a document is saved or imported, the thumbnails of the
// provider videos it shows without an image of their own are fetched here, re-encoded as JPEG (with
// width variants), stored under /uploads/video-thumbnails/ and recorded with their size in the media
// table, so pages serve them from the site. Visitors' browsers never ask a provider for one (the old
// stack did, by JSONP: spec section 7, call 9). A failure never fails the save: it is logged in one
// line and the page shows the plain facade.
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { getMediaSizes, type MediaRecord } from '../db/repositories/media.ts';
import type { Database } from '../db/schema.ts';
import type { ElementNode } from '../model/element.ts';
import { VARIANT_WIDTHS } from '../widgets/shared/image-source.ts';
import { videoThumbnailPath } from '../widgets/shared/video-thumbnail.ts';
import { documentVideoLinks } from '../widgets/video-links.ts';
import { fetchLimited } from './fetch-limited.ts';
import { recordStoredFile } from './record-stored-file.ts';
import { PROVIDER_BASES, type ProviderBases, thumbnailSource } from './video-thumbnail-source.ts';

export interface ThumbnailOptions {
  /** The folder /uploads/ is served from. */
  uploadsDir: string;
  /** Provider addresses (tests give a local server's). */
  bases?: Partial<ProviderBases>;
  /** For everything one video's thumbnail takes: the oEmbed answer, every image tried. Default 5 s. */
  timeoutMs?: number;
  /** Largest image accepted. Default 2 MB (YouTube's largest thumbnails are a few hundred KB). */
  maxBytes?: number;
  /** One line per thumbnail that could not be stored. Default: standard error. */
  log?: (line: string) => void;
  fetch?: typeof fetch;
}

export const THUMBNAIL_DEFAULTS = { timeoutMs: 5000, maxBytes: 2 * 1024 * 1024 } as const;

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
const JSON_TYPES = ['application/json', 'text/json', 'text/javascript'] as const;
/** The widest stored copy: the facade is never shown wider, and YouTube's largest is 1280. */
const MAX_WIDTH = 1280;

export type ThumbnailResult = { ok: true; record: MediaRecord } | { ok: false; reason: string };

/** The image bytes for a link: the first image address that answers, or oEmbed's `thumbnail_url`. */
async function fetchImage(link: string, options: ThumbnailOptions, signal: AbortSignal): Promise<Buffer> {
  const found = thumbnailSource(link, { ...PROVIDER_BASES, ...options.bases });
  if (!found) throw new Error('not a YouTube, Vimeo or Dailymotion link');
  const image = { signal, maxBytes: options.maxBytes ?? THUMBNAIL_DEFAULTS.maxBytes, types: IMAGE_TYPES, fetch: options.fetch };
  const { source } = found;
  if (source.kind === 'oembed') {
    const answer = await fetchLimited(source.url, { signal, maxBytes: 64 * 1024, types: JSON_TYPES, fetch: options.fetch });
    const url = (JSON.parse(answer.body.toString('utf8')) as { thumbnail_url?: unknown }).thumbnail_url;
    if (typeof url !== 'string' || !/^https?:\/\//.test(url)) throw new Error('oEmbed answer without a thumbnail_url');
    // An https image, or one from the oEmbed server itself (a local test server): never a plain-http third party.
    if (!url.startsWith('https://') && new URL(url).origin !== new URL(answer.url).origin)
      throw new Error(`thumbnail at ${url} is not https`);
    return (await fetchLimited(url, image)).body;
  }
  let last: unknown;
  for (const url of source.urls) {
    try {
      return (await fetchLimited(url, image)).body;
    } catch (error) {
      if (signal.aborted) throw error;
      last = error;
    }
  }
  throw last;
}

/**
 * Decodes the provider's bytes (so only a real JPEG, PNG or WebP is kept), writes the JPEG and its
 * narrower width variants beside it, and records each in the media table.
 */
async function storeImage(db: Kysely<Database>, bytes: Buffer, path: string, uploadsDir: string): Promise<MediaRecord> {
  const decoded = sharp(bytes, { limitInputPixels: 40_000_000 });
  const meta = await decoded.metadata();
  if (!['jpeg', 'png', 'webp'].includes(meta.format ?? '') || !meta.width)
    throw new Error(`not a JPEG, PNG or WebP image (${meta.format})`);
  const width = Math.min(meta.width, MAX_WIDTH);
  const relative = path.replace(/^\/uploads\//, '');
  const file = join(uploadsDir, relative);
  mkdirSync(join(file, '..'), { recursive: true });
  const stem = file.replace(/\.jpg$/, '');
  const outputs = [width, ...VARIANT_WIDTHS.filter((w) => w < width)];
  const written: Array<{ file: string; path: string }> = [];
  for (const w of outputs) {
    const target = w === width ? file : `${stem}-${w}.jpg`;
    const temporary = `${target}.part`;
    await decoded
      .clone()
      .rotate()
      .resize({ width: w, withoutEnlargement: true })
      .flatten({ background: '#000000' })
      .jpeg({ quality: 78, mozjpeg: true, progressive: true })
      .toFile(temporary);
    // Renamed into place whole, so the site never serves half a file.
    renameSync(temporary, target);
    written.push({ file: target, path: w === width ? path : path.replace(/\.jpg$/, `-${w}.jpg`) });
  }
  // Variants first: the master's record makes pages look for them.
  const [master, ...variants] = written;
  for (const v of variants) await recordStoredFile(db, v);
  return recordStoredFile(db, master!);
}

/** Fetches and stores one link's thumbnail. Never throws: a failure is a reason. */
export async function fetchVideoThumbnail(db: Kysely<Database>, link: string, options: ThumbnailOptions): Promise<ThumbnailResult> {
  const path = videoThumbnailPath(link);
  if (!path) return { ok: false, reason: 'not a YouTube, Vimeo or Dailymotion link' };
  const signal = AbortSignal.timeout(options.timeoutMs ?? THUMBNAIL_DEFAULTS.timeoutMs);
  try {
    const bytes = await fetchImage(link, options, signal);
    return { ok: true, record: await storeImage(db, bytes, path, options.uploadsDir) };
  } catch (error) {
    const part = join(options.uploadsDir, `${path.replace(/^\/uploads\//, '')}.part`);
    rmSync(part, { force: true });
    const reason = signal.aborted ? `no answer within ${options.timeoutMs ?? THUMBNAIL_DEFAULTS.timeoutMs} ms` : describe(error);
    return { ok: false, reason };
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? error.message;
}

export interface ThumbnailSummary {
  /** Paths stored now. */
  stored: string[];
  /** Links already stored before (not fetched again). */
  known: string[];
  /** Links whose thumbnail could not be stored, with the reason. */
  failed: Array<{ link: string; reason: string }>;
}

/**
 * Stores the thumbnails the document's widgets show and the site does not have yet, a few at a
 * time. Call it after saving: it never throws, and what fails is logged and left to the plain facade.
 */
export async function storeVideoThumbnails(
  db: Kysely<Database>,
  elements: ElementNode[],
  options: ThumbnailOptions,
): Promise<ThumbnailSummary> {
  const summary: ThumbnailSummary = { stored: [], known: [], failed: [] };
  const log = options.log ?? ((line: string) => void process.stderr.write(`${line}\n`));
  try {
    const paths = new Map<string, string>();
    for (const link of documentVideoLinks(elements)) {
      const path = videoThumbnailPath(link);
      if (path) paths.set(link, path);
    }
    const recorded = paths.size ? await getMediaSizes(db, paths.values()) : new Map();
    const wanted = new Map<string, string>();
    for (const [link, path] of paths) {
      if (recorded.has(path)) summary.known.push(link);
      // Two links to one video (youtu.be and youtube.com) are fetched once.
      else if (![...wanted.values()].includes(path)) wanted.set(link, path);
    }
    const queue = [...wanted.keys()];
    const worker = async () => {
      for (let link = queue.shift(); link !== undefined; link = queue.shift()) {
        const result = await fetchVideoThumbnail(db, link, options);
        if (result.ok) summary.stored.push(result.record.path);
        else {
          summary.failed.push({ link, reason: result.reason });
          log(`Video thumbnail for ${link} not stored (${result.reason}): the video shows without a poster.`);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(3, queue.length) }, worker));
  } catch (error) {
    log(`Video thumbnails not stored (${describe(error)}): videos show without a poster.`);
  }
  return summary;
}
