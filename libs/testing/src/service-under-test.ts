/**
 * A service in-process for an integration test, as its main.ts starts it: its own database, Kafka
 * broker and S3 stand-in (and whatever else the service talks to, started alongside), with an
 * RpcClient like the gateway's. Each service's test support names what is its own: the service,
 * its config and module, its bucket and its extra settings.
 */
import type { DynamicModule, INestApplication } from '@nestjs/common';
import type { ServiceName } from '@dental/contracts';
import { bootstrapService, serviceBootstrapOptions, type RpcClient, type ServiceConfig } from '@dental/messaging';
import { ObjectStorage } from '@dental/storage';
import { startKafkaBroker, type KafkaBroker } from './kafka-broker';
import { startS3StandIn, type S3StandIn } from './object-storage';
import { startTestRpcClient } from './rpc';
import { createTestDatabase, type TestDatabase } from './test-database';

/** Something else the service talks to (e.g. the feed providers): the variables that point at it, and how to stop it. */
export interface TestProviders {
  env: Record<string, string>;
  stop(): Promise<void>;
}

export interface ServiceUnderTest<P extends TestProviders = TestProviders> {
  db: TestDatabase;
  broker: KafkaBroker;
  s3: S3StandIn;
  /** What `startProviders` started (nothing, when it was not given). */
  providers: P;
  app: INestApplication;
  storage: ObjectStorage;
  rpc: RpcClient;
  stop(): Promise<void>;
}

export interface ServiceUnderTestOptions<C extends ServiceConfig, P extends TestProviders> {
  service: ServiceName;
  /** The service's loadConfig over the variables given (its schema). */
  loadConfig(env: Record<string, string>): C;
  module(config: C): DynamicModule;
  /** The S3 bucket it keeps its objects in. */
  bucket: string;
  /** The service's own settings for tests, over the common ones. */
  env?: Record<string, string>;
  /** Started alongside the database, broker and S3 stand-in; its `env` joins the variables. */
  startProviders?: () => Promise<P>;
  /** Set or replace variables last. */
  overrides?: Record<string, string>;
}

const NO_PROVIDERS: TestProviders = { env: {}, stop: async () => undefined };

export async function startServiceUnderTest<C extends ServiceConfig, P extends TestProviders = TestProviders>(
  options: ServiceUnderTestOptions<C, P>,
): Promise<ServiceUnderTest<P>> {
  const startProviders = options.startProviders ?? (async () => NO_PROVIDERS as P);
  const [db, broker, s3, providers] = await Promise.all([createTestDatabase(), startKafkaBroker(), startS3StandIn(), startProviders()]);
  const service: Partial<ServiceUnderTest<P>> = { db, broker, s3, providers };
  const stop = async () => {
    await service.rpc?.onApplicationShutdown();
    await service.app?.close();
    await Promise.all([broker.stop(), s3.stop(), providers.stop()]);
    await db.drop();
  };
  try {
    const config = options.loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      HTTP_PORT: '1',
      DATABASE_URL: db.url,
      DATABASE_POOL_SIZE: '4',
      KAFKA_BROKERS: broker.brokers,
      OUTBOX_POLL_MS: '20',
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY: s3.accessKey,
      S3_SECRET_KEY: s3.secretKey,
      S3_BUCKET: options.bucket,
      ...options.env,
      ...providers.env,
      ...options.overrides,
    });
    service.app = await bootstrapService({
      ...serviceBootstrapOptions(options.service, config, (c) => options.module(c)),
      httpPort: 0,
      handleSignals: false,
    });
    service.storage = service.app.get(ObjectStorage);
    service.rpc = await startTestRpcClient(broker.brokers);
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
  return { ...(service as Omit<ServiceUnderTest<P>, 'stop'>), stop };
}
