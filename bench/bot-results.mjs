// Bot results as the bench scripts publish them (bench/ingestion.mjs, bench/dashboard-latency.mjs):
// one message per verification result on bot.verification.result, and a publisher that paces them
// at a rate (a tenth of a second's worth per send) or sends them as fast as the producer goes.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { Kafka, Partitioners, logLevel } from 'kafkajs';
import pg from 'pg';
import { startProduct } from '../scripts/lib/product.mjs';
import { assertLoopback } from './transactions-seed.mjs';

const require = createRequire(import.meta.url);
const { Topics, MessageHeaders } = require('@dental/contracts');
const { DEMO_PRACTICES } = require('@dental/testing/dist/demo-data.js');

/** The i-th bot result of a run, for a demo practice (i-th in turn) unless `practice` names one. */
export function botResultMessage(run, i, { practice = DEMO_PRACTICES[i % DEMO_PRACTICES.length], day = '2026-12-01' } = {}) {
  const occurredAt = new Date().toISOString();
  const value = {
    eventId: randomUUID(),
    occurredAt,
    botId: 'bench-bot',
    verificationId: `bench-${run}-${i}`,
    clientId: practice.clientId,
    practiceId: practice._id,
    type: i % 2 ? 'FBD' : 'ELG',
    appointment: { date: day, time: '10:00', provider: 'Dr. Bench', note: '' },
    patient: { id: `P${i}`, firstName: 'Bench', lastName: `Patient${i}`, dob: '1990-01-01' },
    subscriber: { id: `S${i}`, firstName: 'Bench', lastName: `Patient${i}`, dob: '1990-01-01', relationship: 'Self' },
    carrier: { name: 'Delta Dental' },
    result: { verificationBy: 'Done by DR', eligibilityStatus: 'Active', missingRequiredFields: 1, totalRequiredFields: 10 },
  };
  return {
    key: value.verificationId,
    value: JSON.stringify(value),
    headers: { [MessageHeaders.MessageId]: value.eventId, [MessageHeaders.OccurredAt]: occurredAt, [MessageHeaders.Producer]: 'bench-bot' },
  };
}

/**
 * Publishes `events` messages made by `message(i)`, `rate` a second (as fast as the producer goes
 * without it); `stop()` true ends it early. Answers each key's publish time and the start and end.
 */
export async function publishBotResults(producer, { events, rate, message, stop = () => false }) {
  const batchSize = rate ? Math.ceil(rate / 10) : 500;
  const publishedAt = new Map();
  const started = Date.now();
  let sent = 0;
  for (let from = 0; from < events && !stop(); from += batchSize) {
    const batch = Array.from({ length: Math.min(batchSize, events - from) }, (_, k) => message(from + k));
    const now = Date.now();
    for (const m of batch) publishedAt.set(m.key, now);
    await producer.send({ topic: Topics.BotVerificationResult, messages: batch });
    sent += batch.length;
    const due = started + (sent / (rate ?? Infinity)) * 1000;
    if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
  }
  return { publishedAt, started, published: Date.now(), sent };
}

/**
 * The product started with its demo data on free loopback ports, a database client on it, and a
 * bot's Kafka client: what the benches that publish bot results need.
 */
export async function productWithBot() {
  const product = await startProduct({ fixedPorts: false, seed: true, log: () => {}, kafkaProfile: 'development' });
  assertLoopback(product.databaseUrl);
  for (const broker of product.kafkaBrokers.split(',')) assertLoopback(`kafka://${broker}`);
  const db = new pg.Client({ connectionString: product.databaseUrl });
  await db.connect();
  const kafka = new Kafka({ clientId: 'bench-bot', brokers: product.kafkaBrokers.split(','), logLevel: logLevel.NOTHING });
  const producer = () => kafka.producer({ createPartitioner: Partitioners.DefaultPartitioner });
  return { product, db, kafka, producer };
}
