/**
 * The reports service in-process for an integration test, beside the verification service it reads
 * from: one database (each service in its own schema), one Kafka broker, and an RpcClient like the
 * gateway's.
 */
import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { loadConfig } from '@dental/config';
import { bootstrapService, serviceBootstrapOptions } from '@dental/messaging';
import { reportsModule } from '../../src/app.module';
import { reportsConfigSchema } from '../../src/config';
import { TEST_REDIS_URL, startS3StandIn, testRedisPrefix, type S3StandIn } from '@dental/testing';
import { startVerificationService, type VerificationService } from '../../../verification/test/support/verification-service';

export interface ReportsService {
  verification: VerificationService;
  /** Where the report spreadsheets go (bucket reports-test). */
  s3: S3StandIn;
  app: INestApplication;
  /** The reports schema. */
  dataSource: DataSource;
  stop(): Promise<void>;
}

export async function startReportsService(): Promise<ReportsService> {
  const [verification, s3] = await Promise.all([startVerificationService(), startS3StandIn()]);
  let app: INestApplication | undefined;
  const stop = async () => {
    await app?.close();
    await Promise.all([verification.stop(), s3.stop()]);
  };
  try {
    const config = loadConfig(reportsConfigSchema, {
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      HTTP_PORT: '1',
      DATABASE_URL: verification.db.url,
      DATABASE_POOL_SIZE: '4',
      KAFKA_BROKERS: verification.broker.brokers,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: testRedisPrefix(),
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY: s3.accessKey,
      S3_SECRET_KEY: s3.secretKey,
      S3_BUCKET: 'reports-test',
    });
    app = await bootstrapService({ ...serviceBootstrapOptions('reports', config, reportsModule), httpPort: 0, handleSignals: false });
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
  return { verification, s3, app, dataSource: app.get(DataSource), stop };
}
