/**
 * Starts a service: HTTP (health, metrics; the gateway's API) and, when it has commands or event
 * subscriptions, its Kafka server. SIGTERM and SIGINT close it gracefully: consumers stop, in-flight
 * messages finish, the relay drains, connections close; past SHUTDOWN_GRACE_MS the process exits.
 */
import { hostname } from 'node:os';
import { NestFactory } from '@nestjs/core';
import { Logger as NestLogger, type DynamicModule, type INestApplication, type Type } from '@nestjs/common';
import { Logger } from 'nestjs-pino';
import { EventSubscriptions, KAFKA_TOPICS, commandsOf, type ServiceName } from '@dental/contracts';
import { kafkaTransportOptions } from './kafka-transport';
import { KafkaHealth } from './health/kafka-health';
import { createQuietAdmin } from './kafka';
import { awaitTopics } from './topics/ensure-topics';
import { BatchingKafkaServer } from './events/batching-kafka-server';
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
  const consumes =
    (options.service !== 'gateway' && commandsOf(options.service).length > 0) || EventSubscriptions[options.service].length > 0;
  if (consumes) {
    // The gateway's consumers receive broadcasts (every replica must drop its own cache): a group per
    // process, starting at the newest message. A service's replicas share one group and split the work.
    const transport =
      options.service === 'gateway'
        ? kafkaTransportOptions(options.kafka, `gateway-${hostname()}-${process.pid}`, { fromBeginning: false })
        : kafkaTransportOptions(options.kafka, options.service);
    const dispatcher = EventSubscriptions[options.service].length > 0 ? app.get(EventDispatcher) : undefined;
    app.connectMicroservice(
      { strategy: new BatchingKafkaServer(transport.options!, app.get(KafkaHealth), dispatcher) },
      { inheritAppConfig: true },
    );
    await app.startAllMicroservices();
  }
  if (options.handleSignals !== false) {
    app.enableShutdownHooks();
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      process.once(signal, () => {
        setTimeout(() => process.exit(1), options.shutdownGraceMs).unref();
      });
    }
    // A consumer kafkajs gave up on leaves the process alive but deaf: stop, so it is started afresh.
    app.get(KafkaHealth).onConsumerStopped(() => {
      setTimeout(() => process.exit(1), options.shutdownGraceMs).unref();
      void app.close().finally(() => process.exit(1));
    });
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
