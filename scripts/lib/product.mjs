/**
 * Starts the whole product locally: the stand-ins (scripts/lib/infra.mjs), a database, the demo
 * data and every service as its own process, the way production runs them.
 *
 * Two modes. `fixedPorts: true` is `npm start`: well-known ports, the persistent `dental` database,
 * one at a time (recorded in .stack/product.json). `fixedPorts: false` is for tests: ephemeral ports,
 * a fresh database and Redis key prefix dropped on stop, so any number can run beside `npm start`.
 */
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  CONVERTER_PACKAGES,
  ensureDebianPackages,
  KAFKA_PACKAGES,
  ensurePostgres,
  ensureRedis,
  freePort,
  isListening,
  onShutdown,
  POSTGRES,
  postgresQuery,
  REDIS,
  repoRoot,
  spawnTracked,
  startAzureBlob,
  startCallProviders,
  startCardPayments,
  startKafka,
  startS3,
  startSftp,
  startClearinghouse,
  startSmtpSink,
  stopTracked,
  waitFor,
} from './infra.mjs';

/** Start order: the gateway last, once every service it forwards to answers. */
export const SERVICES = ['auth', 'verification', 'templates', 'billing', 'files', 'reports', 'gateway'];
const FIXED_PORTS = { gateway: 3000, auth: 3101, verification: 3102, templates: 3103, billing: 3104, files: 3105, reports: 3106 };
const FIXED_STAND_IN_PORTS = {
  smtp: 1025,
  smtpWeb: 1080,
  s3: 4568,
  kafka: 9092,
  kafkaController: 9093,
  azureBlob: 10000,
  sftp: 2222,
  gatewayMetrics: 9464,
  aircall: 4701,
  ringCentral: 4702,
  intelepeer: 4703,
  clearinghouse: 4580,
  cardPayments: 12111,
};
/** The bot simulator `npm start` runs to answer the Command center's extraction commands. */
const EXTRACTION_BOT = 'apps/verification/dist/bot-simulator/bot-simulator.cli.js';
/** Each seed migrates its own schema first; auth's users must exist before verification's data. */
const SEEDS = [
  { name: 'seed-auth', service: 'auth', file: 'apps/auth/dist/demo/demo-seed.cli.js' },
  { name: 'seed-verification', service: 'verification', file: 'apps/verification/dist/demo/demo-seed.cli.js' },
  { name: 'seed-templates', service: 'templates', file: 'apps/templates/dist/demo/demo-seed.cli.js' },
  { name: 'seed-files', service: 'files', file: 'apps/files/dist/demo/demo-seed.cli.js' },
  { name: 'seed-billing', service: 'billing', file: 'apps/billing/dist/demo/demo-seed.cli.js' },
];
export const DEMO_USERS = {
  admin: { username: 'admin@dental.local', password: 'Admin#2026!' },
  reviewer: { username: 'reviewer@dental.local', password: 'Review#2026!' },
};
/** Development-only secrets; production sets its own (docs/configuration.md). */
export const DEV_SECRETS = {
  JWT_SECRET: 'local-development-jwt-secret-not-for-production-use',
  // The web app reads the gateway's key as it loads (GET /api/settings): nothing is built into it.
  BODY_ENCRYPTION_KEY: 'dev-body-encryption-key-2026',
  CREDENTIALS_KEY: '6465762d63726564656e7469616c732d6b65792d6e6f742d666f722d70726f64',
};
export const stateFile = join(repoRoot, '.stack/product.json');
const READY_TIMEOUT_MS = 90_000;
const STOP_GRACE_MS = 15_000;
const TAIL_LINES = 40;

// ---------------------------------------------------------------------------------------------
// The running `npm start`, recorded in .stack/product.json

function isAlive(pid, commandPart) {
  try {
    process.kill(pid, 0);
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(commandPart);
  } catch {
    return false;
  }
}

/** The product `npm start` runs now, or undefined. */
export function readRunningProduct() {
  if (!existsSync(stateFile)) return undefined;
  const state = JSON.parse(readFileSync(stateFile, 'utf8'));
  return state.pid !== process.pid && isAlive(state.pid, 'node') ? state : undefined;
}

/** After a hard kill of `npm start` (SIGKILL skips every exit hook) its children may still run. */
async function killLeftovers(log) {
  const leftovers = (readState()?.children ?? []).filter(({ pid, command }) => isAlive(pid, command));
  for (const { name, pid } of leftovers) {
    log(`Stopping ${name} (pid ${pid}) left over from an earlier start`);
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // gone meanwhile
    }
  }
  // Their ports are free only once they are gone.
  await waitFor(async () => leftovers.every(({ pid, command }) => !isAlive(pid, command)), {
    timeoutMs: 5000,
    message: `Could not stop what an earlier start left running: ${leftovers.map((l) => l.pid).join(', ')}`,
  });
  rmSync(stateFile, { force: true });
}

// ---------------------------------------------------------------------------------------------
// Service logs

const colours = [36, 33, 35, 32, 34, 91, 96, 93];
const levels = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/** Pino writes JSON lines; on a terminal a person wants the level and the message. */
function readable(line) {
  if (!line.startsWith('{')) return line;
  try {
    const entry = JSON.parse(line);
    if (typeof entry.msg !== 'string') return line;
    const stack = entry.err?.stack ? `\n${entry.err.stack}` : '';
    return `${levels[entry.level] ?? entry.level} ${entry.msg}${stack}`;
  } catch {
    return line;
  }
}

/** Writes a process's output to its log file, keeps the last lines for error messages, and echoes them if asked. */
function captureOutput(name, child, logDir, echo) {
  mkdirSync(logDir, { recursive: true });
  const file = createWriteStream(join(logDir, `${name}.log`), { flags: 'a' });
  const tail = [];
  const colour = colours[SERVICES.indexOf(name) % colours.length] ?? 37;
  const prefix = process.stdout.isTTY ? `\x1b[${colour}m${name.padEnd(12)}|\x1b[0m ` : `${name.padEnd(12)}| `;
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      file.write(`${line}\n`);
      tail.push(line);
      if (tail.length > TAIL_LINES) tail.shift();
      if (echo) console.log(prefix + readable(line));
    });
  }
  // 'exit' may come before the last lines have been read; 'close' comes after them.
  const closed = new Promise((res) => child.once('close', res));
  closed.then(() => file.end());
  const lines = () => tail.map(readable).join('\n');
  return {
    tail: lines,
    /** The last lines once the output has been read to the end (waiting at most 2 s after an exit). */
    lastLines: async () => {
      await Promise.race([closed, sleep(2000)]);
      return lines();
    },
  };
}

/**
 * Polls `check` until it holds. Throws `message()` after READY_TIMEOUT_MS, or, if the child exits
 * first, says so with its last lines read to the end (an EADDRINUSE there decides whether a service
 * is started again on another port).
 */
async function waitWhileRunning({ child, output }, check, { message, what, before }) {
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  try {
    await waitFor(check, { timeoutMs: READY_TIMEOUT_MS, intervalMs: 250, message, giveUp: () => (exited() ? 'exited' : undefined) });
  } catch (error) {
    if (!exited()) throw error;
    const how = child.signalCode ?? `code ${child.exitCode}`;
    throw new Error(`${what} exited (${how}) before ${before}. Its last lines:\n${await output.lastLines()}`);
  }
}

// ---------------------------------------------------------------------------------------------

/**
 * Starts the product and resolves once the gateway answers /health/ready.
 * Resolves to { baseUrl, kafkaBrokers, smtpWebUrl, inboxApi, s3Endpoint, databaseUrl,
 * redisKeyPrefix, feeds (the Azure Blob and SFTP stand-ins), env, ports, logDir, processes(), stop() };
 * stop() also runs on SIGINT/SIGTERM.
 */
export async function startProduct({
  fixedPorts = false,
  seed = true,
  log = fixedPorts ? console.log : () => {},
  env: extraEnv = {},
  // A test's broker starts fastest; npm start and bench/ run it at full speed.
  kafkaProfile = fixedPorts ? 'development' : 'test',
  // npm start answers extraction commands as a bot would (the verification service's bot simulator),
  // so a person trying the Command center sees a schedule complete without a second terminal.
  extractionBot = fixedPorts,
} = {}) {
  const runId = fixedPorts
    ? `dev-${new Date().toISOString().replace(/[:.]/g, '-')}`
    : `test-${Date.now().toString(36)}-${process.pid}-${Math.random().toString(36).slice(2, 6)}`;
  const logDir = join(repoRoot, '.stack/logs', runId);
  const databaseName = fixedPorts ? 'dental' : `dental_${runId.replace(/-/g, '_')}`;
  const redisKeyPrefix = fixedPorts ? 'dental:' : `${runId}:`;

  if (fixedPorts) {
    const running = readRunningProduct();
    if (running) throw new Error(`The product already runs (pid ${running.pid}) at ${running.baseUrl ?? 'a URL not known yet'}`);
    await killLeftovers(log);
  }

  const children = new Map(); // name → { child, output, file }
  const standIns = [];
  const state = { pid: process.pid, status: 'starting', logDir };
  const saveState = (more = {}) => {
    if (!fixedPorts) return;
    Object.assign(state, more);
    // Every child is recorded at once, so a later start can clean up after a hard kill of this one.
    state.children = [
      ...standIns.filter((s) => s.pid).map((s) => ({ name: s.name, pid: s.pid, command: s.command })),
      ...[...children].map(([name, { child, file }]) => ({ name, pid: child.pid, command: file })),
    ];
    writeState(state);
  };
  let dropDatabaseOnStop = false;
  let scratchDir;
  let stopping;

  const stop = () =>
    (stopping ??= (async () => {
      removeShutdownHook();
      // The gateway first, so no new request reaches a service that is shutting down.
      await stopChildren(['gateway']);
      await stopChildren([...children.keys()]);
      for (const standIn of standIns.reverse()) await standIn.stop().catch((e) => log(`While stopping ${standIn.name}: ${e.message}`));
      if (dropDatabaseOnStop) await postgresQuery(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`).catch((e) => log(e.message));
      if (!fixedPorts) await deleteRedisKeys(redisKeyPrefix).catch((e) => log(`While deleting test keys from Redis: ${e.message}`));
      if (scratchDir) rmSync(scratchDir, { recursive: true, force: true });
      if (fixedPorts && readState()?.pid === process.pid) rmSync(stateFile, { force: true });
    })());
  const stopChildren = (names) =>
    Promise.all(names.filter((n) => children.has(n)).map((n) => stopTracked(children.get(n).child, { graceMs: STOP_GRACE_MS })));
  const removeShutdownHook = onShutdown(async () => {
    log('Stopping the product...');
    await stop();
    log('Stopped.');
  });

  try {
    const unbuilt = SERVICES.map((s) => `apps/${s}/dist/main.js`).filter((file) => !existsSync(join(repoRoot, file)));
    if (unbuilt.length) throw new Error(`Not built yet: ${unbuilt.join(', ')}. Build first: npm run build`);
    const ports = fixedPorts
      ? { ...FIXED_PORTS, gateway: Number(process.env.PORT || FIXED_PORTS.gateway) }
      : Object.fromEntries(await Promise.all(SERVICES.map(async (s) => [s, await freePort()])));
    if (fixedPorts) {
      saveState();
      await assertPortsFree({ ...ports, ...FIXED_STAND_IN_PORTS });
    }
    await ensureDebianPackages([...KAFKA_PACKAGES, ...CONVERTER_PACKAGES], { log });
    await Promise.all([ensurePostgres({ log }), ensureRedis({ log })]);

    // npm start keeps objects and mail between runs, like its database; tests leave nothing behind.
    const dataDir = fixedPorts ? join(repoRoot, '.stack') : (scratchDir = mkdtempSync(join(tmpdir(), 'dental-test-')));
    const kafka = {
      name: 'Kafka broker',
      command: 'kafka.Kafka',
      ...(await startKafka({
        dataDir: join(dataDir, 'kafka'),
        port: fixedPorts ? FIXED_STAND_IN_PORTS.kafka : undefined,
        controllerPort: fixedPorts ? FIXED_STAND_IN_PORTS.kafkaController : undefined,
        profile: kafkaProfile,
        logFile: join(logDir, 'kafka.log'),
        log,
      })),
    };
    standIns.push(kafka);
    saveState();
    const s3 = {
      name: 'S3 stand-in',
      ...(await startS3({ port: fixedPorts ? FIXED_STAND_IN_PORTS.s3 : 0, dir: join(dataDir, 's3'), buckets: ['dental-files'], log })),
    };
    standIns.push(s3);
    const smtp = {
      name: 'SMTP sink',
      command: 'maildev',
      ...(await startSmtpSink({
        smtpPort: fixedPorts ? FIXED_STAND_IN_PORTS.smtp : undefined,
        webPort: fixedPorts ? FIXED_STAND_IN_PORTS.smtpWeb : undefined,
        dir: join(dataDir, 'mail'),
        log,
      })),
    };
    standIns.push(smtp);
    // The two file feeds practices drop their PMS exports on (docs/files.md).
    const azureBlob = {
      name: 'Azure Blob stand-in',
      command: 'azurite',
      ...(await startAzureBlob({
        port: fixedPorts ? FIXED_STAND_IN_PORTS.azureBlob : undefined,
        dir: join(dataDir, 'azurite'),
        logFile: join(logDir, 'azurite.log'),
        log,
      })),
    };
    standIns.push(azureBlob);
    const sftp = {
      name: 'SFTP stand-in',
      ...(await startSftp({ port: fixedPorts ? FIXED_STAND_IN_PORTS.sftp : 0, dir: join(dataDir, 'sftp'), log })),
    };
    standIns.push(sftp);
    const callProviders = {
      name: 'Call and SMS provider stand-ins',
      ...(await startCallProviders({ ports: fixedPorts ? FIXED_STAND_IN_PORTS : {}, log })),
    };
    standIns.push(callProviders);
    const clearinghouse = {
      name: 'Clearinghouse stand-in',
      ...(await startClearinghouse({ port: fixedPorts ? FIXED_STAND_IN_PORTS.clearinghouse : 0, apiKey: 'local-clearinghouse-key', log })),
    };
    standIns.push(clearinghouse);
    const cardPayments = {
      name: 'Card-payment stand-in',
      ...(await startCardPayments({
        port: fixedPorts ? FIXED_STAND_IN_PORTS.cardPayments : 0,
        webhookUrl: `http://127.0.0.1:${ports.gateway}/api/stripe/webhook`,
        log,
      })),
    };
    standIns.push(cardPayments);
    saveState();

    // The development database stays between runs; a test's goes when it stops.
    dropDatabaseOnStop = (await createDatabase(databaseName, { reuse: fixedPorts })) && !fixedPorts;
    const databaseUrl = `postgres://${POSTGRES.user}@${POSTGRES.host}:${POSTGRES.port}/${databaseName}`;
    const env = {
      NODE_ENV: fixedPorts ? 'development' : 'test',
      LOG_LEVEL: fixedPorts ? process.env.LOG_LEVEL || 'info' : 'warn',
      DATABASE_URL: databaseUrl,
      DATABASE_MIGRATE_ON_START: 'true',
      REDIS_URL: `redis://${REDIS.host}:${REDIS.port}`,
      REDIS_KEY_PREFIX: redisKeyPrefix,
      KAFKA_BROKERS: kafka.brokers,
      RPC_TIMEOUT_MS: '10000',
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY: s3.accessKey,
      S3_SECRET_KEY: s3.secretKey,
      S3_BUCKET: 'dental-files',
      S3_REGION: 'us-east-1',
      AZURE_STORAGE_CONNECTION_STRING: azureBlob.connectionString,
      SFTP_HOST: sftp.host,
      SFTP_PORT: String(sftp.port),
      SFTP_USERNAME: sftp.username,
      SFTP_PASSWORD: sftp.password,
      SFTP_HOST_KEY_SHA256: sftp.hostKeySha256,
      CLEARINGHOUSE_URL: clearinghouse.url,
      CLEARINGHOUSE_API_KEY: clearinghouse.apiKey,
      STRIPE_API_URL: cardPayments.url,
      STRIPE_SECRET_KEY: cardPayments.secretKey,
      STRIPE_WEBHOOK_SECRET: cardPayments.webhookSecret,
      // Locally a file dropped on a feed shows within a minute (production: every 5 minutes); more
      // often would keep the product and the Azure stand-in busy while nobody looks.
      FEED_SYNC_INTERVAL_MS: '60000',
      AIRCALL_API_URL: callProviders.aircall.url,
      RINGCENTRAL_API_URL: callProviders.ringCentral.url,
      INTELEPEER_API_URL: callProviders.intelepeer.url,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.smtpPort),
      MAIL_FROM: 'no-reply@dental.local',
      // E-mailed links (new-location authorisation, password, unlock) open the web app the gateway serves.
      WEB_BASE_URL: `http://${fixedPorts ? 'localhost' : '127.0.0.1'}:${ports.gateway}`,
      ...DEV_SECRETS,
      WEB_DIST: join(repoRoot, 'apps/admin-web/dist'),
      // The gateway's metrics port, which no outside address routes (production: 9464, never published).
      METRICS_PORT: String(fixedPorts ? FIXED_STAND_IN_PORTS.gatewayMetrics : await freePort()),
      // Locally the OpenAPI description is served at /api/docs; production leaves it off.
      API_DOCS_ENABLED: 'true',
      ...extraEnv,
    };

    // Under `node --test` this variable would make every Node child act as a test file.
    const { NODE_TEST_CONTEXT: _testContext, ...inherited } = process.env;
    const runNode = (name, file, port, args = []) => {
      const child = spawnTracked(name, process.execPath, [join(repoRoot, file), ...args], {
        cwd: repoRoot,
        env: { ...inherited, ...env, ...(port ? { HTTP_PORT: String(port) } : {}) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const output = captureOutput(name, child, logDir, fixedPorts);
      children.set(name, { child, output, file });
      saveState();
      return { child, output };
    };

    if (seed) {
      for (const { name, service, file } of SEEDS) {
        if (!existsSync(join(repoRoot, file))) {
          console.warn(`Warning: ${file} does not exist yet; skipping that demo data.`);
          continue;
        }
        log(`Seeding demo data: ${file}`);
        const { child, output } = runNode(name, file, ports[service]);
        const { code, signal, error } = await child.exited;
        if (code !== 0)
          throw new Error(
            `${file} failed (${error?.message ?? signal ?? `exit code ${code}`}). Its last lines:\n${await output.lastLines()}`,
          );
      }
    }

    // A free port is found by binding and releasing it, so another process on the machine (a test file
    // starting its own product beside this one) may take it before the service binds it. Such a
    // service exits with EADDRINUSE; it is started again on another port. Only the gateway's port is
    // written into other settings (webhook and e-mail links), so it alone is not moved.
    const startService = async (name, attempt = 1) => {
      try {
        await startServiceOnce(name);
      } catch (error) {
        const taken = !fixedPorts && name !== 'gateway' && attempt < 3 && String(error?.message).includes('EADDRINUSE');
        if (!taken) throw error;
        const was = ports[name];
        ports[name] = await freePort();
        log(`${name}: port ${was} was taken meanwhile; starting it again on ${ports[name]}`);
        await startService(name, attempt + 1);
      }
    };
    const startServiceOnce = async (name) => {
      const file = `apps/${name}/dist/main.js`;
      const { child, output } = runNode(name, file, ports[name]);
      const readyUrl = `http://127.0.0.1:${ports[name]}/health/ready`;
      await waitWhileRunning({ child, output }, async () => (await fetch(readyUrl, { signal: AbortSignal.timeout(2000) })).status === 200, {
        message: () => `${name} did not answer 200 on ${readyUrl} within ${READY_TIMEOUT_MS / 1000} s. Its last lines:\n${output.tail()}`,
        what: name,
        before: 'it was ready',
      });
      log(`${name} ready on port ${ports[name]}`);
      child.once('exit', (code, signal) => {
        if (!stopping) console.error(`${name} exited unexpectedly (${signal ?? `code ${code}`}); its log: ${join(logDir, `${name}.log`)}`);
      });
    };
    // Wait for every start to settle before failing, so none is still polling while we stop.
    const results = await Promise.allSettled(SERVICES.filter((s) => s !== 'gateway').map((name) => startService(name)));
    const failed = results.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
    await startService('gateway');
    if (extractionBot) {
      const { child, output } = runNode('bot', EXTRACTION_BOT, undefined, ['--extractions']);
      // Ready once its consumer listens: a command sent before would wait for the job's next attempt.
      await waitWhileRunning({ child, output }, async () => output.tail().includes('answering extraction commands'), {
        message: () => `The extraction bot did not start listening within ${READY_TIMEOUT_MS / 1000} s. Its last lines:\n${output.tail()}`,
        what: 'The extraction bot',
        before: 'it listened',
      });
      child.once('exit', (code, signal) => {
        if (!stopping) console.error(`The extraction bot exited (${signal ?? `code ${code}`}). Its last lines:\n${output.tail()}`);
      });
      log('extraction bot answering the Command center (bot simulator --extractions)');
    }

    const host = fixedPorts ? 'localhost' : '127.0.0.1';
    const urls = {
      baseUrl: `http://${host}:${ports.gateway}`,
      kafkaBrokers: kafka.brokers,
      kafkaVersion: kafka.version,
      smtpWebUrl: smtp.webUrl.replace('127.0.0.1', host),
      inboxApi: smtp.inboxApi,
      s3Endpoint: s3.endpoint,
      callProviders: {
        aircall: callProviders.aircall.url,
        ringCentral: callProviders.ringCentral.url,
        intelepeer: callProviders.intelepeer.url,
      },
      feeds: {
        azureConnectionString: azureBlob.connectionString,
        sftp: { host: sftp.host, port: sftp.port, username: sftp.username, password: sftp.password, rootDir: sftp.rootDir },
      },
      databaseUrl,
      redisKeyPrefix,
      ports,
      logDir,
      extractionBot,
    };
    saveState({ status: 'running', startedAt: new Date().toISOString(), ...urls });
    // Every process the product runs now (services, broker, mail sink), for benches that count their CPU.
    const processes = () => [
      ...[...children].map(([name, { child }]) => ({ name, pid: child.pid })),
      ...standIns.filter((s) => s.pid).map((s) => ({ name: s.name, pid: s.pid })),
    ];
    // The provider stand-ins themselves, so a test can take one down and bring it back.
    return {
      ...urls,
      env,
      processes,
      stop,
      providerStandIns: { aircall: callProviders.aircall, ringCentral: callProviders.ringCentral, intelepeer: callProviders.intelepeer },
    };
  } catch (error) {
    await stop();
    if (existsSync(logDir)) error.message += `\nLogs: ${logDir}`;
    throw error;
  }
}

async function assertPortsFree(ports) {
  for (const [name, port] of Object.entries(ports)) {
    if (await isListening(port)) {
      throw new Error(
        `Port ${port} (${name}) is taken by another program; stop it first${name === 'gateway' ? ' or choose another port with PORT=...' : ''}.`,
      );
    }
  }
}

/** Creates the database unless `reuse` and it exists; tells whether it created one. */
async function createDatabase(name, { reuse }) {
  const exists = (await postgresQuery('select 1 from pg_database where datname = $1', [name])).rowCount > 0;
  if (exists && reuse) return false;
  // The name is ours (letters, digits, underscores), so quoting it is enough.
  await postgresQuery(`CREATE DATABASE "${name}"`);
  return true;
}

async function deleteRedisKeys(prefix) {
  const { default: Redis } = await import('ioredis');
  const redis = new Redis({ ...REDIS, lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      if (keys.length) await redis.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

function readState() {
  try {
    return JSON.parse(readFileSync(stateFile, 'utf8'));
  } catch {
    return undefined;
  }
}

function writeState(state) {
  mkdirSync(join(repoRoot, '.stack'), { recursive: true });
  writeFileSync(stateFile, `${JSON.stringify(state, null, 2)}\n`);
}
