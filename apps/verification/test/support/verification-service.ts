/**
 * The verification service in-process for an integration test: a database of its own, the Kafka
 * stand-in, optionally the S3 stand-in, and an RpcClient like the gateway's.
 */
import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { loadConfig } from '@dental/config';
import { bootstrapService, serviceBootstrapOptions, type RpcClient } from '@dental/messaging';
import {
  TEST_REDIS_URL,
  createTestDatabase,
  startKafkaBroker,
  startS3StandIn,
  startTestRpcClient,
  testRedisPrefix,
  type KafkaBroker,
  type S3StandIn,
  type TestDatabase,
} from '@dental/testing';
import { verificationModule } from '../../src/app.module';
import { verificationConfigSchema } from '../../src/config';

export interface VerificationService {
  db: TestDatabase;
  broker: KafkaBroker;
  /** Only with `s3: true`. */
  s3?: S3StandIn;
  app: INestApplication;
  dataSource: DataSource;
  rpc: RpcClient;
  /** Shuts everything down, in the reverse order. */
  stop(): Promise<void>;
}

export interface VerificationServiceOptions {
  /**
   * Store exports in the S3 stand-in (bucket exports-test). Without it the S3 settings point nowhere:
   * the client is never asked to connect unless an export is built.
   */
  s3?: boolean;
  /** More of the service's variables (the clearinghouse's address, shorter extraction timeouts, ...). */
  env?: Record<string, string>;
}

export async function startVerificationService({
  s3: withS3 = false,
  env = {},
}: VerificationServiceOptions = {}): Promise<VerificationService> {
  const [db, broker, s3] = await Promise.all([createTestDatabase(), startKafkaBroker(), withS3 ? startS3StandIn() : undefined]);
  const service: Partial<VerificationService> = { db, broker, s3 };
  const stop = async () => {
    await service.rpc?.onApplicationShutdown();
    await service.app?.close();
    await Promise.all([broker.stop(), s3?.stop()]);
    await db.drop();
  };
  try {
    const config = loadConfig(verificationConfigSchema, {
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      HTTP_PORT: '1', // the test listens on an ephemeral port (httpPort 0 below)
      DATABASE_URL: db.url,
      DATABASE_POOL_SIZE: '4',
      KAFKA_BROKERS: broker.brokers,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: testRedisPrefix(),
      ...(s3
        ? { S3_ENDPOINT: s3.endpoint, S3_ACCESS_KEY: s3.accessKey, S3_SECRET_KEY: s3.secretKey, S3_BUCKET: 'exports-test' }
        : { S3_ENDPOINT: 'http://127.0.0.1:9', S3_ACCESS_KEY: 'unused', S3_SECRET_KEY: 'unused', S3_BUCKET: 'unused-bucket' }),
      ...env,
    });
    service.app = await bootstrapService({
      ...serviceBootstrapOptions('verification', config, verificationModule),
      httpPort: 0,
      handleSignals: false,
    });
    service.dataSource = service.app.get(DataSource);
    service.rpc = await startTestRpcClient(broker.brokers);
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
  return { ...(service as Omit<VerificationService, 'stop'>), stop };
}
