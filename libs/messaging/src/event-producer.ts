/**
 * The one Kafka producer of a service: the outbox relay and the dead-letter path publish through it.
 * Consumers drop duplicates by message id, so a retried send that writes twice does no harm.
 */
import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Partitioners, type IHeaders, type Message, type Producer } from 'kafkajs';
import { bySize, messageBytes } from './produce-size';
import { createKafka, type KafkaSettings } from './kafka';

export interface OutgoingMessage {
  topic: string;
  key: string;
  value: unknown;
  headers: Record<string, string>;
}

@Injectable()
export class EventProducer implements OnApplicationShutdown {
  private readonly logger = new Logger(EventProducer.name);
  private readonly producer: Producer;
  private connecting?: Promise<void>;
  private connected = false;

  constructor(settings: KafkaSettings) {
    // One request in flight keeps each partition's order. Not kafkajs's idempotent mode: it retries a
    // send forever, where the outbox relay must give up and back off while the broker is away; a send
    // retried after a lost acknowledgement may be written twice, and consumers drop the second copy.
    this.producer = createKafka(settings).producer({
      allowAutoTopicCreation: false,
      maxInFlightRequests: 1,
      createPartitioner: Partitioners.DefaultPartitioner,
    });
    this.producer.on(this.producer.events.DISCONNECT, () => (this.connected = false));
  }

  get isConnected(): boolean {
    return this.connected;
  }

  async connect(): Promise<void> {
    this.connecting ??= this.producer.connect().then(() => {
      this.connected = true;
    });
    try {
      await this.connecting;
    } catch (error) {
      this.connecting = undefined;
      throw error;
    }
  }

  /**
   * Sends the messages, in order, in produce requests of at most MAX_BATCH_BYTES each (one after
   * the other, so each partition keeps their order); resolves once the broker has acknowledged
   * every message.
   */
  async send(messages: OutgoingMessage[]): Promise<void> {
    if (messages.length === 0) return;
    await this.connect();
    const outgoing = messages.map((m) => ({
      topic: m.topic,
      message: { key: m.key, value: typeof m.value === 'string' ? m.value : JSON.stringify(m.value), headers: m.headers as IHeaders },
    }));
    for (const run of bySize(outgoing, (o) => messageBytes(o.message))) {
      const byTopic = new Map<string, Message[]>();
      for (const { topic, message } of run) {
        const list = byTopic.get(topic);
        if (list) list.push(message);
        else byTopic.set(topic, [message]);
      }
      await this.producer.sendBatch({ acks: -1, topicMessages: [...byTopic].map(([topic, list]) => ({ topic, messages: list })) });
    }
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.connecting) {
      await this.producer.disconnect().catch((error: unknown) => this.logger.warn(`producer disconnect: ${String(error)}`));
    }
  }
}
