import { Routes } from '@dental/contracts';
import { composeDataProvider } from '../api/dataProvider';
import { fakeApi, selectPractices } from '../testing/fakeApi';
import { dataQualityAdapter, dqaMissingFieldsAdapter } from './dataQualityAdapter';

const practice = { _id: '65f0a1b2c3d4e5f601234501', clientId: '65f0a1b2c3d4e5f601230001', name: 'Downtown' };
const record = { _id: '65f0a1b2c3d4e5f60123d001', patientName: 'Ana Lopez', status: 1 };

function provider() {
  const api = fakeApi();
  return {
    api,
    dataProvider: composeDataProvider({ dataquality: dataQualityAdapter, 'dqa-missing-fields': dqaMissingFieldsAdapter }, api.call),
  };
}

describe('the data quality adapter', () => {
  beforeEach(() => selectPractices([practice]));

  it('asks for the selected practices with the filters, sort and page as the call takes them', async () => {
    const { api, dataProvider } = provider();
    api.answer(Routes.dqaList, { records: [record], recordsQty: 11 });
    const answer = await dataProvider.getList('dataquality', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'patientName', order: 'ASC' },
      filter: { patientName: ' ana ', missingField: 'Employer' },
    });
    expect(api.calls[0].options.body).toEqual({
      practiceIds: [practice._id],
      filters: { patientName: 'ana', missingField: 'Employer' },
      sort: { field: 'patientName', order: 'asc' },
      offset: 10,
      limit: 10,
    });
    expect(answer).toEqual({ data: [{ id: record._id, patientName: 'Ana Lopez', status: 1 }], total: 11 });
  });

  it('confirms an update with requestsId, then reads the record again', async () => {
    const { api, dataProvider } = provider();
    api.answer(Routes.dqaConfirmUpdate, { _id: record._id, status: 0, message: 'Changes were saved' });
    api.answer(Routes.dqaDetail, { ...record, status: 0 });
    const answer = await dataProvider.update('dataquality', { id: record._id, data: {}, previousData: { ...record, id: record._id } });
    expect(api.calls.map((c) => c.route)).toEqual([Routes.dqaConfirmUpdate, Routes.dqaDetail]);
    expect(api.calls[0].options.body).toEqual({ requestsId: record._id });
    expect(answer.data).toMatchObject({ id: record._id, status: 0 });
  });

  it('offers the missing fields of the selected practices, and asks nothing without one', async () => {
    const { api, dataProvider } = provider();
    api.answer(Routes.dqaMissingFields, ['Employer', 'Member ID']);
    const list = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };
    expect((await dataProvider.getList('dqa-missing-fields', list)).data.map((f) => f.id)).toEqual(['Employer', 'Member ID']);
    expect(api.calls[0].options.query).toEqual({ practiceIds: [practice._id] });
    selectPractices([]);
    expect(await dataProvider.getList('dataquality', list)).toEqual({ data: [], total: 0 });
    expect(api.calls).toHaveLength(1);
  });
});
