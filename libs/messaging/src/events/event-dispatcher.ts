/**
 * Consumes events idempotently: each message is applied at most once per consumer (a processed-message
 * row keyed by the message id, written in the effect's transaction). A message that fails validation
 * goes straight to the dead-letter topic. While Postgres or the broker is away, a message waits and is
 * tried again (with backoff, for as long as the outage lasts), since it will apply once they are back;
 * one whose handler keeps failing for any other reason (a bug) is retried a few times and then
 * dead-lettered with the last error. Nothing is dropped silently.
 *
 * Topics with a batch handler are applied a fetched batch at a time, in one database transaction, so
 * the cost of a transaction is shared by hundreds of messages. The rules above still hold per message:
 * a bad payload or a refused message is dead-lettered alone while the rest commit, and a batch that
 * cannot commit because of one message's data is split into single messages, so that one alone fails.
 */
import { Injectable, Logger, Optional, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import {
  AppError,
  ErrorCode,
  EventSubscriptions,
  MessageHeaders,
  Topics,
  parseInput,
  type DeadLetter,
  type ServiceName,
} from '@dental/contracts';
import { HandlerDiscovery, type DiscoveredHandler } from '../handler-discovery';
import { EVENT_HANDLER, type EventHandlerMeta } from './handles-event.decorator';
import { ProcessedMessage } from './processed-message.entity';
import { EventProducer } from '../event-producer';
import { checkWiring, WiringError } from '../wiring-error';

export interface IncomingEvent {
  topic: string;
  partition: number;
  offset: string;
  key: string | null;
  headers: Record<string, string>;
  /** The value as Nest's Kafka transport decoded it (parsed JSON, or the raw text when it is not JSON). */
  value: unknown;
}

export interface EventContext {
  messageId: string;
  topic: string;
  /** Present in services with a database: the transaction that also records the message as processed. */
  manager?: EntityManager;
}

/** A valid message of a batch, as a batch handler receives it. */
export interface BatchedEvent<T = unknown> {
  messageId: string;
  payload: T;
}

export interface EventBatchContext {
  topic: string;
  /** Present in services with a database: the one transaction of the whole batch. */
  manager?: EntityManager;
}

/** A message a batch handler will not apply (a rule it breaks), with the reason the dead letter gives. */
export interface RefusedEvent {
  messageId: string;
  reason: string;
}

interface ValidEvent extends BatchedEvent {
  event: IncomingEvent;
}

interface Failure {
  event: IncomingEvent;
  kind: DeadLetter['kind'];
  reason: string;
}

export interface RetryPolicy {
  attempts: number;
  initialDelayMs: number;
}

/** The longest wait between two tries while Postgres or the broker is away. */
const OUTAGE_MAX_DELAY_MS = 5_000;

/**
 * Thrown out of a message that was waiting out an outage when the service began to stop: its offset
 * must not be committed, so the next consumer of the partition applies it.
 */
export class AbandonedAtShutdown extends Error {
  constructor(topic: string) {
    super(`${topic}: stopped while waiting for Postgres or the broker; the message stays for the next consumer`);
    this.name = 'AbandonedAtShutdown';
  }
}

@Injectable()
export class EventDispatcher implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(EventDispatcher.name);
  private readonly handlers = new Map<string, DiscoveredHandler<EventHandlerMeta>>();
  /** Set when the service begins to stop, before its consumer is closed (Nest destroys modules first). */
  private stopping = false;

  constructor(
    private readonly consumer: ServiceName | 'gateway',
    private readonly discovery: HandlerDiscovery,
    private readonly producer: EventProducer,
    private readonly retry: RetryPolicy,
    @Optional() private readonly dataSource?: DataSource,
  ) {}

  onApplicationBootstrap(): void {
    const found = this.discovery.find<EventHandlerMeta>(EVENT_HANDLER);
    const problems = checkWiring(
      this.consumer,
      'topic',
      EventSubscriptions[this.consumer],
      found.map((h) => ({ name: h.meta.topic, owner: h.owner })),
    );
    if (problems.length > 0) throw new WiringError(this.consumer, problems);
    for (const handler of found) this.handlers.set(handler.meta.topic, handler);
  }

  onModuleDestroy(): void {
    this.stopping = true;
  }

  /** Whether the topic's messages are applied a batch at a time (its handler is a HandlesEventBatch). */
  handlesBatches(topic: string): boolean {
    return this.handlers.get(topic)?.meta.batch === true;
  }

  async handle(event: IncomingEvent): Promise<void> {
    const handler = this.handlers.get(event.topic);
    if (!handler) return this.deadLetter([{ event, kind: 'invalid', reason: `no handler for topic ${event.topic}` }]);
    if (handler.meta.batch) return this.handleBatch([event]);
    const messageId = messageIdOf(event);

    let payload: unknown;
    try {
      payload = parseInput(handler.meta.schema, event.value, 'message');
    } catch (error) {
      return this.deadLetter([{ event, kind: 'invalid', reason: reasonOf(error) }]);
    }

    for (let attempt = 1, outages = 0; ; attempt++) {
      try {
        await this.apply(handler, payload, { messageId, topic: event.topic });
        return;
      } catch (error) {
        const reason = reasonOf(error);
        if (isOutage(error)) {
          attempt--;
          await this.waitOutOutage(event.topic, `message ${messageId}`, reason, ++outages);
          continue;
        }
        if (isPermanent(error)) return this.deadLetter([{ event, kind: 'invalid', reason }]);
        if (attempt >= this.retry.attempts)
          return this.deadLetter([{ event, kind: 'exhausted', reason: `${reason} (after ${attempt} attempts)` }]);
        this.logger.warn(`${event.topic} message ${messageId} failed (attempt ${attempt}): ${reason}; retrying`);
        await sleep(this.retry.initialDelayMs * 2 ** (attempt - 1));
      }
    }
  }

  /**
   * Applies the messages of one topic partition as fetched, in offset order. With a batch handler they
   * commit together; otherwise each goes through `handle`. `heartbeat` keeps the consumer's group
   * membership alive while a long batch or its retries run.
   */
  async handleBatch(events: IncomingEvent[], heartbeat: () => Promise<void> = async () => undefined): Promise<void> {
    if (events.length === 0) return;
    const handler = this.handlers.get(events[0].topic);
    if (!handler?.meta.batch) {
      for (const event of events) {
        await this.handle(event);
        await heartbeat();
      }
      return;
    }
    const failures: Failure[] = [];
    const valid: ValidEvent[] = [];
    for (const event of events) {
      try {
        valid.push({ event, messageId: messageIdOf(event), payload: parseInput(handler.meta.schema, event.value, 'message') });
      } catch (error) {
        failures.push({ event, kind: 'invalid', reason: reasonOf(error) });
      }
    }
    if (valid.length > 0) failures.push(...(await this.applyBatchWithRetries(handler, valid, heartbeat)));
    await this.deadLetter(failures);
  }

  /** Commits the batch, retrying a transient failure with backoff; answers the messages to dead-letter. */
  private async applyBatchWithRetries(
    handler: DiscoveredHandler<EventHandlerMeta>,
    batch: ValidEvent[],
    heartbeat: () => Promise<void>,
  ): Promise<Failure[]> {
    const topic = batch[0].event.topic;
    for (let attempt = 1, outages = 0; ; attempt++) {
      try {
        return await this.applyBatch(handler, batch);
      } catch (error) {
        const reason = reasonOf(error);
        if (isOutage(error)) {
          attempt--;
          await this.waitOutOutage(topic, `batch of ${batch.length}`, reason, ++outages, heartbeat);
          continue;
        }
        if (batch.length === 1) {
          // One message: the same rules as a message applied on its own.
          if (isPermanent(error)) return [{ event: batch[0].event, kind: 'invalid', reason }];
          if (attempt >= this.retry.attempts)
            return [{ event: batch[0].event, kind: 'exhausted', reason: `${reason} (after ${attempt} attempts)` }];
        } else if (isPermanent(error) || attempt >= this.retry.attempts) {
          // Some message of the batch cannot be applied: one at a time, only that one fails.
          this.logger.warn(`${topic} batch of ${batch.length} failed (attempt ${attempt}): ${reason}; applying its messages one at a time`);
          const failures: Failure[] = [];
          for (const event of batch) {
            failures.push(...(await this.applyBatchWithRetries(handler, [event], heartbeat)));
            await heartbeat();
          }
          return failures;
        }
        this.logger.warn(`${topic} batch of ${batch.length} failed (attempt ${attempt}): ${reason}; retrying`);
        await heartbeat();
        await sleep(this.retry.initialDelayMs * 2 ** (attempt - 1));
      }
    }
  }

  /** One transaction: records the messages as processed, applies the new ones, un-records the refused. */
  private async applyBatch(handler: DiscoveredHandler<EventHandlerMeta>, batch: ValidEvent[]): Promise<Failure[]> {
    const topic = batch[0].event.topic;
    // A message redelivered within one fetch appears twice: its first occurrence is the one applied.
    const seen = new Set<string>();
    const unique = batch.filter((e) => !seen.has(e.messageId) && seen.add(e.messageId));
    const refusals = async (applied: ValidEvent[], manager?: EntityManager): Promise<Failure[]> => {
      if (applied.length === 0) return [];
      const events: BatchedEvent[] = applied.map(({ messageId, payload }) => ({ messageId, payload }));
      const refused = (await handler.call(events, { topic, manager } satisfies EventBatchContext)) as RefusedEvent[];
      const byId = new Map(applied.map((e) => [e.messageId, e.event]));
      return refused.map((r) => ({ event: byId.get(r.messageId)!, kind: 'invalid', reason: r.reason }));
    };
    if (!this.dataSource) return refusals(unique);
    return this.dataSource.transaction(async (manager) => {
      // Raw SQL (the service's schema is the search path): the query builder does not return the keys it inserted.
      const inserted: { message_id: string }[] = await manager.query(
        `INSERT INTO processed_message (consumer, message_id) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING RETURNING message_id`,
        [this.consumer, unique.map((e) => e.messageId)],
      );
      const fresh = new Set(inserted.map((r) => r.message_id));
      const failures = await refusals(
        unique.filter((e) => fresh.has(e.messageId)),
        manager,
      );
      if (failures.length > 0) {
        // A refused message is not applied, so a redelivery must meet the same refusal, not a no-op.
        await manager.query(`DELETE FROM processed_message WHERE consumer = $1 AND message_id = ANY($2::text[])`, [
          this.consumer,
          failures.map((f) => messageIdOf(f.event)),
        ]);
      }
      return failures;
    });
  }

  private async apply(handler: DiscoveredHandler<EventHandlerMeta>, payload: unknown, context: EventContext): Promise<void> {
    if (!this.dataSource) {
      await handler.call(payload, context);
      return;
    }
    await this.dataSource.transaction(async (manager) => {
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(ProcessedMessage)
        .values({ consumer: this.consumer, messageId: context.messageId })
        .orIgnore()
        .returning(['message_id'])
        .execute();
      if ((inserted.raw as unknown[]).length === 0) return; // already applied: a redelivery
      await handler.call(payload, { ...context, manager });
    });
  }

  /** One wait of an outage: longer each time up to OUTAGE_MAX_DELAY_MS, and given up when the service stops. */
  private async waitOutOutage(topic: string, what: string, reason: string, outages: number, heartbeat?: () => Promise<void>) {
    if (this.stopping) throw new AbandonedAtShutdown(topic);
    if (outages === 1 || outages % 10 === 0)
      this.logger.warn(`${topic} ${what} waits for Postgres or the broker (${reason}); try ${outages}`);
    const until = Date.now() + Math.min(this.retry.initialDelayMs * 2 ** Math.min(outages - 1, 10), OUTAGE_MAX_DELAY_MS);
    // Short steps, so a stop is noticed at once and the group keeps the consumer as a member.
    while (Date.now() < until) {
      if (this.stopping) throw new AbandonedAtShutdown(topic);
      await sleep(Math.min(250, until - Date.now()));
      await heartbeat?.().catch(() => undefined);
    }
  }

  private async deadLetter(failures: Failure[]): Promise<void> {
    if (failures.length === 0) return;
    const failedAt = new Date().toISOString();
    const letters = failures.map(({ event, kind, reason }) => {
      this.logger.warn(`dead-lettering ${event.topic}@${event.partition}:${event.offset}: ${reason}`);
      const letter: DeadLetter = {
        topic: event.topic,
        partition: event.partition,
        offset: event.offset,
        consumer: this.consumer,
        reason,
        kind,
        failedAt,
        payload: typeof event.value === 'string' ? event.value : JSON.stringify(event.value ?? null),
        headers: event.headers,
      };
      return { topic: Topics.DeadLetter, key: `${event.topic}:${event.partition}:${event.offset}`, value: letter, headers: {} };
    });
    // If even the dead-letter topic is unreachable, fail the messages so Kafka redelivers them later.
    await this.producer.send(letters);
  }
}

function messageIdOf(event: IncomingEvent): string {
  return event.headers[MessageHeaders.MessageId] ?? idFromPayload(event.value) ?? `${event.topic}:${event.partition}:${event.offset}`;
}

function idFromPayload(value: unknown): string | undefined {
  if (typeof value === 'object' && value !== null && 'eventId' in value && typeof value.eventId === 'string') return value.eventId;
  return undefined;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Retrying cannot change the answer: a refusal by the handler's rules, or a value Postgres refuses
 * (data exception, class 22). Anything else (database or broker down, a deadlock) may pass later.
 */
function isPermanent(error: unknown): boolean {
  if (error instanceof AppError) return error.code !== ErrorCode.ServiceUnavailable;
  const code = error instanceof QueryFailedError ? (error.driverError as { code?: unknown } | undefined)?.code : undefined;
  return typeof code === 'string' && code.startsWith('22');
}

const OUTAGE_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * Postgres, the broker or a service asked over request-reply cannot be reached or is restarting: the
 * same message will apply once it is back. Postgres classes 08 (connection exception), 53 (insufficient resources) and 57P01-57P03
 * (shut down, starting up); socket errors; the driver's own words for a dropped connection; a
 * kafkajs error it marks retriable (the dead-letter send).
 */
export function isOutage(error: unknown): boolean {
  // A service this consumer asks (request-reply) is down or did not answer in time: like a database
  // outage, the message will apply once it is back.
  if (error instanceof AppError && error.code === ErrorCode.ServiceUnavailable) return true;
  const driver = error instanceof QueryFailedError ? (error.driverError as { code?: unknown }) : (error as { code?: unknown } | null);
  const code = driver?.code;
  if (typeof code === 'string') {
    if (code.startsWith('08') || code.startsWith('53') || ['57P01', '57P02', '57P03'].includes(code) || OUTAGE_ERROR_CODES.has(code))
      return true;
  }
  const message = error instanceof Error ? error.message : '';
  if (
    /Connection terminated|connection timeout|Client has encountered a connection error|the database system is (starting up|shutting down)/i.test(
      message,
    )
  ) {
    return true;
  }
  return error instanceof Error && error.name.startsWith('KafkaJS') && (error as { retriable?: boolean }).retriable === true;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
