/**
 * Fills the copy from the provider: every subscription and invoice, read once at start-up (so a
 * product started after events were sent, or one whose webhooks were down, catches up). Webhooks
 * keep it current afterwards. A read stamps rows with the time it started, so an event older than
 * the read that arrives later changes nothing.
 */
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { AppError } from '@dental/contracts';
import { CardPayments } from './card-payments.adapter';
import { SubscriptionsRepository } from './subscriptions.repository';

@Injectable()
export class PaymentSyncService implements OnApplicationBootstrap {
  private readonly logger = new Logger(PaymentSyncService.name);

  constructor(
    private readonly provider: CardPayments,
    private readonly copy: SubscriptionsRepository,
  ) {}

  onApplicationBootstrap(): void {
    if (this.provider.configured) void this.sync().catch(() => undefined);
  }

  async sync(): Promise<void> {
    const seenAt = Math.floor(Date.now() / 1000);
    try {
      await this.provider.eachSubscription((s) => this.copy.saveSubscription(s, seenAt));
      await this.provider.eachInvoice((i) => this.copy.saveInvoice(i, seenAt));
      await this.copy.recordSync(null);
    } catch (error) {
      const message = error instanceof AppError ? error.message : 'The subscriptions could not be read from the card-payment provider';
      this.logger.warn({ err: error }, 'Reading the card-payment provider failed');
      await this.copy.recordSync(message).catch(() => undefined);
      throw error;
    }
  }
}
