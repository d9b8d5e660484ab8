// The client module name of React's side of islands (src/runtime/island-hydrate.ts), apart so the
// boot module (islands-start.ts) and the islands runtime (islands.ts) share it without a cycle.
export const ISLAND_HYDRATE = 'island-hydrate';
