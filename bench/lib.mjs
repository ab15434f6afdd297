// Shared by the bench scripts: a product started on loopback ports with the bench data, a signed-in
// admin, and percentiles. Every loop in the bench scripts is bounded by a request count.
import { startProduct } from '../scripts/lib/product.mjs';
import { signInThroughApi } from '../test/browser/support/sign-in.mjs';
import { assertLoopback, seedBench } from './transactions-seed.mjs';

export async function benchProduct({ count, practices, env = {} } = {}) {
  const product = await startProduct({ fixedPorts: false, seed: true, log: () => {}, env });
  assertLoopback(product.baseUrl);
  const seeded = await seedBench(product.databaseUrl, { count, practices });
  const { session } = await signInThroughApi(product.baseUrl, product.inboxApi, {
    username: 'admin@dental.local',
    password: 'Admin#2026!',
  });
  const call = async (method, path, body) => {
    const response = await fetch(`${product.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = await response.json();
    if (!answer.success) throw new Error(`${method} ${path}: ${answer.message}`);
    return answer.data;
  };
  return { product, seeded, call };
}

export function percentiles(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { p50: at(0.5), p95: at(0.95), max: sorted.at(-1), n: sorted.length };
}

export const ms = (v) => `${v.toFixed(1)} ms`;

/**
 * Runs `total` calls of `fn` with `concurrency` workers; answers each call's duration. With
 * `pauseMs`, each worker waits that long after an answer before its next call, as a person does.
 */
export async function timed(fn, { total, concurrency, pauseMs = 0 }) {
  const times = [];
  let next = 0;
  const worker = async (i) => {
    // Paused workers start spread over one pause, as people do not all click at the same moment.
    if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, (pauseMs * i) / concurrency));
    while (next < total) {
      next += 1;
      const started = performance.now();
      await fn();
      times.push(performance.now() - started);
      if (pauseMs > 0 && next < total) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, i) => worker(i)));
  return percentiles(times);
}
