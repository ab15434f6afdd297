import type { DynamicModule } from '@nestjs/common';
import Redis from 'ioredis';
import { serviceModule } from '@dental/messaging';
import { ObjectStorage, ObjectStorageModule, RedisModule, redisReadiness, storageReadiness } from '@dental/storage';
import { MIGRATIONS } from './database/migrations';
import type { FilesConfig } from './config';
import { ConversionsModule } from './conversions/conversions.module';
import { FeedsModule } from './feeds/feeds.module';

/**
 * The files service: the File converter's jobs (DOCX to PDF, PDF tables to XLSX or CSV) and the
 * index of the cloud-storage and SFTP file feeds. Files travel through object storage, never Kafka.
 */
export function filesModule(config: FilesConfig): DynamicModule {
  return serviceModule({
    service: 'files',
    config,
    entities: [],
    migrations: MIGRATIONS,
    imports: [
      RedisModule.forRoot(config),
      ObjectStorageModule.forRoot(config, { ensureBucket: true }),
      ConversionsModule.forRoot(config),
      FeedsModule.forRoot(config),
    ],
    readiness: {
      inject: [ObjectStorage, Redis],
      checks: (storage: ObjectStorage, redis: Redis) => ({ storage: storageReadiness(storage), redis: redisReadiness(redis) }),
    },
  });
}
