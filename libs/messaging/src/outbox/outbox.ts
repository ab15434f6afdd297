/**
 * Transactional outbox: `OutboxWriter.add` is called with the EntityManager of the transaction that
 * makes the change, so the event exists if and only if the change committed. `OutboxRelay` then
 * publishes unsent rows in order and marks them sent (at least once; consumers drop duplicates). It
 * relays as soon as a commit announces new rows (Postgres NOTIFY, see OutboxNotify), and otherwise
 * looks every OUTBOX_POLL_MS only in case an announcement was missed.
 * Sent rows are kept for OUTBOX_RETENTION_HOURS (to look into what left when), then deleted; the
 * backlog (rows not sent yet, and the age of the oldest) is a metric, since a growing one means
 * events are not leaving.
 */
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Gauge, register } from 'prom-client';
import { DataSource, type EntityManager } from 'typeorm';
import { MessageHeaders } from '@dental/contracts';
import { ChannelListener } from '@dental/database';
import { EventProducer } from '../event-producer';
import { outboxChannel } from '../messaging-tables.migration';

export interface OutboxEntry {
  topic: string;
  key: string;
  payload: object;
}

@Injectable()
export class OutboxWriter {
  /**
   * One statement for any number of entries (a batch of bot results announces hundreds). Entries of
   * one call are relayed in the order given: rows of one transaction share its now(), so each is
   * stamped a microsecond after the previous one (the relay sends in created_at order).
   */
  async add(manager: EntityManager, ...entries: OutboxEntry[]): Promise<void> {
    if (entries.length === 0) return;
    const rows = entries.map((e, position) => ({ id: randomUUID(), topic: e.topic, key: e.key, payload: e.payload, position }));
    await manager.query(
      `INSERT INTO outbox_event (id, topic, message_key, payload, created_at)
       SELECT id, topic, key, payload, now() + position * interval '1 microsecond'
       FROM jsonb_to_recordset($1::jsonb) AS e(id uuid, topic text, key text, payload jsonb, position int)`,
      [JSON.stringify(rows)],
    );
  }
}

export interface OutboxRelaySettings {
  pollMs: number;
  /** Rows published per flush (RELAY_BATCH by default). */
  batchSize?: number;
  producerName: string;
  retentionHours: number;
}

/**
 * Rows a flush publishes at most: one SELECT, one produce request and one UPDATE for all of them.
 * Each flush costs a few round trips whatever its size, so a backlog drains faster in large flushes
 * (within RELAY_BYTES).
 */
const RELAY_BATCH = 2_000;

/**
 * Bytes of payloads (as stored) a flush reads at most: it takes rows in order until those before
 * reach this, so always at least one. Most events are a few hundred bytes, but one announcing a
 * batch of bot results is up to about 120 KB: without it, each flush of a backlog of those would
 * read 2,000 of them (hundreds of MB) to publish them. The producer then cuts what it publishes into
 * produce requests the broker accepts (EventProducer.send).
 */
const RELAY_BYTES = 1024 * 1024;

/** How often published rows past their retention are deleted. */
const PRUNE_EVERY_MS = 60_000;
/** Rows deleted per statement, so a large first prune never holds long locks. */
const PRUNE_CHUNK = 5_000;

export interface OutboxBacklog {
  /** Rows not sent yet. */
  unsent: number;
  /** Age of the oldest unsent row in seconds; 0 when none waits. */
  oldestUnsentSeconds: number;
}

/** Every relay of this process (one per service; several when tests run services side by side). */
const relays = new Set<OutboxRelay>();

function backlogGauge(name: string, help: string, read: (backlog: OutboxBacklog) => number): void {
  if (register.getSingleMetric(name)) return;
  new Gauge({
    name,
    help,
    labelNames: ['service'],
    async collect() {
      for (const relay of relays) this.set({ service: relay.producerName }, read(await relay.backlog()));
    },
  });
}

@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private timer?: NodeJS.Timeout;
  private pruneTimer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private pruning?: Promise<unknown>;
  private listener?: ChannelListener;
  private stopped = false;
  private failures = 0;
  /** Until when a failed relay backs off. */
  private retryAt = 0;
  /** A wake-up arrived while a flush ran or during a back-off. */
  private again = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly producer: EventProducer,
    private readonly settings: OutboxRelaySettings,
  ) {
    relays.add(this);
    backlogGauge('outbox_unsent_events', 'Events written to the outbox and not published yet', (b) => b.unsent);
    backlogGauge(
      'outbox_oldest_unsent_age_seconds',
      'Age of the oldest event not published yet (0 when none waits)',
      (b) => b.oldestUnsentSeconds,
    );
  }

  get producerName(): string {
    return this.settings.producerName;
  }

  onApplicationBootstrap(): void {
    const { schema } = this.dataSource.options as { schema?: string };
    if (schema) {
      // Listens on the schema's outbox channel (see OutboxNotify); after a gap it relays at once, for
      // whatever was announced meanwhile.
      this.listener = new ChannelListener(this.dataSource, {
        name: `${schema}-outbox-listener`,
        channel: outboxChannel(schema),
        meanwhile: `relaying every ${this.settings.pollMs} ms until it does`,
        onNotification: () => this.wake(),
        onListening: () => this.wake(),
      });
      this.listener.start();
    }
    this.schedule(this.settings.pollMs);
    this.pruneTimer = setInterval(() => {
      this.pruning ??= this.prune()
        .catch((error: unknown) => this.logger.warn(`outbox prune failed: ${String(error)}`))
        .finally(() => (this.pruning = undefined));
    }, PRUNE_EVERY_MS);
  }

  async onApplicationShutdown(): Promise<void> {
    relays.delete(this);
    this.stopped = true;
    clearTimeout(this.timer);
    clearInterval(this.pruneTimer);
    await Promise.all([this.running, this.pruning, this.listener?.stop()]);
  }

  /** What waits to be published. */
  async backlog(): Promise<OutboxBacklog> {
    const [row]: { unsent: string; oldest: number | null }[] = await this.dataSource.query(
      `SELECT count(*) AS unsent, extract(epoch FROM now() - min(created_at))::float8 AS oldest FROM outbox_event WHERE sent_at IS NULL`,
    );
    return { unsent: Number(row.unsent), oldestUnsentSeconds: Math.max(0, row.oldest ?? 0) };
  }

  /** Deletes published rows older than the retention; returns how many. Unsent rows are never deleted. */
  async prune(): Promise<number> {
    let total = 0;
    for (;;) {
      const [{ deleted }]: { deleted: number }[] = await this.dataSource.query(
        `WITH gone AS (
           DELETE FROM outbox_event WHERE id IN (
             SELECT id FROM outbox_event WHERE sent_at < now() - make_interval(hours => $1) LIMIT $2
           ) RETURNING 1
         ) SELECT count(*)::int AS deleted FROM gone`,
        [this.settings.retentionHours, PRUNE_CHUNK],
      );
      total += deleted;
      if (deleted < PRUNE_CHUNK || this.stopped) return total;
    }
  }

  /** Publishes every pending event now; returns how many were sent. Used by the poll loop and by tests. */
  async flush(): Promise<number> {
    let total = 0;
    for (;;) {
      const { sent, more } = await this.relayBatch();
      total += sent;
      if (!more) return total;
    }
  }

  /**
   * Relays now: a commit that wrote outbox rows was announced, or the fallback poll came due. One
   * flush runs at a time; a wake-up during it runs another right after, so no announced row waits
   * for the next poll. After a failure (broker or database away) it backs off instead.
   */
  private wake(): void {
    if (this.stopped) return;
    if (this.running || Date.now() < this.retryAt) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.again = false;
    this.running = this.flush()
      .then(() => {
        this.failures = 0;
        this.retryAt = 0;
      })
      .catch((error: unknown) => {
        // Transient (broker or database unavailable): keep the rows, back off, try again.
        this.failures++;
        this.retryAt = Date.now() + Math.min(100 * 2 ** this.failures, 30_000);
        this.logger.warn(`outbox relay failed (attempt ${this.failures}): ${String(error)}`);
      })
      .finally(() => {
        this.running = undefined;
        this.schedule(this.again ? Math.max(0, this.retryAt - Date.now()) : this.settings.pollMs);
      });
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.wake(), delay);
  }

  /** Publishes the oldest unsent rows, within RELAY_BATCH rows and RELAY_BYTES read; `more` when others may wait. */
  private async relayBatch(): Promise<{ sent: number; more: boolean }> {
    return this.dataSource.transaction(async (manager) => {
      // SKIP LOCKED lets several replicas relay side by side without sending a row twice. Raw SQL:
      // at hundreds of events a second, building entities for every row cost more than the send.
      // The payload is read as its JSON text and sent as it is: parsing it here only to write it again
      // cost a parse and a stringify per event, thousands a second in a burst of bot results.
      // The rows locked past the byte budget stay unsent (their locks end with this transaction) for
      // the next flush. `pg_column_size` is the stored (possibly compressed) size: it bounds what is
      // read, not what is sent.
      const limit = this.settings.batchSize ?? RELAY_BATCH;
      const rows: { id: string; topic: string; message_key: string; payload: string; created_at: Date; locked: number }[] =
        await manager.query(
          `WITH next AS (
           SELECT id, created_at, pg_column_size(payload) AS bytes FROM outbox_event WHERE sent_at IS NULL
            ORDER BY created_at, id LIMIT $1 FOR UPDATE SKIP LOCKED
         ), budget AS (
           SELECT id, created_at, sum(bytes) OVER (ORDER BY created_at, id) - bytes AS before, count(*) OVER () AS locked FROM next
         )
         SELECT o.id, o.topic, o.message_key, o.payload::text AS payload, o.created_at, b.locked::int AS locked
           FROM budget b JOIN outbox_event o ON o.id = b.id
          WHERE b.before < $2
          ORDER BY b.created_at, b.id`,
          [limit, RELAY_BYTES],
        );
      if (rows.length === 0) return { sent: 0, more: false };
      await this.producer.send(
        rows.map((row) => ({
          topic: row.topic,
          key: row.message_key,
          value: row.payload,
          headers: {
            [MessageHeaders.MessageId]: row.id,
            [MessageHeaders.OccurredAt]: row.created_at.toISOString(),
            [MessageHeaders.Producer]: this.settings.producerName,
          },
        })),
      );
      await manager.query(`UPDATE outbox_event SET sent_at = now(), attempts = attempts + 1 WHERE id = ANY($1::uuid[])`, [
        rows.map((row) => row.id),
      ]);
      return { sent: rows.length, more: rows.length < rows[0].locked || rows.length === limit };
    });
  }
}
