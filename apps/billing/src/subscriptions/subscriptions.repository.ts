/** The copy of the provider's subscriptions and invoices: every read and write of these tables. */
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type Stripe from 'stripe';
import type { InvoiceHistoryRow, SubscriptionItem, SubscriptionRecord } from '@dental/contracts';
import { escapeLike } from '@dental/database';

type Db = DataSource | EntityManager;

interface SubscriptionRow {
  id: string;
  client_id: string;
  client_name: string;
  practice_id: string;
  practice_name: string;
  product_name: string;
  status: string;
  created_at: Date;
  data: Stripe.Subscription;
  last_paid: string | null;
}

const iso = (seconds: number | null | undefined): string | null => (seconds ? new Date(seconds * 1000).toISOString() : null);

/** Who a subscription is for: set as metadata when the subscription is made for a client's practice. */
function ownerOf(subscription: Stripe.Subscription) {
  const m = subscription.metadata ?? {};
  const price = subscription.items?.data?.[0]?.price;
  return {
    clientId: m.clientId ?? '',
    clientName: m.clientName ?? '',
    practiceId: m.practiceId ?? '',
    practiceName: m.practiceName ?? '',
    productName: m.productName ?? price?.nickname ?? (typeof price?.product === 'string' ? price.product : ''),
  };
}

export function subscriptionOfInvoice(invoice: Stripe.Invoice): string | null {
  const parent = invoice.parent?.subscription_details?.subscription;
  return typeof parent === 'string' ? parent : (parent?.id ?? null);
}

export interface SubscriptionFilter {
  client?: string;
  product?: string;
  practice?: string;
}

export interface SubscriptionDetailRow extends SubscriptionRow {
  invoices: Stripe.Invoice[];
  invoiceQty: number;
  latestInvoice: Stripe.Invoice | null;
}

const LAST_PAID = `(SELECT max((i.data->'status_transitions'->>'paid_at')::bigint) FROM invoice i WHERE i.subscription_id = s.id AND i.status = 'paid')`;

@Injectable()
export class SubscriptionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Keeps the subscription unless the copy holds a newer state (`seenAt`: seconds of the event or read). */
  async saveSubscription(subscription: Stripe.Subscription, seenAt: number, db: Db = this.dataSource): Promise<void> {
    const owner = ownerOf(subscription);
    await db.query(
      `INSERT INTO subscription (id, client_id, client_name, practice_id, practice_name, product_name, status, created_at, data, seen_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, to_timestamp($8), $9, $10)
       ON CONFLICT (id) DO UPDATE SET client_id = EXCLUDED.client_id, client_name = EXCLUDED.client_name, practice_id = EXCLUDED.practice_id,
         practice_name = EXCLUDED.practice_name, product_name = EXCLUDED.product_name, status = EXCLUDED.status, data = EXCLUDED.data,
         seen_at = EXCLUDED.seen_at
       WHERE subscription.seen_at <= EXCLUDED.seen_at`,
      [
        subscription.id,
        owner.clientId,
        owner.clientName,
        owner.practiceId,
        owner.practiceName,
        owner.productName,
        subscription.status,
        subscription.created,
        JSON.stringify(subscription),
        seenAt,
      ],
    );
  }

  async saveInvoice(invoice: Stripe.Invoice, seenAt: number, db: Db = this.dataSource): Promise<void> {
    const subscriptionId = subscriptionOfInvoice(invoice);
    if (!subscriptionId || !invoice.id) return;
    await db.query(
      `INSERT INTO invoice (id, subscription_id, status, created_at, data, seen_at) VALUES ($1, $2, $3, to_timestamp($4), $5, $6)
       ON CONFLICT (id) DO UPDATE SET status = EXCLUDED.status, data = EXCLUDED.data, seen_at = EXCLUDED.seen_at
       WHERE invoice.seen_at <= EXCLUDED.seen_at`,
      [invoice.id, subscriptionId, invoice.status ?? 'draft', invoice.created, JSON.stringify(invoice), seenAt],
    );
  }

  /** Records an event id; false when it was applied before (a redelivery). */
  async firstTimeOf(eventId: string, type: string, db: Db): Promise<boolean> {
    const rows = (await db.query(`INSERT INTO payment_event (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id`, [
      eventId,
      type,
    ])) as unknown[];
    return rows.length === 1;
  }

  transaction<T>(work: (db: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** A page of clients (by name) among the subscriptions the filters match, each with all its matching subscriptions. */
  async page(
    clientIds: string[],
    filter: SubscriptionFilter,
    limit: number,
    offset: number,
  ): Promise<{ records: SubscriptionRecord[]; recordsQty: number }> {
    const values: unknown[] = [clientIds];
    const conditions = ['s.client_id = ANY($1::text[])'];
    for (const [field, column] of [
      ['client', 'client_name'],
      ['product', 'product_name'],
      ['practice', 'practice_name'],
    ] as const) {
      const text = filter[field];
      if (text) {
        values.push(`%${escapeLike(text)}%`);
        conditions.push(`s.${column} ILIKE $${values.length} ESCAPE '\\'`);
      }
    }
    const where = conditions.join(' AND ');
    const [count] = (await this.dataSource.query(
      `SELECT count(DISTINCT s.client_id)::int AS n FROM subscription s WHERE ${where}`,
      values,
    )) as { n: number }[];
    const rows = (await this.dataSource.query(
      `WITH clients AS (
         SELECT s.client_id, min(s.client_name) AS name FROM subscription s WHERE ${where}
         GROUP BY s.client_id ORDER BY min(s.client_name), s.client_id LIMIT ${Number(limit)} OFFSET ${Number(offset)})
       SELECT s.*, ${LAST_PAID} AS last_paid FROM subscription s JOIN clients c ON c.client_id = s.client_id
       WHERE ${where} ORDER BY c.name, c.client_id, s.practice_name, s.created_at`,
      values,
    )) as SubscriptionRow[];
    const records: SubscriptionRecord[] = [];
    for (const row of rows) {
      let client = records[records.length - 1];
      if (!client || client._id !== row.client_id) records.push((client = { _id: row.client_id, name: row.client_name, practicesObj: [] }));
      let practice = client.practicesObj.find((p) => p._id === row.practice_id);
      if (!practice) client.practicesObj.push((practice = { _id: row.practice_id, name: row.practice_name, subscriptionObj: [] }));
      practice.subscriptionObj.push(toItem(row));
    }
    return { records, recordsQty: count?.n ?? 0 };
  }

  async detail(id: string, limit: number, offset: number): Promise<SubscriptionDetailRow | null> {
    const [row] = (await this.dataSource.query(`SELECT s.*, ${LAST_PAID} AS last_paid FROM subscription s WHERE s.id = $1`, [
      id,
    ])) as SubscriptionRow[];
    if (!row) return null;
    const [invoices, [count], [latest]] = await Promise.all([
      this.dataSource.query(
        `SELECT data FROM invoice WHERE subscription_id = $1 ORDER BY created_at DESC, id LIMIT ${Number(limit)} OFFSET ${Number(offset)}`,
        [id],
      ) as Promise<{ data: Stripe.Invoice }[]>,
      this.dataSource.query(`SELECT count(*)::int AS n FROM invoice WHERE subscription_id = $1`, [id]) as Promise<{ n: number }[]>,
      this.dataSource.query(`SELECT data FROM invoice WHERE subscription_id = $1 ORDER BY created_at DESC, id LIMIT 1`, [id]) as Promise<
        { data: Stripe.Invoice }[]
      >,
    ]);
    return { ...row, invoices: invoices.map((i) => i.data), invoiceQty: count?.n ?? 0, latestInvoice: latest?.data ?? null };
  }

  /** The invoice with the client its subscription belongs to (for the caller's tenancy check). */
  async invoiceOwner(invoiceId: string): Promise<{ invoice: Stripe.Invoice; clientId: string } | null> {
    const [row] = (await this.dataSource.query(
      `SELECT i.data, s.client_id FROM invoice i JOIN subscription s ON s.id = i.subscription_id WHERE i.id = $1`,
      [invoiceId],
    )) as { data: Stripe.Invoice; client_id: string }[];
    return row ? { invoice: row.data, clientId: row.client_id } : null;
  }

  async clientOf(subscriptionId: string): Promise<string | null> {
    const [row] = (await this.dataSource.query(`SELECT client_id FROM subscription WHERE id = $1`, [subscriptionId])) as {
      client_id: string;
    }[];
    return row?.client_id ?? null;
  }

  async syncState(): Promise<{ lastSyncAt: string | null; message?: string }> {
    const [row] = (await this.dataSource.query(`SELECT last_sync_at, last_error FROM payment_sync WHERE id = 1`)) as {
      last_sync_at: Date | null;
      last_error: string | null;
    }[];
    return { lastSyncAt: row?.last_sync_at?.toISOString() ?? null, ...(row?.last_error ? { message: row.last_error } : {}) };
  }

  async recordSync(error: string | null): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO payment_sync (id, last_sync_at, last_error) VALUES (1, CASE WHEN $1::text IS NULL THEN now() END, $1)
       ON CONFLICT (id) DO UPDATE SET last_sync_at = COALESCE(EXCLUDED.last_sync_at, payment_sync.last_sync_at), last_error = EXCLUDED.last_error`,
      [error],
    );
  }
}

function toItem(row: SubscriptionRow): SubscriptionItem {
  return {
    _id: row.id,
    productObj: { productName: row.product_name },
    created: row.created_at.toISOString(),
    status: row.status,
    lastPaymentDate: row.last_paid ? iso(Number(row.last_paid)) : null,
    cancelAt: iso(row.data.cancel_at),
  };
}

export function toHistoryRow(invoice: Stripe.Invoice): InvoiceHistoryRow {
  return {
    _id: invoice.id ?? '',
    number: invoice.number ?? null,
    amountPaid: invoice.amount_paid,
    amountDue: invoice.amount_due,
    billingReason: invoice.billing_reason ?? null,
    created: iso(invoice.created) ?? '',
    finalizedAt: iso(invoice.status_transitions?.finalized_at),
    status: invoice.status ?? 'draft',
    hasPdf: Boolean(invoice.invoice_pdf),
  };
}

export { iso };
