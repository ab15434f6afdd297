/**
 * Local infrastructure for `npm start` and the tests: the Debian packages the product needs, the
 * Postgres and Redis servers every machine already runs, a real Kafka broker, and the stand-ins for
 * what cannot run here (S3 → s3rver, SMTP → maildev). See docs/local-stack.md.
 *
 * Everything started here is stopped when this process ends: child processes run in their own
 * process group (so a terminal's Ctrl-C reaches only us and we can stop them in order), and an
 * exit hook kills whatever group is still alive, whatever the reason for exiting.
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const run = promisify(execFile);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export const POSTGRES = { host: '127.0.0.1', port: 5432, user: 'postgres' };
/** What the local Kafka broker runs with: Java 17 and Maven, which fetches the broker from Maven Central. */
export const KAFKA_PACKAGES = ['openjdk-17-jre-headless', 'maven'];
/** What the files service converts DOCX to PDF with (LibreOffice, headless). */
export const CONVERTER_PACKAGES = ['libreoffice-writer-nogui'];
export const REDIS = { host: '127.0.0.1', port: 6379 };

// ---------------------------------------------------------------------------------------------
// Stopping everything on exit

/** pid → name of every child process group still running. */
const liveGroups = new Map();
/** Graceful stops, run newest first when a signal arrives. */
const shutdownHooks = [];
let hooksInstalled = false;
let shuttingDown = false;

function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

function installExitHooks() {
  if (hooksInstalled) return;
  hooksInstalled = true;
  // Runs on normal exit, process.exit() and uncaught errors. It must be synchronous, so no grace.
  process.on('exit', () => {
    for (const pid of liveGroups.keys()) killGroup(pid, 'SIGKILL');
  });
  const signals = { SIGINT: 2, SIGTERM: 15, SIGHUP: 1 };
  for (const [signal, number] of Object.entries(signals)) {
    process.on(signal, () => {
      // A second Ctrl-C means "now": the exit hook kills what is left.
      if (shuttingDown) process.exit(128 + number);
      shuttingDown = true;
      runShutdownHooks().finally(() => process.exit(128 + number));
    });
  }
}

async function runShutdownHooks() {
  for (const hook of shutdownHooks.splice(0).reverse()) {
    try {
      await hook();
    } catch (error) {
      console.error(`While stopping: ${error?.message ?? error}`);
    }
  }
}

/** Registers a graceful stop to run on SIGINT/SIGTERM/SIGHUP (newest first); returns its remover. */
export function onShutdown(hook) {
  installExitHooks();
  shutdownHooks.push(hook);
  return () => {
    const i = shutdownHooks.indexOf(hook);
    if (i >= 0) shutdownHooks.splice(i, 1);
  };
}

/** Spawns a child in its own process group, tracked so that it never outlives this process. */
export function spawnTracked(name, command, args, options = {}) {
  installExitHooks();
  const child = spawn(command, args, { ...options, detached: true });
  if (child.pid) {
    liveGroups.set(child.pid, name);
    child.once('exit', () => liveGroups.delete(child.pid));
  }
  child.exited = new Promise((res) => {
    child.once('exit', (code, signal) => res({ code, signal }));
    child.once('error', (error) => res({ code: null, signal: null, error }));
  });
  return child;
}

/** SIGTERM to the child's group, then SIGKILL once graceMs have passed without it exiting. */
export async function stopTracked(child, { graceMs = 5000 } = {}) {
  if (!child.pid || child.exitCode !== null || child.signalCode !== null) return;
  killGroup(child.pid, 'SIGTERM');
  const timer = setTimeout(() => killGroup(child.pid, 'SIGKILL'), graceMs);
  await child.exited;
  clearTimeout(timer);
  // The leader may be gone while something it started is not.
  killGroup(child.pid, 'SIGKILL');
}

// ---------------------------------------------------------------------------------------------
// Small helpers

/** A TCP port nobody listens on right now, below the kernel's ephemeral range (libs/local-stack/src/ports.ts). */
export async function freePort() {
  return (await import(join(repoRoot, 'libs/local-stack/dist/index.js'))).freePort();
}

/** Whether something accepts TCP connections on host:port. */
export async function isListening(port, host = '127.0.0.1') {
  return (await import(join(repoRoot, 'libs/local-stack/dist/index.js'))).isListening(port, host);
}

/**
 * Polls check() until it returns true (a throw counts as "not yet"); throws `message` (a string, or
 * a function called then) after timeoutMs, or at once with the reason giveUp() returns (say, the
 * process we wait for has died).
 */
export async function waitFor(check, { timeoutMs, intervalMs = 200, message, giveUp = () => undefined }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    const reason = giveUp();
    if (reason) throw new Error(reason);
    if (Date.now() > deadline) throw new Error(typeof message === 'function' ? message() : message);
    await sleep(intervalMs);
  }
}

// ---------------------------------------------------------------------------------------------
// Debian packages, Postgres, Redis

let aptUpdated = false;

async function isInstalled(pkg) {
  try {
    const { stdout } = await run('dpkg-query', ['-W', '-f=${Status}', pkg]);
    return stdout.includes('install ok installed');
  } catch {
    return false;
  }
}

/** Installs the packages that are missing (apt-get update first, once per process). */
export async function ensureDebianPackages(names, { log = console.log } = {}) {
  const missing = [];
  for (const name of names) if (!(await isInstalled(name))) missing.push(name);
  if (missing.length === 0) return [];
  if (process.getuid?.() !== 0) {
    throw new Error(`Missing Debian packages: ${missing.join(' ')}. Install them with: sudo apt-get install -y ${missing.join(' ')}`);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = async (args) => {
    try {
      await run('apt-get', args, { env, maxBuffer: 64 * 1024 * 1024 });
    } catch (error) {
      throw new Error(`apt-get ${args.join(' ')} failed:\n${error.stderr || error.stdout || error.message}`);
    }
  };
  log(`Installing Debian packages: ${missing.join(' ')}`);
  if (!aptUpdated) {
    await apt(['update', '-qq']);
    aptUpdated = true;
  }
  await apt(['install', '-y', '-qq', ...missing]);
  return missing;
}

/** Runs one SQL statement against the server's `postgres` database as the `postgres` role. */
export async function postgresQuery(sql, params = []) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ ...POSTGRES, database: 'postgres', connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}

const postgresReady = () => postgresQuery('select 1').then(() => true);

/** Makes sure Postgres answers on 127.0.0.1:5432 as `postgres` without a password. */
export async function ensurePostgres({ log = console.log } = {}) {
  if (await postgresReady().catch(() => false)) return;
  const installed = await ensureDebianPackages(['postgresql'], { log });
  const version = newestPostgresVersion('/etc/postgresql');
  if (installed.length) trustLocalConnections(version);
  log(`Starting PostgreSQL ${version}`);
  await run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start']).catch((error) => {
    // "already running" is fine: then it is the connection that fails, reported below.
    if (!/already running/i.test(error.stderr ?? '')) throw new Error(`pg_ctlcluster failed: ${error.stderr || error.message}`);
  });
  await waitFor(postgresReady, {
    timeoutMs: 30_000,
    message: 'PostgreSQL does not answer on 127.0.0.1:5432 as user postgres (see /var/log/postgresql/)',
  });
}

function newestPostgresVersion(dir) {
  const versions = existsSync(dir) ? readdirSync(dir) : [];
  if (versions.length === 0) throw new Error(`No PostgreSQL cluster under ${dir}`);
  return versions.sort((a, b) => Number(b) - Number(a))[0];
}

/**
 * A freshly installed Debian cluster asks for passwords on TCP; every machine of this project
 * trusts loopback connections instead (machine guide §1), so a new install is made to match.
 */
function trustLocalConnections(version) {
  const hba = `/etc/postgresql/${version}/main/pg_hba.conf`;
  const rules = ['local all all trust', 'host all all 127.0.0.1/32 trust', 'host all all ::1/128 trust'];
  writeFileSync(hba, `# Development machine: loopback connections are trusted (written by scripts/lib/infra.mjs)\n${rules.join('\n')}\n`);
}

function redisPing() {
  return new Promise((res) => {
    const socket = net.connect(REDIS);
    let answer = '';
    socket.setTimeout(1000);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      answer += chunk;
      if (answer.includes('\r\n')) {
        socket.destroy();
        res(answer.startsWith('+PONG'));
      }
    });
    socket.once('timeout', () => {
      socket.destroy();
      res(false);
    });
    socket.once('error', () => res(false));
  });
}

/** Makes sure Redis answers on 127.0.0.1:6379 (nothing kept on disk). */
export async function ensureRedis({ log = console.log } = {}) {
  if (await redisPing()) return;
  await ensureDebianPackages(['redis-server'], { log });
  for (const dir of ['/var/lib/redis', '/var/log/redis']) mkdirSync(dir, { recursive: true });
  log('Starting Redis');
  await run('redis-server', [
    '--daemonize',
    'yes',
    '--bind',
    '127.0.0.1',
    '-::1',
    '--port',
    '6379',
    '--save',
    '',
    '--appendonly',
    'no',
    '--dir',
    '/var/lib/redis',
    '--logfile',
    '/var/log/redis/ci.log',
  ]);
  await waitFor(redisPing, { timeoutMs: 15_000, message: 'Redis does not answer on 127.0.0.1:6379 (see /var/log/redis/ci.log)' });
}

// ---------------------------------------------------------------------------------------------
// Stand-ins

/**
 * Kafka: a real single-node broker (libs/local-stack, built with the services), then the product's
 * topics created by the same command the production topics job runs. `development` runs the broker
 * at full speed; `test` starts it fastest.
 */
export async function startKafka({ dataDir, port, controllerPort, profile, logFile, log = () => {} }) {
  const localStack = await import(join(repoRoot, 'libs/local-stack/dist/index.js'));
  const { startKafkaBroker, kafkaVersion } = localStack.default ?? localStack;
  const started = Date.now();
  const broker = await startKafkaBroker({ dataDir, port, controllerPort, profile, logFile });
  try {
    const { stdout } = await run(process.execPath, [join(repoRoot, 'libs/messaging/dist/topics/kafka-topics.cli.js')], {
      env: { ...process.env, KAFKA_BROKERS: broker.brokers, KAFKA_REPLICATION_FACTOR: '1', KAFKA_MIN_INSYNC_REPLICAS: '1' },
    });
    log(
      `Kafka broker (Apache Kafka ${kafkaVersion()}, one KRaft node) on ${broker.brokers}, ready in ${((Date.now() - started) / 1000).toFixed(1)} s; ${stdout.trim()}`,
    );
  } catch (error) {
    await broker.stop();
    throw new Error(`Creating the Kafka topics failed: ${error.stderr || error.message}`);
  }
  return {
    brokers: broker.brokers,
    version: kafkaVersion(),
    get pid() {
      return broker.pid;
    },
    stop: () => broker.stop(),
  };
}

/** Azure Blob storage: Azurite (libs/local-stack) serves the Blob API from a folder, as a child process. */
export async function startAzureBlob({ port, dir, logFile, log = () => {} }) {
  const localStack = await import(join(repoRoot, 'libs/local-stack/dist/index.js'));
  const { startAzurite } = localStack.default ?? localStack;
  const server = await startAzurite({ dataDir: dir, port, logFile });
  log(`Azure Blob storage (Azurite) on ${server.blobEndpoint}, blobs in ${dir}`);
  return server;
}

/** SFTP: ssh2's server (libs/local-stack) serving a folder, in this process. */
export async function startSftp({ port, dir, log = () => {} }) {
  const localStack = await import(join(repoRoot, 'libs/local-stack/dist/index.js'));
  const { startSftpServer } = localStack.default ?? localStack;
  const server = await startSftpServer({ rootDir: dir, username: 'feeds', password: 'feeds-local-password', port });
  log(`SFTP server on 127.0.0.1:${server.port} (user ${server.username}), files in ${dir}`);
  return server;
}

/**
 * The call, SMS and voice-assistant providers (docs/calls.md): local stand-ins of Aircall's,
 * RingCentral's and IntelePeer's REST APIs (libs/local-stack) with demo data, in this process. They
 * accept the demo practices' credentials, which the auth service's demo seed stores.
 */
export async function startCallProviders({ ports = {}, log = () => {} } = {}) {
  const localStack = await import(join(repoRoot, 'libs/local-stack/dist/index.js'));
  const { startAircallStandIn, startRingCentralStandIn, startIntelepeerStandIn } = localStack.default ?? localStack;
  const aircall = await startAircallStandIn({ port: ports.aircall ?? 0 });
  const ringCentral = await startRingCentralStandIn({ port: ports.ringCentral ?? 0 });
  const intelepeer = await startIntelepeerStandIn({ port: ports.intelepeer ?? 0 });
  log(`Call providers: Aircall on ${aircall.url}, RingCentral on ${ringCentral.url}, IntelePeer on ${intelepeer.url}`);
  return {
    aircall,
    ringCentral,
    intelepeer,
    stop: async () => {
      await Promise.all([aircall.stop(), ringCentral.stop(), intelepeer.stop()]);
    },
  };
}

/**
 * The clearinghouse's real-time eligibility API (libs/local-stack), in this process: it answers each
 * 270 with a 271 file chosen by the payer ID (docs/real-time-verification.md).
 */
export async function startClearinghouse({ port = 0, apiKey, log = () => {} }) {
  const localStack = await import(join(repoRoot, 'libs/local-stack/dist/index.js'));
  const { startClearinghouse: start } = localStack.default ?? localStack;
  const server = await start({ port, apiKey });
  log(`Clearinghouse stand-in on ${server.url}`);
  return server;
}

/**
 * The card-payment provider: the local stand-in of Stripe's API (libs/local-stack), in this process,
 * holding a subscription or two for each demo practice with a year of monthly invoices, and
 * delivering its events to `webhookUrl` (the gateway's webhook) signed as Stripe signs them.
 */
export async function startCardPayments({ port = 0, webhookUrl, log = () => {} } = {}) {
  const localStack = await import(join(repoRoot, 'libs/local-stack/dist/index.js'));
  const testing = await import(join(repoRoot, 'libs/testing/dist/demo-data.js'));
  const { startCardPaymentsStandIn } = localStack.default ?? localStack;
  const { DEMO_CLIENTS, DEMO_PRACTICES } = testing.default ?? testing;
  const server = await startCardPaymentsStandIn({ port, webhookUrl });
  const products = [
    ['Insurance Verification', 49_900],
    ['Call Center', 19_900],
  ];
  DEMO_PRACTICES.forEach((practice, i) => {
    const client = DEMO_CLIENTS.find((c) => c._id === practice.clientId);
    for (const [productName, amount] of products.slice(0, 1 + (i % 2))) {
      server.addSubscription({
        clientId: client._id,
        clientName: client.name,
        practiceId: practice._id,
        practiceName: practice.name,
        productName,
        email: client.email,
        phone: client.phone,
        amount,
        months: 3 + ((i * 5) % 10),
      });
    }
  });
  log(`Card-payment stand-in on ${server.url} (${server.subscriptions.size} demo subscriptions), events to ${webhookUrl}`);
  return server;
}

/** S3: s3rver serves the S3 API from a folder, in this process. */
export async function startS3({ port = 0, dir, buckets = [], log = () => {} } = {}) {
  if (!dir) throw new Error('startS3 needs the folder to keep objects in (dir)');
  mkdirSync(dir, { recursive: true });
  const { default: S3rver } = await import('s3rver');
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory: dir,
    silent: true,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  log(`S3 stand-in (s3rver) on ${endpoint}, objects in ${dir}`);
  let stopped;
  return {
    endpoint,
    port: address.port,
    accessKey: 'S3RVER',
    secretKey: 'S3RVER',
    stop: () =>
      (stopped ??= (async () => {
        const closing = server.close();
        // Clients keep connections alive; without this close() waits for them.
        server.httpServer.closeAllConnections();
        await closing;
      })()),
  };
}

/**
 * SMTP: maildev receives all mail and shows it (web UI, REST API: GET /email lists messages).
 * It runs as a child process because its module keeps one server per process and answers
 * SIGINT/SIGTERM with process.exit(), which would cut our own orderly shutdown short.
 */
export async function startSmtpSink({ smtpPort, webPort, dir, log = () => {}, timeoutMs = 20_000 } = {}) {
  smtpPort ??= await freePort();
  webPort ??= await freePort();
  const args = [
    join(repoRoot, 'node_modules/maildev/bin/maildev'),
    '--smtp',
    String(smtpPort),
    '--web',
    String(webPort),
    '--ip',
    '127.0.0.1',
    '--silent',
  ];
  if (dir) {
    mkdirSync(dir, { recursive: true });
    args.push('--mail-directory', dir);
  }
  const child = spawnTracked('smtp sink (maildev)', process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  const webUrl = `http://127.0.0.1:${webPort}`;
  try {
    await waitFor(async () => (await isListening(smtpPort)) && (await fetch(`${webUrl}/email`)).ok, {
      timeoutMs,
      message: `maildev did not answer on SMTP port ${smtpPort} and ${webUrl} within ${timeoutMs} ms`,
      giveUp: () => (child.exitCode !== null ? `maildev exited with code ${child.exitCode}: ${stderr.trim()}` : undefined),
    });
  } catch (error) {
    await stopTracked(child);
    throw error;
  }
  log(`SMTP sink (maildev) on 127.0.0.1:${smtpPort}, inbox at ${webUrl}`);
  return {
    smtpPort,
    webUrl,
    /** GET lists messages (JSON array: subject, to, text, html...); DELETE `${inboxApi}/all` empties it. */
    inboxApi: `${webUrl}/email`,
    pid: child.pid,
    stop: () => stopTracked(child),
  };
}
