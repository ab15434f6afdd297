/**
 * The templates service in-process for integration tests, as its main.ts starts it: on a test
 * database, the Kafka stand-in and the S3 stand-in, with `overrides` for what a test changes.
 */
import type { INestApplication } from '@nestjs/common';
import { loadConfig } from '@dental/config';
import { bootstrapService, serviceBootstrapOptions } from '@dental/messaging';
import type { S3StandIn } from '@dental/testing';
import { templatesModule } from '../../src/app.module';
import { templatesConfigSchema } from '../../src/config';

export interface TemplatesServiceSetting {
  databaseUrl: string;
  brokers: string;
  s3: S3StandIn;
  bucket: string;
  overrides?: Record<string, string>;
}

export function startTemplatesService({
  databaseUrl,
  brokers,
  s3,
  bucket,
  overrides = {},
}: TemplatesServiceSetting): Promise<INestApplication> {
  const config = loadConfig(templatesConfigSchema, {
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    HTTP_PORT: '1',
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '4',
    KAFKA_BROKERS: brokers,
    OUTBOX_POLL_MS: '20',
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY: s3.accessKey,
    S3_SECRET_KEY: s3.secretKey,
    S3_BUCKET: bucket,
    ...overrides,
  });
  return bootstrapService({ ...serviceBootstrapOptions('templates', config, templatesModule), httpPort: 0, handleSignals: false });
}
