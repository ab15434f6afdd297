/**
 * The files service in-process for an integration test, as its main.ts starts it: its own database,
 * Kafka broker, S3 stand-in and the two feed providers (Azurite, the SFTP server), with an
 * RpcClient like the gateway's.
 */
import { loadConfig } from '@dental/config';
import {
  TEST_REDIS_URL,
  startFeedProviders,
  startServiceUnderTest,
  testRedisPrefix,
  type FeedProviders,
  type ServiceUnderTest,
} from '@dental/testing';
import { filesModule } from '../../src/app.module';
import { filesConfigSchema } from '../../src/config';

export interface FilesService extends ServiceUnderTest<FeedProviders> {
  feeds: FeedProviders;
}

export async function startFilesService(overrides: Record<string, string> = {}): Promise<FilesService> {
  const service = await startServiceUnderTest({
    service: 'files',
    loadConfig: (env) => loadConfig(filesConfigSchema, env),
    module: filesModule,
    bucket: 'files-test',
    env: {
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: testRedisPrefix(),
      CONVERSION_CONCURRENCY: '1',
      // The tests run each sync themselves; the scheduler's runs stay out of their way.
      FEED_SYNC_INTERVAL_MS: '86400000',
    },
    startProviders: startFeedProviders,
    overrides,
  });
  return { ...service, feeds: service.providers };
}
