import { Transport, type KafkaOptions } from '@nestjs/microservices';
import { Partitioners } from 'kafkajs';
import { GROUP_MEMBERSHIP, kafkaClientConfig, type KafkaSettings } from './kafka';

/**
 * Options of a service's Kafka server (commands and events). All replicas of a service share the
 * consumer group named after it, so each request or event is handled by one replica.
 */
export function kafkaTransportOptions(settings: KafkaSettings, groupId: string, subscribe = { fromBeginning: true }): KafkaOptions {
  return {
    transport: Transport.KAFKA,
    options: {
      client: kafkaClientConfig(settings),
      consumer: {
        groupId,
        maxWaitTimeInMs: settings.maxWaitTimeInMs,
        allowAutoTopicCreation: false,
        ...GROUP_MEMBERSHIP,
      },
      producer: { allowAutoTopicCreation: false, createPartitioner: Partitioners.DefaultPartitioner },
      subscribe,
      // Partitions are applied side by side, each still in order: one partition's database work
      // overlaps another's parsing.
      run: { autoCommit: true, partitionsConsumedConcurrently: 4 },
      postfixId: '',
    },
  };
}
