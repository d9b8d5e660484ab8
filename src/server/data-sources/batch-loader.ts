// A per-request batching loader (the DataLoader idea, written small): every `load` made before the
// current round of promise callbacks ends joins one call of the batch function, and a key asked for
// twice is fetched once. Create one per request: results are kept for the loader's lifetime.

export interface BatchLoader<K, V> {
  load(key: K): Promise<V>;
}

/** Runs `fn` once the promise callbacks already queued have run, so loads made by them still join. */
function afterPromiseJobs(fn: () => void): void {
  void Promise.resolve().then(() => process.nextTick(fn));
}

/**
 * `fetch` gets each distinct key once and returns what it found; a key it leaves out loads as
 * undefined. A failed batch rejects every load in it and is not remembered, so a later load retries.
 */
export function createBatchLoader<K, V>(fetch: (keys: K[]) => Promise<Map<K, V>>): BatchLoader<K, V | undefined> {
  const known = new Map<K, Promise<V | undefined>>();
  let queue: Array<{ key: K; resolve: (v: V | undefined) => void; reject: (e: unknown) => void }> = [];

  const dispatch = () => {
    const batch = queue;
    queue = [];
    fetch(batch.map((b) => b.key)).then(
      (found) => {
        for (const b of batch) b.resolve(found.get(b.key));
      },
      (error: unknown) => {
        for (const b of batch) {
          known.delete(b.key);
          b.reject(error);
        }
      },
    );
  };

  return {
    load(key) {
      const existing = known.get(key);
      if (existing) return existing;
      const promise = new Promise<V | undefined>((resolve, reject) => {
        if (!queue.length) afterPromiseJobs(dispatch);
        queue.push({ key, resolve, reject });
      });
      known.set(key, promise);
      return promise;
    },
  };
}
