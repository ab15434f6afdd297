/**
 * Starts services in-process the way main.ts does (bootstrapService), on a test database cloned from
 * the migrated template, a Kafka broker of its own and Redis under a key prefix of the test's own.
 */
import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import Redis from 'ioredis';
import { loadConfig } from '@dental/config';
import { bootstrapService } from '@dental/messaging';
import {
  TEST_REDIS_URL,
  createTestDatabase,
  startKafkaBroker,
  testRedisPrefix,
  type KafkaBroker,
  type TestDatabase,
} from '@dental/testing';
import { authConfigSchema } from '../../src/config';
import { authBootstrapOptions } from '../../src/app.module';
import { startMailInbox, type MailInbox } from './mail-inbox';

export const TEST_JWT_SECRET = 'integration-test-jwt-secret-0123456789abcdef';
export const TEST_BODY_KEY = 'integration-test-body-key';
export const TEST_CREDENTIALS_KEY = '0f'.repeat(32);

export interface TestInfrastructure {
  database: TestDatabase;
  broker: KafkaBroker;
  redisPrefix: string;
  /** Receives every mail the service sends (PINs, links). */
  inbox: MailInbox;
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function startInfrastructure(overrides: Record<string, string> = {}): Promise<TestInfrastructure> {
  const [database, broker, inbox] = await Promise.all([createTestDatabase(), startKafkaBroker(), startMailInbox()]);
  const redisPrefix = testRedisPrefix();
  const env = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    HTTP_PORT: '1', // replaced by an ephemeral port at start
    DATABASE_URL: database.url,
    DATABASE_POOL_SIZE: '5',
    REDIS_URL: TEST_REDIS_URL,
    REDIS_KEY_PREFIX: redisPrefix,
    KAFKA_BROKERS: broker.brokers,
    OUTBOX_POLL_MS: '20',
    JWT_SECRET: TEST_JWT_SECRET,
    BODY_ENCRYPTION_KEY: TEST_BODY_KEY,
    CREDENTIALS_KEY: TEST_CREDENTIALS_KEY,
    // The gateway's file routes need object storage settings; a test that uploads passes a started S3 stand-in in overrides.
    S3_ENDPOINT: 'http://127.0.0.1:9',
    S3_ACCESS_KEY: 'S3RVER',
    S3_SECRET_KEY: 'S3RVER',
    S3_BUCKET: 'test-files',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(inbox.port),
    MAIL_FROM: 'no-reply@dental.test',
    WEB_BASE_URL: 'http://web.test',
    ...overrides,
  };
  return {
    database,
    broker,
    redisPrefix,
    inbox,
    env,
    stop: async () => {
      await inbox.stop();
      await broker.stop();
      await database.drop();
      await deleteRedisKeys(redisPrefix);
    },
  };
}

export async function startAuth(env: Record<string, string>): Promise<INestApplication> {
  const config = loadConfig(authConfigSchema, env);
  return bootstrapService({ ...authBootstrapOptions(config), httpPort: 0, handleSignals: false });
}

export function baseUrlOf(app: INestApplication): string {
  return `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
}

export function testRedis(prefix: string): Redis {
  return new Redis(TEST_REDIS_URL, { keyPrefix: prefix });
}

async function deleteRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(TEST_REDIS_URL);
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

/** Polls until `check` returns a value other than undefined, or fails naming what it waited for. */
export async function eventually<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
