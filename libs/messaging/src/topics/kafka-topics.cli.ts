/**
 * Creates or grows the product's topics (libs/contracts KAFKA_TOPICS) on the cluster KAFKA_BROKERS
 * names, then exits. The production topics job runs it before the apps start; `npm start` runs it
 * on the local broker, so both take the same path.
 *
 *   KAFKA_BROKERS=kafka:9092 KAFKA_REPLICATION_FACTOR=3 KAFKA_MIN_INSYNC_REPLICAS=2 node libs/messaging/dist/topics/kafka-topics.cli.js
 */
import { z } from 'zod';
import { kafkaTopicVariables, loadConfigOrExit } from '@dental/config';
import { KAFKA_TOPICS } from '@dental/contracts';
import { createQuietAdmin } from '../kafka';
import { ensureTopics } from './ensure-topics';

async function main(): Promise<void> {
  const config = loadConfigOrExit(z.object(kafkaTopicVariables));
  if (config.KAFKA_MIN_INSYNC_REPLICAS > config.KAFKA_REPLICATION_FACTOR) {
    process.stderr.write('Invalid configuration:\n  - KAFKA_MIN_INSYNC_REPLICAS must be at most KAFKA_REPLICATION_FACTOR\n');
    process.exit(78);
  }
  const admin = createQuietAdmin(config.KAFKA_BROKERS, 'kafka-topics');
  await admin.connect();
  try {
    const report = await ensureTopics(admin, KAFKA_TOPICS, {
      replicationFactor: config.KAFKA_REPLICATION_FACTOR,
      minInsyncReplicas: config.KAFKA_MIN_INSYNC_REPLICAS,
    });
    process.stdout.write(
      `Kafka topics: ${report.created.length} created, ${report.grown.length} grown, ${report.unchanged.length} unchanged` +
        `${report.created.length ? ` (created: ${report.created.join(', ')})` : ''}\n`,
    );
  } finally {
    await admin.disconnect();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`kafka-topics failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
