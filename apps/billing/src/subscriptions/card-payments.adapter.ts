/**
 * The card-payment provider through its official Node SDK (`stripe`), pointed by configuration at
 * the provider or at the local stand-in. Its failures become the product's: the provider out of
 * reach answers 503 with a message a person understands; a refusal (an already canceled
 * subscription, an unknown id) answers with the provider's reason.
 */
import { Inject, Injectable } from '@nestjs/common';
import Stripe from 'stripe';
import { AppError, ErrorCode, SubscriptionMessages } from '@dental/contracts';
import type { BillingConfig } from '../config';

export const CARD_PAYMENTS_CONFIG = Symbol('CARD_PAYMENTS_CONFIG');
export type CardPaymentsConfig = Pick<
  BillingConfig,
  'STRIPE_API_URL' | 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_WEBHOOK_TOLERANCE_SECONDS' | 'STRIPE_TIMEOUT_MS'
>;

/** Translates the SDK's errors; anything else passes as it is. */
export function providerFailure(error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    (error.statusCode ?? 0) >= 500
  ) {
    return new AppError(ErrorCode.ServiceUnavailable, SubscriptionMessages.providerDown);
  }
  if (error.statusCode === 404) return new AppError(ErrorCode.NotFound, SubscriptionMessages.providerRefused(error.message));
  if (error instanceof Stripe.errors.StripeAuthenticationError || error instanceof Stripe.errors.StripePermissionError) {
    // The product's own key was refused: an operator's matter, not the person's.
    return new AppError(ErrorCode.ServiceUnavailable, SubscriptionMessages.providerDown, true);
  }
  return new AppError(ErrorCode.Conflict, SubscriptionMessages.providerRefused(error.message));
}

@Injectable()
export class CardPayments {
  private readonly stripe: Stripe | null;

  constructor(@Inject(CARD_PAYMENTS_CONFIG) private readonly config: CardPaymentsConfig) {
    const api = new URL(config.STRIPE_API_URL);
    this.stripe = config.STRIPE_SECRET_KEY
      ? new Stripe(config.STRIPE_SECRET_KEY, {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
          timeout: config.STRIPE_TIMEOUT_MS,
          // One retry on a dropped connection; the SDK sends an idempotency key with it, so a cancel is not applied twice.
          maxNetworkRetries: 1,
          telemetry: false,
        })
      : null;
  }

  get configured(): boolean {
    return this.stripe !== null;
  }

  private client(): Stripe {
    if (!this.stripe) throw new AppError(ErrorCode.ServiceUnavailable, SubscriptionMessages.providerNotConfigured);
    return this.stripe;
  }

  private async call<T>(work: (stripe: Stripe) => Promise<T>): Promise<T> {
    const stripe = this.client();
    try {
      return await work(stripe);
    } catch (error) {
      throw providerFailure(error);
    }
  }

  /** Every subscription, canceled ones included, page after page. */
  async eachSubscription(apply: (subscription: Stripe.Subscription) => Promise<void>): Promise<void> {
    await this.call(async (stripe) => {
      for await (const subscription of stripe.subscriptions.list({ status: 'all', limit: 100 })) await apply(subscription);
    });
  }

  async eachInvoice(apply: (invoice: Stripe.Invoice) => Promise<void>): Promise<void> {
    await this.call(async (stripe) => {
      for await (const invoice of stripe.invoices.list({ limit: 100 })) await apply(invoice);
    });
  }

  cancel(subscriptionId: string): Promise<Stripe.Subscription> {
    return this.call((stripe) => stripe.subscriptions.cancel(subscriptionId));
  }

  sendInvoice(invoiceId: string): Promise<Stripe.Invoice> {
    return this.call((stripe) => stripe.invoices.sendInvoice(invoiceId));
  }

  invoice(invoiceId: string): Promise<Stripe.Invoice> {
    return this.call((stripe) => stripe.invoices.retrieve(invoiceId));
  }

  /** The PDF the provider renders for an invoice (its `invoice_pdf` address, valid for a while). */
  async invoicePdf(address: string): Promise<Buffer> {
    let response: Response;
    try {
      response = await fetch(address, { signal: AbortSignal.timeout(this.config.STRIPE_TIMEOUT_MS) });
    } catch {
      throw new AppError(ErrorCode.ServiceUnavailable, SubscriptionMessages.providerDown);
    }
    if (!response.ok) throw new AppError(ErrorCode.ServiceUnavailable, SubscriptionMessages.providerDown);
    return Buffer.from(await response.arrayBuffer());
  }

  /**
   * The event of a webhook, when its signature is the provider's over this very body and its
   * timestamp is within the tolerance (an old event replayed is refused); otherwise 400.
   */
  verifiedEvent(payload: string, signature: string): Stripe.Event {
    if (!this.config.STRIPE_WEBHOOK_SECRET) throw new AppError(ErrorCode.ServiceUnavailable, SubscriptionMessages.providerNotConfigured);
    try {
      return Stripe.webhooks.constructEvent(
        payload,
        signature,
        this.config.STRIPE_WEBHOOK_SECRET,
        this.config.STRIPE_WEBHOOK_TOLERANCE_SECONDS,
      );
    } catch {
      throw new AppError(ErrorCode.BadInput, SubscriptionMessages.badSignature, true, [
        { path: 'signature', message: SubscriptionMessages.badSignature },
      ]);
    }
  }
}
