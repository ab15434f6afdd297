import type { DynamicModule } from '@nestjs/common';
import { KafkaHealth, RpcClient, kafkaSettingsOf, serviceModule } from '@dental/messaging';
import { ObjectStorage, ObjectStorageModule, storageReadiness } from '@dental/storage';
import { MIGRATIONS } from './database/migrations';
import type { BillingConfig } from './config';
import { FeeSchedulesModule } from './fee-schedules/fee-schedules.module';
import { OnboardingModule } from './onboarding/onboarding.module';
import { SubscriptionsModule } from './subscriptions/subscriptions.module';

/**
 * The billing service: fee schedules (uploaded workbooks read from object storage), the
 * subscriptions and invoices of the card-payment provider (its SDK, its signed webhooks), and the
 * onboarding requests, whose approval asks the auth service to create the client (RpcClient).
 */
export function billingModule(config: BillingConfig): DynamicModule {
  return serviceModule({
    service: 'billing',
    config,
    entities: [],
    migrations: MIGRATIONS,
    imports: [
      ObjectStorageModule.forRoot(config, { ensureBucket: true }),
      FeeSchedulesModule,
      SubscriptionsModule.forRoot(config),
      OnboardingModule.forRoot(config),
    ],
    providers: [
      {
        provide: RpcClient,
        inject: [KafkaHealth],
        useFactory: (health: KafkaHealth) =>
          new RpcClient(
            {
              ...kafkaSettingsOf('billing-rpc', config),
              timeoutMs: config.AUTH_RPC_TIMEOUT_MS,
              replyGroupId: 'billing.replies',
              // It asks the auth service to create an approved request's client, nothing else.
              services: ['auth'],
            },
            health,
          ),
      },
    ],
    readiness: { inject: [ObjectStorage], checks: (storage: ObjectStorage) => ({ storage: storageReadiness(storage) }) },
  });
}
