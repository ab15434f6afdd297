import type { DynamicModule } from '@nestjs/common';
import { serviceModule } from '@dental/messaging';
import { MIGRATIONS } from './database/migrations';
import type { BillingConfig } from './config';

/** The billing service owns subscriptions, invoices and fee schedules (its features land with their issues). */
export function billingModule(config: BillingConfig): DynamicModule {
  return serviceModule({ service: 'billing', config, entities: [], migrations: MIGRATIONS });
}
