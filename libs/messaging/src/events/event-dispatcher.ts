/**
 * Consumes events idempotently: each message is applied at most once per consumer (a processed-message
 * row keyed by the message id, written in the effect's transaction). A message that fails validation
 * goes straight to the dead-letter topic; one whose handler keeps failing (database down, a bug) is
 * retried with backoff and then dead-lettered with the last error. Nothing is dropped silently.
 */
import { Injectable, Logger, Optional, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
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

export interface RetryPolicy {
  attempts: number;
  initialDelayMs: number;
}

@Injectable()
export class EventDispatcher implements OnApplicationBootstrap {
  private readonly logger = new Logger(EventDispatcher.name);
  private readonly handlers = new Map<string, DiscoveredHandler<EventHandlerMeta>>();

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

  async handle(event: IncomingEvent): Promise<void> {
    const handler = this.handlers.get(event.topic);
    if (!handler) return this.deadLetter(event, 'invalid', `no handler for topic ${event.topic}`);
    const messageId =
      event.headers[MessageHeaders.MessageId] ?? idFromPayload(event.value) ?? `${event.topic}:${event.partition}:${event.offset}`;

    let payload: unknown;
    try {
      payload = parseInput(handler.meta.schema, event.value, 'message');
    } catch (error) {
      return this.deadLetter(event, 'invalid', error instanceof Error ? error.message : String(error));
    }

    for (let attempt = 1; ; attempt++) {
      try {
        await this.apply(handler, payload, { messageId, topic: event.topic });
        return;
      } catch (error) {
        const permanent =
          error instanceof AppError && error.code !== ErrorCode.ServiceUnavailable && error.code !== ErrorCode.ServiceTimeout;
        const reason = error instanceof Error ? error.message : String(error);
        if (permanent) return this.deadLetter(event, 'invalid', reason);
        if (attempt >= this.retry.attempts) return this.deadLetter(event, 'exhausted', `${reason} (after ${attempt} attempts)`);
        this.logger.warn(`${event.topic} message ${messageId} failed (attempt ${attempt}): ${reason}; retrying`);
        await sleep(this.retry.initialDelayMs * 2 ** (attempt - 1));
      }
    }
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

  private async deadLetter(event: IncomingEvent, kind: DeadLetter['kind'], reason: string): Promise<void> {
    this.logger.warn(`dead-lettering ${event.topic}@${event.partition}:${event.offset}: ${reason}`);
    const letter: DeadLetter = {
      topic: event.topic,
      partition: event.partition,
      offset: event.offset,
      consumer: this.consumer,
      reason,
      kind,
      failedAt: new Date().toISOString(),
      payload: typeof event.value === 'string' ? event.value : JSON.stringify(event.value ?? null),
      headers: event.headers,
    };
    // If even the dead-letter topic is unreachable, fail the message so Kafka redelivers it later.
    await this.producer.send([
      { topic: Topics.DeadLetter, key: `${event.topic}:${event.partition}:${event.offset}`, value: letter, headers: {} },
    ]);
  }
}

function idFromPayload(value: unknown): string | undefined {
  if (typeof value === 'object' && value !== null && 'eventId' in value && typeof value.eventId === 'string') return value.eventId;
  return undefined;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
