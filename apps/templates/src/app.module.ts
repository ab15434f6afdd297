import type { DynamicModule } from '@nestjs/common';
import { KafkaHealth, RpcClient, kafkaSettingsOf, serviceModule } from '@dental/messaging';
import { ObjectStorage, ObjectStorageModule, storageReadiness } from '@dental/storage';
import { MIGRATIONS } from './database/migrations';
import type { TemplatesConfig } from './config';
import { TemplatesModule } from './templates/templates.module';

/**
 * The templates service owns verification form templates, the bookmark catalogue, shared elements
 * and merged documents; Update PMS stores a merged document in the product's bucket, under the
 * practice's documents. It asks the verification service for a transaction's values (RpcClient).
 */
export function templatesModule(config: TemplatesConfig): DynamicModule {
  return serviceModule({
    service: 'templates',
    config,
    entities: [],
    migrations: MIGRATIONS,
    imports: [ObjectStorageModule.forRoot(config, { ensureBucket: true }), TemplatesModule],
    providers: [
      {
        provide: RpcClient,
        inject: [KafkaHealth],
        useFactory: (health: KafkaHealth) =>
          new RpcClient(
            {
              ...kafkaSettingsOf('templates-rpc', config),
              timeoutMs: config.RPC_TIMEOUT_MS,
              replyGroupId: 'templates.replies',
              // It asks the verification service for a transaction's values, nothing else.
              services: ['verification'],
            },
            health,
          ),
      },
    ],
    readiness: { inject: [ObjectStorage], checks: (storage: ObjectStorage) => ({ storage: storageReadiness(storage) }) },
  });
}
