/** Kafka connection settings shared by the Nest transport, the producer and the gateway's client. */
import { Kafka, logLevel, type Admin, type KafkaConfig } from 'kafkajs';

export interface KafkaSettings {
  brokers: string[];
  clientId: string;
  /** Consumer fetch wait; low in development and tests because the local broker holds every fetch this long. */
  maxWaitTimeInMs: number;
}

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
