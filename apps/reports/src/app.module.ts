import type { DynamicModule } from '@nestjs/common';
import { KafkaHealth, RpcClient, kafkaSettingsOf, serviceModule } from '@dental/messaging';
import { MIGRATIONS } from './database/migrations';
import type { ReportsConfig } from './config';
import { ReadModelModule } from './read-model/read-model.module';
import { DashboardModule } from './dashboard/dashboard.module';
import { DataQualityModule } from './data-quality/data-quality.module';
import { ReportFilesModule } from './report-files/report-files.module';
import { ObjectStorageModule, RedisModule, redisReadiness } from '@dental/storage';
import Redis from 'ioredis';

/**
 * The reports service answers the dashboard from its own read model of transactions, fed by the
 * verification service's events; it asks the verification service (RpcClient) for the facts an event
 * names, and for every transaction when it rebuilds the read model.
 */
export function reportsModule(config: ReportsConfig): DynamicModule {
  return serviceModule({
    service: 'reports',
    config,
    entities: [],
    migrations: MIGRATIONS,
    imports: [
      RedisModule.forRoot(config),
      ObjectStorageModule.forRoot(config, { ensureBucket: true }),
      ReadModelModule,
      DashboardModule,
      DataQualityModule,
      ReportFilesModule.forRoot(config),
    ],
    providers: [
      {
        provide: RpcClient,
        inject: [KafkaHealth],
        useFactory: (health: KafkaHealth) =>
          new RpcClient(
            {
              ...kafkaSettingsOf('reports-rpc', config),
              timeoutMs: config.VERIFICATION_RPC_TIMEOUT_MS,
              replyGroupId: 'reports.replies',
              services: ['verification'],
            },
            health,
          ),
      },
    ],
    readiness: { inject: [Redis], checks: (redis: Redis) => ({ redis: redisReadiness(redis) }) },
  });
}
