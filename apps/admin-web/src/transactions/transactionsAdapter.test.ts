import { DEFAULT_PRIORITY, EXPORT_FAILED, Routes } from '@dental/contracts';
import { ApiError } from '../api/apiError';
import { composeDataProvider } from '../api/dataProvider';
import { authorizedFetch } from '../api/httpClient';
import { fakeApi, selectPractices } from '../testing/fakeApi';
import type { DataProvider } from 'react-admin';
import { MY_PREFERENCES, TRANSACTION_ADAPTERS, TRANSACTION_RESOURCES, type TransactionExportMethods } from './transactionsAdapter';

jest.mock('../api/httpClient', () => ({ authorizedFetch: jest.fn() }));
const fetched = authorizedFetch as jest.MockedFunction<typeof authorizedFetch>;

const clientId = '65f0a1b2c3d4e5f601230001';
const downtown = { _id: '65f0a1b2c3d4e5f601234501', clientId, name: 'Downtown' };
const transactionId = '65f0a1b2c3d4e5f601239999';
const whole = { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' as const } };
const request = { limit: 25, offset: 50, practiceId: [downtown._id], startDate: '2026-11-27', endDate: '2026-11-27' };
const jobId = 'export-65f0a1b2c3d4e5f601234501-0123456789abcdef';

/** The data provider of the All Transactions resources. */
function allTransactions() {
  const api = fakeApi();
  return { api, dataProvider: composeDataProvider(TRANSACTION_ADAPTERS, api.call) as DataProvider & TransactionExportMethods };
}

describe('the All Transactions adapters', () => {
  beforeEach(() => {
    selectPractices([downtown]);
    fetched.mockReset();
  });

  it('lists a page of the selected practices’ transactions for the day', async () => {
    const { api, dataProvider } = allTransactions();
    api.answer(Routes.getAllTransaction, { records: [{ _id: transactionId, type: 'ELG' }], recordsQty: 51 });
    const answer = await dataProvider.getList(TRANSACTION_RESOURCES.list, {
      pagination: { page: 3, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: { day: '2026-11-27' },
    });
    expect(api.calls[0].options.body).toEqual(request);
    expect(answer).toEqual({ data: [{ id: transactionId, type: 'ELG' }], total: 51 });
  });

  it('reads the user’s sort and priority, and saves both, answering them as saved', async () => {
    const { api, dataProvider } = allTransactions();
    api.answer(Routes.getTransactionPreferences, { transaction: { ApptDate: 1 }, priority: DEFAULT_PRIORITY });
    const { data: read } = await dataProvider.getOne(TRANSACTION_RESOURCES.preferences, { id: MY_PREFERENCES });
    expect(read).toEqual({ id: MY_PREFERENCES, transaction: { ApptDate: 1 }, priority: DEFAULT_PRIORITY });

    const priority = [{ k: 'Active', v: 0 }];
    api.answer(Routes.saveTransactionSort, { transaction: { patientName: -1 }, priority: DEFAULT_PRIORITY });
    api.answer(Routes.saveTransactionPriority, { transaction: { patientName: -1 }, priority });
    const { data: saved } = await dataProvider.update(TRANSACTION_RESOURCES.preferences, {
      id: MY_PREFERENCES,
      data: { id: MY_PREFERENCES, transaction: { patientName: -1 }, priority },
      previousData: read,
    });
    expect(api.calls.slice(1).map((c) => [c.route, c.options.body])).toEqual([
      [Routes.saveTransactionSort, { sort: { patientName: -1 } }],
      [Routes.saveTransactionPriority, { priority }],
    ]);
    expect(saved).toEqual({ id: MY_PREFERENCES, transaction: { patientName: -1 }, priority });
  });

  it('lists the user’s columns in their order, and the client’s flag colours', async () => {
    const { api, dataProvider } = allTransactions();
    api.answer(Routes.userColumns, [
      { _id: 'c2', key: 'carrier' },
      { _id: 'c1', key: 'PatientName' },
    ]);
    const columns = await dataProvider.getList(TRANSACTION_RESOURCES.columns, { ...whole, filter: {} });
    expect(columns.data.map((c) => c.key)).toEqual(['carrier', 'PatientName']);

    api.answer(Routes.listColors, [{ _id: 'red', name: 'Red', hexCode: '#f00' }]);
    const colors = await dataProvider.getList(TRANSACTION_RESOURCES.flagColors, { ...whole, filter: { clientId } });
    expect(api.calls[1].options.params).toEqual({ id: clientId });
    expect(colors).toEqual({ data: [{ id: 'red', name: 'Red', hexCode: '#f00' }], total: 1 });
  });

  it('asks no colours without a client', async () => {
    const { api, dataProvider } = allTransactions();
    expect(await dataProvider.getList(TRANSACTION_RESOURCES.flagColors, { ...whole, filter: {} })).toEqual({ data: [], total: 0 });
    expect(api.calls).toEqual([]);
  });

  it('flags a transaction of its practice, and clears the flag with an empty colour', async () => {
    const { api, dataProvider } = allTransactions();
    api.answer(Routes.assignColor, { _id: transactionId, color: null });
    const { data } = await dataProvider.update(TRANSACTION_RESOURCES.flags, {
      id: transactionId,
      data: { practiceId: downtown._id, colorSchemeId: null },
      previousData: { id: transactionId, practiceId: downtown._id, colorSchemeId: 'red' },
    });
    expect(api.calls[0].options).toEqual({ params: { a: transactionId, b: downtown._id }, body: { colorSchemeId: '' } });
    expect(data).toEqual({ id: transactionId, color: null, practiceId: downtown._id, colorSchemeId: '' });
  });

  it('surfaces a refused flag with the server’s wording', async () => {
    const { api, dataProvider } = allTransactions();
    api.answer(Routes.assignColor, new ApiError('This color no longer exists', 404, undefined, 'This color no longer exists'));
    await expect(
      dataProvider.update(TRANSACTION_RESOURCES.flags, {
        id: transactionId,
        data: { practiceId: downtown._id, colorSchemeId: 'gone' },
        previousData: { id: transactionId },
      }),
    ).rejects.toThrow('This color no longer exists');
  });

  it('counts the whole filtered list per verification status, each entry by its name', async () => {
    const { api, dataProvider } = allTransactions();
    api.answer(Routes.verificationStatusStatistics, [
      { name: 'Total', percentage: 100, count: 4 },
      { name: 'Bot', percentage: 75, count: 3 },
    ]);
    const answer = await dataProvider.getList(TRANSACTION_RESOURCES.statistics, { ...whole, filter: { request } });
    const { limit: _limit, offset: _offset, ...body } = request;
    expect(api.calls[0].options.body).toEqual(body);
    expect(answer.data).toEqual([
      { id: 'Total', name: 'Total', percentage: 100, count: 4 },
      { id: 'Bot', name: 'Bot', percentage: 75, count: 3 },
    ]);
  });

  it('starts the export of the whole filtered list and follows its job by id', async () => {
    const { api, dataProvider } = allTransactions();
    api.answer(Routes.downloadTransactions, { jobId, state: 'waiting', progress: 0 });
    const { data: started } = await dataProvider.create(TRANSACTION_RESOURCES.exports, { data: { request } });
    const { limit: _limit, offset: _offset, ...body } = request;
    expect(api.calls[0].options.body).toEqual(body);
    expect(started.id).toBe(jobId);

    api.answer(Routes.downloadStatus, { jobId, state: 'active', progress: 40 });
    const { data: job } = await dataProvider.getOne(TRANSACTION_RESOURCES.exports, { id: jobId });
    expect(api.calls[1].options.params).toEqual({ jobId });
    expect(job).toEqual({ id: jobId, jobId, state: 'active', progress: 40 });
  });

  it('downloads a finished export’s file by its job, with its name', async () => {
    const { dataProvider } = allTransactions();
    fetched.mockResolvedValue(new Response('xlsx bytes', { status: 200 }));
    const file = await dataProvider.transactionExportFile({ jobId, fileName: 'Acme 27-11-2026 10:00:00.xlsx' });
    expect(fetched).toHaveBeenCalledWith(`/api/iv/transaction/download/${jobId}/file`);
    expect(file.fileName).toBe('Acme 27-11-2026 10:00:00.xlsx');
    expect(await file.blob.text()).toBe('xlsx bytes');
  });

  it('says the export failed when its file cannot be had', async () => {
    const { dataProvider } = allTransactions();
    fetched.mockResolvedValue(new Response('gone', { status: 404 }));
    await expect(dataProvider.transactionExportFile({ jobId })).rejects.toThrow(EXPORT_FAILED);
  });
});
