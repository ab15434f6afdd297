import { Routes } from '@dental/contracts';
import { composeDataProvider } from '../api/dataProvider';
import { fakeApi, selectPractices } from '../testing/fakeApi';
import { recallTransactionsAdapter } from './recallTransactionsAdapter';

const practice = { _id: '65f0a1b2c3d4e5f601234501', clientId: '65f0a1b2c3d4e5f601230001', name: 'Downtown' };
const list = { pagination: { page: 2, perPage: 10 }, sort: { field: 'id', order: 'ASC' as const } };

describe('the recall transactions adapter', () => {
  beforeEach(() => selectPractices([practice]));

  it('asks for the selected practices, the page and the filters, dates as YYYY-MM-DD', async () => {
    const api = fakeApi();
    const dataProvider = composeDataProvider({ 'recall-transactions': recallTransactionsAdapter }, api.call);
    api.answer(Routes.recallTransactions, { records: [{ _id: 't1', patientName: 'Ana' }], recordsQty: 11 });
    const answer = await dataProvider.getList('recall-transactions', {
      ...list,
      filter: { patientName: ' ana ', startDate: '2031-04-01T00:00:00.000Z' },
    });
    expect(api.calls[0].options.query).toEqual({
      practiceIds: [practice._id],
      page: '2',
      limit: '10',
      patientName: 'ana',
      startDate: '2031-04-01',
    });
    expect(answer).toEqual({ data: [{ id: 't1', patientName: 'Ana' }], total: 11 });
  });

  it('asks nothing without a selected practice', async () => {
    selectPractices([]);
    const api = fakeApi();
    const dataProvider = composeDataProvider({ 'recall-transactions': recallTransactionsAdapter }, api.call);
    expect(await dataProvider.getList('recall-transactions', { ...list, filter: {} })).toEqual({ data: [], total: 0 });
    expect(api.calls).toEqual([]);
  });
});
