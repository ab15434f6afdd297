import type { DynamicModule } from '@nestjs/common';
import Redis from 'ioredis';
import { serviceModule } from '@dental/messaging';
import { MIGRATIONS } from './database/migrations';
import type { VerificationConfig } from './config';
import { Transaction } from './transactions/transaction.entity';
import { TransactionsModule } from './transactions/transactions.module';
import { Practice } from './practices/practice.entity';
import { PracticesModule } from './practices/practices.module';
import { BotResultsModule } from './bot-results/bot-results.module';
import { RedisModule, redisReadiness } from '@dental/storage';

/** The verification service owns transactions: it records bot results, keeps a practice projection and answers the lists. */
export function verificationModule(config: VerificationConfig): DynamicModule {
  return serviceModule({
    service: 'verification',
    config,
    entities: [Transaction, Practice],
    migrations: MIGRATIONS,
    imports: [RedisModule.forRoot(config), PracticesModule, TransactionsModule, BotResultsModule],
    readiness: { inject: [Redis], checks: (redis: Redis) => ({ redis: redisReadiness(redis) }) },
  });
}
