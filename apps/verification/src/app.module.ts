import type { DynamicModule } from '@nestjs/common';
import Redis from 'ioredis';
import { KafkaHealth, RpcClient, kafkaSettingsOf, serviceModule } from '@dental/messaging';
import { MIGRATIONS } from './database/migrations';
import type { VerificationConfig } from './config';
import { Transaction } from './transactions/transaction.entity';
import { TransactionsModule } from './transactions/transactions.module';
import { Practice } from './practices/practice.entity';
import { PracticesModule } from './practices/practices.module';
import { BotResultsModule } from './bot-results/bot-results.module';
import { ObjectStorageModule, RedisModule, redisReadiness } from '@dental/storage';
import { TransactionDetailModule } from './transaction-detail/transaction-detail.module';
import { CallCenterModule } from './call-center/call-center.module';
import { UserPreferencesModule } from './user-preferences/user-preferences.module';
import { StatisticsModule } from './statistics/statistics.module';
import { ColorsModule } from './colors/colors.module';
import { ColumnsModule } from './columns/columns.module';
import { MissingCodesModule } from './missing-codes/missing-codes.module';
import { TransactionFormModule } from './transaction-form/transaction-form.module';
import { ExportsModule } from './exports/exports.module';
import { RealtimeModule } from './realtime/realtime.module';
import { TransactionFactsModule } from './transaction-facts/transaction-facts.module';
import { ExtractionSchedulesModule } from './extraction-schedules/extraction-schedules.module';
import { ClaimsModule } from './claims/claims.module';
import { TransactionPlansModule } from './transaction-plans/transaction-plans.module';

/**
 * The verification service owns transactions: it records bot results, keeps a practice projection and answers the lists.
 * It asks the templates service for a form its copy lacks (RpcClient).
 */
export function verificationModule(config: VerificationConfig): DynamicModule {
  return serviceModule({
    service: 'verification',
    config,
    entities: [Transaction, Practice],
    migrations: MIGRATIONS,
    imports: [
      RedisModule.forRoot(config),
      ObjectStorageModule.forRoot(config),
      PracticesModule,
      TransactionsModule,
      BotResultsModule,
      UserPreferencesModule,
      StatisticsModule,
      ColorsModule,
      ColumnsModule,
      MissingCodesModule,
      TransactionFormModule,
      ExportsModule.forRoot(config),
      TransactionDetailModule,
      CallCenterModule,
      RealtimeModule.forRoot(config),
      TransactionFactsModule,
      ExtractionSchedulesModule.forRoot(config),
      ClaimsModule,
      TransactionPlansModule,
    ],
    providers: [
      {
        provide: RpcClient,
        inject: [KafkaHealth],
        useFactory: (health: KafkaHealth) =>
          new RpcClient(
            {
              ...kafkaSettingsOf('verification-rpc', config),
              timeoutMs: config.TEMPLATES_RPC_TIMEOUT_MS,
              replyGroupId: 'verification.replies',
              // It asks the templates service for a template's fields, nothing else.
              services: ['templates'],
            },
            health,
          ),
      },
    ],
    readiness: { inject: [Redis], checks: (redis: Redis) => ({ redis: redisReadiness(redis) }) },
  });
}
