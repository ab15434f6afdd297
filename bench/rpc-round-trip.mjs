// Request-reply round trip through the gateway: one authenticated GET (token check, blacklist and
// access profile in Redis, a Kafka request to the owning service, its answer) timed one caller at a
// time, then 50 callers back to back; with the CPU each part of the product used per call, and the
// gateway's readiness answer (GET /api/health: a broker metadata request and a Redis ping, no
// request-reply). Then, in the same run, the floor of request-reply over this broker: kafkajs alone
// in this process (an answerer consuming a request topic and echoing each message to a reply topic,
// a caller sending and waiting for its echo), with the product's consumer wait and its batching
// producer, and no HTTP, Nest, token or service work; the same 1 and 50 callers, with the CPU this
// process and the broker used per call. Whatever the product does, it cannot beat this floor.
// Targets: p50 at most 5 ms at 1 caller; at least 1,000 calls/s at 50 callers.
//
//   node bench/rpc-round-trip.mjs                 (after `npm run build`; starts its own product)
//   BASE_URL=http://localhost:3000 node bench/rpc-round-trip.mjs   (a running product; no CPU figures)
// N (calls per measurement, default 2000), CONCURRENCY (default 50), BENCH_PATH (default
// /api/authz/clients/practices, answered by auth), WARMUP (calls at CONCURRENCY before measuring,
// default 10000). The calls go through a keep-alive node:http client (bench/lib.mjs says why), and
// each line also gives the CPU that client used per call on the same cores.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { Partitioners } from 'kafkajs';
import { startProduct } from '../scripts/lib/product.mjs';
import { signInThroughApi } from '../test/browser/support/sign-in.mjs';
import { cpuBreakdown, cpuMeter, keepAliveClient, ms, timed } from './lib.mjs';
import { assertLoopback } from './transactions-seed.mjs';

const require = createRequire(import.meta.url);
const { coalescingProducer } = require('@dental/messaging/dist/rpc/coalescing-producer.js');
// The product's Kafka client as its services make it (with its kafkajs idle fix) and its group settings.
const { GROUP_MEMBERSHIP, createKafka } = require('@dental/messaging/dist/kafka.js');

const n = Number(process.env.N ?? 2000);
const concurrency = Number(process.env.CONCURRENCY ?? 50);
const path = process.env.BENCH_PATH ?? '/api/authz/clients/practices';
const warmup = Number(process.env.WARMUP ?? 10_000);

const product = process.env.BASE_URL
  ? undefined
  : await startProduct({ fixedPorts: false, seed: true, log: () => {}, kafkaProfile: 'development' });
const base = process.env.BASE_URL ?? product.baseUrl;
if (product) assertLoopback(base);
try {
  const inboxApi = product?.inboxApi ?? process.env.INBOX_API ?? 'http://localhost:1080/email';
  const { session } = await signInThroughApi(base, inboxApi, { username: 'reviewer@dental.local', password: 'Review#2026!' });
  const client = keepAliveClient(base, { headers: { authorization: `Bearer ${session.token}` } });
  const call = (route) => async () => {
    const { body } = await client.get(route);
    if (!body.success) throw new Error(`GET ${route} failed: ${JSON.stringify(body)}`);
  };
  // Warm-up: fills the access cache and lets the JIT compile the path, the broker's (Java) included:
  // after 500 calls the broker still spent 0.7–0.9 ms of CPU per call at 50 callers, and settled at
  // 0.35–0.5 only after about 10,000, where a broker that has been running stays.
  await timed(call(path), { total: warmup, concurrency });
  await timed(call(path), { total: 500, concurrency: 1 });
  const meter = product ? await cpuMeter(product) : undefined;

  const measure = async (label, route, callers) => {
    await meter?.reset();
    const ownCpu = process.cpuUsage();
    const started = performance.now();
    const figures = await timed(call(route), { total: n, concurrency: callers });
    const seconds = (performance.now() - started) / 1000;
    const cpu = await meter?.read();
    const own = process.cpuUsage(ownCpu);
    console.log(
      `${label}: ${n} calls, ${callers} at a time: p50 ${ms(figures.p50)}, p95 ${ms(figures.p95)}, ${Math.round(n / seconds)} calls/s` +
        (cpu ? `; CPU ${(cpu.total / n).toFixed(2)} ms per call (${cpuBreakdown(cpu.used, n)})` : '') +
        `; the bench's client ${((own.user + own.system) / 1000 / n).toFixed(2)} ms per call`,
    );
  };
  await measure('GET /api/health (readiness: broker metadata and Redis, no request-reply)', '/api/health', 1);
  await measure(`GET ${path}`, path, 1);
  await measure(`GET ${path}`, path, concurrency);
  if (product) {
    const floor = await kafkaEchoFloor(product.kafkaBrokers.split(','));
    try {
      const measureFloor = async (callers) => {
        await meter.reset();
        const ownCpu = process.cpuUsage();
        const started = performance.now();
        const figures = await timed(floor.call, { total: n, concurrency: callers });
        const seconds = (performance.now() - started) / 1000;
        const own = process.cpuUsage(ownCpu);
        const { used } = await meter.read();
        const bench = (own.user + own.system) / 1000;
        console.log(
          `floor (kafkajs echo, no HTTP or service): ${n} calls, ${callers} at a time: p50 ${ms(figures.p50)}, p95 ${ms(figures.p95)}, ` +
            `${Math.round(n / seconds)} calls/s; CPU ${((bench + used['Kafka broker']) / n).toFixed(2)} ms per call (kafkajs ${(bench / n).toFixed(2)}, broker ${(used['Kafka broker'] / n).toFixed(2)})`,
        );
      };
      await timed(floor.call, { total: 500, concurrency: 10 });
      await measureFloor(1);
      await measureFloor(concurrency);
    } finally {
      await floor.close();
    }
  }
  await meter?.close();
  client.close();
} finally {
  await product?.stop();
}

/**
 * An echo over the broker with kafkajs alone: a request topic and a reply topic of their own (one
 * partition each, made here and deleted after), an answerer group replying to each request with its
 * body, and `call()` sending one request and waiting for its echo. The client, its consumers' wait
 * and group settings and its batching producers are the product's own (a real broker answers a
 * fetch as soon as data arrives, so the 3 s wait costs no latency).
 */
async function kafkaEchoFloor(brokers) {
  const run = randomUUID().slice(0, 8);
  const topics = { request: `bench.floor.${run}.request`, reply: `bench.floor.${run}.reply` };
  const maxWaitTimeInMs = 3_000; // KAFKA_MAX_WAIT_MS's default
  const kafka = createKafka({ clientId: `bench-floor-${run}`, brokers, maxWaitTimeInMs });
  const admin = kafka.admin();
  await admin.connect();
  await admin.createTopics({ waitForLeaders: true, topics: Object.values(topics).map((topic) => ({ topic, numPartitions: 1 })) });
  const producers = [0, 1].map(() => kafka.producer({ createPartitioner: Partitioners.DefaultPartitioner }));
  await Promise.all(producers.map((p) => p.connect()));
  const [answererOut, callerOut] = producers.map(coalescingProducer);
  const consumerOf = (groupId) => kafka.consumer({ groupId, maxWaitTimeInMs, ...GROUP_MEMBERSHIP });
  const answerer = consumerOf(`bench-floor-${run}-answerer`);
  const caller = consumerOf(`bench-floor-${run}-caller`);
  const waiting = new Map();
  const joined = (consumer) => new Promise((resolve) => consumer.on(consumer.events.GROUP_JOIN, resolve));
  const ready = [joined(answerer), joined(caller)];
  for (const [consumer, topic] of [
    [answerer, topics.request],
    [caller, topics.reply],
  ]) {
    await consumer.connect();
    await consumer.subscribe({ topic, fromBeginning: true });
  }
  await answerer.run({
    eachBatch: async ({ batch }) => {
      await answererOut.send({ topic: topics.reply, messages: batch.messages.map(({ key, value }) => ({ key, value })) });
    },
  });
  await caller.run({
    autoCommit: false,
    eachBatch: async ({ batch }) => {
      for (const { key } of batch.messages) waiting.get(key.toString())?.();
    },
  });
  await Promise.all(ready);
  let next = 0;
  return {
    call: async () => {
      const id = `${run}-${next++}`;
      const answered = new Promise((resolve) => waiting.set(id, resolve));
      await callerOut.send({ topic: topics.request, messages: [{ key: id, value: '{"ping":true}' }] });
      await answered;
      waiting.delete(id);
    },
    close: async () => {
      await Promise.all([answerer.disconnect(), caller.disconnect(), ...producers.map((p) => p.disconnect())]);
      await admin.deleteTopics({ topics: Object.values(topics) });
      await admin.disconnect();
    },
  };
}
