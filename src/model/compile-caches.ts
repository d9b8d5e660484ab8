// The per-document compile caches (parsed trees, compiled elements, parsed settings, sanitised HTML)
// register here how to forget everything they hold. Only the benchmark's cold-render mode calls
// `clearCompileCaches` (bench/cold-compile.js): a site with many pages or frequent edits
// renders most requests without them, and that is what the bench reports as "cold".

const clearers = new Set<() => void>();

/** Called once by each cache module, at import. */
export function registerCompileCache(clear: () => void): void {
  clearers.add(clear);
}

export function clearCompileCaches(): void {
  for (const clear of clearers) clear();
}
