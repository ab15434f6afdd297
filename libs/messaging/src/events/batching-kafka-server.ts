/**
 * Nest's Kafka server, consuming a fetched batch at a time: the messages of a topic with a batch
 * handler go to the dispatcher together (one database transaction for hundreds of bot results instead
 * of one each); a batch of requests is answered concurrently; every other message is handed to Nest
 * one by one, exactly as its own server does.
 */
import { KafkaHeaders, ServerKafka, type KafkaOptions } from '@nestjs/microservices';
import type { Consumer, EachBatchPayload, KafkaMessage } from 'kafkajs';
import type { EventDispatcher, IncomingEvent } from './event-dispatcher';

export class BatchingKafkaServer extends ServerKafka {
  constructor(
    options: Required<KafkaOptions>['options'],
    private readonly dispatcher?: EventDispatcher,
  ) {
    super(options);
  }

  override async bindEvents(consumer: Consumer): Promise<void> {
    const topics = [...this.messageHandlers.keys()];
    if (topics.length > 0) await consumer.subscribe({ ...this.options.subscribe, topics });
    // Offsets are resolved here, message by message or per batch, so a stop mid-batch never skips one.
    await consumer.run({ ...this.options.run, eachBatchAutoResolve: false, eachBatch: (payload) => this.consumeBatch(payload) });
  }

  private async consumeBatch(payload: EachBatchPayload): Promise<void> {
    const { batch, resolveOffset, heartbeat, isRunning, isStale, pause, commitOffsetsIfNecessary } = payload;
    if (batch.messages.length === 0) return;
    if (this.dispatcher?.handlesBatches(batch.topic)) {
      await this.dispatcher.handleBatch(
        batch.messages.map((message) => this.incomingEvent(batch.topic, batch.partition, message)),
        heartbeat,
      );
      resolveOffset(batch.lastOffset());
      return;
    }
    if (batch.messages.every((message) => message.headers?.[KafkaHeaders.REPLY_TOPIC] !== undefined)) {
      // Requests wait for nothing but their own answer: a burst of them (50 people opening a list) is
      // answered side by side, bounded by the database pool, rather than each waiting for the last.
      await Promise.all(
        batch.messages.map((message) => this.handleMessage({ topic: batch.topic, partition: batch.partition, message, heartbeat, pause })),
      );
      resolveOffset(batch.lastOffset());
      return;
    }
    for (const message of batch.messages) {
      if (!isRunning() || isStale()) return;
      await this.handleMessage({ topic: batch.topic, partition: batch.partition, message, heartbeat, pause });
      resolveOffset(message.offset);
      await heartbeat();
      await commitOffsetsIfNecessary();
    }
  }

  /** The message as the event controller would have handed it over (value decoded as Nest decodes it). */
  private incomingEvent(topic: string, partition: number, message: KafkaMessage): IncomingEvent {
    const parsed = this.parser!.parse<KafkaMessage & { value: unknown }>(message);
    const headers: Record<string, string> = {};
    for (const [name, header] of Object.entries(parsed.headers ?? {})) {
      if (header !== undefined) headers[name] = String(Array.isArray(header) ? header[0] : header);
    }
    return { topic, partition, offset: message.offset, key: message.key ? message.key.toString() : null, headers, value: parsed.value };
  }
}
