// Loads behaviour and island chunks on demand, each at most once, and gives up on a chunk that has
// not arrived in time (ChunkLoadError, spec section 8). A page lists the chunks it uses in its boot
// config (name -> URL, from the build's manifest), so the boot module imports those directly and
// never carries the whole registry: the registry (src/runtime/modules.ts) is itself a chunk, fetched
// only when something asks for a module the page did not list (a URL action naming a popup, say).

/** A registry entry as the loader needs it: a name and the import that fetches its chunk. */
export interface ModuleLoaderEntry {
  name: string;
  load: () => Promise<unknown>;
}

/** The registry's entries (src/runtime/modules.ts), or, in tests, a name → import map. */
export type ModuleRegistry = readonly ModuleLoaderEntry[] | Readonly<Record<string, () => Promise<unknown>>>;

/** Chunk load timeout from the spec's constants table. */
export const CHUNK_TIMEOUT_MS = 120_000;

export interface Loader {
  load<M = unknown>(name: string): Promise<M>;
}

export function chunkLoadError(message: string, cause?: unknown): Error {
  const error = new Error(message, cause === undefined ? undefined : { cause });
  error.name = 'ChunkLoadError';
  return error;
}

function isEntryList(registry: ModuleRegistry): registry is readonly ModuleLoaderEntry[] {
  return Array.isArray(registry);
}

export interface LoaderOptions {
  /** The registry, or a function that fetches it the first time a name is not in `urls`. */
  registry: ModuleRegistry | (() => Promise<ModuleRegistry>);
  /** Chunk URLs by name that the page gave (its boot config's `modules`): imported directly, a list's other URLs preloaded beside it. */
  urls?: Readonly<Record<string, string | readonly string[]>>;
  timeoutMs?: number;
}

const UNKNOWN = 'UnknownClientModule';

function unknownModule(name: string): Error {
  const error = new Error(`Unknown client module "${name}": add it to src/runtime/modules.ts.`);
  error.name = UNKNOWN;
  return error;
}

/** A chunk preloaded twice (by the server, or for two modules) is fetched once: the browser's module map has it. */
function preload(href: string): void {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  document.head.append(link);
}

const importersOf = (registry: ModuleRegistry) =>
  new Map(isEntryList(registry) ? registry.map((e) => [e.name, e.load]) : Object.entries(registry));

/**
 * Only this site's paths (the server gives `/assets/…`): a config is data, never a way to run another
 * site's code, so `//host` and `/\host` (which URL parsing reads as `//host`) are refused.
 */
const isOwnUrl = (url: unknown): url is string => typeof url === 'string' && /^\/(?![/\\])/.test(url);

export function createLoader(options: LoaderOptions): Loader {
  const { registry, urls = {}, timeoutMs = CHUNK_TIMEOUT_MS } = options;
  const known = typeof registry === 'function' ? undefined : importersOf(registry);
  let fetched: Promise<Map<string, () => Promise<unknown>>> | undefined;
  const fetchRegistry = (fetch: () => Promise<ModuleRegistry>) => {
    fetched ??= fetch().then(importersOf);
    // A registry chunk that failed to arrive is asked for again next time.
    fetched.catch(() => (fetched = undefined));
    return fetched;
  };
  const pending = new Map<string, Promise<unknown>>();

  /** Starts the import now where it can (a listed URL, a registry at hand), so no task passes before the fetch. */
  function importChunk(name: string): Promise<unknown> {
    const given = Object.hasOwn(urls, name) ? urls[name] : undefined;
    const [url, ...imports] = typeof given === 'string' ? [given] : Array.isArray(given) ? given : [];
    if (isOwnUrl(url) && imports.every(isOwnUrl)) {
      // Fetched beside the chunk rather than after it has been read.
      for (const href of imports) preload(href);
      return import(/* @vite-ignore */ url);
    }
    const run = (importers: Map<string, () => Promise<unknown>>) => {
      const importer = importers.get(name);
      return importer ? importer() : Promise.reject(unknownModule(name));
    };
    return known ? run(known) : fetchRegistry(registry as () => Promise<ModuleRegistry>).then(run);
  }

  function fetchChunk(name: string): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(chunkLoadError(`Loading chunk "${name}" timed out after ${Math.round(timeoutMs / 1000)} s.`)),
        timeoutMs,
      );
      importChunk(name).then(
        (mod) => {
          clearTimeout(timer);
          resolve(mod);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject((error as Error | undefined)?.name === UNKNOWN ? error : chunkLoadError(`Loading chunk "${name}" failed.`, error));
        },
      );
    });
  }

  return {
    load<M>(name: string): Promise<M> {
      let promise = pending.get(name);
      if (!promise) {
        promise = fetchChunk(name);
        // Forget failures so a later call (say, after the network returns) can try again.
        promise.catch(() => pending.delete(name));
        pending.set(name, promise);
      }
      return promise as Promise<M>;
    },
  };
}
