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

type ListenerSettings = {
  url: string;
  channel: string;
  onMessage: (payload: string) => void;
  options?: ListenOptions;
  connectTimeoutMs: number;
  log: (message: string) => void;
};

/**
 * LISTENs on `channel` over a connection of its own and, when that connection is lost (a
 * terminated backend, a failover, a network blip), opens a new one and listens again, retrying
 * with a growing, jittered delay for as long as it is not stopped. Rejects only when the first
 * connection cannot be made, so the caller can say the database is unavailable. Resolves to the
 * function that stops it.
 */
export async function listenResiliently(settings: ListenerSettings): Promise<() => Promise<void>> {
  const listener = new ResilientListener(settings);
  await listener.start();
  return () => listener.stop();
}

/** One channel's listening connection, and the retries that bring it back when it is lost. */
class ResilientListener {
  private current: pg.Client | null = null;
  private stopped = false;
  private failures = 0;
  private retryTimer: NodeJS.Timeout | undefined;
  private reconnecting: Promise<void> | null = null;

  private readonly settings: ListenerSettings;

  constructor(settings: ListenerSettings) {
    this.settings = settings;
  }

  async start(): Promise<void> {
    this.current = await this.subscribe();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    await this.reconnecting;
    const client = this.current;
    this.current = null;
    await client?.end();
  }

  private async subscribe(): Promise<pg.Client> {
    const { url, channel, onMessage, connectTimeoutMs } = this.settings;
    const client = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: connectTimeoutMs,
      keepAlive: true,
      // A LISTEN connection is idle for long stretches; the system's default delay is two hours.
      keepAliveInitialDelayMillis: 30_000,
    });
    // Listeners come before connecting: an 'error' event nobody listens to ends the process.
    client.on('error', (error) => this.lost(client, error.message));
    client.on('end', () => this.lost(client, 'the connection ended'));
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

  private lost(client: pg.Client, reason: string): void {
    if (client !== this.current || this.stopped) return;
    this.current = null;
    this.settings.log(
      `PostgreSQL listener on '${this.settings.channel}' lost (${reason}); reconnecting`,
    );
    void client.end();
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    const delay = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** this.failures);
    this.failures += 1;
    // Jitter, so the processes behind one load balancer do not all reconnect in the same instant.
    this.retryTimer = setTimeout(
      () => {
        this.reconnecting = this.resubscribe();
      },
      delay * (0.5 + Math.random() / 2),
    );
  }

  private async resubscribe(): Promise<void> {
    const { channel, log, options = {} } = this.settings;
    try {
      const client = await this.subscribe();
      if (this.stopped) {
        await client.end();
        return;
      }
      this.current = client;
      this.failures = 0;
      log(`PostgreSQL listener on '${channel}' is back`);
      options.onResubscribe?.();
    } catch (error) {
      if (this.stopped) return;
      log(
        `PostgreSQL listener on '${channel}' still down: ${error instanceof Error ? error.message : String(error)}`,
      );
      this.scheduleRetry();
    } finally {
      this.reconnecting = null;
    }
  }
}
