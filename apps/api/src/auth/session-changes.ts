/**
 * Instances sharing a PostgreSQL database tell each other to forget cached sessions
 * (auth/sessions.ts SessionCache) with LISTEN/NOTIFY: every request that may write publishes,
 * every instance listens on its own connection. When that connection is lost the instance
 * stops trusting its cache (`live` false) until it is back.
 */
import pg from 'pg';
import type { SessionChanges } from '../app.ts';
import type { Database } from '../db/client.ts';

const CHANNEL = 'schoolmates_sessions';
const RECONNECT_MS = 1000;

export function postgresSessionChanges(
  databaseUrl: string,
  database: Database,
  log: (message: string) => void,
): SessionChanges & { close(): Promise<void> } {
  const listeners = new Set<() => void>();
  const tell = () => {
    for (const listener of listeners) listener();
  };
  let client: pg.Client | undefined;
  let live = false;
  let closed = false;

  async function connect() {
    const c = new pg.Client({ connectionString: databaseUrl });
    c.on('notification', tell);
    c.on('error', (error) => log(`session changes: ${error.message}`));
    c.on('end', () => {
      live = false;
      tell();
      if (!closed) setTimeout(() => void connect().catch(retry), RECONNECT_MS);
    });
    await c.connect();
    await c.query(`LISTEN ${CHANNEL}`);
    client = c;
    live = true;
    tell(); // whatever happened while it was down is forgotten
  }
  const retry = (error: Error) => {
    log(`session changes: ${error.message}; retrying`);
    if (!closed) setTimeout(() => void connect().catch(retry), RECONNECT_MS);
  };
  void connect().catch(retry);

  return {
    get live() {
      return live;
    },
    async publish() {
      await database.raw('select pg_notify($1, $2)', [CHANNEL, '']).catch((error: Error) => {
        log(`session changes: publish failed: ${error.message}`);
      });
    },
    subscribe(listener) {
      listeners.add(listener);
    },
    async close() {
      closed = true;
      await client?.end();
    },
  };
}
