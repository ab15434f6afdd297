import type { DynamicModule } from '@nestjs/common';
import Redis from 'ioredis';
import { KafkaHealth, RpcClient, kafkaSettingsOf, serviceModule } from '@dental/messaging';
import { ObjectStorage, ObjectStorageModule, RedisModule, redisReadiness, storageReadiness } from '@dental/storage';
import { MIGRATIONS } from './database/migrations';
import type { FilesConfig } from './config';
import { ConversionsModule } from './conversions/conversions.module';
import { FeedsModule } from './feeds/feeds.module';
import { ProvidersModule } from './providers/providers.module';
import { CallLogModule } from './call-log/call-log.module';
import { SmsLogsModule } from './sms-logs/sms-logs.module';
import { VoiceAppointmentsModule } from './voice-appointments/voice-appointments.module';
import { ProviderWebhooksModule } from './provider-webhooks/provider-webhooks.module';

/**
 * The files service: the File converter's jobs (DOCX to PDF, PDF tables to XLSX or CSV) and the
 * index of the cloud-storage and SFTP file feeds; and what the outside providers keep for a client:
 * the call log, the two SMS logs and the voice assistant's appointments, read through each
 * provider's API with the client's credentials (asked of the auth service: RpcClient). Files travel
 * through object storage, never Kafka.
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
      ProvidersModule.forRoot(config),
      CallLogModule,
      SmsLogsModule,
      VoiceAppointmentsModule,
      ProviderWebhooksModule,
    ],
    providers: [
      {
        provide: RpcClient,
        inject: [KafkaHealth],
        useFactory: (health: KafkaHealth) =>
          new RpcClient(
            {
              ...kafkaSettingsOf('files-rpc', config),
              timeoutMs: config.RPC_TIMEOUT_MS,
              replyGroupId: 'files.replies',
              // It asks the auth service for a client's provider credentials and webhook tokens, nothing else.
              services: ['auth'],
            },
            health,
          ),
      },
    ],
    readiness: {
      inject: [ObjectStorage, Redis],
      checks: (storage: ObjectStorage, redis: Redis) => ({ storage: storageReadiness(storage), redis: redisReadiness(redis) }),
    },
  });
}
