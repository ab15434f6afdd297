/** Kafka from the test's side: publish as a bot would, and collect what the service publishes. */
import { randomUUID } from 'node:crypto';
import { Kafka, logLevel, Partitioners, type Consumer, type Producer } from 'kafkajs';
import { waitFor } from './polling';

export interface ReceivedMessage {
  key: string | null;
  value: string;
  headers: Record<string, string>;
}

export class TopicListener {
  readonly messages: ReceivedMessage[] = [];

  private constructor(private readonly consumer: Consumer) {}

  /** Reads `topic` from its beginning in a consumer group of its own. */
  static async start(brokers: string, topic: string): Promise<TopicListener> {
    const kafka = new Kafka({ clientId: `test-listener-${randomUUID()}`, brokers: [brokers], logLevel: logLevel.NOTHING });
    const consumer = kafka.consumer({ groupId: `test-${topic}-${randomUUID()}`, maxWaitTimeInMs: 100 });
    const listener = new TopicListener(consumer);
    await consumer.connect();
    await consumer.subscribe({ topic, fromBeginning: true });
    await consumer.run({
      eachMessage: async ({ message }) => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(message.headers ?? {})) if (value !== undefined) headers[name] = String(value);
        listener.messages.push({ key: message.key?.toString() ?? null, value: message.value?.toString() ?? '', headers });
      },
    });
    return listener;
  }

  waitFor(what: string, match: (message: ReceivedMessage) => boolean): Promise<ReceivedMessage> {
    return waitFor(what, () => this.messages.find(match));
  }

  stop(): Promise<void> {
    return this.consumer.disconnect();
  }
}

export async function startPublisher(
  brokers: string,
): Promise<{ publish(topic: string, key: string, value: string | object): Promise<void>; stop(): Promise<void> }> {
  const producer: Producer = new Kafka({ clientId: 'test-bot', brokers: [brokers], logLevel: logLevel.NOTHING }).producer({
    createPartitioner: Partitioners.DefaultPartitioner,
  });
  await producer.connect();
  return {
    publish: async (topic, key, value) => {
      await producer.send({ topic, messages: [{ key, value: typeof value === 'string' ? value : JSON.stringify(value) }] });
    },
    stop: () => producer.disconnect(),
  };
}
