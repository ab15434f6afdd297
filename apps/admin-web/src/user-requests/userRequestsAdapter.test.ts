import { Routes } from '@dental/contracts';
import { composeDataProvider } from '../api/dataProvider';
import { fakeApi } from '../testing/fakeApi';
import { onboardingOrdersAdapter, userRequestsAdapter } from './userRequestsAdapter';

function requests() {
  const api = fakeApi();
  return {
    api,
    dataProvider: composeDataProvider({ 'user-request': userRequestsAdapter, 'onboarding-order': onboardingOrdersAdapter }, api.call),
  };
}
const list = { pagination: { page: 2, perPage: 10 }, sort: { field: 'id', order: 'ASC' as const } };
const order = { _id: 'r1', status: 'Approved', generalInfo: { name: 'Jamie' }, practices: [] };

describe('the onboarding requests adapter', () => {
  it('lists with the filters set, ten a page, and the total', async () => {
    const { api, dataProvider } = requests();
    api.answer(Routes.listUserRequests, { records: [{ _id: 'r1', name: 'Jamie', status: 'Pending' }], total: 11 });
    const page = await dataProvider.getList('user-request', {
      ...list,
      filter: { name: 'jam', status: 'Pending', startDate: '2026-03-01', endDate: '' },
    });
    expect(api.calls[0].options.query).toEqual({ name: 'jam', status: 'Pending', startDate: '2026-03-01', limit: '10', offset: '10' });
    expect(page).toMatchObject({ data: [{ id: 'r1', name: 'Jamie' }], total: 11 });
  });

  it('reads an order by its id', async () => {
    const { api, dataProvider } = requests();
    api.answer(Routes.onboardingOrder, order);
    const { data } = await dataProvider.getOne('onboarding-order', { id: 'r1' });
    expect(api.calls[0].options.params).toEqual({ id: 'r1' });
    expect(data).toMatchObject({ id: 'r1', status: 'Approved' });
  });

  it('approves through update to Approved, keeping the row fields and the message', async () => {
    const { api, dataProvider } = requests();
    api.answer(Routes.approveUserRequest, { message: 'The request was approved successfully', request: order });
    const { data } = await dataProvider.update('user-request', {
      id: 'r1',
      data: { status: 'Approved' },
      previousData: { id: 'r1', name: 'Jamie', email: 'j@example.test', status: 'Pending' },
    });
    expect(api.calls[0].route).toBe(Routes.approveUserRequest);
    expect(data).toMatchObject({ id: 'r1', name: 'Jamie', status: 'Approved', message: 'The request was approved successfully' });
  });

  it('denies with the reason, and refuses any other change', async () => {
    const { api, dataProvider } = requests();
    api.answer(Routes.rejectUserRequest, { message: 'The request was denied successfully', request: { ...order, status: 'Denied' } });
    await dataProvider.update('user-request', { id: 'r1', data: { status: 'Denied', reason: 'Out of area' }, previousData: { id: 'r1' } });
    expect(api.calls[0]).toMatchObject({
      route: Routes.rejectUserRequest,
      options: { params: { id: 'r1' }, body: { reason: 'Out of area' } },
    });
    await expect(
      dataProvider.update('user-request', { id: 'r1', data: { status: 'Pending' }, previousData: { id: 'r1' } }),
    ).rejects.toThrow('A request can only be approved or denied');
  });
});
