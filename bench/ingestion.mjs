// Bot event ingestion: publishes EVENTS bot results (default 20,000, at most 200,000) to Kafka, as
// fast as the producer goes or at RATE events/s, then measures how fast the verification service
// makes them visible (rows in its table) and each event's publish-to-visible latency (row created_at
// - publish time).
// Targets: 2,000 events/s sustained, p95 under 1 s.
//
//   node bench/ingestion.mjs     (after `npm run build`; starts its own product on loopback)
//   RATE=2000 node bench/ingestion.mjs     (a steady 2,000 events/s)
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { Kafka, Partitioners, logLevel } from 'kafkajs';
import pg from 'pg';
import { startProduct } from '../scripts/lib/product.mjs';
import { percentiles, ms } from './lib.mjs';
import { assertLoopback } from './transactions-seed.mjs';

const require = createRequire(import.meta.url);
const { Topics, MessageHeaders } = require('@dental/contracts');
const { DEMO_PRACTICES } = require('@dental/testing/dist/demo-data.js');

const events = Math.min(Number(process.env.EVENTS ?? 20_000), 200_000);
// RATE (events/s) paces the publishing, a tenth of a second's worth per send, to measure a steady
// load rather than a burst; without it the bench publishes as fast as the producer goes.
const rate = process.env.RATE ? Math.max(10, Number(process.env.RATE)) : undefined;
const BATCH = rate ? Math.ceil(rate / 10) : 500;
const VISIBLE_TIMEOUT_MS = 300_000;
const run = randomUUID().slice(0, 8);

const product = await startProduct({ fixedPorts: false, seed: true, log: () => {} });
assertLoopback(product.databaseUrl);
for (const broker of product.kafkaBrokers.split(',')) assertLoopback(`kafka://${broker}`);
const db = new pg.Client({ connectionString: product.databaseUrl });
await db.connect();
const producer = new Kafka({ clientId: 'bench-bot', brokers: product.kafkaBrokers.split(','), logLevel: logLevel.NOTHING }).producer({
  createPartitioner: Partitioners.DefaultPartitioner,
});
await producer.connect();
try {
  const publishedAt = new Map();
  const message = (i) => {
    const practice = DEMO_PRACTICES[i % DEMO_PRACTICES.length];
    const occurredAt = new Date().toISOString();
    const value = {
      eventId: randomUUID(),
      occurredAt,
      botId: 'bench-bot',
      verificationId: `bench-${run}-${i}`,
      clientId: practice.clientId,
      practiceId: practice._id,
      type: i % 2 ? 'FBD' : 'ELG',
      appointment: { date: '2026-12-01', time: '10:00', provider: 'Dr. Bench', note: '' },
      patient: { id: `P${i}`, firstName: 'Bench', lastName: `Patient${i}`, dob: '1990-01-01' },
      subscriber: { id: `S${i}`, firstName: 'Bench', lastName: `Patient${i}`, dob: '1990-01-01', relationship: 'Self' },
      carrier: { name: 'Delta Dental' },
      result: { verificationBy: 'Done by DR', eligibilityStatus: 'Active', missingRequiredFields: 1, totalRequiredFields: 10 },
    };
    return {
      key: value.verificationId,
      value: JSON.stringify(value),
      headers: {
        [MessageHeaders.MessageId]: value.eventId,
        [MessageHeaders.OccurredAt]: occurredAt,
        [MessageHeaders.Producer]: 'bench-bot',
      },
    };
  };
  const started = Date.now();
  for (let from = 0; from < events; from += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, events - from) }, (_, k) => message(from + k));
    const now = Date.now();
    for (const m of batch) publishedAt.set(m.key, now);
    await producer.send({ topic: Topics.BotVerificationResult, messages: batch });
    const due = started + ((from + batch.length) / (rate ?? Infinity)) * 1000;
    if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
  }
  const published = Date.now();
  let visible = 0;
  while (visible < events && Date.now() - published < VISIBLE_TIMEOUT_MS) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    visible = Number(
      (await db.query(`SELECT count(*) AS n FROM verification.transaction WHERE bot_verification_id LIKE $1`, [`bench-${run}-%`])).rows[0]
        .n,
    );
  }
  const last = await db.query(
    `SELECT bot_verification_id AS id, extract(epoch FROM created_at) * 1000 AS at FROM verification.transaction WHERE bot_verification_id LIKE $1`,
    [`bench-${run}-%`],
  );
  const latencies = last.rows.map((r) => Number(r.at) - publishedAt.get(r.id));
  const end = Math.max(...last.rows.map((r) => Number(r.at)));
  const p = percentiles(latencies);
  console.log(
    `${visible}/${events} events visible; published in ${((published - started) / 1000).toFixed(1)} s; ` +
      `ingested at ${Math.round(visible / ((end - started) / 1000))} events/s; publish-to-visible p50 ${ms(p.p50)}, p95 ${ms(p.p95)}, max ${ms(p.max)}`,
  );
} finally {
  await producer.disconnect();
  await db.end();
  await product.stop();
}
