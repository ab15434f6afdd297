import { Routes } from '@dental/contracts';
import { composeDataProvider } from '../api/dataProvider';
import { fakeApi, selectPractices } from '../testing/fakeApi';
import { REALTIME_CARRIERS_RESOURCE, REALTIME_RESOURCE, realtimeAdapter, realtimeCarriersAdapter } from './realtimeAdapter';

const clientId = '65f0a1b2c3d4e5f601230001';
const practices = [
  { _id: '65f0a1b2c3d4e5f601234501', clientId, name: 'Downtown' },
  { _id: '65f0a1b2c3d4e5f601234502', clientId, name: 'Uptown' },
];

function realtime() {
  const api = fakeApi();
  const dataProvider = composeDataProvider(
    { [REALTIME_RESOURCE]: realtimeAdapter, [REALTIME_CARRIERS_RESOURCE]: realtimeCarriersAdapter },
    api.call,
  );
  return { api, dataProvider };
}

describe('the real-time verification adapter', () => {
  beforeEach(() => selectPractices(practices));

  it("asks for a page of the selected practices' records with the filters that are set", async () => {
    const { api, dataProvider } = realtime();
    api.answer(Routes.realtimeList, { records: [{ _id: 'r1', firstNamePatient: 'Ana' }], total: 11 });
    const answer = await dataProvider.getList(REALTIME_RESOURCE, {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'dateUpdate', order: 'DESC' },
      filter: { patientName: ' ana ', stateId: 'completed', verificationType: '', startDate: '2026-11-01' },
    });
    expect(api.calls[0].route).toBe(Routes.realtimeList);
    expect(api.calls[0].options.body).toEqual({
      limit: 10,
      offset: 10,
      practiceIds: practices.map((p) => p._id),
      filters: { patientName: 'ana', stateId: 'completed', startDate: '2026-11-01' },
    });
    expect(answer).toEqual({ data: [{ id: 'r1', firstNamePatient: 'Ana' }], total: 11 });
  });

  it('answers an empty list without asking when no practice is selected', async () => {
    selectPractices([]);
    const { api, dataProvider } = realtime();
    const answer = await dataProvider.getList(REALTIME_RESOURCE, {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(answer).toEqual({ data: [], total: 0 });
    expect(api.calls).toEqual([]);
  });

  it('reads a record with its progress and answer, and starts a verification from the carrier form', async () => {
    const { api, dataProvider } = realtime();
    api.answer(Routes.realtimeRecord, { record: { _id: 'r1', stateId: 'pending' }, progress: 60 });
    expect((await dataProvider.getOne(REALTIME_RESOURCE, { id: 'r1' })).data).toEqual({
      id: 'r1',
      stateId: 'pending',
      progress: 60,
      response: undefined,
    });
    expect(api.calls[0].options.params).toEqual({ id: 'r1' });
    api.answer(Routes.carrierStore, { _id: 'r2', stateId: 'pending' });
    const form = { practiceId: practices[0]._id, carrierId: 'c1', carrierName: 'Delta', memberId: 'X1' };
    expect((await dataProvider.create(REALTIME_RESOURCE, { data: form })).data).toEqual({ id: 'r2', stateId: 'pending' });
    expect(api.calls[1].options.body).toEqual(form);
  });

  it('lists the carriers for the picker', async () => {
    const { api, dataProvider } = realtime();
    api.answer(Routes.realtimeCarriers, [{ _id: 'c1', name: 'Cigna Dental' }]);
    const answer = await dataProvider.getList(REALTIME_CARRIERS_RESOURCE, {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(answer).toEqual({ data: [{ id: 'c1', name: 'Cigna Dental' }], total: 1 });
  });
});
