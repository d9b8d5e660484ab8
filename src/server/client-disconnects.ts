// A visitor who closes the tab mid-page is not a server fault. The compress plugin logs every
// failed response pipe at error level, so each one read "premature close" at error in production
// logs, beside real failures. Requests' loggers log such errors at info instead.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

const DISCONNECT_CODES = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'ERR_STREAM_PREMATURE_CLOSE']);
const DISCONNECT_MESSAGES = new Set(['premature close', 'aborted', 'socket hang up']);

/** Whether a log call's first argument (an error, or `{ err }`) is the client going away. */
export function isClientDisconnect(value: unknown): boolean {
  const err = value instanceof Error ? value : (value as { err?: unknown } | undefined)?.err;
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  return (typeof code === 'string' && DISCONNECT_CODES.has(code)) || DISCONNECT_MESSAGES.has(err.message);
}

/** Each request's logger logs client disconnects at info, whoever reports them (plugins included). */
export function registerQuietDisconnects(app: FastifyInstance): void {
  app.setChildLoggerFactory((logger, bindings, options) => {
    const child: FastifyBaseLogger = logger.child(bindings, options);
    for (const level of ['error', 'warn'] as const) {
      const log = child[level];
      child[level] = ((first: unknown, ...rest: unknown[]) =>
        (isClientDisconnect(first) ? child.info : log).call(child, first as never, ...(rest as never[]))) as typeof log;
    }
    return child;
  });
}
