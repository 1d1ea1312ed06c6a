import pg from 'pg';

/**
 * LISTEN for every channel of one database on one connection of its own (a pooled one would be
 * handed to other queries; one per channel would spend a connection per cache). A dropped
 * connection reports a possible miss to every subscriber and reconnects after a pause.
 */
export class PgListener {
  private client: pg.Client | null = null;
  private readonly channels = new Map<string, Set<() => void>>();
  /** Connects, LISTENs and UNLISTENs one after another. */
  private queue: Promise<unknown> = Promise.resolve();
  private retry: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(private readonly url: string) {}

  /** Calls `onChange` on every NOTIFY on `channel`; answers the unsubscribe. */
  async listen(channel: string, onChange: () => void): Promise<() => Promise<void>> {
    let subscribers = this.channels.get(channel);
    const first = !subscribers;
    if (!subscribers) {
      subscribers = new Set();
      this.channels.set(channel, subscribers);
    }
    subscribers.add(onChange);
    await this.run(async () => {
      if (!this.client) await this.connect();
      else if (first) await this.client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    });
    return async () => {
      subscribers.delete(onChange);
      if (subscribers.size > 0) return;
      this.channels.delete(channel);
      await this.run(async () => {
        if (this.channels.size === 0) await this.close();
        else await this.client?.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`);
      });
    };
  }

  private run(op: () => Promise<void>) {
    const next = this.queue.then(op);
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async connect() {
    this.stopped = false;
    const next = new pg.Client({ connectionString: this.url });
    next.on('notification', (message) => {
      for (const onChange of this.channels.get(message.channel) ?? []) onChange();
    });
    const lost = () => {
      if (this.client !== next || this.stopped) return;
      this.client = null;
      next.end().catch(() => undefined);
      for (const subscribers of this.channels.values())
        for (const onChange of subscribers) onChange();
      this.reconnectLater();
    };
    next.on('error', lost);
    next.on('end', lost);
    this.client = next;
    try {
      await next.connect();
      for (const channel of this.channels.keys()) {
        await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      }
    } catch (error) {
      // The database is away (a failover under way): try again until it answers.
      lost();
      throw error;
    }
  }

  /** One reconnection attempt a second, for as long as it fails (a failover takes seconds). */
  private reconnectLater() {
    if (this.stopped || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      void this.run(() => this.connect()).catch(() => undefined);
    }, 1_000);
    this.retry.unref();
  }

  private async close() {
    this.stopped = true;
    clearTimeout(this.retry);
    this.retry = undefined;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}
