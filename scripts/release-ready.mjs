#!/usr/bin/env node
// Waits until the release this image belongs to is ready for an app to start: every migration of the
// named service's schema applied (by the migrate Job) and every Kafka topic created with its
// partitions (by the kafka-topics Job). Each Deployment runs it as an init container from the migrate
// image of the same release, so `kubectl apply -k k8s` can create everything at once and no pod of the
// new code starts before its Jobs have done their work (docs/production.md, "Order of a release").
// It only reads: it never migrates nor creates a topic, so any number of pods may wait together.
//   DATABASE_URL=postgres://... KAFKA_BROKERS=kafka:9092 node scripts/release-ready.mjs <service>
//   KAFKA_BROKERS=kafka:9092 node scripts/release-ready.mjs   (no service: the topics only, for the
//   gateway and the file converter, which own no schema)
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { createServiceDataSource } = require(join(root, 'libs/database/dist/index.js'));
const { SERVICES, KAFKA_TOPICS } = require(join(root, 'libs/contracts/dist/index.js'));
const { createQuietAdmin } = require(join(root, 'libs/messaging/dist/index.js'));

const POLL_MS = Number(process.env.RELEASE_READY_POLL_MS ?? 5000);
const service = process.argv[2];
const name = service ?? 'topics';
if (service !== undefined && !SERVICES.includes(service)) {
  console.error(`Usage: release-ready.mjs [service]; known: ${SERVICES.join(', ')}`);
  process.exit(64);
}
if (!process.env.KAFKA_BROKERS) {
  console.error('KAFKA_BROKERS is required');
  process.exit(78);
}
const url = process.env.DATABASE_URL;
if (service !== undefined && !url) {
  console.error('DATABASE_URL is required');
  process.exit(78);
}

/** What is still missing: pending migrations of the schema, absent or too small topics. */
async function missing() {
  const waiting = [];
  if (service !== undefined) {
    const file = join(root, 'apps', service, 'dist/database/migrations.js');
    if (!existsSync(file)) throw new Error(`${file} is missing from this image`);
    const { MIGRATIONS } = require(file);
    const dataSource = createServiceDataSource({ url, schema: service, entities: [], migrations: MIGRATIONS });
    try {
      await dataSource.initialize();
      if (await dataSource.showMigrations()) waiting.push(`migrations of ${service}`);
    } finally {
      if (dataSource.isInitialized) await dataSource.destroy();
    }
  }
  const admin = createQuietAdmin(process.env.KAFKA_BROKERS.split(','), `release-ready-${name}`);
  await admin.connect();
  try {
    const existing = new Set(await admin.listTopics());
    const absent = KAFKA_TOPICS.filter((t) => !existing.has(t.name));
    const present = KAFKA_TOPICS.filter((t) => existing.has(t.name));
    const { topics } = present.length ? await admin.fetchTopicMetadata({ topics: present.map((t) => t.name) }) : { topics: [] };
    const partitions = new Map(topics.map((t) => [t.name, t.partitions.length]));
    const small = present.filter((t) => (partitions.get(t.name) ?? 0) < t.partitions);
    if (absent.length || small.length) waiting.push(`topics ${[...absent, ...small].map((t) => t.name).join(', ')}`);
  } finally {
    await admin.disconnect();
  }
  return waiting;
}

for (;;) {
  try {
    const waiting = await missing();
    if (waiting.length === 0) {
      console.log(`${name}: release ready`);
      process.exit(0);
    }
    console.log(`${name}: waiting for ${waiting.join('; ')}`);
  } catch (error) {
    console.log(`${name}: cannot check yet (${error instanceof Error ? error.message : String(error)})`);
  }
  await sleep(POLL_MS);
}
