/**
 * A LISTEN on one Postgres channel that comes back by itself. It holds a connection of its own (a
 * pooled connection is handed to other work between queries, and its LISTEN with it); when that
 * connection ends or cannot be made, it tries again every `retryMs`.
 *
 * A notification sent while nobody listened is lost for good, so the owner hears `onListening` each
 * time the LISTEN holds again (the first time included) and redoes what it may have missed: the
 * outbox relays at once, the list-change relay makes every kept answer stale, the dashboard starts a
 * new epoch. Used by those three; each one's docs say what it does meanwhile.
 */
import { Logger } from '@nestjs/common';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';

export interface ChannelListenerOptions {
  /** The connection's application_name (seen in pg_stat_activity) and the logger's context. */
  name: string;
  channel: string;
  /** What the owner does while it cannot listen, said in the warning when the connection fails. */
  meanwhile: string;
  onNotification(payload: string): void;
  /** The LISTEN holds (again): notifications sent before now were not heard. */
  onListening?(): void;
  /** The connection ended: notifications go unheard until the next onListening. */
  onLost?(): void;
  retryMs?: number;
}

export class ChannelListener {
  private readonly logger: Logger;
  private client?: Client;
  private retry?: NodeJS.Timeout;
  private stopped = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly options: ChannelListenerOptions,
  ) {
    this.logger = new Logger(options.name);
  }

  start(): void {
    void this.listen();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    await this.client?.end().catch(() => undefined);
  }

  private async listen(): Promise<void> {
    const { url } = this.dataSource.options as { url?: string };
    if (!url || this.stopped) return;
    const { name, channel, meanwhile, retryMs = 1_000 } = this.options;
    const client = new Client({ connectionString: url, application_name: name });
    this.client = client;
    client.on('notification', (message) => this.options.onNotification(message.payload ?? ''));
    client.on('error', () => undefined);
    client.once('end', () => {
      this.options.onLost?.();
      if (!this.stopped) this.retry = setTimeout(() => void this.listen(), retryMs).unref();
    });
    try {
      await client.connect();
      await client.query(`LISTEN "${channel}"`);
      this.options.onListening?.();
    } catch (error) {
      if (!this.stopped) this.logger.warn(`could not listen on ${channel} (${String(error)}); ${meanwhile}`);
      await client.end().catch(() => undefined);
    }
  }
}
