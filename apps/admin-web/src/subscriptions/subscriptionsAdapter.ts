/**
 * The subscription resources (spec 03 §7 "Subscriptions"):
 * - `dentalmation-clients`: clients with their practices' subscriptions, 10 clients a page, filters
 *   client, product and practice (GET /api/stripe/subscription/all).
 * - `dentalmation-product`: one subscription's Product Details (GET /api/stripe/subscription/invoice/{id});
 *   update to status `canceled` cancels it at the provider (PUT /api/stripe/subscription/{id}/cancel);
 *   the data provider's `invoiceFile({ invoiceId })` fetches an invoice's PDF (invoiceFile.ts).
 * - `subscription-invoices`: its invoice history, 10 a page (the same call with limit and offset).
 * - `invoice-mailings`: create resends an invoice (POST /api/stripe/invoice/{invoiceId}/send).
 */
import { INVOICE_HISTORY_PAGE_SIZE, Routes, SUBSCRIPTION_PAGE_SIZE } from '@dental/contracts';
import { filterQuery, pageRange, type AdapterFactory } from '../api/resourceAdapter';
import { fetchInvoice } from './invoiceFile';

const invoiceMethods = {
  invoiceFile: ({ invoiceId }: { invoiceId: string }) => fetchInvoice(invoiceId),
};

/** What `useDataProvider<DataProvider & InvoiceMethods>()` adds for Product Details. */
export type InvoiceMethods = typeof invoiceMethods;

export const subscriptionsAdapter: AdapterFactory = (call) => ({
  async getList(params) {
    const page = await call(Routes.listSubscriptions, {
      query: { ...filterQuery(params.filter, ['client', 'product', 'practice']), ...pageRange(params, SUBSCRIPTION_PAGE_SIZE) },
      signal: params.signal,
    });
    return { data: page.records, total: page.recordsQty, meta: { provider: page.provider } };
  },
});

export const subscriptionDetailAdapter: AdapterFactory = (call) => ({
  getOne: (id, params) => call(Routes.subscriptionInvoices, { params: { id }, signal: params.signal }),
  async update(id, data) {
    if (data.status !== 'canceled') throw new Error('A subscription can only be canceled here');
    return call(Routes.cancelSubscription, { params: { id } });
  },
  methods: invoiceMethods,
});

export const subscriptionInvoicesAdapter: AdapterFactory = (call) => ({
  async getList(params) {
    const id = typeof params.filter?.subscriptionId === 'string' ? params.filter.subscriptionId : '';
    if (!id) return { data: [], total: 0 };
    const detail = await call(Routes.subscriptionInvoices, {
      params: { id },
      query: pageRange(params, INVOICE_HISTORY_PAGE_SIZE),
      signal: params.signal,
    });
    return { data: detail.invoiceHistory, total: detail.invoiceQty };
  },
});

export const invoiceMailingsAdapter: AdapterFactory = (call) => ({
  async create(data) {
    const invoiceId = String(data.invoiceId ?? '');
    const answer = await call(Routes.sendInvoice, { params: { invoiceId } });
    return { id: invoiceId, ...answer };
  },
});
