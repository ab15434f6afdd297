/**
 * The billing service in-process for an integration test, as its main.ts starts it: its own
 * database, Kafka broker and S3 stand-in, with an RpcClient like the gateway's.
 */
import type { INestApplication } from '@nestjs/common';
import { loadConfig } from '@dental/config';
import { bootstrapService, serviceBootstrapOptions, type RpcClient } from '@dental/messaging';
import { ObjectStorage } from '@dental/storage';
import {
  createTestDatabase,
  startKafkaBroker,
  startS3StandIn,
  startTestRpcClient,
  type KafkaBroker,
  type S3StandIn,
  type TestDatabase,
} from '@dental/testing';
import { billingModule } from '../../src/app.module';
import { billingConfigSchema } from '../../src/config';

export interface BillingService {
  db: TestDatabase;
  broker: KafkaBroker;
  s3: S3StandIn;
  app: INestApplication;
  storage: ObjectStorage;
  rpc: RpcClient;
  stop(): Promise<void>;
}

/** `overrides` set or replace variables; the card-payment provider is configured only when they say so. */
export async function startBillingService(overrides: Record<string, string> = {}): Promise<BillingService> {
  const [db, broker, s3] = await Promise.all([createTestDatabase(), startKafkaBroker(), startS3StandIn()]);
  const service: Partial<BillingService> = { db, broker, s3 };
  const stop = async () => {
    await service.rpc?.onApplicationShutdown();
    await service.app?.close();
    await Promise.all([broker.stop(), s3.stop()]);
    await db.drop();
  };
  try {
    const config = loadConfig(billingConfigSchema, {
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
      S3_BUCKET: 'billing-test',
      ...overrides,
    });
    service.app = await bootstrapService({
      ...serviceBootstrapOptions('billing', config, billingModule),
      httpPort: 0,
      handleSignals: false,
    });
    service.storage = service.app.get(ObjectStorage);
    service.rpc = await startTestRpcClient(broker.brokers);
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
  return { ...(service as Omit<BillingService, 'stop'>), stop };
}
