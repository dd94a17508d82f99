import pg from "pg";

/** The channel of migration 0039's trigger: a statement deleted sessions (sent at its commit). */
export const SESSIONS_ENDED_CHANNEL = "milim_sessions_ended";

export interface ChannelListener {
  /** A notice arrived on the channel. */
  onNotice(): void;
  /** LISTEN holds (at first, and again after a lost connection): notices missed before are not told. */
  onListening(): void;
  /** The connection is lost: notices are missed until onListening. */
  onLost(error: Error): void;
}

/**
 * LISTEN on `channel` over a connection of its own (not the pool's: a pooled connection goes back
 * to other statements), connecting again after a loss, 1 s later, then doubling up to 10 s. The
 * returned function stops it.
 */
export function listenPostgres(url: string, channel: string, listener: ChannelListener): () => Promise<void> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = 1_000;
  let timer: NodeJS.Timeout | undefined;

  const lost = (c: pg.Client, error: Error) => {
    if (client !== c) return; // reported once per connection
    client = null;
    c.end().catch(() => {});
    listener.onLost(error);
    if (stopped) return;
    timer = setTimeout(() => void connect(), retryMs);
    retryMs = Math.min(retryMs * 2, 10_000);
  };

  async function connect() {
    if (stopped) return;
    const c = new pg.Client({ connectionString: url, application_name: "milim-listener", connectionTimeoutMillis: 5_000, keepAlive: true });
    client = c;
    c.on("error", (e) => lost(c, e));
    c.on("end", () => lost(c, new Error("The listening connection ended")));
    c.on("notification", (n) => {
      if (n.channel === channel) listener.onNotice();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (e) {
      lost(c, e instanceof Error ? e : new Error(String(e)));
      return;
    }
    if (client !== c || stopped) return;
    retryMs = 1_000;
    listener.onListening();
  }

  void connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const c = client;
    client = null;
    await c?.end().catch(() => {});
  };
}
