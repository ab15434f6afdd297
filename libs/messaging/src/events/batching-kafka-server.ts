/**
 * Nest's Kafka server, consuming a fetched batch at a time: the messages of a topic with a batch
 * handler go to the dispatcher together (one database transaction for hundreds of bot results instead
 * of one each); a batch of requests is answered concurrently; every other message is handed to Nest
 * one by one, exactly as its own server does.
 */
import { KafkaHeaders, ServerKafka, type KafkaContext, type KafkaOptions, type OutgoingResponse } from '@nestjs/microservices';
import type { Consumer, EachBatchPayload, Kafka, KafkaMessage, RecordMetadata } from 'kafkajs';
import { withCoalescingProducers } from '../rpc/coalescing-producer';
import { AbandonedAtShutdown, type EventDispatcher, type IncomingEvent } from './event-dispatcher';
import type { KafkaHealth } from '../health/kafka-health';

/**
 * Which of a service's topics a server consumes. A service with both requests and events runs one
 * server (one consumer, one group) for each: kafkajs fetches again only when every batch of the last
 * fetch is done, so a request sharing a consumer with events waited behind the slowest batch of bot
 * results (seconds under load) before it was even read.
 */
export interface ConsumedTopics {
  /** Names the consumer in health and logs: 'requests', 'events', 'requests and events'. */
  name: string;
  topics: (topic: string) => boolean;
}

/**
 * A request older than this is answered to nobody: no caller waits longer (every *_RPC_TIMEOUT_MS
 * is at most 120 s). It is skipped, not carried out, so a command whose caller was already told
 * "try again" (503) never runs late, and a new request group that starts from the oldest kept
 * request does not replay the last hour.
 */
export const REQUEST_MAX_AGE_MS = 120_000;

/**
 * Requests answered at once at most; more wait for a free slot. Above the database pool, extra
 * requests would only queue for a connection while their reply deadline runs.
 */
const REQUESTS_IN_FLIGHT = 32;

export class BatchingKafkaServer extends ServerKafka {
  constructor(
    options: Required<KafkaOptions>['options'],
    private readonly health: KafkaHealth,
    private readonly dispatcher?: EventDispatcher,
    private readonly consumed: ConsumedTopics = { name: 'requests and events', topics: () => true },
  ) {
    super(options);
  }

  /** Requests being answered; a graceful stop lets them finish. */
  private readonly answering = new Set<Promise<void>>();

  override async close(): Promise<void> {
    await Promise.allSettled([...this.answering]);
    await super.close();
  }

  /**
   * Sends an answer. Nest does not wait for this promise, so a refused send would be an unhandled
   * rejection and end the process: instead it is logged, and the caller is told the answer could not
   * be sent (a small error answer, which it turns into a 503) rather than left waiting for its timeout.
   */
  override async sendMessage(
    message: OutgoingResponse,
    replyTopic: string,
    replyPartition: string | undefined | null,
    correlationId: string,
    context: KafkaContext,
  ): Promise<RecordMetadata[]> {
    try {
      return await super.sendMessage(message, replyTopic, replyPartition, correlationId, context);
    } catch (error) {
      this.logger.error(`the answer to ${replyTopic} (${correlationId}) could not be sent: ${String(error)}`);
      if (message.err !== undefined) return [];
      const failure: OutgoingResponse = { id: message.id, err: `the answer could not be sent: ${String(error)}`, isDisposed: true };
      return super.sendMessage(failure, replyTopic, replyPartition, correlationId, context).catch(() => []);
    }
  }

  /** Answers sent during one turn of the event loop leave in one produce request (coalescing-producer.ts). */
  override createClient<T = Kafka>(): T {
    return withCoalescingProducers(super.createClient<Kafka>()) as T;
  }

  override async bindEvents(consumer: Consumer): Promise<void> {
    this.health.watch(this.consumed.name, consumer);
    const topics = [...this.messageHandlers.keys()].filter(this.consumed.topics);
    if (topics.length > 0) await consumer.subscribe({ ...this.options.subscribe, topics });
    // Offsets are resolved here, message by message or per batch, so a stop mid-batch never skips one.
    await consumer.run({ ...this.options.run, eachBatchAutoResolve: false, eachBatch: (payload) => this.consumeBatch(payload) });
  }

  private async consumeBatch(payload: EachBatchPayload): Promise<void> {
    try {
      await this.consumeMessages(payload);
    } catch (error) {
      // Its offset stays unresolved, so it is not committed: the partition's next consumer applies it.
      if (error instanceof AbandonedAtShutdown) return this.logger.warn(error.message);
      throw error;
    }
  }

  private async consumeMessages(payload: EachBatchPayload): Promise<void> {
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
      // Requests wait for nothing but their own answer: they are answered side by side (50 people
      // opening a list at once), and the next fetch starts without waiting for the slowest answer.
      for (const message of batch.messages) {
        if (Date.now() - Number(message.timestamp) > REQUEST_MAX_AGE_MS) {
          this.logger.warn(
            `${batch.topic} request at offset ${message.offset} skipped: sent ${message.timestamp}, nobody waits for it any more`,
          );
          continue;
        }
        while (this.answering.size >= REQUESTS_IN_FLIGHT) await Promise.race(this.answering);
        const answer: Promise<void> = this.handleMessage({ topic: batch.topic, partition: batch.partition, message, heartbeat, pause })
          .catch((error: unknown) => this.logger.error(`${batch.topic} request at offset ${message.offset} failed: ${String(error)}`))
          .finally(() => this.answering.delete(answer));
        this.answering.add(answer);
      }
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

  /**
   * The message as the event controller would have handed it over (its value decoded as Nest decodes
   * it: decodedValue). Decoded here rather than by Nest's parser, which turns the value into text
   * twice and copies the whole message, for each of the thousands of bot results a second.
   */
  private incomingEvent(topic: string, partition: number, message: KafkaMessage): IncomingEvent {
    const headers: Record<string, string> = {};
    for (const [name, header] of Object.entries(message.headers ?? {})) {
      const first = Array.isArray(header) ? header[0] : header;
      if (first !== undefined) headers[name] = first.toString();
    }
    return {
      topic,
      partition,
      offset: message.offset,
      key: message.key ? message.key.toString() : null,
      headers,
      value: decodedValue(message.value),
    };
  }
}

/**
 * A message's value as Nest's KafkaParser gives it to handlers: null when absent, the bytes as they
 * are when they start with a zero byte (a schema registry's framing), parsed JSON when the text
 * starts as an object or an array and parses, else the text.
 */
export function decodedValue(value: Buffer | null): unknown {
  if (value === null) return null;
  if (value.length > 0 && value[0] === 0) return value;
  const text = value.toString();
  if (text.startsWith('{') || text.startsWith('[')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}
