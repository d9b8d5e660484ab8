// Types of bench/cold-compile.js (plain JavaScript: a preload that runs before the TypeScript loader).

/** The `fastify.initialization` subscriber; its message is `{ fastify }`, the app being built. */
export function clearBeforeEveryRequest(message: unknown): void;
