/**
 * Subscriptions and invoices over request-reply. Lists and details read the copy; Cancel and Resend
 * act on the provider and Cancel writes the provider's answer to the copy at once (the webhook that
 * follows changes nothing more). A caller reaches only subscriptions of clients granted to them;
 * any other id is answered as missing.
 */
import { Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import {
  AppError,
  BillingCommands,
  ErrorCode,
  SubscriptionMessages,
  type Actor,
  type CommandInput,
  type InvoiceFile,
  type SubscriptionInvoices,
  type SubscriptionPage,
} from '@dental/contracts';
import { HandlesCommand, signedIn } from '@dental/messaging';
import { ObjectStorage } from '@dental/storage';
import { CardPayments } from './card-payments.adapter';
import { iso, SubscriptionsRepository, toHistoryRow } from './subscriptions.repository';

const nowSeconds = () => Math.floor(Date.now() / 1000);

@Injectable()
export class SubscriptionsHandlers {
  constructor(
    private readonly copy: SubscriptionsRepository,
    private readonly provider: CardPayments,
    private readonly storage: ObjectStorage,
  ) {}

  @HandlesCommand(BillingCommands.listSubscriptions)
  async list(input: CommandInput<typeof BillingCommands.listSubscriptions>, actor: Actor | null): Promise<SubscriptionPage> {
    const who = signedIn(actor);
    const [page, provider] = await Promise.all([this.copy.page(who.clientIds, input, input.limit, input.offset), this.copy.syncState()]);
    return { ...page, provider };
  }

  @HandlesCommand(BillingCommands.subscriptionInvoices)
  invoices(input: CommandInput<typeof BillingCommands.subscriptionInvoices>, actor: Actor | null): Promise<SubscriptionInvoices> {
    return this.detail(input.id, signedIn(actor), input.limit, input.offset);
  }

  @HandlesCommand(BillingCommands.cancelSubscription)
  async cancel(input: CommandInput<typeof BillingCommands.cancelSubscription>, actor: Actor | null): Promise<SubscriptionInvoices> {
    const who = signedIn(actor);
    const current = await this.detail(input.id, who, 10, 0);
    if (current.status === 'canceled') throw new AppError(ErrorCode.Conflict, SubscriptionMessages.alreadyCanceled);
    const canceled = await this.provider.cancel(input.id);
    await this.copy.saveSubscription(canceled, nowSeconds());
    return this.detail(input.id, who, 10, 0);
  }

  @HandlesCommand(BillingCommands.sendInvoice)
  async send(input: CommandInput<typeof BillingCommands.sendInvoice>, actor: Actor | null): Promise<{ message: string }> {
    const invoice = await this.reachableInvoice(input.invoiceId, signedIn(actor));
    const sent = await this.provider.sendInvoice(invoice.id!);
    return { message: SubscriptionMessages.invoiceSent(sent.customer_email ?? invoice.customer_email ?? '') };
  }

  /** The PDF is fetched from the provider (its address is asked afresh: it expires) into object storage, which the gateway streams. */
  @HandlesCommand(BillingCommands.invoiceFile)
  async file(input: CommandInput<typeof BillingCommands.invoiceFile>, actor: Actor | null): Promise<InvoiceFile> {
    const known = await this.reachableInvoice(input.invoiceId, signedIn(actor));
    const invoice = await this.provider.invoice(known.id!);
    if (!invoice.invoice_pdf) throw new AppError(ErrorCode.Conflict, SubscriptionMessages.noPdf);
    const pdf = await this.provider.invoicePdf(invoice.invoice_pdf);
    const key = `invoices/${invoice.id}.pdf`;
    await this.storage.put(key, pdf, 'application/pdf');
    return { key, fileName: `Invoice ${invoice.number ?? invoice.id}.pdf`, contentType: 'application/pdf' };
  }

  /** A signed event of the provider, applied once per event id in one transaction with its record. */
  @HandlesCommand(BillingCommands.paymentWebhook)
  async webhook(input: CommandInput<typeof BillingCommands.paymentWebhook>): Promise<{ applied: boolean }> {
    const event = this.provider.verifiedEvent(input.payload, input.signature);
    return this.copy.transaction(async (db) => {
      if (!(await this.copy.firstTimeOf(event.id, event.type, db))) return { applied: false };
      const object = event.data.object as { object?: string };
      if (object.object === 'subscription') await this.copy.saveSubscription(object as Stripe.Subscription, event.created, db);
      else if (object.object === 'invoice') await this.copy.saveInvoice(object as Stripe.Invoice, event.created, db);
      return { applied: true };
    });
  }

  private async reachableInvoice(invoiceId: string, who: Actor): Promise<Stripe.Invoice> {
    const owner = await this.copy.invoiceOwner(invoiceId);
    if (!owner || !who.clientIds.includes(owner.clientId)) throw new AppError(ErrorCode.NotFound, SubscriptionMessages.invoiceNotFound);
    return owner.invoice;
  }

  private async detail(id: string, who: Actor, limit: number, offset: number): Promise<SubscriptionInvoices> {
    const row = await this.copy.detail(id, limit, offset);
    if (!row || !who.clientIds.includes(row.client_id)) throw new AppError(ErrorCode.NotFound, SubscriptionMessages.notFound);
    const subscription = row.data;
    const item = subscription.items?.data?.[0];
    const latest = row.latestInvoice;
    const ended = subscription.status === 'canceled' || subscription.status === 'incomplete_expired';
    return {
      _id: row.id,
      user: {
        name: latest?.customer_name ?? row.client_name,
        email: latest?.customer_email ?? '',
        phone: latest?.customer_phone ?? '',
      },
      client: { _id: row.client_id, name: row.client_name },
      practice: { _id: row.practice_id, name: row.practice_name },
      product: {
        productName: row.product_name,
        suscriptionPrice: item?.price?.unit_amount ?? 0,
        currency: item?.price?.currency ?? 'usd',
      },
      status: row.status,
      lastPaymentDate: row.last_paid ? iso(Number(row.last_paid)) : null,
      nextBillingDate: ended ? null : iso(item?.current_period_end),
      cancelAt: iso(subscription.cancel_at),
      canceledAt: iso(subscription.canceled_at),
      latestInvoiceId: latest?.id ?? null,
      invoiceHistory: row.invoices.map(toHistoryRow),
      invoiceQty: row.invoiceQty,
    };
  }
}
