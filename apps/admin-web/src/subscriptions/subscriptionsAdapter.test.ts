import { Routes } from '@dental/contracts';
import { composeDataProvider } from '../api/dataProvider';
import { fakeApi } from '../testing/fakeApi';
import {
  invoiceMailingsAdapter,
  subscriptionDetailAdapter,
  subscriptionInvoicesAdapter,
  subscriptionsAdapter,
} from './subscriptionsAdapter';

function subscriptions() {
  const api = fakeApi();
  const dataProvider = composeDataProvider(
    {
      'dentalmation-clients': subscriptionsAdapter,
      'dentalmation-product': subscriptionDetailAdapter,
      'subscription-invoices': subscriptionInvoicesAdapter,
      'invoice-mailings': invoiceMailingsAdapter,
    },
    api.call,
  );
  return { api, dataProvider };
}
const list = { pagination: { page: 2, perPage: 10 }, sort: { field: 'id', order: 'ASC' as const } };

describe('the subscription adapters', () => {
  it('lists clients with the filters set, ten a page, and passes on how fresh the copy is', async () => {
    const { api, dataProvider } = subscriptions();
    const provider = { lastSyncAt: '2026-11-27T08:00:00.000Z', message: 'down' };
    api.answer(Routes.listSubscriptions, { records: [{ _id: 'c1', name: 'Lakeside', practicesObj: [] }], recordsQty: 11, provider });
    const page = await dataProvider.getList('dentalmation-clients', { ...list, filter: { client: 'lake', product: '' } });
    expect(api.calls[0].options.query).toEqual({ client: 'lake', limit: '10', offset: '10' });
    expect(page).toMatchObject({ data: [{ id: 'c1', name: 'Lakeside' }], total: 11, meta: { provider } });
  });

  it('cancels through update to canceled, and refuses any other change', async () => {
    const { api, dataProvider } = subscriptions();
    api.answer(Routes.cancelSubscription, { _id: 'sub_1', status: 'canceled' });
    const canceled = await dataProvider.update('dentalmation-product', {
      id: 'sub_1',
      data: { status: 'canceled' },
      previousData: { id: 'sub_1' },
    });
    expect(api.calls[0]).toMatchObject({ route: Routes.cancelSubscription, options: { params: { id: 'sub_1' } } });
    expect(canceled.data).toMatchObject({ id: 'sub_1', status: 'canceled' });
    await expect(
      dataProvider.update('dentalmation-product', { id: 'sub_1', data: { status: 'active' }, previousData: { id: 'sub_1' } }),
    ).rejects.toThrow('A subscription can only be canceled here');
    expect(api.calls).toHaveLength(1);
  });

  it('pages the invoice history of one subscription and resends an invoice', async () => {
    const { api, dataProvider } = subscriptions();
    api.answer(Routes.subscriptionInvoices, { invoiceHistory: [{ _id: 'in_1', amountPaid: 100 }], invoiceQty: 12 });
    const page = await dataProvider.getList('subscription-invoices', { ...list, filter: { subscriptionId: 'sub_1' } });
    expect(api.calls[0].options).toMatchObject({ params: { id: 'sub_1' }, query: { limit: '10', offset: '10' } });
    expect(page).toMatchObject({ data: [{ id: 'in_1', amountPaid: 100 }], total: 12 });
    api.answer(Routes.sendInvoice, { message: 'The invoice was sent to a@b.example' });
    const sent = await dataProvider.create('invoice-mailings', { data: { invoiceId: 'in_1' } });
    expect(api.calls[1].options.params).toEqual({ invoiceId: 'in_1' });
    expect(sent.data).toMatchObject({ id: 'in_1', message: 'The invoice was sent to a@b.example' });
  });
});
