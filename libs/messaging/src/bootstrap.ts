/**
 * Starts a service: HTTP (health, metrics; the gateway's API) and, when it has commands or event
 * subscriptions, its Kafka server. SIGTERM and SIGINT close it gracefully: consumers stop, in-flight
 * messages finish, the relay drains, connections close; past SHUTDOWN_GRACE_MS the process exits.
 */
import { hostname } from 'node:os';
import { NestFactory } from '@nestjs/core';
import { Logger as NestLogger, type DynamicModule, type INestApplication, type Type } from '@nestjs/common';
import { Logger } from 'nestjs-pino';
import { EventSubscriptions, KAFKA_TOPICS, commandsOf, requestTopic, type ServiceName } from '@dental/contracts';
import { kafkaTransportOptions } from './kafka-transport';
import { KafkaHealth } from './health/kafka-health';
import { createQuietAdmin } from './kafka';
import { awaitTopics } from './topics/ensure-topics';
import { BatchingKafkaServer, type ConsumedTopics } from './events/batching-kafka-server';
import { EventDispatcher } from './events/event-dispatcher';
import type { KafkaSettings } from './kafka';
import { kafkaSettingsOf } from './service-module';

export interface BootstrapOptions {
  service: ServiceName | 'gateway';
  module: Type<unknown> | DynamicModule;
  httpPort: number;
  kafka: KafkaSettings;
  shutdownGraceMs: number;
  configure?: (app: INestApplication) => void | Promise<void>;
  /** Tests start services in-process and stop them themselves. */
  handleSignals?: boolean;
}

export async function bootstrapService(options: BootstrapOptions): Promise<INestApplication> {
  await topicsCreated(options);
  const app = await NestFactory.create(options.module, { bufferLogs: true });
  app.useLogger(app.get(Logger));
  await options.configure?.(app);
  // Initialise (handlers discovered, wiring checked) before any consumer starts, so no message can
  // reach a bus or dispatcher that has no handlers yet.
  await app.init();
  const answers = options.service !== 'gateway' && commandsOf(options.service).length > 0;
  const listens = EventSubscriptions[options.service].length > 0;
  if (answers || listens) {
    const dispatcher = listens ? app.get(EventDispatcher) : undefined;
    const health = app.get(KafkaHealth);
    if (options.service === 'gateway') {
      // The gateway's consumers receive broadcasts (every replica must drop its own cache): a group per
      // process, starting at the newest message.
      const transport = kafkaTransportOptions(options.kafka, `gateway-${hostname()}-${process.pid}`, { fromBeginning: false });
      app.connectMicroservice({ strategy: new BatchingKafkaServer(transport.options!, health, dispatcher) }, { inheritAppConfig: true });
    } else {
      // A service's replicas share a group per part and split the work. Requests and events have a
      // consumer each (ConsumedTopics says why): events keep the group named after the service, whose
      // committed offsets say what was applied; requests use `<service>-requests`.
      const requests = requestTopic(options.service);
      const parts: [string, ConsumedTopics][] = [];
      if (answers) parts.push([`${options.service}-requests`, { name: 'requests', topics: (topic) => topic === requests }]);
      if (listens) parts.push([options.service, { name: 'events', topics: (topic) => topic !== requests }]);
      for (const [groupId, consumed] of parts) {
        const transport = kafkaTransportOptions(options.kafka, groupId);
        app.connectMicroservice(
          { strategy: new BatchingKafkaServer(transport.options!, health, consumed.name === 'events' ? dispatcher : undefined, consumed) },
          { inheritAppConfig: true },
        );
      }
    }
    await app.startAllMicroservices();
  }
  if (options.handleSignals !== false) {
    // Stopping closes the app (consumers finish and commit, HTTP drains, connections close) and ends
    // with exit code 0; one that hangs past the grace period ends with 1.
    const stop = (code: number) => {
      setTimeout(() => process.exit(1), options.shutdownGraceMs).unref();
      void app.close().then(
        () => process.exit(code),
        () => process.exit(1),
      );
    };
    for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => stop(0));
    // A consumer kafkajs gave up on leaves the process alive but deaf: stop, so it is started afresh.
    app.get(KafkaHealth).onConsumerStopped(() => stop(1));
  }
  await app.listen(options.httpPort, '0.0.0.0');
  app.get(Logger).log(`${options.service} listening on ${options.httpPort}`);
  return app;
}

/** Topics are created by the topics job, never on first use: a process started first waits for it. */
async function topicsCreated(options: BootstrapOptions): Promise<void> {
  const admin = createQuietAdmin(options.kafka.brokers, `${options.kafka.clientId}-start`);
  const logger = new NestLogger(options.service);
  try {
    await admin.connect();
    await awaitTopics(admin, KAFKA_TOPICS, {
      timeoutMs: TOPICS_WAIT_MS,
      onWait: (missing) => logger.warn(`Waiting for the Kafka topics job to create ${missing.length} topics: ${missing.join(', ')}`),
    });
  } finally {
    await admin.disconnect().catch(() => undefined);
  }
}

/** How long a starting process waits for the topics job before it gives up (and is restarted). */
const TOPICS_WAIT_MS = 300_000;

/** Runs main() and turns a start-up failure into a clear message and a non-zero exit. */
export function runMain(service: string, main: () => Promise<unknown>): void {
  main().catch((error: unknown) => {
    process.stderr.write(`${service} failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}

/** A service's whole main(): load and validate configuration, build the module, start, log failures. */
export type ServiceConfig = { HTTP_PORT: number; SHUTDOWN_GRACE_MS: number; KAFKA_BROKERS: string[]; KAFKA_MAX_WAIT_MS: number };

/** How a service starts from its configuration: main.ts and the tests that run it in-process share it. */
export function serviceBootstrapOptions<C extends ServiceConfig>(
  service: ServiceName | 'gateway',
  config: C,
  buildModule: (config: C) => DynamicModule,
  configure?: BootstrapOptions['configure'],
): BootstrapOptions {
  return {
    service,
    module: buildModule(config),
    httpPort: config.HTTP_PORT,
    kafka: kafkaSettingsOf(service, config),
    shutdownGraceMs: config.SHUTDOWN_GRACE_MS,
    configure,
  };
}

export function runService<C extends ServiceConfig>(
  service: ServiceName | 'gateway',
  loadConfig: () => C,
  buildModule: (config: C) => DynamicModule,
  configure?: BootstrapOptions['configure'],
): void {
  runMain(service, async () => {
    await bootstrapService(serviceBootstrapOptions(service, loadConfig(), buildModule, configure));
  });
}
