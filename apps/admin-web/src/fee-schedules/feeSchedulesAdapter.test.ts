import { Routes } from '@dental/contracts';
import { composeDataProvider } from '../api/dataProvider';
import { fakeApi } from '../testing/fakeApi';
import { feeScheduleCarriersAdapter, feeScheduleRowsAdapter, feeUploadRowsAdapter } from './feeSchedulesAdapter';

const practiceId = '65f0a1b2c3d4e5f601234501';
const list = { pagination: { page: 2, perPage: 25 }, sort: { field: 'id', order: 'ASC' as const } };

function feeSchedules() {
  const api = fakeApi();
  const dataProvider = composeDataProvider(
    {
      feeScheduleCarriers: feeScheduleCarriersAdapter,
      feeScheduleRows: feeScheduleRowsAdapter,
      feeScheduleUploadRows: feeUploadRowsAdapter,
    },
    api.call,
  );
  return { api, dataProvider };
}

describe('the fee-schedule adapters', () => {
  it("pages a carrier's rows by practice, year and carrier, and edits one row by its id", async () => {
    const { api, dataProvider } = feeSchedules();
    api.answer(Routes.feeScheduleByCarrier, {
      records: [{ _id: 'r1', serviceCode: 'D0120', serviceDescription: 'P', price: '$1.00', status: 'done' }],
      total: 26,
    });
    const page = await dataProvider.getList('feeScheduleRows', { ...list, filter: { practiceId, year: 2024, carrierName: 'Delta' } });
    expect(api.calls[0].options.query).toEqual({ practiceId, year: '2024', carrierName: 'Delta', limit: '25', offset: '25' });
    expect(page).toEqual({
      data: [{ id: 'r1', serviceCode: 'D0120', serviceDescription: 'P', price: '$1.00', status: 'done' }],
      total: 26,
    });

    api.answer(Routes.updateFeeService, { _id: 'r1', serviceCode: 'D0121', serviceDescription: 'P', price: '$2.00', status: 'updated' });
    await dataProvider.update('feeScheduleRows', {
      id: 'r1',
      data: { serviceCode: 'D0121', serviceDescription: 'P', price: '$2' },
      previousData: { id: 'r1' },
    });
    expect(api.calls[1].route).toBe(Routes.updateFeeService);
    expect(api.calls[1].options).toMatchObject({
      params: { rowId: 'r1' },
      body: { serviceCode: 'D0121', serviceDescription: 'P', price: '$2' },
    });
  });

  it('asks nothing until the practice, year and carrier are chosen', async () => {
    const { api, dataProvider } = feeSchedules();
    expect(await dataProvider.getList('feeScheduleRows', { ...list, filter: { practiceId, year: 2024 } })).toEqual({ data: [], total: 0 });
    expect(await dataProvider.getList('feeScheduleCarriers', { ...list, filter: { practiceId } })).toEqual({ data: [], total: 0 });
    expect(api.calls).toEqual([]);
  });

  it("pages an upload's sheet in the chosen view, each row known by its number", async () => {
    const { api, dataProvider } = feeSchedules();
    api.answer(Routes.feeUploadRows, {
      records: [{ row: 7, serviceCode: 'D1', serviceDescription: 'a', price: '12', status: 'waiting', duplicate: false, wrongPrice: true }],
      total: 1,
    });
    const page = await dataProvider.getList('feeScheduleUploadRows', {
      ...list,
      filter: { uploadId: 'u1', sheet: 'Delta', view: 'wrongPrice' },
    });
    expect(api.calls[0].options).toMatchObject({
      params: { uploadId: 'u1' },
      query: { sheet: 'Delta', view: 'wrongPrice', limit: '25', offset: '25' },
    });
    expect(page.data[0]).toMatchObject({ id: 7, serviceCode: 'D1', wrongPrice: true });
  });

  it('saves a sheet of an upload as the schedule of a carrier', async () => {
    const { api, dataProvider } = feeSchedules();
    api.answer(Routes.saveFeeSchedule, {
      schedule: { _id: 's1', carrierName: 'Delta', description: '', year: 2024, practiceId, rows: 3 },
      message: 'ok',
    });
    const saved = await dataProvider.create('feeScheduleCarriers', {
      data: { practiceId, year: 2024, carrierName: 'Delta', uploadId: 'u1', sheet: 'S1' },
    });
    expect(api.calls[0].options.body).toEqual({
      practiceId,
      year: 2024,
      carrierName: 'Delta',
      description: '',
      uploadId: 'u1',
      sheet: 'S1',
    });
    expect(saved.data).toMatchObject({ id: 's1', rows: 3 });
  });
});
