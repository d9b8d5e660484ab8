// Relays content changes between app servers sharing one PostgreSQL database (LISTEN/NOTIFY),
// so each server's in-memory page cache is invalidated when any of them writes.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { contentChanged, onContentChanged } from './changes.ts';

const CHANNEL = 'foyer_content';

export interface ChangeRelay {
  close(): Promise<void>;
}

export async function startChangeRelay(connectionString: string, onError: (err: Error) => void): Promise<ChangeRelay> {
  const origin = randomUUID();
  const client = new pg.Client({ connectionString });
  client.on('error', onError);
  await client.connect();
  await client.query(`LISTEN ${CHANNEL}`);
  client.on('notification', (msg) => {
    if (msg.channel === CHANNEL && msg.payload !== origin) contentChanged({ remote: true });
  });
  const unsubscribe = onContentChanged((event) => {
    if (!event.remote) client.query('SELECT pg_notify($1, $2)', [CHANNEL, origin]).catch(onError);
  });
  return {
    async close() {
      unsubscribe();
      await client.end().catch(() => undefined);
    },
  };
}
