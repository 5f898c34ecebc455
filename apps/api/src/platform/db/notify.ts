// PostgreSQL LISTEN/NOTIFY between API instances: one dedicated connection per channel
// listens (a pooled one would be handed to queries), and comes back after a drop.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Orm } from './database';

const channelName = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Sends a notification. Inside a transaction PostgreSQL delivers it at commit, and not at
 * all on rollback, so listeners never hear of a change that did not happen.
 */
export async function notify(db: Orm, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

export interface ListenOptions {
  /** Wait between reconnection attempts. */
  retryMs?: number;
}

/** LISTEN on a dedicated client that reconnects; the first connection must succeed. */
export async function listenPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onStatus: (listening: boolean) => void = () => undefined,
  { retryMs = 500 }: ListenOptions = {},
): Promise<() => Promise<void>> {
  if (!channelName.test(channel)) throw new Error(`invalid channel name: ${channel}`);
  let current: pg.Client | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const lost = (client: pg.Client) => {
    if (current !== client) return;
    current = undefined;
    onStatus(false);
    client.end().catch(() => undefined);
    retry();
  };
  const connect = async () => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000, keepAlive: true });
    client.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    return client;
  };
  const retry = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      connect().then(
        async (client) => {
          if (stopped) return void (await client.end().catch(() => undefined));
          current = client;
          onStatus(true);
        },
        retry,
      );
    }, retryMs);
    timer.unref();
  };

  current = await connect();
  onStatus(true);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const client = current;
    current = undefined;
    await client?.end().catch(() => undefined);
  };
}
