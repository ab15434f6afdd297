import { Module, type DynamicModule } from '@nestjs/common';
import Redis from 'ioredis';
import { HealthModule, loggingModule } from '@dental/messaging';
import { ObjectStorage, ObjectStorageModule, RedisModule, redisReadiness, storageReadiness } from '@dental/storage';
import type { ConverterConfig } from './converter.config';
import { ConversionsModule } from './conversions/conversions.module';

@Module({})
class ConverterModule {}

/**
 * The converter Deployment: the conversion worker alone (it answers no command; the files service
 * queues the jobs), with health and readiness on HTTP_PORT, so it scales with the conversions waiting.
 */
export function converterModule(config: ConverterConfig): DynamicModule {
  return {
    module: ConverterModule,
    imports: [
      loggingModule('files-converter', config.LOG_LEVEL),
      RedisModule.forRoot(config),
      ObjectStorageModule.forRoot(config),
      ConversionsModule.forRoot(config, { commands: false }),
      HealthModule.register({
        inject: [ObjectStorage, Redis],
        checks: (storage: ObjectStorage, redis: Redis) => ({ storage: storageReadiness(storage), redis: redisReadiness(redis) }),
      }),
    ],
  };
}
