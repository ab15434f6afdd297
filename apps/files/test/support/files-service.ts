/**
 * The files service in-process for an integration test, as its main.ts starts it: its own database,
 * Kafka broker, S3 stand-in and the two feed providers (Azurite, the SFTP server), with an
 * RpcClient like the gateway's.
 */
import type { INestApplication } from '@nestjs/common';
import { loadConfig } from '@dental/config';
import { bootstrapService, serviceBootstrapOptions, type RpcClient } from '@dental/messaging';
import { ObjectStorage } from '@dental/storage';
import {
  TEST_REDIS_URL,
  createTestDatabase,
  startFeedProviders,
  startKafkaBroker,
  startS3StandIn,
  startTestRpcClient,
  testRedisPrefix,
  type FeedProviders,
  type KafkaBroker,
  type S3StandIn,
  type TestDatabase,
} from '@dental/testing';
import { filesModule } from '../../src/app.module';
import { filesConfigSchema } from '../../src/config';

export interface FilesService {
  db: TestDatabase;
  broker: KafkaBroker;
  s3: S3StandIn;
  feeds: FeedProviders;
  app: INestApplication;
  storage: ObjectStorage;
  rpc: RpcClient;
  stop(): Promise<void>;
}

export async function startFilesService(overrides: Record<string, string> = {}): Promise<FilesService> {
  const [db, broker, s3, feeds] = await Promise.all([createTestDatabase(), startKafkaBroker(), startS3StandIn(), startFeedProviders()]);
  const service: Partial<FilesService> = { db, broker, s3, feeds };
  const stop = async () => {
    await service.rpc?.onApplicationShutdown();
    await service.app?.close();
    await Promise.all([broker.stop(), s3.stop(), feeds.stop()]);
    await db.drop();
  };
  try {
    const config = loadConfig(filesConfigSchema, {
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      HTTP_PORT: '1',
      DATABASE_URL: db.url,
      DATABASE_POOL_SIZE: '4',
      KAFKA_BROKERS: broker.brokers,
      OUTBOX_POLL_MS: '20',
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: testRedisPrefix(),
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY: s3.accessKey,
      S3_SECRET_KEY: s3.secretKey,
      S3_BUCKET: 'files-test',
      CONVERSION_CONCURRENCY: '1',
      // The tests run each sync themselves; the scheduler's runs stay out of their way.
      FEED_SYNC_INTERVAL_MS: '86400000',
      ...feeds.env,
      ...overrides,
    });
    service.app = await bootstrapService({ ...serviceBootstrapOptions('files', config, filesModule), httpPort: 0, handleSignals: false });
    service.storage = service.app.get(ObjectStorage);
    service.rpc = await startTestRpcClient(broker.brokers);
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
  return { ...(service as Omit<FilesService, 'stop'>), stop };
}
