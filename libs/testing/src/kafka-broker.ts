/**
 * A real Kafka broker for one test file (libs/local-stack), with the product's topics created as the
 * production topics job creates them. Each file has its own broker, so no message of one file can
 * reach another's services; it starts in a few seconds and its folder is removed on stop.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { KAFKA_TOPICS } from '@dental/contracts';
import { startKafkaBroker as startLocalBroker, type KafkaBroker as LocalBroker } from '@dental/local-stack';
import { createQuietAdmin, ensureTopics } from '@dental/messaging';

export interface KafkaBroker extends LocalBroker {
  /** Stops the broker and removes its data. */
  stop(): Promise<void>;
}

export async function startKafkaBroker(): Promise<KafkaBroker> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dental-kafka-'));
  try {
    const broker = await startLocalBroker({ dataDir, profile: 'test' });
    await createProductTopics(broker.brokers);
    return {
      ...broker,
      get pid() {
        return broker.pid;
      },
      stop: async () => {
        await broker.kill();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** Creates every topic of libs/contracts on the broker, one copy each. */
export async function createProductTopics(brokers: string): Promise<void> {
  const admin = createQuietAdmin([brokers], 'test-topics');
  await admin.connect();
  try {
    await ensureTopics(admin, KAFKA_TOPICS, { replicationFactor: 1, minInsyncReplicas: 1 });
  } finally {
    await admin.disconnect();
  }
}
