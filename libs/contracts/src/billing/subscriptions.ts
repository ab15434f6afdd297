/**
 * Subscriptions and invoices (spec 03): the DentalMation clients' subscriptions to the product's
 * services, billed by the card-payment provider. The billing service keeps its own copy, fed by the
 * provider's signed webhooks (and a full read at start-up), so the screens page it in the database
 * and keep answering while the provider is down; Cancel, Download and Resend act on the provider.
 */
import { z } from 'zod';

export const SUBSCRIPTION_PAGE_SIZE = 10;
export const INVOICE_HISTORY_PAGE_SIZE = 10;

export const SubscriptionMessages = {
  providerDown: 'The card-payment provider cannot be reached right now; please try again in a few minutes',
  providerNotConfigured: 'The card-payment provider is not configured',
  providerRefused: (reason: string) => `The card-payment provider refused the request: ${reason}`,
  notFound: 'The subscription was not found',
  invoiceNotFound: 'The invoice was not found',
  noPdf: 'The invoice has no PDF yet (it is still a draft)',
  canceled: 'The subscription was canceled successfully',
  alreadyCanceled: 'The subscription is already canceled',
  invoiceSent: (email: string) => `The invoice was sent to ${email}`,
  badSignature: 'The webhook signature is not valid',
} as const;

/** Shown as the provider returns it (spec 03 §4: "Subscription status values are shown as returned"). */
export type SubscriptionStatus = string;

/** One subscription of a practice, as the expanded row shows it (spec 03 §3 `subscriptionObj`). */
export interface SubscriptionItem {
  _id: string;
  productObj: { productName: string };
  created: string;
  status: SubscriptionStatus;
  lastPaymentDate: string | null;
  cancelAt: string | null;
}

/** A row of the subscriptions list: a client, its practices, each with its subscriptions. */
export interface SubscriptionRecord {
  _id: string;
  name: string;
  practicesObj: { _id: string; name: string; subscriptionObj: SubscriptionItem[] }[];
}

export interface SubscriptionPage {
  records: SubscriptionRecord[];
  recordsQty: number;
  /** When the copy was last brought up to date from the provider, and whether the last attempt failed. */
  provider: { lastSyncAt: string | null; message?: string };
}

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const subscriptionId = z.string({ message: 'is required' }).regex(/^sub_[A-Za-z0-9]{1,64}$/, 'must be a subscription id (sub_…)');
const invoiceId = z.string({ message: 'is required' }).regex(/^in_[A-Za-z0-9]{1,64}$/, 'must be an invoice id (in_…)');
/** The client the web app works with, sent on every call; a subscription's own client is what counts, so it is not used. */
const workingClient = z.string().max(24).optional();

/** `GET /api/stripe/subscription/all`: filters Client, Product, Practice (contains, any case), paged by client. */
export const subscriptionListSchema = z
  .object({
    client: text(200).optional(),
    product: text(200).optional(),
    practice: text(200).optional(),
    clientId: workingClient,
    limit: z.coerce.number({ message: 'must be a number' }).int().min(1).max(100).default(SUBSCRIPTION_PAGE_SIZE),
    offset: z.coerce.number({ message: 'must be a number' }).int().min(0).max(1_000_000).default(0),
  })
  .strict();

/** `GET /api/stripe/subscription/invoice/{id}`: the subscription's detail and its invoice history, paged. */
export const subscriptionInvoicesSchema = z
  .object({
    id: subscriptionId,
    limit: z.coerce.number({ message: 'must be a number' }).int().min(1).max(100).default(INVOICE_HISTORY_PAGE_SIZE),
    offset: z.coerce.number({ message: 'must be a number' }).int().min(0).max(1_000_000).default(0),
    clientId: workingClient,
  })
  .strict();

export const subscriptionRefSchema = z.object({ id: subscriptionId, clientId: workingClient }).strict();
export const invoiceRefSchema = z.object({ invoiceId, clientId: workingClient }).strict();

/** What the gateway forwards of a webhook: the body exactly as received and the signature header. */
export const paymentWebhookSchema = z.object({ payload: z.string().max(512 * 1024), signature: z.string().max(2000) }).strict();

export interface InvoiceHistoryRow {
  _id: string;
  number: string | null;
  /** In cents (spec 03 §8: shown divided by 100 in USD). */
  amountPaid: number;
  amountDue: number;
  billingReason: string | null;
  created: string;
  finalizedAt: string | null;
  status: string;
  hasPdf: boolean;
}

/** The Product Details page (spec 03 §3 "Invoice detail"), with the subscription's real status. */
export interface SubscriptionInvoices {
  _id: string;
  user: { name: string; email: string; phone: string };
  client: { _id: string; name: string };
  practice: { _id: string; name: string };
  product: { productName: string; suscriptionPrice: number; currency: string };
  status: SubscriptionStatus;
  lastPaymentDate: string | null;
  /** The provider's own next billing date (end of the current period); null once canceled. */
  nextBillingDate: string | null;
  cancelAt: string | null;
  canceledAt: string | null;
  /** The invoice Download and Resend act on: the latest one. */
  latestInvoiceId: string | null;
  invoiceHistory: InvoiceHistoryRow[];
  invoiceQty: number;
}

export interface InvoiceFile {
  key: string;
  fileName: string;
  contentType: string;
}
