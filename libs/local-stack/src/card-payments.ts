/**
 * A local stand-in for the card-payment provider (Stripe) for `npm start` and the tests: a small
 * HTTP server answering the part of Stripe's REST API the billing service uses (list and read
 * subscriptions and invoices, cancel a subscription, send an invoice, an invoice's PDF) in Stripe's
 * own shapes, and delivering events to a webhook address signed the way Stripe signs them
 * (`Stripe-Signature: t=<seconds>,v1=<HMAC-SHA256 of "<t>.<body>">`), so the official SDK and its
 * webhook check run unchanged against it. Nothing here is product code: the provider is not
 * reachable from the machines the product is built on.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  created: number;
  current_period_start: number;
  current_period_end: number;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  latest_invoice: string | null;
  metadata: Record<string, string>;
  items: {
    object: 'list';
    data: {
      id: string;
      current_period_end: number;
      price: { id: string; nickname: string; unit_amount: number; currency: string; product: string };
    }[];
  };
}

export interface StandInInvoice {
  id: string;
  object: 'invoice';
  number: string;
  customer: string;
  customer_email: string;
  customer_name: string;
  customer_phone: string | null;
  status: string;
  amount_due: number;
  amount_paid: number;
  currency: string;
  billing_reason: string;
  created: number;
  status_transitions: { finalized_at: number | null; paid_at: number | null };
  invoice_pdf: string | null;
  hosted_invoice_url: string | null;
  parent: { type: 'subscription_details'; subscription_details: { subscription: string; metadata: Record<string, string> } };
}

export interface CardPaymentsStandIn {
  url: string;
  host: string;
  port: number;
  secretKey: string;
  webhookSecret: string;
  subscriptions: Map<string, StandInSubscription>;
  invoices: Map<string, StandInInvoice>;
  /** Invoices asked to be sent, in order (what a test checks Resend against). */
  sentInvoices: string[];
  /** Where events go; unset, events are only recorded. */
  webhookUrl?: string;
  /** Adds a customer's subscription with `months` paid monthly invoices; answers the subscription. */
  addSubscription(input: NewSubscription): StandInSubscription;
  /** Sends an event for `object` to the webhook address, signed; answers the event and the HTTP status. */
  emit(type: string, object: object): Promise<{ event: StripeEvent; status: number }>;
  /** Delivers an event as is, with the signature given or a right one (to test replays and bad signatures). */
  deliver(event: StripeEvent, signature?: string): Promise<number>;
  signature(body: string, timestamp?: number): string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export interface NewSubscription {
  clientId: string;
  clientName: string;
  practiceId: string;
  practiceName: string;
  productName: string;
  email: string;
  phone?: string;
  /** Monthly price in cents. */
  amount: number;
  months: number;
  /** Start of the first month; by default `months - 1` months and a day ago. */
  startedAt?: Date;
}

export interface StripeEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  api_version: string;
  livemode: false;
  pending_webhooks: number;
  data: { object: object };
}

const MONTH_SECONDS = 30 * 24 * 3600;
const id = (prefix: string) => `${prefix}_${randomBytes(9).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** A one-page PDF naming the invoice (enough for a browser to open and a test to read back). */
function invoicePdf(invoice: StandInInvoice): Buffer {
  const text = `Invoice ${invoice.number} ${invoice.customer_name} ${(invoice.amount_due / 100).toFixed(2)} ${invoice.currency.toUpperCase()}`;
  const stream = `BT /F1 14 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': id('req') });
  res.end(JSON.stringify(body));
}

const stripeError = (res: ServerResponse, status: number, message: string, type = 'invalid_request_error') =>
  send(res, status, { error: { type, message } });

/** Stripe's list envelope, paged by `limit` and `starting_after` over items newest first. */
function list<T extends { id: string; created: number }>(items: T[], query: URLSearchParams, url: string) {
  const sorted = [...items].sort((a, b) => b.created - a.created || b.id.localeCompare(a.id));
  const limit = Math.min(Number(query.get('limit') ?? 10) || 10, 100);
  const after = query.get('starting_after');
  const start = after ? sorted.findIndex((i) => i.id === after) + 1 : 0;
  const data = sorted.slice(start, start + limit);
  return { object: 'list', url, has_more: start + limit < sorted.length, data };
}

export async function startCardPaymentsStandIn(options: { port?: number; webhookUrl?: string } = {}): Promise<CardPaymentsStandIn> {
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  const subscriptions = new Map<string, StandInSubscription>();
  const invoices = new Map<string, StandInInvoice>();
  const sentInvoices: string[] = [];
  let server: Server | undefined;
  let port = options.port ?? 0;

  const stand: CardPaymentsStandIn = {
    url: '',
    host: '127.0.0.1',
    port: 0,
    secretKey,
    webhookSecret,
    subscriptions,
    invoices,
    sentInvoices,
    webhookUrl: options.webhookUrl,
    addSubscription(input) {
      const customer = id('cus');
      // By default the latest month began a day ago, so the next billing date is ahead.
      const started = Math.floor((input.startedAt?.getTime() ?? Date.now() - ((input.months - 1) * MONTH_SECONDS + 86_400) * 1000) / 1000);
      const subscriptionId = id('sub');
      const metadata = {
        clientId: input.clientId,
        clientName: input.clientName,
        practiceId: input.practiceId,
        practiceName: input.practiceName,
        productName: input.productName,
      };
      let latest: string | null = null;
      for (let m = 0; m < input.months; m++) {
        const created = started + m * MONTH_SECONDS;
        const invoice: StandInInvoice = {
          id: id('in'),
          object: 'invoice',
          number: `DM-${String(invoices.size + 1).padStart(5, '0')}`,
          customer,
          customer_email: input.email,
          customer_name: input.clientName,
          customer_phone: input.phone ?? null,
          status: 'paid',
          amount_due: input.amount,
          amount_paid: input.amount,
          currency: 'usd',
          billing_reason: m === 0 ? 'subscription_create' : 'subscription_cycle',
          created,
          status_transitions: { finalized_at: created + 60, paid_at: created + 120 },
          invoice_pdf: null,
          hosted_invoice_url: null,
          parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId, metadata } },
        };
        invoice.invoice_pdf = `${stand.url}/files/invoices/${invoice.id}.pdf`;
        invoices.set(invoice.id, invoice);
        latest = invoice.id;
      }
      const periodStart = started + Math.max(0, input.months - 1) * MONTH_SECONDS;
      const subscription: StandInSubscription = {
        id: subscriptionId,
        object: 'subscription',
        customer,
        status: 'active',
        created: started,
        current_period_start: periodStart,
        current_period_end: periodStart + MONTH_SECONDS,
        cancel_at: null,
        canceled_at: null,
        ended_at: null,
        latest_invoice: latest,
        metadata,
        items: {
          object: 'list',
          data: [
            {
              id: id('si'),
              current_period_end: periodStart + MONTH_SECONDS,
              price: { id: id('price'), nickname: input.productName, unit_amount: input.amount, currency: 'usd', product: id('prod') },
            },
          ],
        },
      };
      subscriptions.set(subscription.id, subscription);
      return subscription;
    },
    signature(body, timestamp = now()) {
      const v1 = createHmac('sha256', webhookSecret).update(`${timestamp}.${body}`).digest('hex');
      return `t=${timestamp},v1=${v1}`;
    },
    async deliver(event, signature) {
      if (!stand.webhookUrl) return 0;
      const body = JSON.stringify(event);
      const response = await fetch(stand.webhookUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature ?? stand.signature(body) },
        body,
      });
      return response.status;
    },
    async emit(type, object) {
      const event: StripeEvent = {
        id: id('evt'),
        object: 'event',
        type,
        created: now(),
        api_version: '2025-01-01',
        livemode: false,
        pending_webhooks: 1,
        data: { object },
      };
      return { event, status: await stand.deliver(event) };
    },
    async start() {
      server = createServer((req, res) => void handle(req, res));
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(port, '127.0.0.1', () => resolve());
      });
      port = (server.address() as AddressInfo).port;
      stand.port = port;
      stand.url = `http://127.0.0.1:${port}`;
    },
    async stop() {
      const s = server;
      server = undefined;
      if (!s) return;
      s.closeAllConnections();
      await new Promise<void>((resolve) => s.close(() => resolve()));
    },
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', stand.url);
    const path = url.pathname;
    const pdf = path.match(/^\/files\/invoices\/(in_\w+)\.pdf$/);
    if (req.method === 'GET' && pdf) {
      const invoice = invoices.get(pdf[1]!);
      if (!invoice) return stripeError(res, 404, 'No such file');
      res.writeHead(200, { 'Content-Type': 'application/pdf' });
      res.end(invoicePdf(invoice));
      return;
    }
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return stripeError(res, 401, 'Invalid API Key provided', 'authentication_error');
    }
    const body = new URLSearchParams(await readBody(req));
    let match: RegExpMatchArray | null;
    if (req.method === 'GET' && path === '/v1/subscriptions') {
      return send(res, 200, list([...subscriptions.values()], url.searchParams, path));
    }
    if (req.method === 'GET' && path === '/v1/invoices') {
      const subscription = url.searchParams.get('subscription');
      const all = [...invoices.values()].filter((i) => !subscription || i.parent.subscription_details.subscription === subscription);
      return send(res, 200, list(all, url.searchParams, path));
    }
    if ((match = path.match(/^\/v1\/subscriptions\/(sub_\w+)$/))) {
      const subscription = subscriptions.get(match[1]!);
      if (!subscription) return stripeError(res, 404, `No such subscription: '${match[1]}'`);
      if (req.method === 'GET') return send(res, 200, subscription);
      if (req.method === 'DELETE') {
        if (subscription.status === 'canceled') return stripeError(res, 400, 'This subscription has already been canceled.');
        const at = now();
        Object.assign(subscription, { status: 'canceled', canceled_at: at, ended_at: at, cancel_at: null });
        void stand.emit('customer.subscription.deleted', subscription).catch(() => undefined);
        return send(res, 200, subscription);
      }
    }
    if ((match = path.match(/^\/v1\/invoices\/(in_\w+)(\/send)?$/))) {
      const invoice = invoices.get(match[1]!);
      if (!invoice) return stripeError(res, 404, `No such invoice: '${match[1]}'`);
      if (req.method === 'GET' && !match[2]) return send(res, 200, invoice);
      if (req.method === 'POST' && match[2]) {
        if (body.has('unexpected')) return stripeError(res, 400, 'Received unknown parameter: unexpected');
        sentInvoices.push(invoice.id);
        return send(res, 200, invoice);
      }
    }
    return stripeError(res, 404, `Unrecognized request URL (${req.method}: ${path})`);
  }

  await stand.start();
  return stand;
}
