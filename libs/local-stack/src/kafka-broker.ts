/**
 * A real Apache Kafka broker on this machine, for `npm start`, the tests and bench/: a single node in
 * KRaft mode (broker and controller in one process), run with the machine's Java from the official
 * artifacts on Maven Central (libs/local-stack/kafka/pom.xml pins the version). Maven resolves them
 * into its local repository once; later starts reuse the classpath it wrote.
 *
 * Topics are not created here: brokers run with automatic creation off, as in production, and the
 * caller creates them through the admin API (libs/messaging ensureTopics).
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, createWriteStream, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { Kafka, logLevel } from 'kafkajs';
import { freePort } from './ports';

const run = promisify(execFile);
const repoRoot = resolve(__dirname, '../../..');
const kafkaDir = join(repoRoot, 'libs/local-stack/kafka');
/** Classpaths and the formatted storage template, per pom version; kept between runs. */
const cacheDir = join(repoRoot, '.stack/kafka-cache');

export type KafkaBrokerProfile = 'development' | 'test';

export interface KafkaBrokerOptions {
  /** Where the broker keeps its configuration, log and data; formatted on first use, kept as it is after. */
  dataDir: string;
  /** Client port (ephemeral when absent). */
  port?: number;
  /** KRaft controller port (ephemeral when absent). */
  controllerPort?: number;
  /**
   * `test` starts fastest (interpreter and first-tier compiler only, a small heap); `development`
   * (npm start, bench/) runs at full speed.
   */
  profile: KafkaBrokerProfile;
  /** The broker's own output goes here (default: broker.log in dataDir). */
  logFile?: string;
  readyTimeoutMs?: number;
}

export interface KafkaBroker {
  /** host:port for KAFKA_BROKERS. */
  brokers: string;
  port: number;
  readonly pid: number | undefined;
  dataDir: string;
  /** SIGTERM, then SIGKILL after 15 s: the broker flushes and closes its logs. */
  stop(): Promise<void>;
  /** SIGKILL at once, as a crash would. */
  kill(): Promise<void>;
  /** Starts it again on the same ports and data, after stop() or kill(); resolves once it answers. */
  start(): Promise<void>;
}

const JVM_FLAGS: Record<KafkaBrokerProfile, string[]> = {
  test: ['-Xms64m', '-Xmx512m', '-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1', '-XX:-UsePerfData'],
  // The serial collector: a local broker's young collections of a small heap take milliseconds, and
  // unlike G1 it keeps no collector threads of its own busy while nothing happens.
  development: ['-Xms256m', '-Xmx1g', '-XX:+UseSerialGC', '-XX:-UsePerfData'],
};

/** Every broker this process started, killed if the process ends without stopping them. */
const running = new Set<ChildProcess>();
let exitHookInstalled = false;

export async function startKafkaBroker(options: KafkaBrokerOptions): Promise<KafkaBroker> {
  const classpath = await kafkaClasspath();
  const port = options.port ?? (await freePort());
  const controllerPort = options.controllerPort ?? (await freePort());
  const dataDir = resolve(options.dataDir);
  const logDir = join(dataDir, 'log');
  mkdirSync(dataDir, { recursive: true });
  const properties = join(dataDir, 'server.properties');
  writeFileSync(properties, serverProperties({ port, controllerPort, logDir }));
  if (!existsSync(join(logDir, 'meta.properties'))) cpSync(await formattedStorage(classpath), logDir, { recursive: true });

  const brokers = `127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawnBroker(classpath, properties, options.profile, options.logFile ?? join(dataDir, 'broker.log'));
    // Two minutes: a machine busy with other brokers and builds can take that long to start one.
    await waitUntilAnswering(brokers, child, options.readyTimeoutMs ?? 120_000, options.logFile ?? join(dataDir, 'broker.log'));
  };
  const signal = async (name: NodeJS.Signals, graceMs: number) => {
    const current = child;
    if (!current || current.exitCode !== null || current.signalCode !== null) return;
    const exited = new Promise<void>((done) => current.once('exit', () => done()));
    current.kill(name);
    const timer = setTimeout(() => current.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  };
  await start();
  return {
    brokers,
    port,
    get pid() {
      return child?.pid;
    },
    dataDir,
    stop: () => signal('SIGTERM', 15_000),
    kill: () => signal('SIGKILL', 0),
    start,
  };
}

/** The Apache Kafka version the pom pins. */
export function kafkaVersion(): string {
  const version = /<kafka\.version>([^<]+)<\/kafka\.version>/.exec(readFileSync(join(kafkaDir, 'pom.xml'), 'utf8'))?.[1];
  if (!version) throw new Error(`No <kafka.version> in ${join(kafkaDir, 'pom.xml')}`);
  return version;
}

/** The broker's jars in Maven's local repository, resolved (and downloaded the first time) by Maven. */
export async function kafkaClasspath(): Promise<string> {
  const pom = join(kafkaDir, 'pom.xml');
  const file = join(cacheDir, `classpath-${createHash('sha256').update(readFileSync(pom)).digest('hex').slice(0, 12)}.txt`);
  if (existsSync(file)) {
    const classpath = readFileSync(file, 'utf8').trim();
    // Someone may have emptied ~/.m2 since: then resolve again.
    if (classpath.split(':').every((jar) => existsSync(jar))) return classpath;
  }
  mkdirSync(cacheDir, { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  try {
    await run('mvn', ['-q', '-B', '-f', pom, 'dependency:build-classpath', `-Dmdep.outputFile=${partial}`, '-Dmdep.includeScope=runtime'], {
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    const failure = error as { code?: string; stdout?: string; stderr?: string; message: string };
    if (failure.code === 'ENOENT')
      throw new Error('Maven (mvn) is not installed; npm start and npm test install it (apt-get install -y maven)');
    throw new Error(`Maven could not resolve the Kafka broker (${pom}):\n${failure.stdout || failure.stderr || failure.message}`);
  }
  // Several test workers may resolve at once: each writes its own file and the last rename wins.
  renameSync(partial, file);
  return readFileSync(file, 'utf8').trim();
}

/** Storage formatted once per version (cluster id, KRaft bootstrap metadata), copied for each new broker. */
async function formattedStorage(classpath: string): Promise<string> {
  const dir = join(cacheDir, `storage-${createHash('sha256').update(classpath).digest('hex').slice(0, 12)}`);
  if (existsSync(join(dir, 'meta.properties'))) return dir;
  const work = `${dir}.${process.pid}.tmp`;
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const properties = join(work, 'format.properties');
  // Formatting reads the node's roles and quorum; the ports are never used.
  writeFileSync(properties, serverProperties({ port: 1, controllerPort: 2, logDir: join(work, 'log') }));
  const clusterId = newClusterId();
  try {
    await run(javaCommand(), ['-cp', classpath, 'kafka.tools.StorageTool', 'format', '-t', clusterId, '-c', properties], {
      env: { ...process.env, KAFKA_LOG4J_OPTS: '' },
    });
  } catch (error) {
    const failure = error as { code?: string; stdout?: string; stderr?: string; message: string };
    if (failure.code === 'ENOENT') throw new Error(javaMissing());
    throw new Error(`Formatting the Kafka storage failed:\n${failure.stdout || ''}${failure.stderr || failure.message}`);
  }
  try {
    renameSync(join(work, 'log'), dir);
  } catch {
    // Another process formatted it first; theirs serves as well.
  }
  rmSync(work, { recursive: true, force: true });
  return dir;
}

function serverProperties({ port, controllerPort, logDir }: { port: number; controllerPort: number; logDir: string }): string {
  return `${[
    '# Written by libs/local-stack for a single local node; production settings are in docker-compose.yml and k8s/.',
    'process.roles=broker,controller',
    'node.id=1',
    `controller.quorum.voters=1@127.0.0.1:${controllerPort}`,
    `listeners=PLAINTEXT://127.0.0.1:${port},CONTROLLER://127.0.0.1:${controllerPort}`,
    `advertised.listeners=PLAINTEXT://127.0.0.1:${port}`,
    'controller.listener.names=CONTROLLER',
    'listener.security.protocol.map=CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT',
    'inter.broker.listener.name=PLAINTEXT',
    `log.dirs=${logDir}`,
    // As in production: topics exist only when the admin API creates them (libs/contracts KAFKA_TOPICS).
    'auto.create.topics.enable=false',
    // One node holds one copy of everything.
    'offsets.topic.replication.factor=1',
    'offsets.topic.num.partitions=12',
    'transaction.state.log.replication.factor=1',
    'transaction.state.log.min.isr=1',
    'share.coordinator.state.topic.replication.factor=1',
    'share.coordinator.state.topic.min.isr=1',
    // A consumer group forms at once instead of waiting 3 s for more members.
    'group.initial.rebalance.delay.ms=0',
    // At rest, the single node's controller would append a no-op record to its metadata log every
    // 500 ms and the broker heartbeat itself every 2 s; a local node has no peer that needs either that often.
    'metadata.max.idle.interval.ms=5000',
    'broker.heartbeat.interval.ms=3000',
    // Threads sized to this machine's two cores rather than a server's: each idle request handler,
    // network processor and coordinator thread wakes several times a second to poll its queue.
    'num.io.threads=2',
    'num.network.threads=1',
    'background.threads=2',
    'group.coordinator.threads=1',
  ].join('\n')}\n`;
}

function spawnBroker(classpath: string, properties: string, profile: KafkaBrokerProfile, logFile: string): ChildProcess {
  mkdirSync(dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(
    javaCommand(),
    [
      ...JVM_FLAGS[profile],
      '-Djava.awt.headless=true',
      `-Dlog4j2.configurationFile=${join(kafkaDir, 'log4j2.yaml')}`,
      '-cp',
      classpath,
      'kafka.Kafka',
      properties,
    ],
    // Its own process group: a Ctrl-C in the terminal reaches the start script, which stops it in order.
    { stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  child.stdout!.pipe(log, { end: false });
  child.stderr!.pipe(log, { end: false });
  child.once('exit', () => running.delete(child));
  // After 'exit' the output may still be draining: the log closes once both streams have.
  child.once('close', () => log.end());
  running.add(child);
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.once('exit', () => {
      for (const broker of running) broker.kill('SIGKILL');
    });
  }
  return child;
}

async function waitUntilAnswering(brokers: string, child: ChildProcess, timeoutMs: number, logFile: string): Promise<void> {
  const failure = new Promise<never>((_, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) => reject(new Error(error.code === 'ENOENT' ? javaMissing() : error.message)));
    child.once('exit', (code, signal) =>
      reject(new Error(`The Kafka broker exited (${signal ?? `code ${code}`}) before it answered; its log: ${logFile}\n${tail(logFile)}`)),
    );
  });
  failure.catch(() => undefined);
  const kafka = new Kafka({
    clientId: 'local-stack',
    brokers: [brokers],
    logLevel: logLevel.NOTHING,
    connectionTimeout: 1000,
    retry: { retries: 0 },
  });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const admin = kafka.admin();
    const answered = await Promise.race([
      admin
        .connect()
        .then(() => admin.describeCluster())
        // The first group lookup creates the offsets topic; until it has leaders, every consumer
        // that joins a group meets "coordinator not available" errors. Ready means past that.
        .then(() => admin.describeGroups(['local-stack-readiness']))
        .then(() => true)
        .catch(() => false),
      failure,
    ]).finally(() => admin.disconnect().catch(() => undefined));
    if (answered) return;
    if (Date.now() > deadline) {
      const gone = new Promise((resolve) => child.once('close', resolve));
      child.kill('SIGKILL');
      await gone;
      throw new Error(`The Kafka broker did not answer on ${brokers} within ${timeoutMs / 1000} s; its log: ${logFile}\n${tail(logFile)}`);
    }
    await Promise.race([new Promise((r) => setTimeout(r, 200)), failure]);
  }
}

/**
 * A cluster id as Kafka's own `kafka-storage random-uuid` makes one: 16 random bytes in base64url,
 * never starting with '-', which the format tool would read as an option ("argument --cluster-id/-t:
 * expected one argument"; one start in 64 failed so, in CI on 29 November).
 */
export function newClusterId(random: () => Buffer = () => randomBytes(16)): string {
  for (;;) {
    const id = random().toString('base64url');
    if (!id.startsWith('-')) return id;
  }
}

function javaCommand(): string {
  return process.env.JAVA_HOME ? join(process.env.JAVA_HOME, 'bin/java') : 'java';
}

function javaMissing(): string {
  return 'Java is not installed; npm start and npm test install it (apt-get install -y default-jre-headless), or set JAVA_HOME';
}

function tail(file: string): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-20).join('\n');
  } catch {
    return '';
  }
}
