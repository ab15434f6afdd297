import { Module, type DynamicModule } from '@nestjs/common';
import { CARD_PAYMENTS_CONFIG, CardPayments, type CardPaymentsConfig } from './card-payments.adapter';
import { PaymentSyncService } from './payment-sync.service';
import { SubscriptionsHandlers } from './subscriptions.handlers';
import { SubscriptionsRepository } from './subscriptions.repository';

/** Subscriptions and invoices: the provider's adapter, the copy, its start-up read, the commands and the webhook. */
@Module({})
export class SubscriptionsModule {
  static forRoot(config: CardPaymentsConfig): DynamicModule {
    return {
      module: SubscriptionsModule,
      providers: [
        { provide: CARD_PAYMENTS_CONFIG, useValue: config },
        CardPayments,
        SubscriptionsRepository,
        PaymentSyncService,
        SubscriptionsHandlers,
      ],
    };
  }
}
