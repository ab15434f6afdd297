import type { DynamicModule } from '@nestjs/common';
import { serviceModule } from '@dental/messaging';
import { ObjectStorage, ObjectStorageModule, storageReadiness } from '@dental/storage';
import { MIGRATIONS } from './database/migrations';
import type { BillingConfig } from './config';
import { FeeSchedulesModule } from './fee-schedules/fee-schedules.module';
import { SubscriptionsModule } from './subscriptions/subscriptions.module';

/**
 * The billing service: fee schedules (uploaded workbooks read from object storage), and the
 * subscriptions and invoices of the card-payment provider (its SDK, its signed webhooks).
 */
export function billingModule(config: BillingConfig): DynamicModule {
  return serviceModule({
    service: 'billing',
    config,
    entities: [],
    migrations: MIGRATIONS,
    imports: [ObjectStorageModule.forRoot(config, { ensureBucket: true }), FeeSchedulesModule, SubscriptionsModule.forRoot(config)],
    readiness: { inject: [ObjectStorage], checks: (storage: ObjectStorage) => ({ storage: storageReadiness(storage) }) },
  });
}
