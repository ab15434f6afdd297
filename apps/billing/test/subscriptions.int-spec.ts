/**
 * Subscriptions and invoices through the official SDK against the provider's local stand-in, with
 * the real database, broker and S3 stand-in: the copy is filled at start-up; lists and details read
 * it within the caller's clients; Cancel, Resend and Download act on the provider; signed webhooks
 * keep the copy current, each applied once, a bad or stale signature refused; the provider down
 * gives a clear message while the lists keep answering.
 */
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { BillingCommands, ErrorCode, newId, type Actor, type CommandDef } from '@dental/contracts';
import { startCardPaymentsStandIn, type CardPaymentsStandIn, type StripeEvent } from '@dental/local-stack';
import { rejection, waitFor } from '@dental/testing';
import { startBillingService, type BillingService } from './support/billing-service';

const CLIENT = newId();
const OTHER_CLIENT = newId();
const admin: Actor = { userId: newId(), clientId: CLIENT, clientIds: [CLIENT], practiceIds: [], permissions: ['dentalMationClients'] };
const outsider: Actor = { ...admin, userId: newId(), clientId: OTHER_CLIENT, clientIds: [OTHER_CLIENT] };

let provider: CardPaymentsStandIn;
let service: BillingService;
let verification: string;
let calls: string;
let hidden: string;

const send = <C extends CommandDef>(command: C, payload: Record<string, unknown>, actor: Actor | null = admin) =>
  service.rpc.send(command, payload as never, actor, randomUUID());

function event(type: string, object: object, created = Math.floor(Date.now() / 1000)): StripeEvent {
  return {
    id: `evt_${randomUUID().replace(/-/g, '')}`,
    object: 'event',
    type,
    created,
    api_version: '2025-01-01',
    livemode: false,
    pending_webhooks: 1,
    data: { object },
  };
}
const deliver = (e: StripeEvent, signature?: string) => {
  const payload = JSON.stringify(e);
  return send(BillingCommands.paymentWebhook, { payload, signature: signature ?? provider.signature(payload) }, null);
};

beforeAll(async () => {
  provider = await startCardPaymentsStandIn();
  const practice = { clientId: CLIENT, clientName: 'Lakeside Dental', email: 'billing@lakeside.example', phone: '15125550100' };
  verification = provider.addSubscription({
    ...practice,
    practiceId: newId(),
    practiceName: 'Lakeside Madison',
    productName: 'Verification',
    amount: 49_900,
    months: 12,
  }).id;
  calls = provider.addSubscription({
    ...practice,
    practiceId: newId(),
    practiceName: 'Lakeside Verona',
    productName: 'Call Center',
    amount: 19_900,
    months: 2,
  }).id;
  hidden = provider.addSubscription({
    clientId: OTHER_CLIENT,
    clientName: 'Coastal Ortho',
    email: 'ap@coastal.example',
    practiceId: newId(),
    practiceName: 'Coastal Charleston',
    productName: 'Verification',
    amount: 49_900,
    months: 1,
  }).id;
  service = await startBillingService({
    STRIPE_API_URL: provider.url,
    STRIPE_SECRET_KEY: provider.secretKey,
    STRIPE_WEBHOOK_SECRET: provider.webhookSecret,
    STRIPE_WEBHOOK_TOLERANCE_SECONDS: '60',
  });
}, 180_000);
afterAll(async () => {
  await service?.stop();
  await provider?.stop();
});

describe('the copy of the subscriptions', () => {
  it('is read from the provider at start-up and listed by client, practice and subscription, only for granted clients', async () => {
    const page = await waitFor('the start-up read', async () => {
      const answer = await send(BillingCommands.listSubscriptions, {});
      return answer.recordsQty > 0 && answer.provider.lastSyncAt ? answer : undefined;
    });
    expect(page.recordsQty).toBe(1);
    expect(page.records[0]!.name).toBe('Lakeside Dental');
    expect(page.records[0]!.practicesObj.map((p) => [p.name, p.subscriptionObj.map((s) => [s.productObj.productName, s.status])])).toEqual([
      ['Lakeside Madison', [['Verification', 'active']]],
      ['Lakeside Verona', [['Call Center', 'active']]],
    ]);
    expect(page.records[0]!.practicesObj[0]!.subscriptionObj[0]!.lastPaymentDate).not.toBeNull();
    const filtered = await send(BillingCommands.listSubscriptions, { product: 'call' });
    expect(filtered.records[0]!.practicesObj.map((p) => p.name)).toEqual(['Lakeside Verona']);
    expect((await send(BillingCommands.listSubscriptions, {}, outsider)).records.map((r) => r.name)).toEqual(['Coastal Ortho']);
  });

  it("shows a subscription's details and its invoice history, ten a page", async () => {
    const detail = await send(BillingCommands.subscriptionInvoices, { id: verification });
    expect(detail).toMatchObject({
      status: 'active',
      user: { name: 'Lakeside Dental', email: 'billing@lakeside.example', phone: '15125550100' },
      product: { productName: 'Verification', suscriptionPrice: 49_900 },
    });
    expect(detail.invoiceQty).toBe(12);
    expect(detail.invoiceHistory).toHaveLength(10);
    expect(detail.invoiceHistory[0]).toMatchObject({ amountPaid: 49_900, status: 'paid', billingReason: 'subscription_cycle' });
    expect(new Date(detail.nextBillingDate!).getTime()).toBeGreaterThan(Date.now());
    expect((await send(BillingCommands.subscriptionInvoices, { id: verification, offset: 10 })).invoiceHistory).toHaveLength(2);
    expect((await rejection(send(BillingCommands.subscriptionInvoices, { id: hidden }))).code).toBe(ErrorCode.NotFound);
  });
});

describe('acting on the provider', () => {
  it('resends and downloads the latest invoice', async () => {
    const detail = await send(BillingCommands.subscriptionInvoices, { id: calls });
    const invoiceId = detail.latestInvoiceId!;
    expect(await send(BillingCommands.sendInvoice, { invoiceId })).toEqual({ message: 'The invoice was sent to billing@lakeside.example' });
    expect(provider.sentInvoices).toEqual([invoiceId]);
    const file = await send(BillingCommands.invoiceFile, { invoiceId });
    expect(file.contentType).toBe('application/pdf');
    const chunks: Buffer[] = [];
    for await (const chunk of await service.storage.get(file.key)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');
    const outsiderTry = await rejection(send(BillingCommands.sendInvoice, { invoiceId }, outsider));
    expect(outsiderTry.code).toBe(ErrorCode.NotFound);
  });

  it('cancels a subscription: the provider and the copy say canceled at once, and a second cancel is refused', async () => {
    const canceled = await send(BillingCommands.cancelSubscription, { id: calls });
    expect(canceled.status).toBe('canceled');
    expect(canceled.nextBillingDate).toBeNull();
    expect(provider.subscriptions.get(calls)!.status).toBe('canceled');
    const again = await rejection(send(BillingCommands.cancelSubscription, { id: calls }));
    expect(again.code).toBe(ErrorCode.Conflict);
    expect(again.message).toBe('The subscription is already canceled');
    expect((await rejection(send(BillingCommands.cancelSubscription, { id: verification }, outsider))).code).toBe(ErrorCode.NotFound);
  });

  it('says clearly when the provider is down, while the lists keep answering from the copy', async () => {
    await provider.stop();
    try {
      const down = await rejection(send(BillingCommands.cancelSubscription, { id: verification }));
      expect(down.code).toBe(ErrorCode.ServiceUnavailable);
      expect(down.message).toBe('The card-payment provider cannot be reached right now; please try again in a few minutes');
      expect((await send(BillingCommands.subscriptionInvoices, { id: verification })).status).toBe('active');
    } finally {
      await provider.start();
    }
  });
});

describe('webhooks', () => {
  it('refuses a bad signature, a signature with another secret and a stale one, changing nothing', async () => {
    const changed = { ...provider.subscriptions.get(verification)!, status: 'past_due' };
    const e = event('customer.subscription.updated', changed);
    const payload = JSON.stringify(e);
    for (const signature of [
      'nonsense',
      provider.signature(`${payload} `),
      `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
      provider.signature(payload, Math.floor(Date.now() / 1000) - 3600),
    ]) {
      const refused = await rejection(deliver(e, signature));
      expect(refused.code).toBe(ErrorCode.BadInput);
      expect(refused.message).toBe('The webhook signature is not valid');
    }
    expect((await send(BillingCommands.subscriptionInvoices, { id: verification })).status).toBe('active');
  });

  it('applies an event once however often it is delivered, and an older event never undoes a newer one', async () => {
    const pastDue = event('customer.subscription.updated', { ...provider.subscriptions.get(verification)!, status: 'past_due' });
    expect(await deliver(pastDue)).toEqual({ applied: true });
    expect((await send(BillingCommands.subscriptionInvoices, { id: verification })).status).toBe('past_due');
    const active = event(
      'customer.subscription.updated',
      { ...provider.subscriptions.get(verification)!, status: 'active' },
      pastDue.created + 5,
    );
    expect(await deliver(active)).toEqual({ applied: true });
    // The first event again: recorded already, so not applied; and even a new event stamped earlier would not win.
    expect(await deliver(pastDue)).toEqual({ applied: false });
    expect(await deliver({ ...pastDue, id: `evt_${randomUUID().replace(/-/g, '')}` })).toEqual({ applied: true });
    expect((await send(BillingCommands.subscriptionInvoices, { id: verification })).status).toBe('active');
    const rows = (await service.app
      .get(DataSource)
      .query(`SELECT count(*)::int AS n FROM billing.payment_event WHERE id = $1`, [pastDue.id])) as { n: number }[];
    expect(rows[0]!.n).toBe(1);
  });

  it('adds a new invoice to the history', async () => {
    const before = await send(BillingCommands.subscriptionInvoices, { id: verification });
    const latest = provider.invoices.get(before.latestInvoiceId!)!;
    const next = {
      ...latest,
      id: `in_${randomUUID().replace(/-/g, '')}`,
      number: 'DM-99999',
      created: Math.floor(Date.now() / 1000) + 10,
      status: 'open',
      amount_paid: 0,
    };
    expect(await deliver(event('invoice.finalized', next))).toEqual({ applied: true });
    const after = await send(BillingCommands.subscriptionInvoices, { id: verification });
    expect(after.invoiceQty).toBe(before.invoiceQty + 1);
    expect(after.invoiceHistory[0]).toMatchObject({ _id: next.id, number: 'DM-99999', status: 'open', amountPaid: 0 });
  });
});
