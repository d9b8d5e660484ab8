// Loads behaviour and island chunks on demand through the client registry, each at most once,
// and gives up on a chunk that has not arrived in time (ChunkLoadError, spec section 8).

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

export function createLoader(options: { registry: ModuleRegistry; timeoutMs?: number }): Loader {
  const { registry, timeoutMs = CHUNK_TIMEOUT_MS } = options;
  const importers = new Map(isEntryList(registry) ? registry.map((e) => [e.name, e.load]) : Object.entries(registry));
  const pending = new Map<string, Promise<unknown>>();

  function fetchChunk(name: string): Promise<unknown> {
    const importer = importers.get(name);
    if (!importer) return Promise.reject(new Error(`Unknown client module "${name}": add it to src/runtime/modules.ts.`));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(chunkLoadError(`Loading chunk "${name}" timed out after ${Math.round(timeoutMs / 1000)} s.`)),
        timeoutMs,
      );
      importer().then(
        (mod) => {
          clearTimeout(timer);
          resolve(mod);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(chunkLoadError(`Loading chunk "${name}" failed.`, error));
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
