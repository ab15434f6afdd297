/** The settings every fault test gives the services it runs as processes (each reads the ones it needs). */
import { TEST_REDIS_URL, testRedisPrefix } from '@dental/testing';

export function serviceEnv({
  databaseUrl,
  brokers,
  s3,
}: {
  databaseUrl: string;
  brokers: string;
  s3?: { endpoint: string; accessKey: string; secretKey: string };
}) {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '5',
    KAFKA_BROKERS: brokers,
    OUTBOX_POLL_MS: '20',
    REDIS_URL: TEST_REDIS_URL,
    REDIS_KEY_PREFIX: testRedisPrefix(),
    S3_ENDPOINT: s3?.endpoint ?? 'http://127.0.0.1:9',
    S3_ACCESS_KEY: s3?.accessKey ?? 'unused',
    S3_SECRET_KEY: s3?.secretKey ?? 'unused',
    S3_BUCKET: 'fault-files',
    JWT_SECRET: 'fault-test-jwt-secret-0123456789abcdef0123',
    BODY_ENCRYPTION_KEY: 'fault-test-body-key',
    CREDENTIALS_KEY: '0f'.repeat(32),
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: '9',
    MAIL_FROM: 'no-reply@dental.test',
    WEB_BASE_URL: 'http://web.test',
    SHUTDOWN_GRACE_MS: '10000',
  };
}
