/**
 * Transactional outbox: `OutboxWriter.add` is called with the EntityManager of the transaction that
 * makes the change, so the event exists if and only if the change committed. `OutboxRelay` then
 * publishes unsent rows in order and marks them sent (at least once; consumers drop duplicates).
 */
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { MessageHeaders } from '@dental/contracts';
import { OutboxEvent } from './outbox-event.entity';
import { EventProducer } from '../event-producer';

export interface OutboxEntry {
  topic: string;
  key: string;
  payload: object;
}

@Injectable()
export class OutboxWriter {
  async add(manager: EntityManager, ...entries: OutboxEntry[]): Promise<void> {
    if (entries.length === 0) return;
    await manager.insert(
      OutboxEvent,
      entries.map((e) => ({ id: randomUUID(), topic: e.topic, messageKey: e.key, payload: e.payload })),
    );
  }
}

export interface OutboxRelaySettings {
  pollMs: number;
  batchSize?: number;
  producerName: string;
}

@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private stopped = false;
  private failures = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly producer: EventProducer,
    private readonly settings: OutboxRelaySettings,
  ) {}

  onApplicationBootstrap(): void {
    this.schedule(0);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Publishes every pending event now; returns how many were sent. Used by the poll loop and by tests. */
  async flush(): Promise<number> {
    let total = 0;
    for (;;) {
      const sent = await this.relayBatch();
      total += sent;
      if (sent < (this.settings.batchSize ?? 500)) return total;
    }
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.flush()
        .then(() => {
          this.failures = 0;
          this.schedule(this.settings.pollMs);
        })
        .catch((error: unknown) => {
          // Transient (broker or database unavailable): back off, keep the rows, try again.
          this.failures++;
          this.logger.warn(`outbox relay failed (attempt ${this.failures}): ${String(error)}`);
          this.schedule(Math.min(this.settings.pollMs * 2 ** this.failures, 30_000));
        });
    }, delay);
  }

  private async relayBatch(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      // SKIP LOCKED lets several replicas relay side by side without sending a row twice.
      const rows: OutboxEvent[] = await manager
        .getRepository(OutboxEvent)
        .createQueryBuilder('e')
        .where('e.sent_at IS NULL')
        .orderBy('e.created_at')
        .addOrderBy('e.id')
        .limit(this.settings.batchSize ?? 500)
        .setLock('pessimistic_write')
        .setOnLocked('skip_locked')
        .getMany();
      if (rows.length === 0) return 0;
      await this.producer.send(
        rows.map((row) => ({
          topic: row.topic,
          key: row.messageKey,
          value: row.payload,
          headers: {
            [MessageHeaders.MessageId]: row.id,
            [MessageHeaders.OccurredAt]: row.createdAt.toISOString(),
            [MessageHeaders.Producer]: this.settings.producerName,
          },
        })),
      );
      await manager
        .createQueryBuilder()
        .update(OutboxEvent)
        .set({ sentAt: () => 'now()', attempts: () => 'attempts + 1' })
        .whereInIds(rows.map((r) => r.id))
        .execute();
      return rows.length;
    });
  }
}
