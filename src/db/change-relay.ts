// Brings content changes made by other app servers sharing one PostgreSQL database to this one:
// every row of the change log is announced by a trigger (migration 002) with NOTIFY, heard here
// on a dedicated LISTEN connection. When that connection fails it is reopened with backoff, and
// the local caches are cleared once it is back, since notifications sent meanwhile were lost.
import pg from 'pg';
import { emitContentChange, PROCESS_ORIGIN, parseLoggedTags } from './changes.ts';
import { ALL_CONTENT } from './content-tags.ts';

export const CHANNEL = 'foyer_content';

export interface ChangeRelay {
  /** The backend process id of the current LISTEN connection (undefined while reconnecting). */
  readonly backendPid: number | undefined;
  close(): Promise<void>;
}

export interface RelayOptions {
  connectionString: string;
  onError(err: Error): void;
  /** First retry delay; doubled after each failed attempt up to maxDelayMs. */
  minDelayMs?: number;
  maxDelayMs?: number;
}

/** The tags a notification announces; a payload that is not ours counts as "anything may have changed". */
export function tagsOfNotification(payload: string | undefined): { origin?: string; tags: string[] } {
  try {
    const value = JSON.parse(payload ?? '') as { origin?: unknown; tags?: unknown };
    if (typeof value.origin === 'string' && typeof value.tags === 'string')
      return { origin: value.origin, tags: parseLoggedTags(value.tags) };
  } catch {
    /* fall through */
  }
  return { tags: [ALL_CONTENT] };
}

export async function startChangeRelay(options: RelayOptions): Promise<ChangeRelay> {
  const minDelay = options.minDelayMs ?? 100;
  const maxDelay = options.maxDelayMs ?? 30_000;
  let client: pg.Client | undefined;
  let isClosed = false;
  let delay = minDelay;
  let retry: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: options.connectionString });
    // A failure after connecting (server restart, pg_terminate_backend) arrives as 'error' and/or 'end'.
    const lost = (err?: Error) => {
      if (client !== next) return;
      client = undefined;
      next.removeAllListeners('notification');
      next.end().catch(() => undefined);
      if (err) options.onError(err);
      scheduleReconnect();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (msg) => {
      if (msg.channel !== CHANNEL) return;
      const { origin, tags } = tagsOfNotification(msg.payload);
      if (origin !== PROCESS_ORIGIN) emitContentChange({ tags, remote: true });
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      next.removeAllListeners();
      next.on('error', () => undefined);
      await next.end().catch(() => undefined);
      throw error;
    }
    if (isClosed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    delay = minDelay;
  }

  function scheduleReconnect(): void {
    if (isClosed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect()
        .then(() => {
          // Notifications sent while we were away are lost: everything cached may be stale.
          if (client) emitContentChange({ tags: [ALL_CONTENT], remote: true });
        })
        .catch((error: unknown) => {
          options.onError(error instanceof Error ? error : new Error(String(error)));
          delay = Math.min(delay * 2, maxDelay);
          scheduleReconnect();
        });
    }, delay);
    retry.unref();
  }

  // The first connection must work: a server that cannot listen would serve stale pages unnoticed.
  await connect();
  return {
    get backendPid() {
      return (client as (pg.Client & { processID?: number }) | undefined)?.processID;
    },
    async close() {
      isClosed = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      current?.removeAllListeners('notification');
      await current?.end().catch(() => undefined);
    },
  };
}
