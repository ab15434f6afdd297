/**
 * Creates the product's topics through the admin API, the one way topics come to exist (brokers run
 * with automatic creation off): `npm start`, every test's broker and the production topics job call
 * it with libs/contracts' KAFKA_TOPICS. Idempotent: a topic that exists is grown to its partition
 * count and given its settings again, never shrunk or recreated.
 */
import { ConfigResourceTypes, type Admin, type ITopicConfig } from 'kafkajs';
import type { TopicSpec } from '@dental/contracts';

export interface TopicCluster {
  /** Copies of each partition: 3 in production, 1 on a single local broker. */
  replicationFactor: number;
  /**
   * Copies that must have a message before the broker acknowledges it to a producer that asks all
   * of them (every producer of the product does): 2 of 3 in production, so one broker can be lost.
   */
  minInsyncReplicas: number;
}

export interface EnsureTopicsReport {
  created: string[];
  grown: string[];
  unchanged: string[];
}

export async function ensureTopics(admin: Admin, topics: readonly TopicSpec[], cluster: TopicCluster): Promise<EnsureTopicsReport> {
  const settingsOf = (topic: TopicSpec) => ({
    'retention.ms': String(topic.retentionMs),
    'min.insync.replicas': String(cluster.minInsyncReplicas),
  });
  const existing = new Set(await admin.listTopics());
  const missing = topics.filter((t) => !existing.has(t.name));
  if (missing.length > 0) {
    const specs: ITopicConfig[] = missing.map((t) => ({
      topic: t.name,
      numPartitions: t.partitions,
      replicationFactor: cluster.replicationFactor,
      configEntries: Object.entries(settingsOf(t)).map(([name, value]) => ({ name, value })),
    }));
    await admin.createTopics({ topics: specs, waitForLeaders: true });
    await untilPartitionsAnswer(admin, missing);
  }

  const present = topics.filter((t) => existing.has(t.name));
  const grown: string[] = [];
  if (present.length > 0) {
    const { topics: described } = await admin.fetchTopicMetadata({ topics: present.map((t) => t.name) });
    const partitionsOf = new Map(described.map((d) => [d.name, d.partitions.length]));
    const toGrow = present.filter((t) => (partitionsOf.get(t.name) ?? 0) < t.partitions);
    if (toGrow.length > 0) {
      await admin.createPartitions({ topicPartitions: toGrow.map((t) => ({ topic: t.name, count: t.partitions })) });
      grown.push(...toGrow.map((t) => t.name));
    }
    // Settings are set again every time, so a changed retention in the list reaches existing topics.
    await admin.alterConfigs({
      validateOnly: false,
      resources: present.map((t) => ({
        type: ConfigResourceTypes.TOPIC,
        name: t.name,
        configEntries: Object.entries(settingsOf(t)).map(([name, value]) => ({ name, value })),
      })),
    });
  }
  return {
    created: missing.map((t) => t.name),
    grown,
    unchanged: present.map((t) => t.name).filter((name) => !grown.includes(name)),
  };
}

/**
 * A new partition is listed with its leader a moment before that leader serves it; consumers started
 * in that moment log "not the leader" until it does. Asking each new topic's offsets until they
 * answer ends the call only once the topics are usable.
 */
async function untilPartitionsAnswer(admin: Admin, topics: readonly TopicSpec[], timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (const topic of topics) {
    for (;;) {
      try {
        await admin.fetchTopicOffsets(topic.name);
        break;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  }
}

/**
 * Waits until every topic of the list exists, asking every second: an app started before the topics
 * job has run (a new cluster, a first `docker compose up`) waits for it instead of failing on its
 * first subscription. Says once what it waits for; gives up after timeoutMs.
 */
export async function awaitTopics(
  admin: Admin,
  topics: readonly TopicSpec[],
  { timeoutMs, onWait }: { timeoutMs: number; onWait: (missing: string[]) => void },
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let told = false;
  for (;;) {
    const existing = new Set(await admin.listTopics().catch(() => [] as string[]));
    const missing = topics.map((t) => t.name).filter((name) => !existing.has(name));
    if (missing.length === 0) return;
    if (Date.now() > deadline) {
      throw new Error(`Kafka topics missing after ${timeoutMs / 1000} s: ${missing.join(', ')} (the kafka-topics job creates them)`);
    }
    if (!told) onWait(missing);
    told = true;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
