// In-memory cache of published pages' HTML: tagged by what each page was built from, evicted
// least-recently-used within a byte budget, with br/gzip variants compressed off the event loop.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { ALL_CONTENT } from '../db/content-tags.ts';
import { variantBaseOf } from './page-key.ts';

export type Encoding = 'br' | 'gzip';

export interface CachedPage {
  status: number;
  body: Buffer;
  etag: string;
  tags: readonly string[];
  /** Compressed variants, filled in the background after the page is stored. */
  encoded: Map<Encoding, Buffer>;
}

export interface StoreInput {
  status: number;
  body: Buffer;
  tags: readonly string[];
  /** The generation read when the request arrived: a page built before a change to its tags is not stored. */
  generation: number;
}

export interface PageCache {
  get(key: string): CachedPage | undefined;
  /** Stores a page, unless one of its tags changed since `generation`; returns it either way. */
  set(key: string, input: StoreInput): CachedPage;
  /** Drops every entry carrying one of the tags (ALL_CONTENT: every entry). */
  invalidate(tags: readonly string[]): void;
  /** Bumped by every invalidation; read it when a request arrives. */
  readonly generation: number;
  readonly size: number;
  /** Bytes held: bodies, compressed variants, keys. */
  readonly bytes: number;
  /** Resolves when every background compression started so far has finished (tests, shutdown). */
  idle(): Promise<void>;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Per-entry bookkeeping (etag, tags, maps) counted on top of the bodies. */
const ENTRY_OVERHEAD = 512;
/** Tags remembered with their last change; past this, older ones are folded into one "all before" mark. */
const MAX_REMEMBERED_TAGS = 10_000;
/**
 * Later pages of one page's lists kept at once (`/news/?e-page-x=2`…). Visitors read the first few;
 * without a bound, asking for pages 2…9999 of one real list would push every other page out.
 */
export const MAX_VARIANTS_PER_PAGE = 32;

export function createPageCache(options: { maxBytes: number }): PageCache {
  const entries = new Map<string, CachedPage>(); // in use order: least recently used first
  const keysByTag = new Map<string, Set<string>>();
  const changedAt = new Map<string, number>();
  const variantsByBase = new Map<string, Set<string>>(); // in use order, as entries
  let allChangedAt = 0;
  let generation = 0;
  let bytes = 0;
  const pending = new Set<Promise<void>>();

  const sizeOf = (key: string, page: CachedPage) =>
    key.length + page.body.length + [...page.encoded.values()].reduce((n, b) => n + b.length, 0) + ENTRY_OVERHEAD;

  function remove(key: string): void {
    const page = entries.get(key);
    if (!page) return;
    entries.delete(key);
    bytes -= sizeOf(key, page);
    const base = variantBaseOf(key);
    const variants = base === undefined ? undefined : variantsByBase.get(base);
    variants?.delete(key);
    if (variants?.size === 0) variantsByBase.delete(base!);
    for (const tag of page.tags) {
      const keys = keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) keysByTag.delete(tag);
    }
  }

  function evict(): void {
    for (const key of entries.keys()) {
      if (bytes <= options.maxBytes) return;
      remove(key);
    }
  }

  /** Records a later page of a list, dropping its page's least recently used one past the bound. */
  function addVariant(key: string): void {
    const base = variantBaseOf(key);
    if (base === undefined) return;
    let variants = variantsByBase.get(base);
    if (!variants) variantsByBase.set(base, (variants = new Set()));
    variants.add(key);
    for (const oldest of variants) {
      if (variants.size <= MAX_VARIANTS_PER_PAGE) break;
      remove(oldest);
    }
  }

  function isStale(input: StoreInput): boolean {
    if (allChangedAt > input.generation) return true;
    return input.tags.some((tag) => (changedAt.get(tag) ?? 0) > input.generation);
  }

  function compressInBackground(key: string, page: CachedPage): void {
    const job = Promise.all([
      brotli(page.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: page.body.length } }),
      gzipAsync(page.body, { level: 9 }),
    ])
      .then(([br, gz]) => {
        if (entries.get(key) !== page) return; // replaced or dropped meanwhile
        bytes -= sizeOf(key, page);
        page.encoded.set('br', br).set('gzip', gz);
        bytes += sizeOf(key, page);
        evict();
      })
      .catch(() => undefined) // the identity body still serves; the reply compresses on the fly
      .finally(() => pending.delete(job));
    pending.add(job);
  }

  return {
    get(key) {
      const page = entries.get(key);
      if (!page) return undefined;
      entries.delete(key); // most recently used goes last
      entries.set(key, page);
      const variants = variantsByBase.get(variantBaseOf(key) ?? '');
      if (variants?.delete(key)) variants.add(key);
      return page;
    },
    set(key, input) {
      const page: CachedPage = { status: input.status, body: input.body, etag: etagOf(input.body), tags: input.tags, encoded: new Map() };
      if (isStale(input)) return page;
      if (key.length + input.body.length + ENTRY_OVERHEAD > options.maxBytes) return page;
      remove(key);
      entries.set(key, page);
      bytes += sizeOf(key, page);
      addVariant(key);
      for (const tag of input.tags) {
        let keys = keysByTag.get(tag);
        if (!keys) keysByTag.set(tag, (keys = new Set()));
        keys.add(key);
      }
      evict();
      if (entries.has(key)) compressInBackground(key, page);
      return page;
    },
    invalidate(tags) {
      if (tags.length === 0) return;
      generation++;
      if (tags.includes(ALL_CONTENT)) {
        allChangedAt = generation;
        changedAt.clear();
        for (const key of [...entries.keys()]) remove(key);
        return;
      }
      if (changedAt.size + tags.length > MAX_REMEMBERED_TAGS) {
        // Forget per-tag history: renders in flight from before now are treated as stale.
        allChangedAt = generation;
        changedAt.clear();
      }
      for (const tag of tags) {
        changedAt.set(tag, generation);
        for (const key of [...(keysByTag.get(tag) ?? [])]) remove(key);
      }
    },
    get generation() {
      return generation;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
    async idle() {
      while (pending.size) await Promise.all(pending);
    },
  };
}

export function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

/** The best encoding the client accepts among br and gzip, or undefined for identity. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = acceptEncoding.split(',').map((p) => p.trim().split(';')[0]);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}
