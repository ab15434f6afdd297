// Shared by the bench scripts: a product started on loopback ports with the bench data, a signed-in
// admin, and percentiles. Every loop in the bench scripts is bounded by a request count.
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { startProduct } from '../scripts/lib/product.mjs';
import { signInThroughApi } from '../test/browser/support/sign-in.mjs';
import { assertLoopback, seedBench } from './transactions-seed.mjs';

export async function benchProduct({ count, practices, env = {} } = {}) {
  const product = await startProduct({ fixedPorts: false, seed: true, log: () => {}, env, kafkaProfile: 'development' });
  assertLoopback(product.baseUrl);
  const seeded = await seedBench(product.databaseUrl, { count, practices });
  const { session } = await signInThroughApi(product.baseUrl, product.inboxApi, {
    username: 'admin@dental.local',
    password: 'Admin#2026!',
  });
  const client = keepAliveClient(product.baseUrl, { headers: { authorization: `Bearer ${session.token}` } });
  const call = async (method, path, body) => {
    const { body: answer } = await client.request(method, path, body);
    if (!answer.success) throw new Error(`${method} ${path}: ${answer.message}`);
    return answer.data;
  };
  return { product, seeded, call, token: session.token };
}

/**
 * Fills the reports service's read model from the verification service with its rebuild command
 * (`--fresh`: paging through the verification service over Kafka, as a fresh deployment does).
 */
export function rebuildReadModel(product) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['apps/reports/dist/read-model/rebuild.cli.js', '--fresh'], {
      env: { ...process.env, DATABASE_URL: product.databaseUrl, KAFKA_BROKERS: product.kafkaBrokers, LOG_LEVEL: 'warn', NODE_ENV: 'test' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('exit', (code) =>
      code === 0 ? resolve({ out: out.trim(), ms: performance.now() - started }) : reject(new Error(`rebuild exited ${code}: ${out}`)),
    );
  });
}

/** Resident memory of a process now and at its peak so far (VmRSS, VmHWM from /proc), in MB; null once it is gone. */
export function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
    return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

/**
 * A load generator's HTTP client: GET and JSON over node:http with keep-alive, as autocannon and
 * wrk keep their connections. The bench runs on the same two cores as the product, so what its
 * client spends is taken from the product: fetch (undici) spent 0.28–0.31 ms of CPU per call and this
 * client 0.13–0.15. It asks for gzip as a browser does (the gateway compresses answers of 8 KB or
 * more) and answers `{ status, body }` with the body parsed.
 */
export function keepAliveClient(baseUrl, { headers = {}, sockets = 64 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const request = (method, path, body, retried = false) =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const sent = { 'accept-encoding': 'gzip', ...headers };
      if (payload !== undefined) Object.assign(sent, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) });
      const req = http.request(new URL(path, baseUrl), { method, agent, headers: sent }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          try {
            const raw = Buffer.concat(chunks);
            const text = (res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
            resolve({ status: res.statusCode, body: JSON.parse(text) });
          } catch {
            reject(new Error(`${method} ${path}: HTTP ${res.statusCode}, an answer that is not JSON`));
          }
        });
      });
      req.on('error', (error) => {
        // The server closed a kept-alive connection (idle for its 5 s) just as this request went out
        // on it: sent again once on a new connection, as browsers do (Node's documented pattern).
        if (!retried && req.reusedSocket && error.code === 'ECONNRESET') request(method, path, body, true).then(resolve, reject);
        else reject(error);
      });
      req.end(payload);
    });
  return { request, get: (path) => request('GET', path), close: () => agent.destroy() };
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

const TICK_MS = 1000 / 100; // /proc reports CPU time in clock ticks of 10 ms (USER_HZ 100)

/** CPU time (user + system, ms) a process (or `<pid>/task/<tid>`, a thread) has used so far, from /proc; 0 once it is gone. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** CPU ms each kind of thread of a process has used so far: threads named alike but for a number are summed. */
export function threadCpu(pid) {
  const byKind = new Map();
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      const kind = readFileSync(`/proc/${pid}/task/${task}/comm`, 'utf8')
        .trim()
        .replace(/[-_ ]?\d+$/, '')
        .replace(/-\d+-/, '-');
      byKind.set(kind, (byKind.get(kind) ?? 0) + cpuMs(`${pid}/task/${task}`));
    } catch {
      // the thread ended meanwhile
    }
  }
  return byKind;
}

/**
 * The CPU each part of the product uses, summed between two readings: the product's processes, and
 * the Postgres sessions of its database (the server is shared; other databases' sessions do not
 * count). CPU time is what a busy machine distorts least: figures per call tell what one call costs
 * whatever else runs.
 */
export async function cpuMeter(product) {
  const db = new pg.Client({ connectionString: product.databaseUrl });
  await db.connect();
  // Postgres is one process per connection, and pools open and close connections meanwhile: each
  // backend is counted by its own pid, from its reading at the reset (0 if it started since), so
  // one that has gone adds nothing rather than taking its whole life off the sum.
  const read = async () => {
    const { rows } = await db.query('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
    const usage = Object.fromEntries(product.processes().map(({ name, pid }) => [name, cpuMs(pid)]));
    return { usage, backends: new Map(rows.map(({ pid }) => [pid, cpuMs(pid)])) };
  };
  let start = await read();
  return {
    reset: async () => {
      start = await read();
    },
    /** CPU ms per part since the last reset (or creation), and their total. */
    read: async () => {
      const now = await read();
      const used = Object.fromEntries(Object.keys(now.usage).map((name) => [name, now.usage[name] - (start.usage[name] ?? 0)]));
      used.postgres = 0;
      for (const [pid, cpu] of now.backends) used.postgres += Math.max(0, cpu - (start.backends.get(pid) ?? 0));
      return { used, total: Object.values(used).reduce((a, b) => a + b, 0) };
    },
    close: () => db.end(),
  };
}

/** "gateway 1.2, auth 0.8, ..." for the parts that used anything, in ms per `per`. */
export function cpuBreakdown(used, per) {
  return Object.entries(used)
    .filter(([, ms]) => ms > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([name, cpu]) => `${name} ${(cpu / per).toFixed(2)}`)
    .join(', ');
}
