/**
 * Passes Postgres's list-change notifications (ListChangeNotifications migration) on to Redis, where
 * the gateway reads them before it gives a kept answer again (libs/contracts list-changes.ts): each
 * practice a committed write moved gets 1 added to its field of LIST_CHANGES_KEY. Notifications that
 * arrive together are passed on in one pipeline, each practice once.
 *
 * Whenever notifications may have been missed, every kept answer is made stale by moving
 * LIST_CHANGES_ALL: when the listening connection (re)connects (writes committed while it was down
 * were not heard), and when Redis refused an update (retried each second until Redis takes it).
 * Every replica listens and passes on every change: more increments than needed, never fewer.
 */
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import Redis from 'ioredis';
import { LIST_CHANGES_ALL, LIST_CHANGES_KEY } from '@dental/contracts';
import { ChannelListener } from '@dental/database';

/** The channel the list versions' functions notify, named after the schema as they name it. */
export const listChangedChannel = (schema: string): string => `${schema}_list_changed`;

const RETRY_MS = 1_000;

@Injectable()
export class ListChangeRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ListChangeRelay.name);
  private pending = new Set<string>();
  private flushing?: NodeJS.Immediate;
  private retry?: NodeJS.Timeout;
  private listener?: ChannelListener;

  constructor(
    private readonly dataSource: DataSource,
    private readonly redis: Redis,
  ) {}

  onApplicationBootstrap(): void {
    const { schema } = this.dataSource.options as { schema?: string };
    if (!schema) return;
    this.listener = new ChannelListener(this.dataSource, {
      name: `${schema}-list-change-relay`,
      channel: listChangedChannel(schema),
      meanwhile: 'changes reach kept answers only through their 10 s limit until it does',
      onNotification: (payload) => this.changed(payload),
      // Writes committed while nobody listened were not heard.
      onListening: () => this.changed(''),
    });
    this.listener.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.listener?.stop();
    clearTimeout(this.retry);
  }

  /** One notification's practices (or LIST_CHANGES_ALL), passed on with the others of this turn. */
  changed(payload: string): void {
    for (const id of payload === '' ? [LIST_CHANGES_ALL] : payload.split(',')) this.pending.add(id);
    this.flushing ??= setImmediate(() => void this.flush());
  }

  private async flush(): Promise<void> {
    this.flushing = undefined;
    const fields = [...this.pending];
    this.pending = new Set();
    if (fields.length === 0) return;
    const pipeline = this.redis.pipeline();
    for (const field of fields) pipeline.hincrby(LIST_CHANGES_KEY, field, 1);
    const results = await pipeline.exec().catch((error: unknown) => [[error as Error, null]] as [Error | null, unknown][]);
    const failed = (results ?? []).find(([error]) => error)?.[0];
    if (failed) {
      this.logger.warn(`list changes not passed on (${failed.message}); every kept answer is made stale once Redis answers`);
      clearTimeout(this.retry);
      this.retry = setTimeout(() => this.changed(''), RETRY_MS).unref();
    }
  }
}
