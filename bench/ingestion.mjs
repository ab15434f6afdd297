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

/**
 * Where a run's events become visible: a table, its column holding the event's key (the bot's
 * verificationId) and the column of the time it was stored.
 */
const SERVICE_ROWS = { table: 'verification.transaction', key: 'bot_verification_id', at: 'created_at' };
const FLOOR_ROWS = { table: 'public.bench_floor', key: 'id', at: 'created_at' };
/** How many of the last published keys each wait polls for. */
const TAIL = 500;
/** The keys of one run's events, as a LIKE pattern (botResultMessage names them `bench-<run>-<i>`). */
const keysOf = (run) => `bench-${run}-%`;

/**
 * Waits until every event of a run (its keys published, in order) is stored in `table`, or for
 * VISIBLE_TIMEOUT_MS; answers how many are. It asks only whether the last TAIL keys are stored
 * (unique-index lookups, about a millisecond) and counts the run's rows once those are in: a count
 * reads the whole table (the keys' prefix cannot use the index under the database's collation), and
 * counting every 200 ms cost Postgres 75 ms of CPU each time, which the service's figures carried.
 */
async function waitStored({ table, key }, run, publishedAt, published, settled = async () => true) {
  const tail = [...publishedAt.keys()].slice(-TAIL);
  const stored = async (where, param) =>
    Number((await db.query(`SELECT count(*) AS n FROM ${table} WHERE ${key} ${where}`, [param])).rows[0].n);
  let visible = 0;
  while (Date.now() - published < VISIBLE_TIMEOUT_MS) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    if ((await stored('= ANY($1::text[])', tail)) < tail.length) continue;
    visible = await stored('LIKE $1', keysOf(run));
    if (visible >= publishedAt.size && (await settled())) return visible;
  }
  return stored('LIKE $1', keysOf(run));
}

/** Publishes a run's events, waits until all are visible, and prints its figures. */
async function measure(label, run, rows) {
  const { table, key, at } = rows;
  const meter = await cpuMeter(product);
  const { publishedAt, started, published } = await publishBotResults(producer, { events, rate, message: (i) => botResultMessage(run, i) });
  const visible = await waitStored(rows, run, publishedAt, published);
  const { used, total } = await meter.read();
  await meter.close();
  const seen = (
    await db.query(`SELECT ${key} AS id, extract(epoch FROM ${at}) * 1000 AS at FROM ${table} WHERE ${key} LIKE $1`, [keysOf(run)])
  ).rows;
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
try {
  // A warm-up of WARMUP_EVENTS (default 20,000) at the same rate, not timed: without it the service's
  // run measured the broker's and the services' JIT compilers at work, while the floor, run second,
  // found the broker warm (docs/speed.md, eleventh session).
  const warmup = Math.min(Number(process.env.WARMUP_EVENTS ?? 20_000), 200_000);
  if (warmup > 0) {
    const warmRun = randomUUID().slice(0, 8);
    const { publishedAt, published } = await publishBotResults(producer, {
      events: warmup,
      rate,
      message: (i) => botResultMessage(warmRun, i),
    });
    // Stored, relayed and in the reports service's read model: nothing of it is left to do when the timed run starts.
    await waitStored(SERVICE_ROWS, warmRun, publishedAt, published, async () => {
      const outbox = await db.query(`SELECT 1 FROM verification.outbox_event WHERE sent_at IS NULL LIMIT 1`);
      const { rows } = await db.query(
        `SELECT (SELECT count(*) FROM reports.dashboard_transaction) >= (SELECT count(*) FROM verification.transaction) AS done`,
      );
      return outbox.rowCount === 0 && rows[0].done;
    });
  }
  await measure('verification service', randomUUID().slice(0, 8), SERVICE_ROWS);

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
  await measure('floor (kafkajs + one INSERT per batch)', randomUUID().slice(0, 8), FLOOR_ROWS);
  await floorConsumer.disconnect();
} finally {
  await writers?.end();
  if (verification) process.kill(verification.pid, 'SIGCONT');
  await producer.disconnect();
  await db.end();
  await product.stop();
}
