// Bot event ingestion: publishes EVENTS bot results (default 20,000, at most 200,000) to Kafka, as
// fast as the producer goes or at RATE events/s, and measures how fast the verification service
// makes them visible (rows in its table) and each event's publish-to-visible latency (the row's
// created_at minus the publish time). Then, in the same run, the floor: the verification service is
// paused (SIGSTOP) and a plain kafkajs consumer reads the same topic and inserts one row per event
// into a table of its own, with no validation, no projection, no outbox; the same events, the same
// rate, the same figures. The distance between the two is what the service's own work costs.
// Targets: 5,000 events/s sustained, p95 under 500 ms.
//
//   node bench/ingestion.mjs     (after `npm run build`; starts its own product on loopback)
//   RATE=5000 EVENTS=60000 node bench/ingestion.mjs     (a steady 5,000 events/s for 12 s)
//   WARMUP_EVENTS (default 20,000; 0 for none) are published and stored first, untimed.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import pg from 'pg';
import { cpuBreakdown, cpuMeter, percentiles, ms } from './lib.mjs';
import { botResultMessage, productWithBot, publishBotResults } from './bot-results.mjs';

const require = createRequire(import.meta.url);
const { Topics } = require('@dental/contracts');

const events = Math.min(Number(process.env.EVENTS ?? 20_000), 200_000);
// RATE (events/s) paces the publishing, a tenth of a second's worth per send, to measure a steady
// load rather than a burst; without it the bench publishes as fast as the producer goes.
const rate = process.env.RATE ? Math.max(10, Number(process.env.RATE)) : undefined;
const VISIBLE_TIMEOUT_MS = 300_000;

const { product, db, kafka, producer: newProducer } = await productWithBot();
const producer = newProducer();
await producer.connect();

/** Waits until `count()` reaches the number of events, then reads each row's visible time. */
async function measure(label, run, { count, rows }) {
  const meter = await cpuMeter(product);
  const { publishedAt, started, published } = await publishBotResults(producer, { events, rate, message: (i) => botResultMessage(run, i) });
  let visible = 0;
  while (visible < events && Date.now() - published < VISIBLE_TIMEOUT_MS) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    visible = await count();
  }
  const { used, total } = await meter.read();
  await meter.close();
  const seen = await rows();
  const latencies = seen.map((r) => Number(r.at) - publishedAt.get(r.id));
  const end = Math.max(...seen.map((r) => Number(r.at)));
  const p = percentiles(latencies);
  console.log(
    `${label}: ${visible}/${events} events visible; published in ${((published - started) / 1000).toFixed(1)} s; ` +
      `ingested at ${Math.round(visible / ((end - started) / 1000))} events/s; publish-to-visible p50 ${ms(p.p50)}, p95 ${ms(p.p95)}, max ${ms(p.max)}; ` +
      `CPU ${((total / events) * 1000).toFixed(0)} µs per event (${cpuBreakdown(
        Object.fromEntries(Object.entries(used).map(([name, cpu]) => [name, cpu * 1000])),
        events,
      )} µs; the bench's own producer and the floor's consumer not counted)`,
  );
}

const floorConsumer = kafka.consumer({ groupId: `bench-floor-${randomUUID()}`, maxWaitTimeInMs: 500 });
const FLOOR_PARTITIONS_AT_ONCE = 4;
let writers;
const verification = product.processes().find((p) => p.name === 'verification');
/** Rows of one run's bot results in the verification service's table. */
const storedOf = async (like) =>
  Number((await db.query(`SELECT count(*) AS n FROM verification.transaction WHERE bot_verification_id LIKE $1`, [like])).rows[0].n);

try {
  // A warm-up of WARMUP_EVENTS (default 20,000) at the same rate, not timed: without it the service's
  // run measured the broker's and the services' JIT compilers at work, while the floor, run second,
  // found the broker warm (docs/speed.md, eleventh session).
  const warmup = Math.min(Number(process.env.WARMUP_EVENTS ?? 20_000), 200_000);
  if (warmup > 0) {
    const warmRun = randomUUID().slice(0, 8);
    const { published } = await publishBotResults(producer, { events: warmup, rate, message: (i) => botResultMessage(warmRun, i) });
    // Stored, relayed and in the reports service's read model: nothing of it is left to do when the timed run starts.
    const settled = async () =>
      (await storedOf(`bench-${warmRun}-%`)) >= warmup &&
      (
        await db.query(`SELECT (SELECT count(*) FROM verification.outbox_event WHERE sent_at IS NULL) = 0
           AND (SELECT count(*) FROM reports.dashboard_transaction) >= (SELECT count(*) FROM verification.transaction) AS done`)
      ).rows[0].done;
    while (!(await settled()) && Date.now() - published < VISIBLE_TIMEOUT_MS) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const run = randomUUID().slice(0, 8);
  const like = `bench-${run}-%`;
  await measure('verification service', run, {
    count: () => storedOf(like),
    rows: async () =>
      (
        await db.query(
          `SELECT bot_verification_id AS id, extract(epoch FROM created_at) * 1000 AS at FROM verification.transaction WHERE bot_verification_id LIKE $1`,
          [like],
        )
      ).rows,
  });

  // The floor: the same topic and rate, read by kafkajs alone and written one row per event.
  process.kill(verification.pid, 'SIGSTOP');
  await db.query('CREATE TABLE IF NOT EXISTS public.bench_floor (id text PRIMARY KEY, created_at timestamptz NOT NULL DEFAULT now())');
  // A pool, not one client: with partitions consumed concurrently, batches insert side by side, as
  // the service's do.
  writers = new pg.Pool({ connectionString: product.databaseUrl, max: FLOOR_PARTITIONS_AT_ONCE });
  // The floor starts where the topic ends now. A new group told "not from the beginning" would start
  // at the end as of its first fetch, after the first send had already gone by.
  const admin = kafka.admin();
  await admin.connect();
  const ends = await admin.fetchTopicOffsets(Topics.BotVerificationResult);
  await admin.disconnect();
  await floorConsumer.connect();
  await floorConsumer.subscribe({ topic: Topics.BotVerificationResult, fromBeginning: false });
  const joined = new Promise((resolve) => floorConsumer.on(floorConsumer.events.GROUP_JOIN, resolve));
  await floorConsumer.run({
    partitionsConsumedConcurrently: FLOOR_PARTITIONS_AT_ONCE,
    eachBatch: async ({ batch }) => {
      const ids = batch.messages.map((m) => m.key.toString());
      await writers.query('INSERT INTO public.bench_floor (id) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING', [ids]);
    },
  });
  for (const { partition, offset } of ends) floorConsumer.seek({ topic: Topics.BotVerificationResult, partition, offset });
  await joined;
  const floorRun = randomUUID().slice(0, 8);
  const floorLike = `bench-${floorRun}-%`;
  await measure('floor (kafkajs + one INSERT per batch)', floorRun, {
    count: async () => Number((await db.query(`SELECT count(*) AS n FROM public.bench_floor WHERE id LIKE $1`, [floorLike])).rows[0].n),
    rows: async () =>
      (await db.query(`SELECT id, extract(epoch FROM created_at) * 1000 AS at FROM public.bench_floor WHERE id LIKE $1`, [floorLike])).rows,
  });
  await floorConsumer.disconnect();
} finally {
  await writers?.end();
  if (verification) process.kill(verification.pid, 'SIGCONT');
  await producer.disconnect();
  await db.end();
  await product.stop();
}
