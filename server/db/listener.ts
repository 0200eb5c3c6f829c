import pg from 'pg';

export type ListenOptions = {
  /**
   * Called each time a lost connection is back and listening again. Whatever was notified while
   * it was down is gone, so this is the moment to re-read what the notifications would have said.
   */
  onResubscribe?: () => void;
};

/** The first retry comes quickly (a terminated backend, a restart); a long outage is retried slower. */
const RETRY_FIRST_MS = 200;
const RETRY_MAX_MS = 5_000;

/**
 * LISTENs on `channel` over a connection of its own and, when that connection is lost (a
 * terminated backend, a failover, a network blip), opens a new one and listens again, retrying
 * with a growing, jittered delay for as long as it is not stopped. Rejects only when the first
 * connection cannot be made, so the caller can say the database is unavailable. Resolves to the
 * function that stops it.
 */
export async function listenResiliently({
  url,
  channel,
  onMessage,
  options = {},
  connectTimeoutMs,
  log,
}: {
  url: string;
  channel: string;
  onMessage: (payload: string) => void;
  options?: ListenOptions;
  connectTimeoutMs: number;
  log: (message: string) => void;
}): Promise<() => Promise<void>> {
  let current: pg.Client | null = null;
  let stopped = false;
  let failures = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  let reconnecting: Promise<void> | null = null;

  async function subscribe(): Promise<pg.Client> {
    const client = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: connectTimeoutMs,
      keepAlive: true,
      // A LISTEN connection is idle for long stretches; the system's default delay is two hours.
      keepAliveInitialDelayMillis: 30_000,
    });
    // Listeners come before connecting: an 'error' event nobody listens to ends the process.
    client.on('error', (error) => lost(client, error.message));
    client.on('end', () => lost(client, 'the connection ended'));
    client.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return client;
    } catch (error) {
      await client.end();
      throw error;
    }
  }

  function lost(client: pg.Client, reason: string) {
    if (client !== current || stopped) return;
    current = null;
    log(`PostgreSQL listener on '${channel}' lost (${reason}); reconnecting`);
    void client.end();
    scheduleRetry();
  }

  function scheduleRetry() {
    const delay = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** failures);
    failures += 1;
    // Jitter, so the processes behind one load balancer do not all reconnect in the same instant.
    retryTimer = setTimeout(
      () => {
        reconnecting = resubscribe();
      },
      delay * (0.5 + Math.random() / 2),
    );
  }

  async function resubscribe() {
    try {
      const client = await subscribe();
      if (stopped) {
        await client.end();
        return;
      }
      current = client;
      failures = 0;
      log(`PostgreSQL listener on '${channel}' is back`);
      options.onResubscribe?.();
    } catch (error) {
      if (stopped) return;
      log(
        `PostgreSQL listener on '${channel}' still down: ${error instanceof Error ? error.message : String(error)}`,
      );
      scheduleRetry();
    } finally {
      reconnecting = null;
    }
  }

  current = await subscribe();
  return async () => {
    stopped = true;
    clearTimeout(retryTimer);
    await reconnecting;
    const client = current;
    current = null;
    await client?.end();
  };
}
