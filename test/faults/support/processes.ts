/**
 * What the fault tests break: services run as real processes from their build (`node
 * apps/<service>/dist/main.js`, as in production), a Kafka broker that can be killed and started
 * again, and a Postgres server of the test's own (restarting the machine's shared server would break
 * every other test and program using it).
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { freePort, startKafkaBroker as startLocalBroker, type KafkaBroker } from '@dental/local-stack';
import { createProductTopics } from '@dental/testing';

const run = promisify(execFile);
export const ROOT = resolve(__dirname, '../../..');
/** Where each process's output goes; kept with the test artifacts when the suite runs under npm test. */
const LOG_DIR = join(process.env.TEST_ARTIFACTS_DIR ?? join(ROOT, 'test-artifacts'), 'faults');

export async function until<T>(
  what: string,
  check: () => Promise<T | undefined | false>,
  timeoutMs = 60_000,
  intervalMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs / 1000} s waiting for ${what}`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

// ---------------------------------------------------------------------------------------------
// Services as processes

export interface ServiceProcess {
  name: string;
  port: number;
  child: ChildProcess;
  /** Resolves with how the process ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** GET /health/ready: its status and checks. */
  readiness(): Promise<{ status: number; checks: Record<string, string> }>;
  signal(name: NodeJS.Signals): void;
}

export function assertBuilt(...services: string[]): void {
  const missing = services.map((s) => `apps/${s}/dist/main.js`).filter((file) => !existsSync(join(ROOT, file)));
  if (missing.length)
    throw new Error(`The fault tests run the built services; build first (npm run build). Missing: ${missing.join(', ')}`);
}

/** Starts `node apps/<service>/dist/main.js` with `env`, and waits until it is ready unless told not to. */
export async function startServiceProcess(
  service: string,
  env: Record<string, string>,
  { label = service, ready = true }: { label?: string; ready?: boolean } = {},
): Promise<ServiceProcess> {
  assertBuilt(service);
  const port = await freePort();
  mkdirSync(LOG_DIR, { recursive: true });
  const log = createWriteStream(join(LOG_DIR, `${label}.log`), { flags: 'a' });
  // Under jest, NODE_OPTIONS or the test environment's variables must not reach the service.
  const { NODE_OPTIONS: _options, JEST_WORKER_ID: _worker, ...inherited } = process.env;
  const child = spawn(process.execPath, [join(ROOT, `apps/${service}/dist/main.js`)], {
    cwd: ROOT,
    env: { ...inherited, ...env, HTTP_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log, { end: false });
  child.stderr!.pipe(log, { end: false });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  // After 'exit' the output may still be draining: the log closes once both streams have.
  child.once('close', () => log.end());
  const readiness = async () => {
    const response = await fetch(`http://127.0.0.1:${port}/health/ready`, { signal: AbortSignal.timeout(5000) });
    const body = (await response.json()) as { checks?: Record<string, string>; message?: { checks?: Record<string, string> } };
    return { status: response.status, checks: body.checks ?? body.message?.checks ?? {} };
  };
  const processHandle: ServiceProcess = { name: label, port, child, exited, readiness, signal: (name) => child.kill(name) };
  if (ready) {
    let ended: string | undefined;
    void exited.then(
      ({ code, signal }) =>
        (ended = `${label} exited (${signal ?? `code ${code}`}) before it was ready; its log: ${join(LOG_DIR, `${label}.log`)}`),
    );
    await until(
      `${label} ready`,
      async () => {
        if (ended) throw new Error(ended);
        return (await readiness()).status === 200;
      },
      90_000,
      200,
    ).catch((error: Error) => {
      child.kill('SIGKILL');
      throw new Error(ended ?? error.message);
    });
  }
  return processHandle;
}

/** SIGKILL, as a crash or an out-of-memory kill would end it. */
export async function kill(service: ServiceProcess): Promise<void> {
  if (service.child.exitCode !== null || service.child.signalCode !== null) return;
  service.child.kill('SIGKILL');
  await service.exited;
}

// ---------------------------------------------------------------------------------------------
// A broker the test may kill and start again

export interface RestartableBroker extends KafkaBroker {
  /** Kills the broker and removes its data. */
  remove(): Promise<void>;
}

export async function startRestartableBroker(): Promise<RestartableBroker> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dental-fault-kafka-'));
  const broker = await startLocalBroker({ dataDir, profile: 'test' });
  await createProductTopics(broker.brokers);
  return Object.assign(broker, {
    remove: async () => {
      await broker.kill();
      rmSync(dataDir, { recursive: true, force: true });
    },
  });
}

// ---------------------------------------------------------------------------------------------
// A Postgres server of the test's own

export interface PrivatePostgres {
  port: number;
  url(database: string): string;
  /** Stops the server: `fast` ends every session at once (as a restart does), `immediate` as a crash. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  /** Whether it accepts connections now. */
  answers(): Promise<boolean>;
  remove(): Promise<void>;
}

function postgresBin(tool: string): string {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const file = `/usr/lib/postgresql/${version}/bin/${tool}`;
    if (existsSync(file)) return file;
  }
  throw new Error(`No ${tool} under /usr/lib/postgresql (Debian's postgresql package provides it)`);
}

/** Postgres refuses to run as root; as root the server runs as the `postgres` user, as Debian runs it. */
async function asPostgres(tool: string, args: string[]): Promise<void> {
  const asRoot = process.getuid?.() === 0;
  const [command, commandArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', postgresBin(tool), ...args]] : [postgresBin(tool), args];
  try {
    await run(command, commandArgs, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const failure = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${tool} ${args.join(' ')} failed:\n${failure.stderr || failure.stdout || failure.message}`);
  }
}

export async function startPrivatePostgres(databases: string[]): Promise<PrivatePostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'dental-fault-pg-'));
  if (process.getuid?.() === 0)
    chownSync(dir, Number((await run('id', ['-u', 'postgres'])).stdout), Number((await run('id', ['-g', 'postgres'])).stdout));
  const data = join(dir, 'data');
  await asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const answers = async () => {
    const client = new Client({ connectionString: url('postgres'), connectionTimeoutMillis: 1000 });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  };
  const start = async () => {
    await asPostgres('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'postgres.log'), '-w', '-t', '60', 'start']);
  };
  const stop = async (mode: 'fast' | 'immediate' = 'fast') => {
    await asPostgres('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '60', 'stop']);
  };
  await start();
  const admin = new Client({ connectionString: url('postgres') });
  await admin.connect();
  for (const database of databases) await admin.query(`CREATE DATABASE "${database}"`);
  await admin.end();
  return {
    port,
    url,
    stop,
    start,
    answers,
    remove: async () => {
      await stop('immediate').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
