// In-memory cache of published pages' HTML, with ETags and lazily compressed variants.
// Cleared whenever content changes (src/db/changes.ts).
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface CachedPage {
  status: number;
  body: Buffer;
  etag: string;
  encoded: Map<'br' | 'gzip', Buffer>;
}

export interface PageCache {
  get(key: string): CachedPage | undefined;
  /** Stores a page unless the cache was cleared since `generation` was read (a stale render). */
  set(key: string, status: number, body: Buffer, generation?: number): CachedPage;
  clear(): void;
  /** Bumped by every clear(). */
  readonly generation: number;
  readonly size: number;
}

export function createPageCache(maxEntries = 500): PageCache {
  const entries = new Map<string, CachedPage>();
  let generation = 0;
  return {
    get(key) {
      return entries.get(key);
    },
    set(key, status, body, atGeneration) {
      const entry: CachedPage = { status, body, etag: etagOf(body), encoded: new Map() };
      if (atGeneration !== undefined && atGeneration !== generation) return entry;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, entry);
      return entry;
    },
    clear() {
      entries.clear();
      generation++;
    },
    get generation() {
      return generation;
    },
    get size() {
      return entries.size;
    },
  };
}

export function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

/** The best encoding the client accepts among br and gzip, or undefined for identity. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = acceptEncoding.split(',').map((p) => p.trim().split(';')[0]);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}

export function encodedBody(page: CachedPage, encoding: 'br' | 'gzip'): Buffer {
  let buf = page.encoded.get(encoding);
  if (!buf) {
    buf =
      encoding === 'br'
        ? brotliCompressSync(page.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
        : gzipSync(page.body, { level: 9 });
    page.encoded.set(encoding, buf);
  }
  return buf;
}
