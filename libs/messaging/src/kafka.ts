/** Kafka connection settings shared by the Nest transport, the producer and the gateway's client. */
import { Kafka, logLevel, type Admin, type KafkaConfig } from 'kafkajs';

export interface KafkaSettings {
  brokers: string[];
  clientId: string;
  /** Consumer fetch wait; low in development and tests because the local broker holds every fetch this long. */
  maxWaitTimeInMs: number;
}

/**
 * How every consumer of the product keeps its place in its group. A member that dies without leaving
 * (a crash, SIGKILL, a broker restart after which kafkajs rejoins as a new member) holds its
 * partitions until its session times out, and the group waits for it: 6 s, the broker's smallest
 * allowed session, bounds that pause. Heartbeats go every 2 s, and a long batch sends its own. A
 * rebalance waits up to 20 s for every member to finish its batch and rejoin.
 */
export const GROUP_MEMBERSHIP = { sessionTimeout: 6_000, heartbeatInterval: 2_000, rebalanceTimeout: 20_000 } as const;

export function kafkaClientConfig(settings: KafkaSettings): KafkaConfig {
  return {
    clientId: settings.clientId,
    brokers: settings.brokers,
    logLevel: logLevel.WARN,
    retry: { initialRetryTime: 100, retries: 8 },
  };
}

export function createKafka(settings: KafkaSettings): Kafka {
  return new Kafka(kafkaClientConfig(settings));
}

/**
 * An admin client that logs nothing: its callers report what fails, and kafkajs would log every
 * retried request (say, a partition's leader still starting) as an error.
 */
export function createQuietAdmin(brokers: string[], clientId: string): Admin {
  return new Kafka({ ...kafkaClientConfig({ brokers, clientId, maxWaitTimeInMs: 100 }), logLevel: logLevel.NOTHING }).admin();
}
