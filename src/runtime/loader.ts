// Loads behaviour and island chunks on demand through the client registry, each at most once,
// and gives up on a chunk that has not arrived in time (ChunkLoadError, spec section 8).

export type ModuleRegistry = Record<string, () => Promise<unknown>>;

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

export function createLoader(options: { registry: ModuleRegistry; timeoutMs?: number }): Loader {
  const { registry, timeoutMs = CHUNK_TIMEOUT_MS } = options;
  const pending = new Map<string, Promise<unknown>>();

  function fetchChunk(name: string): Promise<unknown> {
    const importer = Object.hasOwn(registry, name) ? registry[name] : undefined;
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
