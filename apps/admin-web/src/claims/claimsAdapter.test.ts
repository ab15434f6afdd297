import { Routes } from '@dental/contracts';
import { composeDataProvider } from '../api/dataProvider';
import { fakeApi, selectPractices } from '../testing/fakeApi';
import { claimsAdapter } from './claimsAdapter';

const practice = { _id: '65f0a1b2c3d4e5f601234501', clientId: '65f0a1b2c3d4e5f601230001', name: 'Downtown' };
const list = { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' as const } };

describe('the claims adapter', () => {
  beforeEach(() => selectPractices([practice]));

  it('asks for the selected practice, validate claims by default, dates as YYYY-MM-DD', async () => {
    const api = fakeApi();
    const dataProvider = composeDataProvider({ claims: claimsAdapter }, api.call);
    api.answer(Routes.listClaims, { records: [{ _id: 'c1', patientName: 'Ana' }], recordsQty: 1 }, { records: [], recordsQty: 0 });
    const answer = await dataProvider.getList('claims', {
      ...list,
      filter: { startDate: '2026-11-20T00:00:00.000Z', patientName: ' ana ' },
    });
    expect(api.calls[0].options.query).toEqual({
      practiceId: practice._id,
      claimType: 'validate',
      page: '1',
      limit: '25',
      patientName: 'ana',
      startDate: '2026-11-20',
    });
    expect(answer).toEqual({ data: [{ id: 'c1', patientName: 'Ana' }], total: 1 });
    await dataProvider.getList('claims', { ...list, filter: { claimType: 'submit' } });
    expect(api.calls[1].options.query?.claimType).toBe('submit');
  });

  it('asks nothing without a selected practice', async () => {
    selectPractices([]);
    const api = fakeApi();
    const dataProvider = composeDataProvider({ claims: claimsAdapter }, api.call);
    expect(await dataProvider.getList('claims', { ...list, filter: {} })).toEqual({ data: [], total: 0 });
    expect(api.calls).toEqual([]);
  });
});
