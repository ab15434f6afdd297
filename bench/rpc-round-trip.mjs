// Request-reply round trip through the gateway: one authenticated GET (token check, blacklist and
// access profile in Redis, a Kafka request to the owning service, its answer) timed one caller at a
// time, then 50 callers back to back; with the CPU each part of the product used per call, and the
// gateway's readiness answer (GET /api/health: a broker metadata request and a Redis ping, no
// request-reply) as the floor.
// Targets: p50 at most 5 ms at 1 caller; at least 1,000 calls/s at 50 callers.
//
//   node bench/rpc-round-trip.mjs                 (after `npm run build`; starts its own product)
//   BASE_URL=http://localhost:3000 node bench/rpc-round-trip.mjs   (a running product; no CPU figures)
// N (calls per measurement, default 2000), CONCURRENCY (default 50), BENCH_PATH (default
// /api/authz/clients/practices, answered by auth).
import { startProduct } from '../scripts/lib/product.mjs';
import { signInThroughApi } from '../test/browser/support/sign-in.mjs';
import { cpuBreakdown, cpuMeter, ms, timed } from './lib.mjs';
import { assertLoopback } from './transactions-seed.mjs';

const n = Number(process.env.N ?? 2000);
const concurrency = Number(process.env.CONCURRENCY ?? 50);
const path = process.env.BENCH_PATH ?? '/api/authz/clients/practices';

const product = process.env.BASE_URL
  ? undefined
  : await startProduct({ fixedPorts: false, seed: true, log: () => {}, kafkaProfile: 'development' });
const base = process.env.BASE_URL ?? product.baseUrl;
if (product) assertLoopback(base);
try {
  const inboxApi = product?.inboxApi ?? process.env.INBOX_API ?? 'http://localhost:1080/email';
  const { session } = await signInThroughApi(base, inboxApi, { username: 'reviewer@dental.local', password: 'Review#2026!' });
  const headers = { authorization: `Bearer ${session.token}` };
  const call = (route) => async () => {
    const body = await (await fetch(`${base}${route}`, { headers })).json();
    if (!body.success) throw new Error(`GET ${route} failed: ${JSON.stringify(body)}`);
  };
  // Warm-up: fills the access cache and lets the JIT compile the path.
  await timed(call(path), { total: 500, concurrency: 10 });
  const meter = product ? await cpuMeter(product) : undefined;

  const measure = async (label, route, callers) => {
    await meter?.reset();
    const started = performance.now();
    const figures = await timed(call(route), { total: n, concurrency: callers });
    const seconds = (performance.now() - started) / 1000;
    const cpu = await meter?.read();
    console.log(
      `${label}: ${n} calls, ${callers} at a time: p50 ${ms(figures.p50)}, p95 ${ms(figures.p95)}, ${Math.round(n / seconds)} calls/s` +
        (cpu ? `; CPU ${(cpu.total / n).toFixed(2)} ms per call (${cpuBreakdown(cpu.used, n)})` : ''),
    );
  };
  await measure('GET /api/health (readiness: broker metadata and Redis, no request-reply)', '/api/health', 1);
  await measure(`GET ${path}`, path, 1);
  await measure(`GET ${path}`, path, concurrency);
  await meter?.close();
} finally {
  await product?.stop();
}
